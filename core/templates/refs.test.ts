import { describe, expect, it } from "vitest";
import { resolveTemplateRefs, templateRef, templateRefsIn } from "./refs";

describe("template image refs", () => {
  const content = {
    projectBackgroundUrl: "template:cover",
    projectLogoUrl: "",
    cards: [
      { title: "template:card-1 is not a ref in a title?", url: "template:card-1" },
      { title: "Two", url: "https://example.com/x.webp" },
    ],
  };

  it("names only whole-string refs", () => {
    expect(templateRef("template:card-3")).toBe("card-3");
    expect(templateRef("see template:card-3")).toBeNull();
    expect(templateRef(3)).toBeNull();
    expect(templateRefsIn(content)).toEqual(["cover", "card-1"]);
  });

  it("replaces each ref, leaving other strings alone; a missing image becomes no image", () => {
    const out = resolveTemplateRefs(content, (name) => (name === "cover" ? "/assets/c.webp" : ""));
    expect(out.projectBackgroundUrl).toBe("/assets/c.webp");
    expect(out.cards[0].url).toBe("");
    expect(out.cards[0].title).toBe(content.cards[0].title);
    expect(out.cards[1].url).toBe("https://example.com/x.webp");
    expect(content.cards[0].url).toBe("template:card-1");
  });
});

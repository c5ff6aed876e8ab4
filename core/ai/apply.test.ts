import { describe, expect, it } from "vitest";
import { LandingContentSchema } from "../landing/schema";
import { applySuggestion, suggestionChanges } from "./apply";
import { AiRequestSchema, isRewritablePath, rewriteSchemaFor } from "./suggestions";

const content = LandingContentSchema.parse({
  projectName: "Roti",
  projectDescription: "Old text",
  projectLogoUrl: "/assets/logo.jpg",
  mainButtonName: "Go",
  mainButtonLink: "https://wa.me/1",
  cards: [{ id: "a", title: "One", url: "/assets/a.jpg", link: "https://x.example" }],
  qas: [{ question: "Old?", answer: "Old." }],
  contacts: { mainPhone: "+1 555" },
});
let n = 0;
const newId = () => `n${n++}`;

describe("applying a reviewed suggestion", () => {
  it("a draft fills words only: cards keep their images and links, new cards get no image", () => {
    const next = applySuggestion(
      content,
      {
        action: "draft",
        draft: {
          projectDescription: "New text",
          cardTitles: ["Bread", "Cakes"],
          qas: [{ question: "Open daily?", answer: "Yes." }],
          mainButtonName: "Order",
          extraButtonName: "",
        },
      },
      newId,
    );
    expect(next.cards).toEqual([
      { id: "a", title: "Bread", url: "/assets/a.jpg", link: "https://x.example" },
      { id: "n0", title: "Cakes", url: "", link: "" },
    ]);
    expect(next.qas).toEqual([{ question: "Open daily?", answer: "Yes.", open: false }]);
    expect(next.mainButtonLink).toBe(content.mainButtonLink);
    expect(next.contacts).toEqual(content.contacts);
    expect(LandingContentSchema.parse(next)).toEqual(next);
    expect(suggestionChanges(content, next).map((c) => c.path)).toEqual(
      expect.arrayContaining([
        "projectDescription",
        "mainButtonName",
        "cards.0.title",
        "cards.1.title",
        "qas.0.question",
      ]),
    );
  });

  it("SEO pack writes alt texts only where there is an image", () => {
    const next = applySuggestion(
      content,
      {
        action: "seo",
        seo: {
          description: "Meta",
          logoAlt: "Logo",
          backgroundAlt: "Cover",
          cardAlts: ["Bread loaf"],
        },
      },
      newId,
    );
    expect(next.seo).toEqual({ description: "Meta" });
    expect(next.projectLogoAlt).toBe("Logo");
    expect(next.projectBackgroundAlt).toBeUndefined();
    expect(next.cards[0].alt).toBe("Bread loaf");
  });

  it("a rewrite changes its one field", () => {
    const next = applySuggestion(
      content,
      {
        action: "rewrite",
        field: "qas.0.answer",
        style: "friendlier",
        before: "Old.",
        text: "Sure thing!",
      },
      newId,
    );
    expect(suggestionChanges(content, next)).toEqual([
      { path: "qas.0.answer", before: "Old.", after: "Sure thing!" },
    ]);
  });
});

describe("what may be rewritten", () => {
  it("the translation allow-list without brand names; never contacts, links or analytics", () => {
    for (const ok of [
      "projectDescription",
      "cards.3.title",
      "cards.0.alt",
      "qas.8.answer",
      "seo.description",
      "projectLogoAlt",
    ])
      expect(isRewritablePath(ok)).toBe(true);
    for (const no of [
      "projectName",
      "companyName",
      "contacts.email",
      "cards.0.link",
      "cards.0.url",
      "analytics.0.code",
      "mainButtonLink",
      "qas.9.answer",
      "__proto__",
    ])
      expect(isRewritablePath(no)).toBe(false);
    expect(
      AiRequestSchema.safeParse({ action: "rewrite", field: "contacts.mainPhone", style: "fix" })
        .success,
    ).toBe(false);
  });

  it("a rewrite must fit the field it goes to (the meta description is at most 160 characters)", () => {
    expect(rewriteSchemaFor("seo.description").safeParse({ text: "x".repeat(161) }).success).toBe(
      false,
    );
    expect(rewriteSchemaFor("mainButtonName").safeParse({ text: "x".repeat(61) }).success).toBe(
      false,
    );
    expect(rewriteSchemaFor("qas.0.answer").safeParse({ text: "x".repeat(2000) }).success).toBe(
      true,
    );
  });
});

import { describe, expect, it } from "vitest";
import { attrs, el, esc, voidEl } from "./html";

describe("page HTML rules", () => {
  it("escapes the five characters that end a text or a quoted value", () => {
    expect(esc(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;",
    );
    expect(esc("Привет 🍕")).toBe("Привет 🍕");
  });

  it("leaves out empty attributes, writes booleans bare and escapes values", () => {
    expect(
      attrs({ a: "1", b: null, c: undefined, d: false, open: true, w: 320, q: `"><script>` }),
    ).toBe(' a="1" open="" w="320" q="&quot;&gt;&lt;script&gt;"');
  });

  it("closes elements, and void elements with />", () => {
    expect(el("p", { class: "x" }, esc("a<b"))).toBe('<p class="x">a&lt;b</p>');
    expect(voidEl("img", { src: "/a.jpg", alt: "" })).toBe('<img src="/a.jpg" alt=""/>');
  });
});

import { describe, expect, it } from "vitest";
import { stripScripts } from "./preview-html";

describe("the History preview carries no script (issue 29)", () => {
  it("drops inline, external and JSON-LD scripts, whatever their case and attributes", () => {
    const html =
      '<html><head><script type="application/ld+json">{"@type":"Organization"}</script>' +
      "<title>Shop</title></head><body><h1>Shop</h1><SCRIPT>alert(1)</SCRIPT >" +
      '<script async src="https://x.example/a.js"></script>' +
      "<script>\nvar a = '<b>';\n</script><p>End</p></body></html>";
    expect(stripScripts(html)).toBe(
      "<html><head><title>Shop</title></head><body><h1>Shop</h1><p>End</p></body></html>",
    );
  });

  it("leaves text that only mentions scripts, and noscript fallbacks", () => {
    const html = "<p>Our script&lt;script&gt; writers</p><noscript><img src=x></noscript>";
    expect(stripScripts(html)).toBe(html);
  });
});

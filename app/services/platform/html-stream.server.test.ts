import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough, type Transform } from "node:stream";
import { describe, expect, it } from "vitest";
import { finishHtmlDocument } from "./html-stream.server";

/** Renders 40 paragraphs of `text` with React's streaming renderer, through `through`. */
function render(text: string, through: Transform): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    through.on("data", (c: Buffer) => chunks.push(Buffer.from(c)));
    through.on("end", () => resolve(Buffer.concat(chunks)));
    const paragraphs = Array.from({ length: 40 }, (_, i) => createElement("p", { key: i }, text));
    const { pipe } = renderToPipeableStream(createElement("main", null, ...paragraphs), {
      onAllReady: () => pipe(through),
      onError: reject,
    });
  });
}

describe("HTML stream", () => {
  // Two-byte Cyrillic characters end up straddling React's 2,048-byte buffer edge.
  const text = "Платежи обрабатывает платёжный сервис; данные карт мы не видим. ";

  it("React alone leaves NUL bytes where a Cyrillic character meets its buffer edge", async () => {
    expect((await render(text, new PassThrough())).includes(0)).toBe(true);
  });

  it("the served stream has none, and every word arrives whole", async () => {
    const html = (await render(text, finishHtmlDocument())).toString("utf8");
    expect(html.includes("\u0000")).toBe(false);
    expect(html.includes("\uFFFD")).toBe(false);
    expect(html.split(text.trim()).length - 1).toBe(40);
  });

  it("moves what React wrote after </html> in front of </body>", async () => {
    const out = await new Promise<string>((resolve) => {
      const t = finishHtmlDocument();
      const parts: Buffer[] = [];
      t.on("data", (c: Buffer) => parts.push(c));
      t.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
      t.write("<!DOCTYPE html><html><body><p>x</p></bo");
      t.write("dy></html><!--$--><script>window.__data=1</script><!--/$-->");
      t.end();
    });
    expect(out).toBe(
      "<!DOCTYPE html><html><body><p>x</p><!--$--><script>window.__data=1</script><!--/$--></body></html>",
    );
  });
});

import { Transform } from "node:stream";

const NUL = 0;
const CLOSE = Buffer.from("</body></html>");

/**
 * The document as browsers and validators expect it, fixed up on the way out
 * (the whole document is rendered before it is sent, see entry.server.tsx):
 * - React 18.3's renderToPipeableStream flushes its whole 2 KB buffer when a
 *   multi-byte character does not fit at its end (`writeStringChunk` writes
 *   `currentView`, not `currentView.subarray(0, writtenBytes)`), so Russian
 *   pages carried NUL bytes mid-word at every such boundary. Valid HTML never
 *   contains U+0000, so those bytes are dropped.
 * - Remix's single-fetch data script is rendered after the document element
 *   (`<RemixServer>` puts it beside `<html>`), i.e. after `</html>`, which is
 *   invalid HTML; it is moved in front of `</body>`.
 */
export function finishHtmlDocument(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      const raw = Buffer.concat(chunks);
      let html = raw.includes(NUL) ? Buffer.from(raw.filter((b) => b !== NUL)) : raw;
      const at = html.lastIndexOf(CLOSE);
      if (at >= 0 && at + CLOSE.length < html.length) {
        html = Buffer.concat([html.subarray(0, at), html.subarray(at + CLOSE.length), CLOSE]);
      }
      done(null, html);
    },
  });
}

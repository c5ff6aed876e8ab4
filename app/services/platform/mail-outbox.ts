import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reader for the file mail driver's outbox (DATA_DIR/mail/*.eml): used by
 * tests and handy for operators. Handles the mails the app sends: one text
 * part, or text and HTML parts (multipart/alternative, the lead mail); bodies
 * quoted-printable or base64, RFC 2047 subjects.
 */
export type OutboxMail = { file: string; to: string; subject: string; text: string; html?: string };

export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => ({ file: f, ...parseEml(readFileSync(path.join(dir, f), "utf8")) }));
}

type Part = { header: (name: string) => string; body: string };

function splitPart(raw: string): Part {
  const split = raw.indexOf("\n\n");
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\n[ \t]+/g, " ");
  const body = split < 0 ? "" : raw.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  return { header, body };
}

function decodeBody(part: Part): string {
  const cte = part.header("Content-Transfer-Encoding").toLowerCase();
  if (cte === "quoted-printable") {
    const escaped = part.body
      .replace(/=\n/g, "")
      .replace(/%/g, "%25")
      .replace(/=([0-9A-F]{2})/gi, "%$1");
    return decodeURIComponent(escaped);
  }
  if (cte === "base64") return Buffer.from(part.body, "base64").toString("utf8");
  return part.body;
}

/** The text and HTML leaves of a part, multipart ones walked through. */
function leaves(part: Part, into: { text?: string; html?: string }): void {
  const type = part.header("Content-Type");
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const chunks = part.body.split(`--${boundary}`).slice(1);
    for (const chunk of chunks) {
      if (chunk.startsWith("--")) break;
      leaves(splitPart(chunk.replace(/^\n/, "").replace(/\n$/, "")), into);
    }
    return;
  }
  if (/^text\/html/i.test(type)) into.html ??= decodeBody(part);
  else into.text ??= decodeBody(part);
}

export function parseEml(eml: string): {
  to: string;
  subject: string;
  text: string;
  html?: string;
} {
  const top = splitPart(eml.replace(/\r\n/g, "\n"));
  const found: { text?: string; html?: string } = {};
  leaves(top, found);
  const mail = {
    to: top.header("To"),
    subject: decodeWords(top.header("Subject")),
    text: found.text ?? "",
  };
  return found.html === undefined ? mail : { ...mail, html: found.html };
}

function decodeWords(v: string): string {
  return v
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeURIComponent(
            data
              .replace(/_/g, " ")
              .replace(/%/g, "%25")
              .replace(/=([0-9A-F]{2})/gi, "%$1"),
          ),
    );
}

export function linkIn(text: string): string {
  const m = /https?:\/\/\S+/.exec(text);
  if (!m) throw new Error(`no link in mail: ${text}`);
  return m[0];
}

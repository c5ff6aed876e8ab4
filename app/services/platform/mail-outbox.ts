import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reader for the file mail driver's outbox (DATA_DIR/mail/*.eml): used by
 * tests and handy for operators. Handles the single-part text mails the app
 * sends (quoted-printable or base64 bodies, RFC 2047 subjects).
 */
export type OutboxMail = { file: string; to: string; subject: string; text: string };

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

export function parseEml(eml: string): { to: string; subject: string; text: string } {
  const normalized = eml.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, " ");
  const body = normalized.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1] ?? "";
  const cte = header("Content-Transfer-Encoding").toLowerCase();
  let text = body;
  if (cte === "quoted-printable") {
    const escaped = body
      .replace(/=\n/g, "")
      .replace(/%/g, "%25")
      .replace(/=([0-9A-F]{2})/gi, "%$1");
    text = decodeURIComponent(escaped);
  } else if (cte === "base64") {
    text = Buffer.from(body, "base64").toString("utf8");
  }
  return { to: header("To"), subject: decodeWords(header("Subject")), text };
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

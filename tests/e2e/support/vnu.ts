import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

export interface VnuMessage {
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  url: string;
}

/** Runs the W3C Nu validator over the pages (name → HTML); answers its errors. */
export async function validateHtml(pages: Record<string, string>): Promise<VnuMessage[]> {
  const dir = path.resolve(".cache/vnu");
  mkdirSync(dir, { recursive: true });
  const files = Object.entries(pages).map(([name, html]) => {
    const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, "_")}.html`);
    writeFileSync(file, html);
    return file;
  });
  let stderr = "";
  try {
    await run("java", ["-jar", JAR, "--format", "json", "--errors-only", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it found errors; the report is on stderr either way.
    stderr = (error as { stderr?: string }).stderr ?? "";
    if (!stderr) throw error;
  }
  if (!stderr.trim()) return [];
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === "error" || m.subType === "fatal");
}

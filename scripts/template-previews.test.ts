import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../core/i18n";
import { templateIds } from "../core/templates/catalogue";
import { TEMPLATE_PREVIEW } from "../core/templates/preview";
import { assetSource } from "../app/services/templates/index.server";
import {
  previewFile,
  previewPageHtml,
  sha256,
  type PreviewManifest,
} from "./lib/template-preview-page";

const DIR = path.resolve("public/template-previews");
const RUN = "run npm run templates:previews";

function manifest(): PreviewManifest {
  const file = path.join(DIR, "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PreviewManifest) : {};
}

/** The WebP's canvas size from its header (VP8 / VP8L / VP8X). */
function webpSize(buf: Buffer): { width: number; height: number } {
  const kind = buf.toString("ascii", 12, 16);
  if (kind === "VP8X")
    return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  if (kind === "VP8L") {
    const b = buf.readUInt32LE(21);
    return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
  }
  return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
}

describe("template previews (issue 26): shot from what publishing renders now", () => {
  it("every template in every language has a preview of the page the renderer makes of it today", async () => {
    const images = await assetSource(path.resolve("core/templates/assets")).manifest();
    const recorded = manifest();
    const stale: string[] = [];
    for (const id of templateIds()) {
      for (const lang of UI_LANGUAGES) {
        const file = previewFile(id, lang);
        const html = previewPageHtml(id, lang, images);
        if (!existsSync(path.join(DIR, file))) stale.push(`${file}: no preview`);
        else if (recorded[file]?.html !== sha256(html)) stale.push(`${file}: the page has changed`);
      }
    }
    expect(stale, `${stale.join("\n")}\n${RUN}`).toEqual([]);
  });

  it("keeps no preview of a template that is gone", () => {
    const known = new Set(
      templateIds().flatMap((id) => UI_LANGUAGES.map((l) => previewFile(id, l))),
    );
    const extra = readdirSync(DIR).filter((f) => f.endsWith(".webp") && !known.has(f));
    expect(extra, RUN).toEqual([]);
  });

  it("each preview is the gallery's size and small (≤ 11 KB)", () => {
    for (const f of readdirSync(DIR).filter((f) => f.endsWith(".webp"))) {
      const buf = readFileSync(path.join(DIR, f));
      expect(buf.toString("ascii", 8, 12), f).toBe("WEBP");
      expect(webpSize(buf), f).toEqual(TEMPLATE_PREVIEW);
      expect(buf.length, f).toBeLessThanOrEqual(11 * 1024);
    }
  });
});

import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../core/i18n/languages";
import { templateContent } from "../core/templates/catalogue";
import { resolveTemplateRefs } from "../core/templates/refs";
import { esc } from "./page/html";
import { renderLanding } from "./render-landing";

/**
 * Issue 26: every template in every language through the real renderer, its
 * image refs resolved as the server resolves them. A template that does not
 * render fails here, never in an owner's request.
 */
const dataFiles = readdirSync(path.join(__dirname, "../core/templates/data"))
  .filter((f) => f.endsWith(".json"))
  .sort();

/** A content-addressed asset URL per image name, as the server resolves refs. */
const assetUrl = (id: string, name: string) =>
  `http://pub.test/assets/${createHash("sha256").update(`${id}/${name}`).digest("hex")}.webp`;

describe.each(UI_LANGUAGES)("every template renders in %s", (lang) => {
  it.each(dataFiles.map((f) => f.slice(0, -5)))("%s", (id) => {
    const content = templateContent(id, lang);
    expect(content, `${id} is in the catalogue`).not.toBeNull();
    const resolved = resolveTemplateRefs(content!, (name) => assetUrl(id, name));
    const html = renderLanding(
      resolved,
      {
        uuid: "00000000-0000-4000-8000-000000000000",
        lang,
        canonicalUrl: "http://pub.test/l/x",
        publicUrl: "http://pub.test",
        showBadge: true,
        includeAnalytics: false,
      },
      { log: () => {} },
    );
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(esc(resolved.projectName));
    for (const card of resolved.cards) {
      expect(html).toContain(esc(card.title));
      expect(html).toContain(card.url.slice(0, -".webp".length));
    }
    for (const qa of resolved.qas) expect(html).toContain(esc(qa.question));
    expect(html).toContain(assetUrl(id, "cover").replace("http://pub.test", "").slice(0, -5));
    expect(html).not.toContain("template:");
  });
});

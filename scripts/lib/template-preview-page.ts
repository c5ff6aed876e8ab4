import { createHash } from "node:crypto";
import type { Language } from "../../core/i18n";
import { effectiveTheme } from "../../core/landing/theme";
import { templateContent, templateTheme } from "../../core/templates/catalogue";
import { resolveTemplateRefs } from "../../core/templates/refs";
import { renderLanding, PRODUCT_URL } from "../../renderer/render-landing";
import type { TemplateManifest } from "../../app/services/templates/index.server";

/**
 * The page a template's gallery preview shows (issue 26): the template's
 * content in one language, rendered by the renderer publishing uses, as a
 * landing created from it and published by a new owner would be. Shared by
 * scripts/template-previews.ts (which shoots it) and its test (which checks
 * the checked-in previews still match what the renderer makes of the data).
 */

/**
 * A new account is on the free plan, whose page does not show the template's
 * theme (PRO only, core/plans): the preview shows what that owner will publish.
 */
const PREVIEW_SHOWS_PRO = false;

/**
 * Images resolve to root-relative addresses in the upload convention
 * (`/assets/{sha256}.webp`, srcset widths beside it), so the HTML, and its
 * hash, are the same wherever the script serves it.
 */
export const PREVIEW_META = {
  uuid: "00000000-0000-4000-8000-000000000026",
  canonicalUrl: "https://preview.vitrina.invalid/l/template",
  publicUrl: "https://preview.vitrina.invalid",
  showBadge: true,
  includeAnalytics: false,
  productUrl: PRODUCT_URL,
  shareImage: null,
} as const;

export function previewPageHtml(id: string, lang: Language, images: TemplateManifest): string {
  const raw = templateContent(id, lang);
  if (!raw) throw new Error(`unknown template ${id}`);
  const content = resolveTemplateRefs(raw, (name) => {
    const a = images[`${id}/${name}`];
    return a ? `/assets/${a.sha256}.${a.ext}` : "";
  });
  const theme = effectiveTheme(templateTheme(id) ?? undefined, PREVIEW_SHOWS_PRO);
  return renderLanding({ ...content, theme }, { ...PREVIEW_META, lang });
}

export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** The preview file's name in public/template-previews/. */
export const previewFile = (id: string, lang: string) => `${id}.${lang}.webp`;

/** public/template-previews/manifest.json: per file, the hash of the HTML it was shot from. */
export type PreviewManifest = Record<string, { html: string }>;

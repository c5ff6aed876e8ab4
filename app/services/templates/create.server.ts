import type { PageLanguage } from "../../../core/i18n";
import { getTemplate, templateContent } from "../../../core/templates/catalogue";
import { resolveTemplateRefs } from "../../../core/templates/refs";
import { createLandingFor, type Actor } from "../landings/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { ensureTemplateAssets, TEMPLATE_ASSETS, type TemplateAssetSource } from "./assets.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** Whether a request names a template: a non-blank `templateId` (JSON or form); else a blank landing. */
export function requestedTemplateId(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const id = (body as Record<string, unknown>).templateId;
  if (id === undefined || id === null) return null;
  if (typeof id === "string" && id.trim() === "") return null;
  return typeof id === "string" ? id.trim() : id;
}

/** 400 `unknownTemplate`, its `message` in the owner's language (ADR 024). */
export function unknownTemplateError(message: string): HttpError {
  return new HttpError(400, "unknownTemplate", { message });
}

export const isKnownTemplate = (id: unknown): boolean => getTemplate(id) !== null;

/**
 * Issue 26: a landing made from a template, its content in `lang` (the owner's
 * interface language, which is also the page's), its images the template's own
 * in the bucket. The limit, the transaction and the KV mirror are the blank
 * landing's (createLandingFor), which also keeps the template's theme only for
 * a page that shows PRO. The images are copied before the transaction so it
 * stays short; they are shared, so a refused create leaves nothing to undo.
 */
export async function createFromTemplate(
  ctx: Ctx,
  actor: Actor,
  opts: { templateId: unknown; lang: PageLanguage },
  source: TemplateAssetSource = TEMPLATE_ASSETS,
): Promise<{ uuid: string }> {
  const template = getTemplate(opts.templateId);
  const raw = template && templateContent(template.id, opts.lang);
  if (!template || !raw) throw unknownTemplateError("unknownTemplate");
  const images = await ensureTemplateAssets(ctx, template.id, source);
  const content = { ...resolveTemplateRefs(raw, images), theme: template.theme };
  return createLandingFor(ctx, actor, { lang: opts.lang, content });
}

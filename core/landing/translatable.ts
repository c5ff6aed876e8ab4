import type { LandingContent } from "./schema";

/**
 * The allow-list of words on a page that may leave the server (issue 14):
 * translation sends exactly these, and AI "Rewrite" accepts only these paths.
 * It never holds HTML, URLs, phone numbers, contacts or analytics. Paths are
 * dotted with array indices: `cards.0.title`, `qas.2.answer`, `seo.description`.
 */

/** Brand names: copied untranslated unless the owner ticks "translate names". */
export const NAME_FIELDS = ["projectName", "companyName"] as const;

/** Top-level text fields, in page order. */
export const TOP_TEXT_FIELDS = [
  "projectDescription",
  "projectLocation",
  "mainButtonName",
  "extraButtonName",
  "cardsSectionTitle",
  "videoSectionTitle",
  "projectLogoAlt",
  "projectBackgroundAlt",
] as const;

export const CARD_TEXT_FIELDS = ["title", "alt"] as const;
export const QA_TEXT_FIELDS = ["question", "answer"] as const;
export const SEO_DESCRIPTION_PATH = "seo.description";

export type TranslatableField = { path: string; text: string };

export interface TranslatableOptions {
  /** Include projectName and companyName (the "translate names" tick). */
  includeNames?: boolean;
  /** Keep fields whose text is blank (the editor lists every slot); default false. */
  includeEmpty?: boolean;
}

const PATH_RE =
  /^(?:projectName|companyName|projectDescription|projectLocation|mainButtonName|extraButtonName|cardsSectionTitle|videoSectionTitle|projectLogoAlt|projectBackgroundAlt|seo\.description|cards\.[0-8]\.(?:title|alt)|qas\.[0-8]\.(?:question|answer))$/;

/** Whether a path names an allow-listed field (names included); checks shape, not existence. */
export function isTranslatablePath(path: string): boolean {
  return PATH_RE.test(path);
}

export function isNamePath(path: string): boolean {
  return (NAME_FIELDS as readonly string[]).includes(path);
}

/** The allow-listed `{path, text}` pairs of the content, in page order. */
export function listTranslatable(
  content: LandingContent,
  opts: TranslatableOptions = {},
): TranslatableField[] {
  const out: TranslatableField[] = [];
  const push = (path: string, value: string | undefined) => {
    const text = value ?? "";
    if (opts.includeEmpty || text.trim() !== "") out.push({ path, text });
  };
  if (opts.includeNames) for (const f of NAME_FIELDS) push(f, content[f]);
  for (const f of TOP_TEXT_FIELDS) push(f, content[f]);
  content.cards.forEach((card, i) => {
    for (const f of CARD_TEXT_FIELDS) push(`cards.${i}.${f}`, card[f]);
  });
  content.qas.forEach((qa, i) => {
    for (const f of QA_TEXT_FIELDS) push(`qas.${i}.${f}`, qa[f]);
  });
  push(SEO_DESCRIPTION_PATH, content.seo?.description);
  return out;
}

/** The text at an allow-listed path, or undefined when the path is not allowed or absent. */
export function readTranslatable(content: LandingContent, path: string): string | undefined {
  return listTranslatable(content, { includeNames: true, includeEmpty: true }).find(
    (f) => f.path === path,
  )?.text;
}

/**
 * A copy of the content with the given texts written at their paths. Paths
 * outside the allow-list, or pointing at a card or FAQ entry that does not
 * exist, are ignored, so nothing else in the content can be touched.
 */
export function applyTranslated(
  content: LandingContent,
  fields: Readonly<Record<string, string>>,
): LandingContent {
  const next: LandingContent = {
    ...content,
    cards: content.cards.map((c) => ({ ...c })),
    qas: content.qas.map((q) => ({ ...q })),
    seo: content.seo ? { ...content.seo } : undefined,
  };
  for (const [path, text] of Object.entries(fields)) {
    if (typeof text !== "string" || !isTranslatablePath(path)) continue;
    const parts = path.split(".");
    if (parts.length === 1) {
      (next as Record<string, unknown>)[parts[0]] = text;
    } else if (parts[0] === "seo") {
      next.seo = { ...(next.seo ?? { description: "" }), description: text };
    } else {
      const list = parts[0] === "cards" ? next.cards : next.qas;
      const item = list[Number(parts[1])] as Record<string, unknown> | undefined;
      if (item) item[parts[2]] = text;
    }
  }
  if (next.seo === undefined) delete next.seo;
  return next;
}

import type { LandingContent } from "./schema";

/**
 * The allow-list of words on a page that may leave the server (issue 14):
 * translation sends exactly these, and AI "Rewrite" accepts only these paths.
 * It never holds HTML, URLs, phone numbers, contacts or analytics. Paths are
 * dotted with array indices: `cards.0.title`, `qas.2.answer`, `seo.description`,
 * `form.fields.1.options.0`. The lead form's words are on it (issue 24); its
 * field ids, kinds and policy link are not. Of the contacts only the messenger
 * message text is (issue 27).
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
/** Issue 27: the text the messenger links type for the visitor (a contact, but words). */
export const MESSAGE_TEXT_PATH = "contacts.messageText";
export const FORM_TEXT_FIELDS = [
  "title",
  "description",
  "submitText",
  "successMessage",
  "consentText",
] as const;
export const FORM_FIELD_TEXT_FIELDS = ["label", "placeholder"] as const;

export type TranslatableField = { path: string; text: string };

export interface TranslatableOptions {
  /** Include projectName and companyName (the "translate names" tick). */
  includeNames?: boolean;
  /** Keep fields whose text is blank (the editor lists every slot); default false. */
  includeEmpty?: boolean;
}

const PATH_RE =
  /^(?:projectName|companyName|projectDescription|projectLocation|mainButtonName|extraButtonName|cardsSectionTitle|videoSectionTitle|projectLogoAlt|projectBackgroundAlt|seo\.description|contacts\.messageText|cards\.[0-8]\.(?:title|alt)|qas\.[0-8]\.(?:question|answer)|form\.(?:title|description|submitText|successMessage|consentText)|form\.fields\.[0-9]\.(?:label|placeholder)|form\.fields\.[0-9]\.options\.1?[0-9])$/;

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
  push(MESSAGE_TEXT_PATH, content.contacts.messageText);
  content.cards.forEach((card, i) => {
    for (const f of CARD_TEXT_FIELDS) push(`cards.${i}.${f}`, card[f]);
  });
  content.qas.forEach((qa, i) => {
    for (const f of QA_TEXT_FIELDS) push(`qas.${i}.${f}`, qa[f]);
  });
  if (content.form) {
    for (const f of FORM_TEXT_FIELDS) push(`form.${f}`, content.form[f]);
    content.form.fields.forEach((field, i) => {
      for (const f of FORM_FIELD_TEXT_FIELDS) push(`form.fields.${i}.${f}`, field[f]);
      field.options?.forEach((o, j) => push(`form.fields.${i}.options.${j}`, o));
    });
  }
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
    contacts: { ...content.contacts },
    seo: content.seo ? { ...content.seo } : undefined,
    form: content.form
      ? {
          ...content.form,
          fields: content.form.fields.map((f) => ({
            ...f,
            ...(f.options ? { options: [...f.options] } : {}),
          })),
        }
      : undefined,
  };
  for (const [path, text] of Object.entries(fields)) {
    if (typeof text !== "string" || !isTranslatablePath(path)) continue;
    const parts = path.split(".");
    if (parts.length === 1) {
      (next as Record<string, unknown>)[parts[0]] = text;
    } else if (parts[0] === "form") {
      writeForm(next.form, parts.slice(1), text);
    } else if (parts[0] === "contacts") {
      next.contacts.messageText = text;
    } else if (parts[0] === "seo") {
      next.seo = { ...(next.seo ?? { description: "" }), description: text };
    } else {
      const list = parts[0] === "cards" ? next.cards : next.qas;
      const item = list[Number(parts[1])] as Record<string, unknown> | undefined;
      if (item) item[parts[2]] = text;
    }
  }
  if (next.seo === undefined) delete next.seo;
  if (next.form === undefined) delete next.form;
  return next;
}

/** Writes a form text at `title`, `fields.1.label` or `fields.1.options.0`, if that place exists. */
function writeForm(form: LandingContent["form"], parts: string[], text: string) {
  if (!form) return;
  if (parts.length === 1) {
    (form as Record<string, unknown>)[parts[0]] = text;
    return;
  }
  const field = form.fields[Number(parts[1])];
  if (!field) return;
  if (parts[2] !== "options") {
    (field as Record<string, unknown>)[parts[2]] = text;
  } else if (field.options && Number(parts[3]) < field.options.length) {
    field.options[Number(parts[3])] = text;
  }
}

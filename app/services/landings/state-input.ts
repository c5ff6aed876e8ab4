import { isPageLanguage, type PageLanguage } from "../../../core/i18n";
import { shapeContacts } from "../../../core/landing/contacts";
import { LandingContentSchema, type LandingContent } from "../../../core/landing/schema";
import { normalizeTextAlias } from "../../../core/landing/textalias";

const JSON_FIELDS = ["cards", "qas", "contacts", "analytics"] as const;

/**
 * The §7 setState payload: SPEC names (textalias, videoExtraLink) or the editor's
 * (textAlias, extraVideoLink); cards/qas/contacts/analytics as arrays/objects or
 * JSON text. Unlike the lenient reader of stored drafts, this refuses anything
 * that does not fit, so a bad client can never silently blank a field.
 */
export interface StateInput {
  content: LandingContent;
  force: boolean;
  /** The page language, when the client changes it. */
  lang?: PageLanguage;
  /** The draft version the client edited; absent = last write wins (SPEC §7). */
  baseUpdatedAt?: string;
}

export function parseStateInput(
  input: unknown,
): ({ ok: true } & StateInput) | { ok: false; issues: string[] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, issues: ["body"] };
  }
  const src = input as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) if (v !== null) draft[k] = v;
  if (draft.textAlias === undefined && draft.textalias !== undefined)
    draft.textAlias = draft.textalias;
  if (draft.extraVideoLink === undefined && draft.videoExtraLink !== undefined) {
    draft.extraVideoLink = draft.videoExtraLink;
  }
  const issues: string[] = [];
  for (const f of JSON_FIELDS) {
    const v = draft[f];
    if (typeof v !== "string") continue;
    if (v.trim() === "") {
      delete draft[f];
      continue;
    }
    try {
      draft[f] = JSON.parse(v);
    } catch {
      issues.push(f);
    }
  }
  const force = draft.force === true || draft.force === "true" || draft.force === "1";
  const { lang, baseUpdatedAt } = draft;
  delete draft.lang;
  delete draft.baseUpdatedAt;
  if (lang !== undefined && !isPageLanguage(lang)) issues.push("lang");
  if (
    baseUpdatedAt !== undefined &&
    (typeof baseUpdatedAt !== "string" || baseUpdatedAt.length > 40)
  )
    issues.push("baseUpdatedAt");
  const parsed = LandingContentSchema.safeParse(draft);
  if (!parsed.success) issues.push(...parsed.error.issues.map((i) => i.path.join(".")));
  if (issues.length || !parsed.success) return { ok: false, issues };
  const content = parsed.data;
  return {
    ok: true,
    force,
    ...(isPageLanguage(lang) ? { lang } : {}),
    ...(typeof baseUpdatedAt === "string" && baseUpdatedAt ? { baseUpdatedAt } : {}),
    content: {
      ...content,
      textAlias: normalizeTextAlias(content.textAlias),
      contacts: shapeContacts(content.contacts),
    },
  };
}

/** The body without its theme: a free owner's autosave keeps the stored colours (issue 13). */
export function withoutTheme(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { theme: _ignored, ...rest } = input as Record<string, unknown>;
  return rest;
}

import { z } from "zod";
import {
  FORM_CONSENT_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_LABEL_MAX,
  FORM_OPTION_MAX,
  FORM_PLACEHOLDER_MAX,
  FORM_SUBMIT_MAX,
  FORM_SUCCESS_MAX,
  LONG_TEXT_MAX,
  MAX_CARDS,
  MAX_QAS,
  TEXT_MAX,
} from "../landing/limits";
import { SEO_DESCRIPTION_MAX } from "../landing/schema";
import { isNamePath, isTranslatablePath } from "../landing/translatable";

/**
 * AI writing help (issue 14): what the owner may ask for and the shape of
 * every answer. The zod schemas here are the single source for the
 * structured-output JSON schema sent to the model, for validating its answer
 * on the server, and for the suggestion the editor reviews and applies.
 */

/** Draft my page: at most this many cards and FAQ entries (the page's own limits). */
export const DRAFT_MAX_CARDS = Math.min(9, MAX_CARDS);
export const DRAFT_MAX_QAS = Math.min(9, MAX_QAS);
/** "A 1–3 sentence description of the business." */
export const DRAFT_DESCRIPTION_MIN = 10;
export const DRAFT_DESCRIPTION_MAX = 600;
export const BUTTON_NAME_MAX = 60;
/** Fill with AI: the business name becomes the project name, so the same limit. */
export const FILL_NAME_MAX = TEXT_MAX;
/** Default of AI_DAILY_LIMIT: requests per user per UTC day. */
export const AI_DAILY_LIMIT_DEFAULT = 50;
/** The whole server-side request, retries included, inside the client's 30 s (SPEC §7). */
export const AI_DEADLINE_MS = 25_000;

export const AI_STYLES = ["shorter", "friendlier", "formal", "fix"] as const;
export type AiStyle = (typeof AI_STYLES)[number];

export const AI_ACTIONS = ["draft", "rewrite", "seo", "fill"] as const;
export type AiAction = (typeof AI_ACTIONS)[number];

/**
 * Rewrite works on the translation allow-list (core/landing/translatable), so
 * contacts, links and analytics are never sent; brand names stay the owner's.
 */
export function isRewritablePath(path: string): boolean {
  return isTranslatablePath(path) && !isNamePath(path);
}

/** The body of POST /api/landings/{id}/ai. */
export const AiRequestSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("draft"),
    description: z.string().trim().min(DRAFT_DESCRIPTION_MIN).max(DRAFT_DESCRIPTION_MAX),
  }),
  z.object({
    action: z.literal("rewrite"),
    field: z.string().refine(isRewritablePath),
    style: z.enum(AI_STYLES),
  }),
  z.object({ action: z.literal("seo") }),
  /** Fill with AI (issue 26): the page's words rewritten for this business (core/ai/fill.ts). */
  z.object({
    action: z.literal("fill"),
    businessName: z.string().trim().min(1).max(FILL_NAME_MAX),
    about: z.string().trim().min(DRAFT_DESCRIPTION_MIN).max(DRAFT_DESCRIPTION_MAX),
  }),
]);
export type AiRequest = z.infer<typeof AiRequestSchema>;

/*
 * Answer schemas. Only plain strings, arrays and objects, every key required:
 * what strict structured output accepts. Length limits are the content
 * schema's, so an applied suggestion always saves.
 */
const line = (max: number) => z.string().trim().min(1).max(max);

/**
 * The cap on an answer's length sent to the provider (max_tokens), what it
 * may bill at most. About two characters a token (Russian and Indonesian
 * tokenize worse than English), plus room for the JSON around the words.
 */
export const answerTokens = (chars: number) => Math.ceil(chars / 2) + 200;

export const DraftSuggestionSchema = z.object({
  projectDescription: line(LONG_TEXT_MAX),
  cardTitles: z.array(line(TEXT_MAX)).max(DRAFT_MAX_CARDS),
  qas: z.array(z.object({ question: line(500), answer: line(LONG_TEXT_MAX) })).max(DRAFT_MAX_QAS),
  mainButtonName: line(BUTTON_NAME_MAX),
  extraButtonName: z.string().trim().max(BUTTON_NAME_MAX),
});
export type DraftSuggestion = z.infer<typeof DraftSuggestionSchema>;
/** Sized to the lengths the draft is asked for (prompts.ts), not the schema's outer limits. */
export const DRAFT_MAX_TOKENS = answerTokens(
  1200 + DRAFT_MAX_CARDS * 60 + DRAFT_MAX_QAS * (150 + 500) + 2 * BUTTON_NAME_MAX,
);

/** The content schema's limit of an allow-listed field, so a rewrite always fits where it goes. */
export function rewriteMax(path: string): number {
  const last = path.split(".").pop() ?? path;
  if (path === "seo.description") return SEO_DESCRIPTION_MAX;
  if (path.startsWith("form.")) return formTextMax(path);
  if (last === "projectDescription" || last === "answer") return LONG_TEXT_MAX;
  if (last === "mainButtonName" || last === "extraButtonName") return BUTTON_NAME_MAX;
  if (last === "question") return 500;
  return TEXT_MAX;
}
/** The lead form's words (issue 24) have their own, shorter limits. */
function formTextMax(path: string): number {
  const parts = path.split(".");
  if (parts[1] === "fields") {
    if (parts[3] === "options") return FORM_OPTION_MAX;
    return parts[3] === "placeholder" ? FORM_PLACEHOLDER_MAX : FORM_LABEL_MAX;
  }
  const max: Record<string, number> = {
    description: FORM_DESCRIPTION_MAX,
    submitText: FORM_SUBMIT_MAX,
    successMessage: FORM_SUCCESS_MAX,
    consentText: FORM_CONSENT_MAX,
  };
  return max[parts[1]] ?? TEXT_MAX;
}
export const rewriteSchemaFor = (path: string) => z.object({ text: line(rewriteMax(path)) });
export const rewriteMaxTokens = (path: string) => answerTokens(rewriteMax(path));

export const SeoSuggestionSchema = z.object({
  description: line(SEO_DESCRIPTION_MAX),
  logoAlt: z.string().trim().max(TEXT_MAX),
  backgroundAlt: z.string().trim().max(TEXT_MAX),
  cardAlts: z.array(z.string().trim().max(TEXT_MAX)).max(MAX_CARDS),
});
export type SeoSuggestion = z.infer<typeof SeoSuggestionSchema>;
export const SEO_MAX_TOKENS = answerTokens(SEO_DESCRIPTION_MAX + (2 + MAX_CARDS) * TEXT_MAX);

export type Suggestion =
  | { action: "draft"; draft: DraftSuggestion }
  | { action: "rewrite"; field: string; style: AiStyle; before: string; text: string }
  | { action: "seo"; seo: SeoSuggestion }
  | { action: "fill"; businessName: string; fields: { path: string; text: string }[] };

/** API error names of the AI endpoint (messages in the `ai` catalogue, errors.*). */
export type AiErrorCode =
  | "proRequired"
  | "notConfigured"
  | "invalidRequest"
  | "emptyField"
  | "nothingToDescribe"
  | "nothingToFill"
  | "dailyLimit"
  | "tooManyRequests"
  | "aiTimeout"
  | "aiInvalidAnswer"
  | "aiUnavailable";

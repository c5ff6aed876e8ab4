import {
  AI_DEADLINE_MS,
  AiRequestSchema,
  DRAFT_MAX_TOKENS,
  DraftSuggestionSchema,
  rewriteMaxTokens,
  rewriteSchemaFor,
  SEO_MAX_TOKENS,
  SeoSuggestionSchema,
  type AiErrorCode,
  type AiRequest,
  type Suggestion,
} from "../../../core/ai/suggestions";
import type { LandingContent } from "../../../core/landing/schema";
import { readTranslatable } from "../../../core/landing/translatable";
import { isActivePro } from "../../../core/plans";
import { contentOf, requireEditable, type Actor } from "../landings/index.server";
import { log } from "../ops/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError, withRequestSlot } from "../platform/index.server";
import { aiDailyLimit, dailyResetAt, type AiDailyLimit } from "./limits.server";
import { AiFailure, type AiProvider, type AiQuestion } from "./port";
import { fillQuestion } from "./fill.server";
import { draftInstructions, fieldKind, rewriteInstructions, seoInstructions } from "./prompts";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

const refuse = (status: number, error: AiErrorCode, extra: Record<string, unknown> = {}) =>
  new HttpError(status, error, extra);

const STATUS_OF: Record<AiFailure["code"], number> = {
  aiTimeout: 504,
  aiInvalidAnswer: 502,
  aiUnavailable: 502,
};

export interface SuggestDeps {
  provider: AiProvider | null;
  /** Tests shorten it; the app uses AI_DEADLINE_MS. */
  deadlineMs?: number;
  limit?: AiDailyLimit;
}

/**
 * POST /api/landings/{id}/ai: one suggestion for the owner to review. Saves
 * nothing. Only the owner of a PRO account; the request, retries included,
 * ends within the deadline. Every request that reaches the provider counts
 * against the day's limit, a timeout or a provider error too: the provider
 * may have done (and billed) the work all the same (issue 23).
 */
export async function suggest(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  body: unknown,
  deps: SuggestDeps,
): Promise<{ suggestion: Suggestion }> {
  const started = Date.now();
  const deadlineMs = deps.deadlineMs ?? AI_DEADLINE_MS;
  const landing = await requireEditable(ctx, actor, uuid);
  if (!isActivePro(actor, ctx.now())) throw refuse(403, "proRequired");
  const provider = deps.provider;
  if (!provider) throw refuse(503, "notConfigured");
  const parsed = AiRequestSchema.safeParse(body);
  if (!parsed.success) throw refuse(400, "invalidRequest");
  const request = parsed.data;
  const content = contentOf(landing);
  const question = questionFor(request, content, landing.lang);
  // A slot first: a request refused for being one too many is not counted for the day.
  return withRequestSlot(ctx, actor.id, deadlineMs, () =>
    askCounted(ctx, actor, { ...deps, provider }, question, deadlineMs - (Date.now() - started)),
  );
}

/** Counts the request for the day, then asks, within what is left of the deadline. */
async function askCounted(
  ctx: Ctx,
  actor: Actor,
  deps: SuggestDeps & { provider: AiProvider },
  question: ReturnType<typeof questionFor>,
  leftMs: number,
): Promise<{ suggestion: Suggestion }> {
  const provider = deps.provider;
  const started = Date.now();
  const limit = deps.limit ?? aiDailyLimit(ctx.config.ai.dailyLimit);
  const day = ctx.now();
  if (!(await limit.take(actor.id, day))) {
    throw refuse(429, "dailyLimit", {
      limit: ctx.config.ai.dailyLimit,
      resetAt: dailyResetAt(day).toISOString(),
    });
  }

  const controller = new AbortController();
  const left = Math.max(0, leftMs - (Date.now() - started));
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race ends the request even if a driver ignores the abort.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new AiFailure("aiTimeout"));
    }, left);
  });
  try {
    const answer = await Promise.race([provider.ask(question.ask, controller.signal), deadline]);
    return { suggestion: question.wrap(answer) };
  } catch (error) {
    const failure =
      error instanceof AiFailure
        ? error
        : new AiFailure(controller.signal.aborted ? "aiTimeout" : "aiUnavailable");
    if (!(error instanceof AiFailure)) log.error("ai: suggestion failed", { error });
    throw refuse(STATUS_OF[failure.code], failure.code);
  } finally {
    clearTimeout(timer);
  }
}

/** The question for the model and how its answer becomes the suggestion. */
function questionFor(
  request: AiRequest,
  content: LandingContent,
  lang: string,
): { ask: AiQuestion<unknown>; wrap: (answer: unknown) => Suggestion } {
  if (request.action === "draft") {
    return {
      ask: {
        task: "draft",
        schema: DraftSuggestionSchema,
        instructions: draftInstructions(lang),
        input: { language: lang, description: request.description },
        maxTokens: DRAFT_MAX_TOKENS,
      },
      wrap: (a) => ({ action: "draft", draft: DraftSuggestionSchema.parse(a) }),
    };
  }
  if (request.action === "fill") return fillQuestion(request, content, lang);
  if (request.action === "rewrite") {
    // Read from the saved draft, through the allow-list: nothing else can be sent.
    const text = readTranslatable(content, request.field)?.trim() ?? "";
    if (!text) throw refuse(400, "emptyField", { field: request.field });
    const schema = rewriteSchemaFor(request.field);
    return {
      ask: {
        task: "rewrite",
        schema,
        instructions: rewriteInstructions(lang, request.style, fieldKind(request.field)),
        input: { language: lang, style: request.style, text },
        maxTokens: rewriteMaxTokens(request.field),
      },
      wrap: (a) => ({
        action: "rewrite",
        field: request.field,
        style: request.style,
        before: text,
        text: schema.parse(a).text,
      }),
    };
  }
  const cardTitles = content.cards.map((c) => c.title.trim());
  if (!content.projectDescription.trim() && !cardTitles.some(Boolean))
    throw refuse(400, "nothingToDescribe");
  return {
    ask: {
      task: "seo",
      schema: SeoSuggestionSchema,
      instructions: seoInstructions(lang),
      // Words only: the model never sees the images, just whether they are there.
      input: {
        language: lang,
        projectDescription: content.projectDescription,
        cardTitles,
        hasLogo: Boolean(content.projectLogoUrl),
        hasCover: Boolean(content.projectBackgroundUrl),
      },
      maxTokens: SEO_MAX_TOKENS,
    },
    wrap: (a) => ({ action: "seo", seo: SeoSuggestionSchema.parse(a) }),
  };
}

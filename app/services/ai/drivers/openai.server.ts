import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { AI_DEADLINE_MS } from "../../../../core/ai/suggestions";
import { log } from "../../ops/index.server";
import { AiFailure, type AiProvider, type AiQuestion } from "../port";

export interface OpenAiOptions {
  /** AI_BASE_URL: OpenAI when unset, else any compatible server (llama.cpp, Ollama, a gateway). */
  baseUrl?: string;
  apiKey: string;
  model: string;
  /** Tests hand in their own fetch; the app uses the global one. */
  fetch?: typeof fetch;
}

/** Statuses with which a server says it does not take `json_schema` response formats. */
const SCHEMA_REFUSED = new Set([400, 404, 415, 422, 501]);

/** Statuses after which the same question may be asked again (the ones the SDK itself would retry). */
const TRANSIENT = new Set([408, 409, 429, 500, 502, 503, 504]);

/** Provider calls per question, counting the JSON-mode fallback and every retry (issue 23). */
const CALLS_PER_QUESTION = 2;

/**
 * The `openai` package against any OpenAI-compatible chat-completions server.
 * Each answer is asked for as structured output (`response_format` json_schema
 * built by `zodResponseFormat` from the answer's zod schema); a server that
 * refuses that is asked again in plain JSON mode, with the schema in the
 * instructions, and remembered as such. The answer is validated with the same
 * schema; an invalid one, or a passing server error, is asked for once more.
 * That fallback and those retries share one budget of 2 calls a question,
 * and each answer's length is capped at the question's `maxTokens`.
 */
export function createOpenAiProvider(opts: OpenAiOptions): AiProvider {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseUrl,
    // Retries are this driver's, inside the budget of calls; the caller's deadline bounds them all.
    maxRetries: 0,
    timeout: AI_DEADLINE_MS,
    fetch: opts.fetch,
  });
  let schemaMode: "json_schema" | "json_object" = "json_schema";
  const destination = opts.baseUrl ? new URL(opts.baseUrl).host : "api.openai.com";
  // OpenAI's newer models take only max_completion_tokens; compatible servers
  // (llama.cpp, Ollama, gateways) have long known max_tokens.
  const capField = opts.baseUrl ? "max_tokens" : "max_completion_tokens";

  /** One call: the answer's text, or why it failed and whether asking again may help. */
  async function complete<T>(
    q: AiQuestion<T>,
    extra: ChatCompletionMessageParam[],
    signal: AbortSignal,
  ): Promise<{ text: string } | { failure: AiFailure; again: boolean }> {
    const format = zodResponseFormat(q.schema, q.task);
    const asJson = schemaMode === "json_object";
    const system = asJson
      ? `${q.instructions}\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify(format.json_schema.schema)}`
      : q.instructions;
    try {
      const completion = await client.chat.completions.create(
        {
          model: opts.model,
          messages: [
            { role: "system", content: system },
            { role: "user", content: JSON.stringify(q.input) },
            ...extra,
          ],
          response_format: asJson ? { type: "json_object" } : format,
          temperature: 0.4,
          [capField]: q.maxTokens,
        },
        { signal },
      );
      const message = completion.choices[0]?.message;
      return { text: message?.refusal ? "" : (message?.content ?? "") };
    } catch (error) {
      if (!asJson && error instanceof APIError && SCHEMA_REFUSED.has(error.status ?? 0)) {
        log.info("ai: server refused json_schema, using JSON mode", { status: error.status });
        schemaMode = "json_object";
        return { failure: new AiFailure("aiUnavailable", `status ${error.status}`), again: true };
      }
      const failure = failureOf(error, signal);
      const transient =
        failure.code === "aiUnavailable" &&
        (error instanceof APIConnectionError
          ? !(error instanceof APIConnectionTimeoutError)
          : error instanceof APIError && TRANSIENT.has(error.status ?? 0));
      return { failure, again: transient };
    }
  }

  return {
    name: "openai",
    destination,
    async ask<T>(q: AiQuestion<T>, signal: AbortSignal): Promise<T> {
      let extra: ChatCompletionMessageParam[] = [];
      let last: AiFailure = new AiFailure("aiUnavailable");
      for (let call = 1; call <= CALLS_PER_QUESTION; call++) {
        const result = await complete(q, extra, signal);
        if ("failure" in result) {
          if (!result.again) throw result.failure;
          last = result.failure;
          continue;
        }
        const answer = validate(q, result.text);
        if (answer.ok) return answer.value;
        last = new AiFailure("aiInvalidAnswer", answer.problem);
        // Asked again, telling the model what was wrong with its answer.
        extra = [
          { role: "assistant", content: result.text.slice(0, 8000) },
          {
            role: "user",
            content: `That answer is not valid (${answer.problem}). Answer again with only the JSON object.`,
          },
        ];
      }
      throw last;
    },
  };
}

function validate<T>(
  q: AiQuestion<T>,
  content: string,
): { ok: true; value: T } | { ok: false; problem: string } {
  let raw: unknown;
  try {
    // Some servers wrap JSON mode answers in a Markdown fence.
    raw = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  } catch {
    return { ok: false, problem: "not JSON" };
  }
  const parsed = q.schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, problem: `${issue.path.join(".") || "answer"}: ${issue.message}` };
}

function failureOf(error: unknown, signal: AbortSignal): AiFailure {
  if (error instanceof AiFailure) return error;
  if (
    signal.aborted ||
    error instanceof APIUserAbortError ||
    error instanceof APIConnectionTimeoutError
  )
    return new AiFailure("aiTimeout");
  const status = error instanceof APIError ? error.status : undefined;
  // The SDK's messages never hold the key; the request body is not logged.
  log.warn("ai: provider request failed", {
    status,
    error: error instanceof Error ? error.message : String(error),
  });
  return new AiFailure("aiUnavailable", status ? `status ${status}` : undefined);
}

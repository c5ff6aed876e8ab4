import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
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

/**
 * The `openai` package against any OpenAI-compatible chat-completions server.
 * Each answer is asked for as structured output (`response_format` json_schema
 * built by `zodResponseFormat` from the answer's zod schema); a server that
 * refuses that is asked again in plain JSON mode, with the schema in the
 * instructions, and remembered as such. The answer is validated with the same
 * schema; an invalid one is asked for once more, then given up.
 */
export function createOpenAiProvider(opts: OpenAiOptions): AiProvider {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseUrl,
    // One SDK retry on 429/5xx; the caller's deadline bounds them all.
    maxRetries: 1,
    timeout: AI_DEADLINE_MS,
    fetch: opts.fetch,
  });
  let schemaMode: "json_schema" | "json_object" = "json_schema";
  const destination = opts.baseUrl ? new URL(opts.baseUrl).host : "api.openai.com";

  async function complete<T>(
    q: AiQuestion<T>,
    extra: ChatCompletionMessageParam[],
    signal: AbortSignal,
  ): Promise<string> {
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
        },
        { signal },
      );
      const message = completion.choices[0]?.message;
      return message?.refusal ? "" : (message?.content ?? "");
    } catch (error) {
      if (!asJson && error instanceof APIError && SCHEMA_REFUSED.has(error.status ?? 0)) {
        log.info("ai: server refused json_schema, using JSON mode", { status: error.status });
        schemaMode = "json_object";
        return complete(q, extra, signal);
      }
      throw failureOf(error, signal);
    }
  }

  return {
    name: "openai",
    destination,
    async ask<T>(q: AiQuestion<T>, signal: AbortSignal): Promise<T> {
      const first = await complete(q, [], signal);
      const a = validate(q, first);
      if (a.ok) return a.value;
      // One more try, telling the model what was wrong with its answer.
      const second = await complete(
        q,
        [
          { role: "assistant", content: first.slice(0, 8000) },
          {
            role: "user",
            content: `That answer is not valid (${a.problem}). Answer again with only the JSON object.`,
          },
        ],
        signal,
      );
      const b = validate(q, second);
      if (b.ok) return b.value;
      throw new AiFailure("aiInvalidAnswer", b.problem);
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

import type { z } from "zod";
import type { AiAction } from "../../../core/ai/suggestions";

/**
 * The AI provider port (issue 14): one structured question, one validated
 * answer. Drivers under `drivers/`, chosen by AI_PROVIDER (`provider.server.ts`).
 */
export interface AiQuestion<T> {
  task: AiAction;
  /** The answer's shape: sent as the structured-output schema and used to validate the answer. */
  schema: z.ZodType<T>;
  /** What to do; the owner's words travel separately, as JSON, in `input`. */
  instructions: string;
  input: Record<string, unknown>;
  /** The longest answer the schema needs, in tokens (core/ai/suggestions): what the provider may bill. */
  maxTokens: number;
}

export interface AiProvider {
  readonly name: "openai" | "fake";
  /** Where the owner's text goes, said once in the editor (a host name, never a key). */
  readonly destination: string;
  /** Rejects with AiFailure; stops when `signal` aborts (the request's deadline). */
  ask<T>(question: AiQuestion<T>, signal: AbortSignal): Promise<T>;
}

export type AiFailureCode = "aiTimeout" | "aiInvalidAnswer" | "aiUnavailable";

export class AiFailure extends Error {
  constructor(
    readonly code: AiFailureCode,
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

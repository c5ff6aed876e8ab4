/**
 * The one error shape of the HTTP API (ADR 024). Every refusal is an
 * `HttpError`; its body is `{ error, code, ...values }`:
 * - `code` is the stable key a client relies on;
 * - `error` is what clients read today: the same key, or the fixed text where
 *   SPEC gives one (§5/§8, e.g. "Invalid JSON format for field 'qas'") or an
 *   older caller already reads one ("Not found", the admin's English messages);
 * - `values` are the refusal's other fields (`fields`, `updatedAt`, `reason`…).
 *
 * Pure, so the app, its server and the worker can all build the same body.
 */

/** The refusal's other body fields (never `error` or `code`: those are the error's own). */
export type ErrorValues = Record<string, unknown>;

export interface ErrorBody {
  error: string;
  code: string;
  [field: string]: unknown;
}

export interface HttpErrorOptions {
  /** What `error` says when it is not the code itself (a SPEC text, a legacy text). */
  text?: string;
  /** Headers the answer carries (`Retry-After`, `Allow`, the draft's version…). */
  headers?: Record<string, string>;
}

export class HttpError extends Error {
  readonly values: ErrorValues;
  readonly headers: Readonly<Record<string, string>>;
  /** The body's `error`. */
  readonly text: string;

  constructor(
    readonly status: number,
    readonly code: string,
    values: ErrorValues = {},
    options: HttpErrorOptions = {},
  ) {
    super(options.text ?? code);
    this.name = "HttpError";
    this.values = values;
    this.text = options.text ?? code;
    this.headers = options.headers ?? {};
  }

  get body(): ErrorBody {
    return { error: this.text, code: this.code, ...this.values };
  }
}

const REASON_PHRASES = {
  401: ["unauthorized", "Unauthorized"],
  403: ["forbidden", "Forbidden"],
  404: ["notFound", "Not found"],
} as const;

/**
 * The answers whose `error` has always been the status's reason phrase
 * ("Unauthorized", "Forbidden", "Not found"): the session gate, the public
 * reads, the statistics ingest.
 */
export function reasonPhraseError(
  status: keyof typeof REASON_PHRASES,
  values?: ErrorValues,
): HttpError {
  const [code, text] = REASON_PHRASES[status];
  return new HttpError(status, code, values, { text });
}

/** 405 with the methods the resource answers in `Allow` (RFC 9110 §15.5.6). */
export function methodNotAllowedError(allow: readonly string[] | string): HttpError {
  const methods = typeof allow === "string" ? allow : allow.join(", ");
  return new HttpError(405, "methodNotAllowed", {}, { headers: { Allow: methods } });
}

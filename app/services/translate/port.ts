/**
 * The translation provider port (issue 14): texts in, the same number of
 * texts out, in the same order. One file per driver under `drivers/`; the
 * driver is chosen by TRANSLATE_PROVIDER at start-up (`provider.server.ts`).
 */
export type TranslateProviderName = "deepl" | "libretranslate" | "fake";

export interface TranslateOptions {
  /** Aborted when the request's 25 s are up; drivers stop retrying then. */
  signal?: AbortSignal;
}

export interface Translator {
  readonly name: TranslateProviderName;
  /** The service the owner's text goes to, as the editor names it once. */
  readonly label: string;
  translate(texts: string[], from: string, to: string, opts?: TranslateOptions): Promise<string[]>;
}

/** The provider failed or answered something unusable (after its own retries). */
export class TranslateProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

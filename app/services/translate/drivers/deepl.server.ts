import * as deepl from "deepl-node";
import { batchTexts } from "../../../../core/translate/batch";
import {
  KEEP_TAG,
  protectPlaceholders,
  restorePlaceholders,
} from "../../../../core/translate/placeholders";
import { TranslateProviderError, type Translator } from "../port";

/** DeepL's limits per /v2/translate request (API reference: 50 texts, 128 KiB body). */
export const DEEPL_MAX_TEXTS = 50;
export const DEEPL_MAX_BYTES = 128 * 1024;
/** Room for the other form fields (languages, tag handling). */
const REQUEST_OVERHEAD_BYTES = 1024;

export interface DeepLDriverConfig {
  apiKey: string;
  /** DEEPL_SERVER_URL: deepl-node's `serverUrl` (else chosen by the key: Free or Pro). */
  serverUrl?: string;
  /** DeepL refuses a plain `en` target. */
  enVariant: "en-GB" | "en-US";
  /** Retries of one request on 429/5xx, with the SDK's exponential backoff. */
  maxRetries?: number;
}

/** The form-encoded size of one `text` field, as deepl-node sends it. */
function formSize(text: string): number {
  return new URLSearchParams({ text }).toString().length + 1;
}

/**
 * The `deepl` driver over the official `deepl-node` client. Texts go in
 * batches within DeepL's limits; placeholders, links and e-mail addresses sit
 * in an ignored XML tag so they come back untouched.
 */
export function createDeepLTranslator(cfg: DeepLDriverConfig): Translator {
  const client = new deepl.DeepLClient(cfg.apiKey, {
    serverUrl: cfg.serverUrl,
    maxRetries: cfg.maxRetries ?? 3,
    // Per attempt; the service still ends the whole request at 25 s.
    minTimeout: 8_000,
    sendPlatformInfo: false,
  });
  return {
    name: "deepl",
    label: "DeepL",
    async translate(texts, from, to, opts) {
      const target = (to === "en" ? cfg.enVariant : to) as deepl.TargetLanguageCode;
      const source = from as deepl.SourceLanguageCode;
      const xml = texts.map(protectPlaceholders);
      const out: string[] = new Array<string>(texts.length);
      const batches = batchTexts(xml, {
        maxTexts: DEEPL_MAX_TEXTS,
        maxBytes: DEEPL_MAX_BYTES,
        overhead: REQUEST_OVERHEAD_BYTES,
        sizeOf: formSize,
      });
      for (const batch of batches) {
        if (opts?.signal?.aborted) throw new TranslateProviderError("aborted");
        let results: deepl.TextResult[];
        try {
          results = await client.translateText(
            batch.map((i) => xml[i]),
            source,
            target,
            { tagHandling: "xml", ignoreTags: [KEEP_TAG], preserveFormatting: true },
          );
        } catch (error) {
          const status =
            error instanceof deepl.QuotaExceededError
              ? 456
              : error instanceof deepl.TooManyRequestsError
                ? 429
                : error instanceof deepl.AuthorizationError
                  ? 403
                  : undefined;
          throw new TranslateProviderError(
            `DeepL: ${error instanceof Error ? error.message : String(error)}`,
            status,
          );
        }
        if (results.length !== batch.length)
          throw new TranslateProviderError("DeepL answered a different number of texts");
        batch.forEach((i, k) => (out[i] = restorePlaceholders(results[k].text)));
      }
      return out;
    },
  };
}

import { batchTexts } from "../../../../core/translate/batch";
import { TranslateProviderError, type Translator } from "../port";

export interface LibreTranslateConfig {
  /** LIBRETRANSLATE_URL: the instance's base URL (its API is POST {url}/translate). */
  url: string;
  apiKey?: string;
  maxRetries?: number;
  /** First backoff delay; doubles on each retry. */
  backoffMs?: number;
}

const MAX_TEXTS = 50;
const MAX_BYTES = 128 * 1024;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new TranslateProviderError("aborted"));
    });
  });

/**
 * The `libretranslate` driver: a self-hosted LibreTranslate's documented
 * `POST /translate` with `q` as an array (it answers `translatedText` as an
 * array), format `text`. Retries 429 and 5xx with exponential backoff.
 */
export function createLibreTranslateTranslator(cfg: LibreTranslateConfig): Translator {
  const maxRetries = cfg.maxRetries ?? 3;
  const backoffMs = cfg.backoffMs ?? 500;

  async function request(q: string[], source: string, target: string, signal?: AbortSignal) {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(`${cfg.url}/translate`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({
            q,
            source,
            target,
            format: "text",
            ...(cfg.apiKey ? { api_key: cfg.apiKey } : {}),
          }),
          signal,
        });
      } catch (error) {
        if (signal?.aborted || attempt >= maxRetries)
          throw new TranslateProviderError(`LibreTranslate: ${String(error)}`);
        await sleep(backoffMs * 2 ** attempt, signal);
        continue;
      }
      if ((res.status === 429 || res.status >= 500) && attempt < maxRetries) {
        await res.body?.cancel();
        await sleep(backoffMs * 2 ** attempt, signal);
        continue;
      }
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        throw new TranslateProviderError(
          `LibreTranslate ${res.status}: ${body?.error ?? res.statusText}`,
          res.status,
        );
      }
      const body = (await res.json()) as { translatedText?: unknown };
      const texts = body.translatedText;
      if (
        !Array.isArray(texts) ||
        texts.length !== q.length ||
        !texts.every((t) => typeof t === "string")
      )
        throw new TranslateProviderError("LibreTranslate answered an unexpected shape");
      return texts as string[];
    }
  }

  return {
    name: "libretranslate",
    label: "LibreTranslate",
    async translate(texts, from, to, opts) {
      const out: string[] = new Array<string>(texts.length);
      for (const batch of batchTexts(texts, {
        maxTexts: MAX_TEXTS,
        maxBytes: MAX_BYTES,
        overhead: 1024,
      })) {
        const result = await request(
          batch.map((i) => texts[i]),
          from,
          to,
          opts?.signal,
        );
        batch.forEach((i, k) => (out[i] = result[k]));
      }
      return out;
    },
  };
}

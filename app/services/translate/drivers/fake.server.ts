import type { Translator } from "../port";

/**
 * Deterministic translations for tests and local runs: `[en] text`. Chosen
 * only by TRANSLATE_PROVIDER=fake, which config refuses on a real host.
 */
export function createFakeTranslator(): Translator {
  return {
    name: "fake",
    label: "Fake (test)",
    async translate(texts, _from, to) {
      return texts.map((t) => `[${to}] ${t}`);
    },
  };
}

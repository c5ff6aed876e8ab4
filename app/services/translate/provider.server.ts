import type { Config } from "../platform/index.server";
import { createDeepLTranslator } from "./drivers/deepl.server";
import { createFakeTranslator } from "./drivers/fake.server";
import { createLibreTranslateTranslator } from "./drivers/libretranslate.server";
import type { Translator } from "./port";

const cache = new WeakMap<Config, Translator | null>();

/** The configured translator (TRANSLATE_PROVIDER), or null when translation is off. */
export function translator(config: Pick<Config, "translate">): Translator | null {
  const key = config as Config;
  if (cache.has(key)) return cache.get(key) ?? null;
  const t = config.translate;
  let driver: Translator | null = null;
  if (t.provider === "fake") driver = createFakeTranslator();
  else if (t.provider === "deepl")
    driver = createDeepLTranslator({
      apiKey: t.apiKey,
      serverUrl: t.serverUrl,
      enVariant: t.enVariant,
    });
  else if (t.provider === "libretranslate")
    driver = createLibreTranslateTranslator({ url: t.url, apiKey: t.apiKey });
  cache.set(key, driver);
  return driver;
}

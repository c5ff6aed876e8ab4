import type { Config } from "../platform/index.server";
import { createFakeAiProvider } from "./drivers/fake.server";
import { createOpenAiProvider } from "./drivers/openai.server";
import type { AiProvider } from "./port";

const cache = new WeakMap<Config, AiProvider | null>();

/** The configured AI provider (AI_PROVIDER), or null when AI help is off. */
export function aiProvider(config: Config): AiProvider | null {
  if (cache.has(config)) return cache.get(config) ?? null;
  const c = config.ai;
  let provider: AiProvider | null = null;
  if (c.provider === "fake") provider = createFakeAiProvider();
  else if (c.provider === "openai")
    provider = createOpenAiProvider({ baseUrl: c.baseUrl, apiKey: c.apiKey, model: c.model });
  cache.set(config, provider);
  return provider;
}

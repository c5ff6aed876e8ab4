import { localPurgeSecret } from "./edge/drivers/local.server";
import type { EdgePurgeConfig } from "./edge/port";
import { ConfigError, LOOPBACK_URL, localSecret, type Env } from "./config-env.server";

/**
 * The providers' settings (translation, AI help, edge purge, payments), each
 * read from the environment with the rules that keep a real site safe.
 */

export type TranslateConfig = { monthlyChars: number } & (
  | { provider: "off" }
  | { provider: "fake" }
  | {
      provider: "deepl";
      apiKey: string;
      serverUrl: string | undefined;
      enVariant: "en-GB" | "en-US";
    }
  | { provider: "libretranslate"; url: string; apiKey: string | undefined }
);

export type AiConfig = { dailyLimit: number } & (
  | { provider: "off" }
  | { provider: "fake" }
  | { provider: "openai"; baseUrl: string | undefined; apiKey: string; model: string }
);

export type PaymentsConfig =
  | { provider: "off" }
  | { provider: "test"; secret: string }
  | {
      provider: "mercuryo";
      widgetId: string;
      /** Dashboard "Secret": signs the widget parameters. */
      widgetSecret: string;
      /** Dashboard "Sign Key": signs the callbacks. */
      callbackSignKey: string;
      walletAddress: string;
      cryptoCurrency: string;
      widgetUrl: string;
      scriptUrl: string;
    };

/** Issue 14: the translation provider and the monthly character quota. */
export function translateConfig(e: Env, loopbackApp: boolean): TranslateConfig {
  const monthlyChars = e.TRANSLATE_MONTHLY_CHARS;
  switch (e.TRANSLATE_PROVIDER) {
    case undefined:
      return { provider: "off", monthlyChars };
    case "fake":
      // Never a fake translation on a real site (issue 14: "do not fake it in production").
      if (e.NODE_ENV === "production" && !loopbackApp)
        throw new ConfigError("TRANSLATE_PROVIDER: fake is for tests and local use only");
      return { provider: "fake", monthlyChars };
    case "deepl":
      if (!e.DEEPL_API_KEY)
        throw new ConfigError("DEEPL_API_KEY: required when TRANSLATE_PROVIDER=deepl");
      return {
        provider: "deepl",
        apiKey: e.DEEPL_API_KEY,
        serverUrl: e.DEEPL_SERVER_URL?.replace(/\/+$/, ""),
        enVariant: e.DEEPL_EN_VARIANT,
        monthlyChars,
      };
    case "libretranslate":
      if (!e.LIBRETRANSLATE_URL)
        throw new ConfigError(
          "LIBRETRANSLATE_URL: required when TRANSLATE_PROVIDER=libretranslate",
        );
      return {
        provider: "libretranslate",
        url: e.LIBRETRANSLATE_URL.replace(/\/+$/, ""),
        apiKey: e.LIBRETRANSLATE_API_KEY,
        monthlyChars,
      };
  }
}

/**
 * Issue 14: AI_PROVIDER=openai needs a model, and a key unless AI_BASE_URL
 * points at a server of one's own (llama.cpp, Ollama need none). The fake
 * writes canned text, so it never serves a real host in production.
 */
export function aiConfig(e: Env, loopbackApp: boolean): AiConfig {
  const dailyLimit = e.AI_DAILY_LIMIT;
  if (!e.AI_PROVIDER) return { provider: "off", dailyLimit };
  if (e.AI_PROVIDER === "fake") {
    if (e.NODE_ENV === "production" && !loopbackApp)
      throw new ConfigError("AI_PROVIDER: fake is for tests and local use only");
    return { provider: "fake", dailyLimit };
  }
  if (!e.AI_MODEL || (!e.AI_API_KEY && !e.AI_BASE_URL)) {
    throw new ConfigError(
      "AI_MODEL, and AI_API_KEY (or AI_BASE_URL of a server that needs none): required when AI_PROVIDER=openai",
    );
  }
  return {
    provider: "openai",
    baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ""),
    // The SDK insists on a key; local servers ignore it.
    apiKey: e.AI_API_KEY ?? "none",
    model: e.AI_MODEL,
    dailyLimit,
  };
}

/**
 * Issue 12: pages stay at the edge for a day, so every write must purge
 * (DESIGN §6). The default is the local worker's purge whenever that worker
 * runs (STORAGE_DRIVER=r2: the Miniflare worker over the same bucket); an app
 * in production away from the edge must say which driver it uses, so a
 * missing setting never leaves pages a day out of date.
 */
export function edgePurgeConfig(
  e: Env,
  at: { local: boolean; publicUrl: string; previewSecret: string; storage: "r2" | "s3" },
): EdgePurgeConfig {
  let driver = e.EDGE_PURGE;
  if (!driver) {
    if (at.storage === "r2") driver = "local";
    else if (e.NODE_ENV === "production" && !at.local) {
      throw new ConfigError(
        "EDGE_PURGE: required in production (cloudflare, or off when no edge cache runs in front of the pages)",
      );
    } else driver = "off";
  }
  if (driver === "off") return { driver };
  if (driver === "local") {
    return {
      driver,
      // The worker listens on loopback at PUBLIC_PORT (scripts/lib/edge.ts).
      url:
        e.EDGE_PURGE_URL ??
        (LOOPBACK_URL.test(at.publicUrl) ? at.publicUrl : `http://127.0.0.1:${e.PUBLIC_PORT}`),
      secret: localPurgeSecret(at.previewSecret),
    };
  }
  if (!e.CLOUDFLARE_ZONE_ID || !e.CLOUDFLARE_API_TOKEN) {
    throw new ConfigError(
      "CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN: required when EDGE_PURGE=cloudflare",
    );
  }
  return {
    driver,
    zoneId: e.CLOUDFLARE_ZONE_ID,
    apiToken: e.CLOUDFLARE_API_TOKEN,
    apiUrl: e.CLOUDFLARE_API_URL.replace(/\/+$/, ""),
  };
}

/**
 * Free PRO must never be one misconfiguration away: the `test` driver is used
 * only when asked for by name, or when nothing is set and the app's own URL
 * is a loopback address (NODE_ENV is not the test: `npm start` runs as
 * production). Its routes also refuse non-loopback sockets, but behind a
 * proxy on the same host every client is loopback (issue 23), so production
 * on a real host refuses it by name too.
 */
export function paymentsConfig(e: Env, loopbackApp: boolean, dataDir: string): PaymentsConfig {
  const provider = e.PAYMENT_PROVIDER ?? (loopbackApp ? "test" : "off");
  if (provider === "off") return { provider };
  if (provider === "test") {
    if (e.NODE_ENV === "production" && !loopbackApp)
      throw new ConfigError(
        "PAYMENT_PROVIDER: test is for tests and local use only (its checkout gives PRO to anyone)",
      );
    return {
      provider,
      secret: e.PAYMENT_TEST_SECRET ?? localSecret(dataDir, "payment-test-secret"),
    };
  }
  if (
    !e.MERCURYO_WIDGET_ID ||
    !e.MERCURYO_WIDGET_SECRET ||
    !e.MERCURYO_SIGN_KEY ||
    !e.MERCURYO_WALLET_ADDRESS
  ) {
    throw new ConfigError(
      "MERCURYO_WIDGET_ID, MERCURYO_WIDGET_SECRET, MERCURYO_SIGN_KEY, MERCURYO_WALLET_ADDRESS: required when PAYMENT_PROVIDER=mercuryo",
    );
  }
  return {
    provider,
    widgetId: e.MERCURYO_WIDGET_ID,
    widgetSecret: e.MERCURYO_WIDGET_SECRET,
    callbackSignKey: e.MERCURYO_SIGN_KEY,
    walletAddress: e.MERCURYO_WALLET_ADDRESS,
    cryptoCurrency: e.MERCURYO_CRYPTO_CURRENCY,
    widgetUrl: e.MERCURYO_WIDGET_URL,
    scriptUrl: e.MERCURYO_SCRIPT_URL,
  };
}

import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/config.server";
import { translator } from "./provider.server";

const base = { DATA_DIR: "/tmp/vitrina-translate-config", SESSION_SECRET: "s".repeat(32) };

describe("TRANSLATE_PROVIDER", () => {
  it("is off when unset: no translator, the default monthly quota", () => {
    const config = loadConfig(base);
    expect(config.translate).toEqual({ provider: "off", monthlyChars: 100_000 });
    expect(translator(config)).toBeNull();
  });

  it("chooses the driver and keeps DeepL's settings", () => {
    const config = loadConfig({
      ...base,
      TRANSLATE_PROVIDER: "deepl",
      DEEPL_API_KEY: "k:fx",
      DEEPL_SERVER_URL: "http://127.0.0.1:9/",
      DEEPL_EN_VARIANT: "en-US",
      TRANSLATE_MONTHLY_CHARS: "5000",
    });
    expect(config.translate).toEqual({
      provider: "deepl",
      apiKey: "k:fx",
      serverUrl: "http://127.0.0.1:9",
      enVariant: "en-US",
      monthlyChars: 5000,
    });
    expect(translator(config)?.label).toBe("DeepL");
    const libre = loadConfig({
      ...base,
      TRANSLATE_PROVIDER: "libretranslate",
      LIBRETRANSLATE_URL: "http://lt.test",
    });
    expect(translator(libre)?.name).toBe("libretranslate");
  });

  it("refuses a driver without its settings, and the fake one on a real host in production", () => {
    expect(() => loadConfig({ ...base, TRANSLATE_PROVIDER: "deepl" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRANSLATE_PROVIDER: "libretranslate" })).toThrow(
      /LIBRETRANSLATE_URL/,
    );
    expect(() =>
      loadConfig({
        ...base,
        TRANSLATE_PROVIDER: "fake",
        NODE_ENV: "production",
        APP_URL: "https://vitrina.site",
      }),
    ).toThrow(/fake is for tests/);
    expect(
      loadConfig({ ...base, TRANSLATE_PROVIDER: "fake", NODE_ENV: "production" }).translate
        .provider,
    ).toBe("fake");
  });
});

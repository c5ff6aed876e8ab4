import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/config.server";
import { aiEditorInfo } from "./index.server";

const base = { DATA_DIR: tmpdir(), SESSION_SECRET: "s".repeat(40) };

describe("AI_PROVIDER configuration", () => {
  it("unset is off: no provider, and the editor is told AI is not set up", () => {
    const config = loadConfig(base);
    expect(config.ai).toEqual({ provider: "off", dailyLimit: 50 });
    expect(aiEditorInfo(config)).toEqual({ configured: false, destination: null });
  });

  it("openai against a local server needs a model but no key; the editor learns only the host", () => {
    const config = loadConfig({
      ...base,
      AI_PROVIDER: "openai",
      AI_BASE_URL: "http://127.0.0.1:11434/v1/",
      AI_MODEL: "llama3.1",
      AI_DAILY_LIMIT: "7",
    });
    expect(config.ai).toMatchObject({
      provider: "openai",
      baseUrl: "http://127.0.0.1:11434/v1",
      model: "llama3.1",
      dailyLimit: 7,
    });
    const info = aiEditorInfo(config);
    expect(info).toEqual({ configured: true, destination: "127.0.0.1:11434" });
    expect(JSON.stringify(info)).not.toContain("llama3.1");
  });

  it("openai without a model, or on OpenAI without a key, is refused at start-up", () => {
    expect(() => loadConfig({ ...base, AI_PROVIDER: "openai", AI_API_KEY: "sk-x" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, AI_PROVIDER: "openai", AI_MODEL: "gpt-4o-mini" })).toThrow(
      /AI_API_KEY/,
    );
    const config = loadConfig({
      ...base,
      AI_PROVIDER: "openai",
      AI_MODEL: "gpt-4o-mini",
      AI_API_KEY: "sk-secret",
    });
    expect(aiEditorInfo(config)).toEqual({ configured: true, destination: "api.openai.com" });
  });

  it("the fake never serves a real host in production", () => {
    expect(() =>
      loadConfig({
        ...base,
        NODE_ENV: "production",
        APP_URL: "https://vitrina.example",
        AI_PROVIDER: "fake",
      }),
    ).toThrow(/fake is for tests/);
    const local = loadConfig({ ...base, NODE_ENV: "production", AI_PROVIDER: "fake" });
    expect(aiEditorInfo(local)).toEqual({ configured: true, destination: "fake" });
  });
});

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";
import { serverFeatures } from "./config-features.server";

const base = () => ({
  NODE_ENV: "test",
  APP_URL: "http://localhost:3000",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrina-features-")),
  SESSION_SECRET: "s".repeat(40),
});

describe("serverFeatures: what this server can give of PRO (issue 29)", () => {
  it("an install without AI, translation or domain settings has none of the three", () => {
    expect(serverFeatures(loadConfig(base()))).toEqual({
      ai: false,
      translate: false,
      domains: false,
    });
  });

  it("each is on once its provider is set, independently of the others", () => {
    expect(serverFeatures(loadConfig({ ...base(), AI_PROVIDER: "fake" }))).toEqual({
      ai: true,
      translate: false,
      domains: false,
    });
    expect(serverFeatures(loadConfig({ ...base(), TRANSLATE_PROVIDER: "fake" })).translate).toBe(
      true,
    );
    // Domains need the name owners point at: PUBLIC_CNAME_TARGET, or cdn.<PUBLIC_DOMAIN>.
    expect(
      serverFeatures(loadConfig({ ...base(), PUBLIC_CNAME_TARGET: "cdn.vitrina.test" })).domains,
    ).toBe(true);
    expect(serverFeatures(loadConfig({ ...base(), PUBLIC_DOMAIN: "vitrina.site" })).domains).toBe(
      true,
    );
  });
});

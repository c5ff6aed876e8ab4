import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/config.server";
import { localLeadsSecret } from "./config.server";

/** Issue 24: LEADS_* through the app's config. */
const base = () => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrina-leads-cfg-")),
  SESSION_SECRET: "s".repeat(40),
});

describe("leads config", () => {
  it("has the issue's defaults and derives the ingest secret locally, as for statistics", () => {
    const c = loadConfig({ ...base(), PREVIEW_SECRET: "p".repeat(40) });
    expect(c.leads).toEqual({
      ingestSecret: localLeadsSecret("p".repeat(40)),
      limitPerAddress: 10,
      limitPerLanding: 30,
      retentionDays: 730,
      turnstile: null,
    });
    // Its own secret: a leaked statistics secret must not let anyone post leads.
    expect(c.stats).toMatchObject({ driver: "local" });
    expect(c.leads.ingestSecret).not.toBe((c.stats as { ingestSecret: string }).ingestSecret);
  });

  it("takes the variables from the environment", () => {
    const c = loadConfig({
      ...base(),
      LEADS_INGEST_SECRET: "k".repeat(40),
      LEADS_LIMIT_PER_ADDRESS: "1000",
      LEADS_LIMIT_PER_LANDING: "5000",
      LEADS_RETENTION_DAYS: "365",
      TURNSTILE_SITE_KEY: "0x4AAA-site",
      TURNSTILE_SECRET_KEY: "0x4AAA-secret",
    });
    expect(c.leads).toEqual({
      ingestSecret: "k".repeat(40),
      limitPerAddress: 1000,
      limitPerLanding: 5000,
      retentionDays: 365,
      turnstile: {
        siteKey: "0x4AAA-site",
        secretKey: "0x4AAA-secret",
        verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      },
    });
  });

  it("requires an explicit secret in production on a real host, and refuses a short one", () => {
    const served = { ...base(), NODE_ENV: "production", APP_URL: "https://app.vitrina.example" };
    expect(() => loadConfig(served)).toThrow(/LEADS_INGEST_SECRET: required in production/);
    expect(loadConfig({ ...served, LEADS_INGEST_SECRET: "k".repeat(40) }).leads.ingestSecret).toBe(
      "k".repeat(40),
    );
    expect(() =>
      loadConfig({
        ...served,
        APP_URL: "http://app.vitrina.example",
        LEADS_INGEST_SECRET: "k".repeat(40),
      }),
    ).toThrow(/APP_URL: lead submits are relayed to it, so it must be https in production/);
    expect(() => loadConfig({ ...base(), LEADS_INGEST_SECRET: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), TURNSTILE_SITE_KEY: "0x4AAA-site" })).toThrow(
      /TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: set both, or neither/,
    );
    expect(() => loadConfig({ ...base(), LEADS_LIMIT_PER_ADDRESS: "0" })).toThrow(
      /LEADS_LIMIT_PER_ADDRESS/,
    );
  });
});

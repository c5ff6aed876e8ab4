import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/index.server";

/** Issue 25: WEBHOOK_ALLOW_PRIVATE is for tests and local installs, like the fake providers. */
const env = (o: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrina-outbound-")),
  SESSION_SECRET: "s".repeat(40),
  LEADS_INGEST_SECRET: "l".repeat(40),
  ...o,
});

describe("WEBHOOK_ALLOW_PRIVATE", () => {
  it("is off by default: production calls https only, and no private address", () => {
    const c = loadConfig(env({ NODE_ENV: "production", APP_URL: "https://app.vitrina.site" }));
    expect(c.outbound).toEqual({ allowLoopback: false, httpsOnly: true });
    expect(loadConfig(env({ NODE_ENV: "development" })).outbound).toEqual({
      allowLoopback: false,
      httpsOnly: false,
    });
  });

  it("lets a local install or a test reach loopback over http", () => {
    const local = env({ NODE_ENV: "production", APP_URL: "http://localhost:3000" });
    expect(loadConfig({ ...local, WEBHOOK_ALLOW_PRIVATE: "1" }).outbound).toEqual({
      allowLoopback: true,
      httpsOnly: false,
    });
  });

  it("refuses to start a production server on a real host with it", () => {
    const served = env({
      NODE_ENV: "production",
      APP_URL: "https://app.vitrina.site",
      WEBHOOK_ALLOW_PRIVATE: "1",
    });
    expect(() => loadConfig(served)).toThrow(ConfigError);
    expect(() => loadConfig(served)).toThrow(/WEBHOOK_ALLOW_PRIVATE: for tests and local use only/);
  });

  it("takes 0 or 1 only", () => {
    expect(() => loadConfig(env({ WEBHOOK_ALLOW_PRIVATE: "yes" }))).toThrow(
      /WEBHOOK_ALLOW_PRIVATE: must be 0 or 1/,
    );
  });
});

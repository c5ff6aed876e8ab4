import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../ops/index.server";
import { ConfigError, loadConfig } from "./config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "vitrina-cfg-"));
/** A production server on a real host, with nothing wrong in it. */
const production = () => ({
  NODE_ENV: "production",
  APP_URL: "https://app.vitrina.example",
  DATA_DIR: dataDir(),
  SESSION_SECRET: "s".repeat(40),
  LEADS_INGEST_SECRET: "l".repeat(40),
});

/** The ConfigError loadConfig throws for `env` (fails the test when it throws none). */
function refusal(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("loadConfig accepted the configuration");
}

describe("config: PAYMENT_PROVIDER=test (issue 23, medium 4)", () => {
  it("is refused in production on a real host, with a message naming it", () => {
    const error = refusal({ ...production(), PAYMENT_PROVIDER: "test" });
    expect(error.message).toMatch(/^Invalid configuration:\n {2}PAYMENT_PROVIDER: test is for /);
  });

  it("stays usable on this machine (npm start) and under NODE_ENV=test", () => {
    const local = { ...production(), APP_URL: "http://localhost:3000", PAYMENT_PROVIDER: "test" };
    expect(loadConfig(local).payments.provider).toBe("test");
    const tests = { ...production(), NODE_ENV: "test", PAYMENT_PROVIDER: "test" };
    expect(loadConfig(tests).payments.provider).toBe("test");
    expect(loadConfig({ ...production(), PAYMENT_PROVIDER: "off" }).payments.provider).toBe("off");
  });
});

describe("config: a configuration error lists every problem at once", () => {
  it("each check's problem, one line each, in one error", () => {
    const error = refusal({
      ...production(),
      SESSION_SECRET: undefined,
      PAYMENT_PROVIDER: "test",
      AI_PROVIDER: "fake",
      TRANSLATE_PROVIDER: "fake",
      STORAGE_DRIVER: "s3",
      EDGE_PURGE: "off",
      STATS_DRIVER: "analytics-engine",
      CUSTOM_HOSTNAME_PROVIDER: "cloudflare",
    });
    const names = error.problems.map((p) => p.slice(0, p.indexOf(":")));
    expect(names).toEqual([
      "SESSION_SECRET",
      "S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
      "PAYMENT_PROVIDER",
      "CF_ACCOUNT_ID, CF_API_TOKEN",
      "CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN",
      "AI_PROVIDER",
      "TRANSLATE_PROVIDER",
    ]);
    expect(error.message).toBe(
      `Invalid configuration:\n${error.problems.map((p) => `  ${p}`).join("\n")}`,
    );
  });

  it("the variables' own problems and the checks across them come together", () => {
    const error = refusal({ ...production(), LOG_LEVEL: "chatty", PAYMENT_PROVIDER: "test" });
    expect(error.message).toMatch(/LOG_LEVEL: .*\n {2}PAYMENT_PROVIDER: test is for /);
  });

  it("a variable whose value is wrong is not named again by a check that needs it", () => {
    const error = refusal({ ...production(), SESSION_SECRET: "short" });
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^SESSION_SECRET: /);
    const s3 = refusal({
      ...production(),
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "not a url",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      EDGE_PURGE: "off",
    });
    expect(s3.problems).toEqual([expect.stringMatching(/^S3_ENDPOINT: /)]);
  });

  it("a refused production start writes no generated secret into DATA_DIR", () => {
    const dir = path.join(dataDir(), "never");
    refusal({
      ...production(),
      DATA_DIR: dir,
      SESSION_SECRET: undefined,
      PAYMENT_PROVIDER: "test",
    });
    expect(existsSync(dir)).toBe(false);
  });
});

/** docs/deploy.md §8's environment, read as `docker run --env-file` reads it (no inline comments). */
function deployGuideEnv(): Record<string, string> {
  const doc = readFileSync(new URL("../../../docs/deploy.md", import.meta.url), "utf8");
  const block = /## 8\. The app[\s\S]*?```sh\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
  const lines = block.split("\n").filter((l) => l.includes("=") && !l.startsWith("#"));
  return Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
}

describe("docs/deploy.md's app environment", () => {
  it("trusts the web server in front of port 3000, on the host or through Docker's bridge", () => {
    const trusted = parseTrustedProxies(deployGuideEnv().TRUSTED_PROXIES);
    for (const proxy of ["127.0.0.1", "::1", "172.17.0.1"]) expect(trusted.has(proxy)).toBe(true);
    expect(trusted.has("203.0.113.9")).toBe(false);
  });

  it("names values the app accepts (a comment on a value's line would become part of it)", () => {
    const env = deployGuideEnv();
    expect(env.PAYMENT_PROVIDER).toBe("off");
    for (const [name, value] of Object.entries(env)) expect(value, name).not.toContain("#");
  });
});

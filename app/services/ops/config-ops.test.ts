import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/config.server";

const base = () => ({
  NODE_ENV: "test",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrina-cfg-")),
  SESSION_SECRET: "s".repeat(40),
});

describe("config: the operations variables (decision 009)", () => {
  it("defaults: no trusted proxy, level info, 10 s to shut down", () => {
    const c = loadConfig(base());
    expect(c.trustedProxies).toEqual([]);
    expect(c.logLevel).toBe("info");
    expect(c.shutdownTimeoutMs).toBe(10_000);
  });

  it("TRUSTED_PROXIES: CIDRs of both families, normalised", () => {
    const c = loadConfig({ ...base(), TRUSTED_PROXIES: " 10.0.0.0/8, FD00::/8 ,192.0.2.1" });
    expect(c.trustedProxies).toEqual(["10.0.0.0/8", "fd00::/8", "192.0.2.1/32"]);
  });

  it("TRUSTED_PROXIES: a bad entry stops the start with its name", () => {
    expect(() => loadConfig({ ...base(), TRUSTED_PROXIES: "10.0.0.0/8,10.0.0.0/40" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base(), TRUSTED_PROXIES: "lb.internal" })).toThrow(
      /TRUSTED_PROXIES.*lb\.internal/s,
    );
  });

  it("LOG_LEVEL and SHUTDOWN_TIMEOUT_MS are checked", () => {
    expect(loadConfig({ ...base(), LOG_LEVEL: "Debug" }).logLevel).toBe("debug");
    expect(loadConfig({ ...base(), LOG_LEVEL: "" }).logLevel).toBe("info");
    expect(() => loadConfig({ ...base(), LOG_LEVEL: "chatty" })).toThrow(/LOG_LEVEL/);
    expect(loadConfig({ ...base(), SHUTDOWN_TIMEOUT_MS: "2500" }).shutdownTimeoutMs).toBe(2500);
    expect(() => loadConfig({ ...base(), SHUTDOWN_TIMEOUT_MS: "-1" })).toThrow(/SHUTDOWN/);
  });
});

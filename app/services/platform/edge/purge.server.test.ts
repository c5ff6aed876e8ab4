import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.server";
import { createEdgePurge, edgePurge, purgeLandings, purgeUrls, useEdgePurge } from "./purge.server";
import type { EdgePurge } from "./port";

const env = { DATA_DIR: "/tmp/vitrina-edge-test", SESSION_SECRET: "s".repeat(32) };

function recorder(fail = false) {
  const calls: string[][] = [];
  const driver: EdgePurge = {
    name: "local",
    async purge(urls) {
      calls.push([...urls]);
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error("down");
    },
  };
  return { calls, driver };
}

describe("edge purge configuration (EDGE_PURGE)", () => {
  it("defaults to the local worker's purge where the local worker runs", () => {
    const c = loadConfig({ ...env, PUBLIC_PORT: "8800" });
    expect(c.edgePurge).toMatchObject({ driver: "local", url: "http://127.0.0.1:8800" });
    expect(loadConfig({ ...env, PUBLIC_URL: "http://localhost:9000" }).edgePurge).toMatchObject({
      url: "http://localhost:9000",
    });
    expect(
      loadConfig({ ...env, PUBLIC_URL: "https://pages.example", PUBLIC_PORT: "8801" }).edgePurge,
    ).toMatchObject({ url: "http://127.0.0.1:8801" });
    expect(c.publicDomain).toBeNull();
  });

  it("takes Cloudflare's zone and token, and refuses it without them", () => {
    const c = loadConfig({
      ...env,
      EDGE_PURGE: "cloudflare",
      CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353",
      CLOUDFLARE_API_TOKEN: "token",
      PUBLIC_DOMAIN: "Vitrina.Site.",
    });
    expect(c.edgePurge).toEqual({
      driver: "cloudflare",
      zoneId: "023e105f4ecef8ad9ca31a8372d0c353",
      apiToken: "token",
      apiUrl: "https://api.cloudflare.com/client/v4",
    });
    expect(c.publicDomain).toBe("vitrina.site");
    expect(createEdgePurge(c.edgePurge).name).toBe("cloudflare");
    expect(() => loadConfig({ ...env, EDGE_PURGE: "cloudflare" })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...env,
        EDGE_PURGE: "cloudflare",
        CLOUDFLARE_ZONE_ID: "nope",
        CLOUDFLARE_API_TOKEN: "t",
      }),
    ).toThrow(/CLOUDFLARE_ZONE_ID/);
    expect(() => loadConfig({ ...env, PUBLIC_DOMAIN: "not a domain" })).toThrow(/PUBLIC_DOMAIN/);
  });

  it("makes a production app away from the edge name its driver", () => {
    const prod = {
      ...env,
      NODE_ENV: "production",
      APP_URL: "https://app.example",
      LEADS_INGEST_SECRET: "l".repeat(40),
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "https://s3.example",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    };
    expect(() => loadConfig(prod)).toThrow(/EDGE_PURGE: required in production/);
    expect(loadConfig({ ...prod, EDGE_PURGE: "off" }).edgePurge).toEqual({ driver: "off" });
    expect(loadConfig({ ...prod, NODE_ENV: "development" }).edgePurge).toEqual({ driver: "off" });
  });
});

describe("purgeLandings", () => {
  it("purges every URL of the landings through the configured driver", async () => {
    const config = loadConfig({ ...env, PUBLIC_URL: "http://127.0.0.1:8787" });
    const { calls, driver } = recorder();
    useEdgePurge(config, driver);
    expect(
      await purgeLandings({ config }, [
        { uuid: "u1", alias: "coffee", hosts: ["shop.example"] },
        { uuid: "u2" },
      ]),
    ).toBe(true);
    expect(calls).toEqual([
      [
        "http://127.0.0.1:8787/l/u1",
        "http://127.0.0.1:8787/l/coffee",
        "https://shop.example/",
        "http://127.0.0.1:8787/l/u2",
      ],
    ]);
  });

  it("batches what arrives while a call is in flight into the next call", async () => {
    const config = loadConfig(env);
    const { calls, driver } = recorder();
    useEdgePurge(config, driver);
    await Promise.all([
      purgeUrls({ config }, ["a"]),
      purgeUrls({ config }, ["b"]),
      purgeUrls({ config }, ["b", "c"]),
    ]);
    expect(calls).toEqual([["a"], ["b", "c"]]);
  });

  it("logs a failed purge and answers false instead of failing the write", async () => {
    const config = loadConfig(env);
    useEdgePurge(config, recorder(true).driver);
    expect(await purgeUrls({ config }, ["a"])).toBe(false);
  });

  it("does nothing with EDGE_PURGE=off", async () => {
    const config = loadConfig({ ...env, EDGE_PURGE: "off" });
    expect(edgePurge(config).name).toBe("off");
    expect(await purgeUrls({ config }, ["a"])).toBe(true);
  });
});

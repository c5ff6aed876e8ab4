import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startCloudflareStandIn,
  type CloudflareStandIn,
} from "../../../../tests/stand-ins/cloudflare-api";
import { createCloudflareHostnames } from "./cloudflare.server";

let cf: CloudflareStandIn;
let ZONE: string;
let TOKEN: string;
let apiUrl: string;

beforeAll(async () => {
  cf = await startCloudflareStandIn();
  ({ zoneId: ZONE, apiToken: TOKEN, apiUrl } = cf);
});

afterAll(() => cf.close());

describe("Cloudflare for SaaS custom hostnames driver", () => {
  it("creates the hostname with an HTTP DV certificate, reads it back, and deletes it", async () => {
    const driver = createCloudflareHostnames({ zoneId: ZONE, apiToken: TOKEN, apiUrl });
    const created = await driver.ensure("shop.example.com", null);
    expect(created.id).toMatch(/^ch-/);
    expect(created.active).toBe(false);
    const stored = cf.hostnames.get(created.id!)!;
    expect(stored).toMatchObject({
      hostname: "shop.example.com",
      ssl: { method: "http", type: "dv" },
    });

    // "certificate pending" until both the hostname and its certificate are active.
    stored.status = "active";
    expect((await driver.ensure("shop.example.com", created.id)).active).toBe(false);
    stored.ssl.status = "active";
    expect(await driver.ensure("shop.example.com", created.id)).toEqual({
      id: created.id,
      active: true,
    });

    await driver.remove(created.id);
    expect(cf.hostnames.has(created.id!)).toBe(false);
    // Gone already: removing again is not an error; ensuring creates it anew.
    await driver.remove(created.id);
    const again = await driver.ensure("shop.example.com", created.id);
    expect(again.id).not.toBe(created.id);
    expect(cf.calls).toContain(`POST /client/v4/zones/${ZONE}/custom_hostnames`);
    expect(cf.calls).toContain(`DELETE /client/v4/zones/${ZONE}/custom_hostnames/${created.id}`);
  });

  it("fails loudly when the token is refused", async () => {
    const driver = createCloudflareHostnames({ zoneId: ZONE, apiToken: "wrong", apiUrl });
    await expect(driver.ensure("x.example.com", null)).rejects.toThrow();
  });
});

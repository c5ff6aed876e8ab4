import { describe, expect, it } from "vitest";
import { writePublished } from "../renderer/publish-ops";
import { HTML_CONTENT_TYPE, type LandingMeta } from "../core/storage/records";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import { edgeConfig } from "./config";
import { landingEntry, landingEtag, landingState, resolveHost, resolveSlug } from "./landing";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

let store: SiteStore;
withTestBucket((s) => (store = s), { emptyEachTest: true });

const NOW = new Date("2030-06-01T12:00:00.000Z");
const meta = (over: Partial<LandingMeta> = {}) =>
  testMeta({ lang: "en", expiresAt: "2030-07-01T00:00:00.000Z", version: "abc123", ...over });
const config = edgeConfig({
  APP_URL: "https://app.example",
  PUBLIC_URL: "https://pub.example",
  EDGE_CACHE_TTL: "30",
});

describe("landingState", () => {
  it("hides unpublished landings", () => {
    expect(landingState(meta({ published: false }), NOW)).toBe("hidden");
  });
  it("is live before expiresAt and expired from that moment on", () => {
    expect(landingState(meta(), NOW)).toBe("live");
    expect(landingState(meta({ expiresAt: new Date(NOW.getTime() + 1).toISOString() }), NOW)).toBe(
      "live",
    );
    expect(landingState(meta({ expiresAt: NOW.toISOString() }), NOW)).toBe("expired");
  });
  it("is expired whenever the owner is expired, with or without a date", () => {
    expect(landingState(meta({ ownerExpired: true }), NOW)).toBe("expired");
    expect(landingState(meta({ ownerExpired: true, expiresAt: null }), NOW)).toBe("expired");
    expect(landingState(meta({ expiresAt: null }), NOW)).toBe("live");
  });
  it("serves a page stored without any meta as live", () => {
    expect(landingState(null, NOW)).toBe("live");
  });
});

describe("resolve", () => {
  it("finds a landing by alias (any case) and by uuid", async () => {
    await writePublished(store, { uuid, html: "<p>x</p>", meta: meta(), alias: "Coffee" });
    expect((await resolveSlug(store, "coffee"))?.uuid).toBe(uuid);
    expect((await resolveSlug(store, "COFFEE"))?.meta).toEqual(meta());
    expect((await resolveSlug(store, uuid))?.uuid).toBe(uuid);
    expect(await resolveSlug(store, "tea")).toBeNull();
  });

  it("falls back to the meta record when the page carries no meta copy", async () => {
    await store.put(keys.page(uuid), "<p>raw</p>", { contentType: HTML_CONTENT_TYPE });
    await store.put(keys.meta(uuid), JSON.stringify(meta({ published: false })));
    const got = await resolveSlug(store, uuid);
    expect(got?.meta?.published).toBe(false);
  });

  it("finds a landing by bound host; an alias route to a missing page is not found", async () => {
    await writePublished(store, { uuid, html: "<p>x</p>", meta: meta(), alias: "a" });
    await store.put(keys.host("shop.example"), JSON.stringify({ uuid }));
    expect((await resolveHost(store, "shop.example"))?.uuid).toBe(uuid);
    expect(await resolveHost(store, "other.example")).toBeNull();
    await store.delete(keys.page(uuid));
    expect(await resolveSlug(store, "a")).toBeNull();
  });
});

describe("landingEntry", () => {
  it("serves a live page with ETag, revalidation past the edge and security headers", async () => {
    await writePublished(store, { uuid, html: "<p>live</p>", meta: meta(), alias: "a" });
    const entry = await landingEntry((await resolveSlug(store, "a"))!, {
      now: NOW,
      config,
      secure: true,
    });
    expect(entry!.status).toBe(200);
    expect(new TextDecoder().decode(entry!.body)).toBe("<p>live</p>");
    expect(entry!.headers.ETag).toBe('"abc123"');
    expect(entry!.headers["Cache-Control"]).toBe("public, no-cache");
    expect(entry!.headers["Content-Security-Policy"]).toContain(
      "frame-ancestors 'self' https://app.example",
    );
    expect(entry!.headers["Strict-Transport-Security"]).toBeDefined();
    expect(entry!.expires).toBe(NOW.getTime() + 30_000);
  });

  it("never caches a live copy past the moment the page expires", async () => {
    const expiresAt = new Date(NOW.getTime() + 7_500).toISOString();
    await writePublished(store, {
      uuid,
      html: "<p>live</p>",
      meta: meta({ expiresAt }),
      alias: "a",
    });
    const entry = await landingEntry((await resolveSlug(store, "a"))!, {
      now: NOW,
      config,
      secure: false,
    });
    expect(entry!.headers["Cache-Control"]).toBe("public, no-cache");
    expect(entry!.expires).toBe(NOW.getTime() + 7_000);
  });

  it("returns nothing for an unpublished landing", async () => {
    await writePublished(store, { uuid, html: "<p>x</p>", meta: meta(), alias: "a" });
    await store.put(keys.page(uuid), "<p>x</p>", {
      customMetadata: { meta: JSON.stringify(meta({ published: false })) },
    });
    expect(
      await landingEntry((await resolveSlug(store, "a"))!, { now: NOW, config, secure: false }),
    ).toBeNull();
  });

  it("gives the overlaid body its own ETag", async () => {
    await writePublished(store, { uuid, html: "<p>x</p>", meta: meta(), alias: "a" });
    const landing = (await resolveSlug(store, "a"))!;
    expect(landingEtag(landing, "live")).toBe('"abc123"');
    expect(landingEtag(landing, "expired")).toBe('"abc123-x"');
    landing.meta = meta({ version: 'we"ird/ver' });
    expect(landingEtag(landing, "live")).toBe('"weirdver"');
  });
});

import { describe, expect, it } from "vitest";
import {
  bindHost,
  readMeta,
  removeLanding,
  unbindHost,
  writeMeta,
  writePreview,
  writePublished,
} from "./publish-ops";
import { PAGE_META_KEY, pageMeta, parseRoute, type LandingMeta } from "../core/storage/records";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

let store: SiteStore;
withTestBucket((s) => (store = s), { emptyEachTest: true });

const meta = (over: Partial<LandingMeta> = {}) => testMeta({ title: "Кофейня «Зерно»", ...over });
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("writePublished", () => {
  it("writes page (with its meta copy), meta record and alias route", async () => {
    await writePublished(store, {
      uuid,
      html: "<html><body>Привет</body></html>",
      meta: meta(),
      alias: "Coffee",
    });
    const page = await store.get(keys.page(uuid));
    expect(text(page!.body)).toBe("<html><body>Привет</body></html>");
    expect(page!.contentType).toBe("text/html; charset=utf-8");
    expect(pageMeta(page!)).toEqual(meta());
    // ASCII-only so it survives S3 headers.
    expect(page!.customMetadata[PAGE_META_KEY]).toMatch(/^[\x20-\x7e]+$/);
    expect(await readMeta(store, uuid)).toEqual(meta());
    const route = await store.get(keys.alias("coffee"));
    expect(parseRoute(route!.body)).toBe(uuid);
  });

  it("marks the meta published even if the caller forgot", async () => {
    await writePublished(store, { uuid, html: "x", meta: meta({ published: false }), alias: "a" });
    expect((await readMeta(store, uuid))!.published).toBe(true);
  });

  it("drops the old alias route on rename, keeps it when unchanged", async () => {
    await writePublished(store, { uuid, html: "1", meta: meta(), alias: "old" });
    await writePublished(store, {
      uuid,
      html: "2",
      meta: meta(),
      alias: "old",
      previousAlias: "OLD",
    });
    expect(await store.get(keys.alias("old"))).not.toBeNull();
    await writePublished(store, {
      uuid,
      html: "3",
      meta: meta(),
      alias: "new",
      previousAlias: "old",
    });
    expect(await store.get(keys.alias("old"))).toBeNull();
    expect(parseRoute((await store.get(keys.alias("new")))!.body)).toBe(uuid);
  });

  it("never deletes an old alias that now belongs to another landing", async () => {
    const other = "11111111-2222-4333-8444-555555555555";
    await writePublished(store, {
      uuid: other,
      html: "o",
      meta: meta({ uuid: other }),
      alias: "shared",
    });
    await writePublished(store, {
      uuid,
      html: "1",
      meta: meta(),
      alias: "mine",
      previousAlias: "shared",
    });
    expect(parseRoute((await store.get(keys.alias("shared")))!.body)).toBe(other);
  });
});

describe("writeMeta", () => {
  it("rewrites meta and the page's copy without touching the HTML", async () => {
    await writePublished(store, { uuid, html: "<p>body</p>", meta: meta(), alias: "a" });
    const expired = meta({ ownerExpired: true, pro: true });
    await writeMeta(store, expired);
    expect(await readMeta(store, uuid)).toEqual(expired);
    const page = await store.get(keys.page(uuid));
    expect(text(page!.body)).toBe("<p>body</p>");
    expect(pageMeta(page!)).toEqual(expired);
  });

  it("writes only the meta record for a landing with no page", async () => {
    await writeMeta(store, meta({ published: false }));
    expect((await readMeta(store, uuid))!.published).toBe(false);
    expect(await store.get(keys.page(uuid))).toBeNull();
  });
});

describe("previews, hosts, removal", () => {
  it("writes a preview", async () => {
    await writePreview(store, uuid, "<p>draft</p>");
    expect(text((await store.get(keys.preview(uuid)))!.body)).toBe("<p>draft</p>");
  });

  it("binds a host normalised (case, port, trailing dot) and unbinds it", async () => {
    await bindHost(store, "Shop.Example.:443", uuid);
    expect(parseRoute((await store.get("routes/host/shop.example"))!.body)).toBe(uuid);
    await unbindHost(store, "SHOP.example");
    expect(await store.get("routes/host/shop.example")).toBeNull();
  });

  it("removeLanding deletes page, preview, meta and its routes only", async () => {
    const other = "11111111-2222-4333-8444-555555555555";
    await writePublished(store, { uuid, html: "p", meta: meta(), alias: "mine" });
    await writePreview(store, uuid, "d");
    await bindHost(store, "mine.example", uuid);
    await writePublished(store, {
      uuid: other,
      html: "o",
      meta: meta({ uuid: other }),
      alias: "theirs",
    });
    await removeLanding(store, { uuid, aliases: ["mine", "theirs"], hosts: ["mine.example"] });
    expect((await store.list("")).sort()).toEqual(
      [keys.meta(other), keys.page(other), keys.alias("theirs")].sort(),
    );
  });
});

import { describe, expect, it } from "vitest";
import { writePublished } from "../renderer/publish-ops";
import type { SiteStore } from "../core/storage/site-store";
import { edgeConfig } from "./config";
import { landingEntry, resolveSlug } from "./landing";
import { hasLeadForm, viewAction, viewInputs } from "./lead-view";
import { EdgeCache } from "./edge-cache";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

let store: SiteStore;
withTestBucket((s) => (store = s), { emptyEachTest: true });

const now = new Date("2030-06-01T12:00:00.000Z");
const config = edgeConfig({ PUBLIC_URL: "https://pub.example", EDGE_CACHE_TTL: "30" });
const bytes = (s: string) => new TextEncoder().encode(s);
const FORM_PAGE =
  '<main><form id="lead-form" method="post" action="/l/coffee/lead" data-lead=""></form></main>';

describe("the view's inputs of a lead form (issue 24)", () => {
  it("knows a page with a lead form by its mark, and no other", () => {
    expect(hasLeadForm(bytes(FORM_PAGE))).toBe(true);
    expect(hasLeadForm(bytes("<p>data-lead is just text here</p><form></form>"))).toBe(false);
    expect(hasLeadForm(bytes(""))).toBe(false);
  });

  it("copies this request's utm tags and referrer, capped, and nothing else", () => {
    const url = new URL(
      `https://pub.example/l/coffee?utm_source=tg&utm_campaign=%3Cb%3Espring&x=1&utm_term=${"t".repeat(900)}`,
    );
    expect(viewInputs(url, "https://t.me/c")).toEqual({
      utm_source: "tg",
      utm_campaign: "<b>spring",
      utm_term: "t".repeat(500),
      ref: "https://t.me/c",
    });
    expect(viewInputs(new URL("https://pub.example/"), null)).toEqual({});
  });

  it("posts to the path the page was viewed at", () => {
    expect(viewAction("/l/coffee")).toBe("/l/coffee/lead");
    expect(viewAction("/l/coffee/")).toBe("/l/coffee/lead");
    expect(viewAction("/l/coffee/en")).toBe("/l/coffee/en/lead");
    expect(viewAction("/")).toBe("/lead");
  });

  it("marks the entry of a page with a form, and keeps the mark through the Cache API's headers", async () => {
    await writePublished(store, { uuid, html: FORM_PAGE, meta: testMeta(), alias: "coffee" });
    const landing = await resolveSlug(store, "coffee");
    const entry = await landingEntry(landing!, { now, config, secure: true });
    expect(entry?.landing).toEqual({ uuid, statsOff: false, form: true });

    await writePublished(store, {
      uuid,
      html: "<p>no form</p>",
      meta: testMeta(),
      alias: "coffee",
    });
    const plain = await landingEntry((await resolveSlug(store, "coffee"))!, {
      now,
      config,
      secure: true,
    });
    expect(plain?.landing).toEqual({ uuid, statsOff: false });

    // The shared cache carries the mark in a header: a fake Cache keeps the Response it is given.
    const kept = new Map<string, Response>();
    const shared = {
      async put(req: Request, res: Response) {
        kept.set(req.url, res);
      },
      async match(req: Request) {
        return kept.get(req.url)?.clone();
      },
    } as unknown as Cache;
    // No memory layer: the copy comes back from the shared cache.
    const cache = new EdgeCache(shared, { maxBytes: 0, maxEntryBytes: 0, memoryTtlMs: 0 });
    const key = "https://pub.example/l/coffee";
    cache.put(key, entry!, now.getTime());
    const back = await cache.get(key, now.getTime());
    expect(back?.landing).toEqual({ uuid, statsOff: false, form: true });
  });
});

import { describe, expect, it } from "vitest";
import { bindHost, removeLanding, writeMeta, writePublished } from "../renderer/publish-ops";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import { edgeConfig } from "./config";
import { EdgeCache } from "./edge-cache";
import { handleRequest, type EdgeDeps } from "./router";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

/** Issue 27: `{page}/contact.vcf` follows its page's state, in every way a page is addressed. */
let store: SiteStore;
withTestBucket((s) => (store = s), { emptyEachTest: true });

const now = new Date("2030-06-01T12:00:00.000Z");
const ENV = { APP_URL: "https://app.example", PUBLIC_URL: "https://pub.example" };
const config = edgeConfig(ENV);
const prod = edgeConfig({
  APP_URL: "https://app.example",
  PUBLIC_URL: "https://pub.example",
  PUBLIC_DOMAIN: "pub.example",
});
const deps = (over: Partial<EdgeDeps> = {}): EdgeDeps => ({
  store,
  config,
  cache: null,
  now: () => now,
  ...over,
});
const CARD = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Кофейня\r\nEND:VCARD\r\n";
const CARD_EN = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Coffee\r\nEND:VCARD\r\n";
const meta = testMeta;
const publish = (over: Parameters<typeof meta>[0] = {}, vcard: string | null = CARD) =>
  writePublished(store, {
    uuid,
    html: "<p>page</p>",
    vcard,
    meta: meta({ title: "Кофейня «Зерно»", ...over }),
    alias: "coffee",
    versions: [{ lang: "en", html: "<p>en</p>", vcard: CARD_EN }],
  });
const fetchAt = (path: string, host = "pub.example", init: RequestInit = {}, d = deps()) =>
  handleRequest(new Request(`https://${host}${path}`, init), d);

describe("GET {page}/contact.vcf (issue 27)", () => {
  it("serves a live page's vCard as a text/vcard attachment, by alias, uuid and language", async () => {
    await publish();
    const res = await fetchAt("/l/coffee/contact.vcf");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/vcard; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent("Кофейня «Зерно».vcf")}`,
    );
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.text()).toBe(CARD);
    expect(await (await fetchAt(`/l/${uuid}/contact.vcf`)).text()).toBe(CARD);
    expect(await (await fetchAt("/l/coffee/en/contact.vcf")).text()).toBe(CARD_EN);
    // A language the page is not published in has no vCard.
    expect((await fetchAt("/l/coffee/uk/contact.vcf")).status).toBe(404);

    const head = await fetchAt("/l/coffee/contact.vcf", "pub.example", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Length")).toBe(
      String(new TextEncoder().encode(CARD).byteLength),
    );
    expect(await head.text()).toBe("");
    const etag = res.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await fetchAt("/l/coffee/contact.vcf", "pub.example", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("names the download after the page in a valid RFC 5987 value, apostrophes and brackets encoded", async () => {
    await publish({ title: "Kate's Bakery (Soho)" });
    const res = await fetchAt("/l/coffee/contact.vcf");
    // `'` delimits the charset and language in filename*, and `( )` are not attr-chars (RFC 5987 §3.2.1).
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="contact.vcf"; filename*=UTF-8''Kate%27s%20Bakery%20%28Soho%29.vcf`,
    );
  });

  it("serves /contact.vcf and /en/contact.vcf on a custom host, and a twin redirects there", async () => {
    await publish();
    await bindHost(store, "coffee.example", uuid);
    await bindHost(store, "www.coffee.example", uuid, "coffee.example");
    expect(await (await fetchAt("/contact.vcf", "coffee.example")).text()).toBe(CARD);
    expect(await (await fetchAt("/en/contact.vcf", "coffee.example")).text()).toBe(CARD_EN);
    const moved = await fetchAt("/contact.vcf", "www.coffee.example");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("https://coffee.example/contact.vcf");
    expect((await fetchAt("/contact.vcf", "tea.example")).status).toBe(404);
  });

  it("serves it on the landing's subdomain; /l/{alias}/contact.vcf moves there", async () => {
    await publish();
    const d = deps({ config: prod });
    const sub = await fetchAt("/contact.vcf", "coffee.pub.example", {}, d);
    expect(sub.status).toBe(200);
    expect(await sub.text()).toBe(CARD);
    for (const [path, location] of [
      ["/l/coffee/contact.vcf", "https://coffee.pub.example/contact.vcf"],
      ["/l/coffee/en/contact.vcf", "https://coffee.pub.example/en/contact.vcf"],
    ]) {
      const moved = await fetchAt(path, "pub.example", {}, d);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.get("Location")).toBe(location);
    }
  });

  it("404s when the page is hidden, expired (overlay), binned, missing, or has no contact", async () => {
    const gone = async (why: string) => {
      for (const path of ["/l/coffee/contact.vcf", "/l/coffee/en/contact.vcf"]) {
        const res = await fetchAt(path);
        expect(res.status, `${why}: ${path}`).toBe(404);
        expect(res.headers.get("Content-Type"), why).toContain("text/html");
      }
    };
    await gone("never published");

    await publish();
    await writeMeta(store, meta({ published: false }));
    await gone("hidden");

    await writeMeta(store, meta({ expiresAt: "2030-05-01T00:00:00.000Z" }));
    await gone("expired by date");
    await writeMeta(store, meta({ ownerExpired: true }));
    await gone("owner expired");

    await writeMeta(store, meta());
    expect((await fetchAt("/l/coffee/contact.vcf")).status).toBe(200);
    await removeLanding(store, { uuid, aliases: ["coffee"] });
    await gone("binned");
    expect(await store.get(keys.vcard(uuid))).toBeNull();
    expect(await store.get(keys.langVcard(uuid, "en"))).toBeNull();

    // Republished without any contact: the page stays, its vCard goes.
    await publish({}, CARD);
    await publish({}, null);
    expect((await fetchAt("/l/coffee")).status).toBe(200);
    expect((await fetchAt("/l/coffee/contact.vcf")).status).toBe(404);
  });

  it("is read with the page's state each time, not from the edge's copy of the page", async () => {
    const d = deps({
      cache: new EdgeCache(null),
      config: edgeConfig({ ...ENV, EDGE_CACHE_TTL: "60" }),
    });
    await publish();
    expect((await fetchAt("/l/coffee", "pub.example", {}, d)).status).toBe(200);
    await writeMeta(store, meta({ published: false }));
    expect((await fetchAt("/l/coffee/contact.vcf", "pub.example", {}, d)).status).toBe(404);
  });
});

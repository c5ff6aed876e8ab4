import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormSchema } from "../core/landing/form";
import { LandingContentSchema } from "../core/landing/schema";
import {
  LEADS_SIGNATURE_HEADER,
  LEADS_TIMESTAMP_HEADER,
  readViewTime,
  verifyLeadIngest,
  type LeadIngestBody,
} from "../core/leads/ingest";
import { signPreview } from "../core/preview-signature";
import { writePreview, writePublished } from "../renderer/publish-ops";
import { renderLanding } from "../renderer/render-landing";
import { startEdge, type Edge } from "../scripts/lib/edge";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

/**
 * Issue 24 through the real worker (the bundle in workerd, Miniflare): every
 * view of a page with a form carries its own signed `_ts` and this request's
 * tags, and a submit reaches the app signed — or the visitor hears that
 * nothing was sent. The app is a stand-in on loopback that records relays.
 */
const SECRET = "v".repeat(64);
const PREVIEW_SECRET = "p".repeat(64);
let html = "";
let dir: string;
let edge: Edge;
let app: http.Server;
let mode: "stored" | "down" = "stored";
const relays: Array<{ headers: http.IncomingHttpHeaders; text: string }> = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-lead-edge-"));
  app = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (mode === "down") {
      req.socket.destroy();
      return;
    }
    relays.push({ headers: req.headers, text: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(201, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ success: true, id: "lead-1" }));
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  edge = await startEdge({
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`,
    rebuild: true,
    cacheTtl: 30,
    leadsIngestSecret: SECRET,
    previewSecret: PREVIEW_SECRET,
  });
  const content = LandingContentSchema.parse({
    projectName: "Lead shop",
    cards: [{ title: "Chair", price: { amount: 150000, currency: "RUB" }, order: true }],
    form: FormSchema.parse({
      enabled: true,
      privacyPolicyUrl: "https://shop.example/privacy",
      fields: [{ id: "name", kind: "name", label: "Имя", required: true }],
    }),
  });
  html = renderLanding(content, {
    uuid,
    lang: "ru",
    canonicalUrl: `${edge.url}/l/lead-shop`,
    publicUrl: edge.url,
    showBadge: true,
    includeAnalytics: false,
  });
  await writePublished(edge.store, { uuid, html, meta: testMeta(), alias: "lead-shop" });
}, 180_000);

afterAll(async () => {
  await edge?.dispose();
  await new Promise<void>((r) => app?.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

/** The value of the hidden input `name` ("" when it has none). */
function valueOf(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input type="hidden" name="${name}"[^>]*>`).exec(html)?.[0];
  if (!tag) return undefined;
  return /value="([^"]*)"/.exec(tag)?.[1] ?? "";
}

describe("lead forms through the real worker", () => {
  it("writes a signed view time, the tags and the chosen card into every view", async () => {
    const page = `${edge.url}/l/lead-shop?utm_source=tg&utm_campaign=%22spring%22&item=0`;
    const seen: number[] = [];
    // The first view renders from the bucket, the next come from the isolate's memory.
    for (let i = 0; i < 3; i++) {
      const before = Date.now();
      const res = await fetch(page, { headers: { Referer: "https://t.me/channel" } });
      expect(res.status).toBe(200);
      const html = await res.text();
      const ts = await readViewTime(SECRET, valueOf(html, "_ts")?.replace(/&amp;/g, "&"));
      expect(ts).not.toBeNull();
      expect(ts!).toBeGreaterThanOrEqual(before - 1000);
      seen.push(ts!);
      expect(valueOf(html, "utm_source")).toBe("tg");
      expect(valueOf(html, "utm_campaign")).toBe("&quot;spring&quot;");
      expect(valueOf(html, "ref")).toBe("https://t.me/channel");
      expect(html).toMatch(/<option value="0" selected(="")?>Chair — 1\s500\s₽<\/option>/);
      expect(html).toContain('action="/l/lead-shop/lead"');
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(new Set(seen).size).toBe(3);
    // No tags in this request: nothing is carried over from the earlier views.
    const plain = await (await fetch(`${edge.url}/l/lead-shop`)).text();
    expect(valueOf(plain, "utm_source")).toBe("");
    expect(plain).not.toMatch(/<option value="0" selected/);
  });

  it("relays a submit to the app, signed, and thanks the visitor", async () => {
    mode = "stored";
    relays.length = 0;
    const res = await fetch(`${edge.url}/l/lead-shop/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: edge.url },
      body: "name=Anna&consent=on&item=0&_ts=1.x",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Заявка отправлена");
    expect(relays).toHaveLength(1);
    const { headers, text } = relays[0];
    const signed = await verifyLeadIngest(
      SECRET,
      text,
      String(headers[LEADS_TIMESTAMP_HEADER.toLowerCase()]),
      String(headers[LEADS_SIGNATURE_HEADER.toLowerCase()]),
      new Date(),
    );
    expect(signed).toBe(true);
    const body = JSON.parse(text) as LeadIngestBody;
    expect(body).toMatchObject({
      landing: uuid,
      lang: "",
      fields: { name: "Anna", consent: "on", item: "0", _ts: "1.x" },
      visitor: { ip: null },
    });
  });

  it("tells a fetch caller that nothing was sent when the app is down", async () => {
    mode = "down";
    const res = await fetch(`${edge.url}/l/lead-shop/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: "name=Anna&consent=on",
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "notSent" });
    mode = "stored";
  });

  it("an editor preview's form posts where nothing is relayed", async () => {
    await writePreview(edge.store, uuid, html);
    const query = await signPreview(PREVIEW_SECRET, uuid, new Date());
    const preview = await (await fetch(`${edge.url}/preview/${uuid}?${query}`)).text();
    expect(preview).toContain(`action="/preview/${uuid}/lead"`);
    relays.length = 0;
    const res = await fetch(`${edge.url}/preview/${uuid}/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Anna&consent=on",
    });
    expect(res.status).toBe(405);
    expect(relays).toHaveLength(0);
  });

  it("refuses 413 over 16 KB and keeps POST on the page 405", async () => {
    const big = await fetch(`${edge.url}/l/lead-shop/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `name=${"a".repeat(17 * 1024)}`,
    });
    expect(big.status).toBe(413);
    const page = await fetch(`${edge.url}/l/lead-shop`, { method: "POST", body: "x=1" });
    expect(page.status).toBe(405);
  });
});

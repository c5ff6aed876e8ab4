import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormSchema } from "../core/landing/form";
import { TURNSTILE_SCRIPT_URL } from "../core/landing/form-inputs";
import { LandingContentSchema } from "../core/landing/schema";
import type { LeadIngestBody } from "../core/leads/ingest";
import { writePublished } from "../renderer/publish-ops";
import { renderLanding } from "../renderer/render-landing";
import { startEdge, type Edge } from "../scripts/lib/edge";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

/**
 * Issue 25: with Turnstile set up, every view of a page with a form carries
 * the widget above the submit button and Cloudflare's script, while the stored
 * page stays free of it; the widget's token travels to the app with the submit.
 */
const SITE_KEY = '0x4AAAAAAABkMYinukE8nzY<&"';
let dir: string;
let edge: Edge;
let app: http.Server;
const relays: LeadIngestBody[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-turnstile-"));
  app = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    relays.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as LeadIngestBody);
    res.writeHead(201, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ success: true, id: "lead-1" }));
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  edge = await startEdge({
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`,
    leadsIngestSecret: "v".repeat(64),
    turnstileSiteKey: SITE_KEY,
  });
  const content = LandingContentSchema.parse({
    projectName: "Turnstile shop",
    form: FormSchema.parse({
      enabled: true,
      privacyPolicyUrl: "https://shop.example/privacy",
      fields: [{ id: "name", kind: "name", label: "Имя", required: true }],
    }),
  });
  const html = renderLanding(content, {
    uuid,
    lang: "ru",
    canonicalUrl: `${edge.url}/l/turnstile-shop`,
    publicUrl: edge.url,
    showBadge: true,
    includeAnalytics: false,
  });
  // The page script knows of the widget, but the stored page carries neither it nor its key.
  expect(html).not.toContain(`class="cf-turnstile"`);
  expect(html).not.toContain(TURNSTILE_SCRIPT_URL);
  expect(html).not.toContain("0x4AAAAAAABkMYinukE8nzY");
  await writePublished(edge.store, { uuid, html, meta: testMeta(), alias: "turnstile-shop" });
}, 180_000);

afterAll(async () => {
  await edge?.dispose();
  await new Promise<void>((r) => app?.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

describe("Turnstile on a page with a form", () => {
  it("puts the widget above the submit button and loads Cloudflare's script once, at every view", async () => {
    for (let i = 0; i < 2; i++) {
      const html = await (await fetch(`${edge.url}/l/turnstile-shop`)).text();
      const widget = html.indexOf(
        '<div class="cf-turnstile" data-sitekey="0x4AAAAAAABkMYinukE8nzY&lt;&amp;&quot;"></div>',
      );
      const button = html.indexOf('<button type="submit"');
      expect(widget).toBeGreaterThan(0);
      expect(button).toBeGreaterThan(widget);
      expect(
        html.split(`<script src="${TURNSTILE_SCRIPT_URL}" async defer></script>`),
      ).toHaveLength(2);
    }
  });

  it("relays the widget's token with the submit", async () => {
    relays.length = 0;
    const res = await fetch(`${edge.url}/l/turnstile-shop/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: "name=Anna&consent=on&_ts=1.x&cf-turnstile-response=XXXX.DUMMY.TOKEN.XXXX",
    });
    expect(res.status).toBe(201);
    expect(relays).toHaveLength(1);
    expect(relays[0]!.fields["cf-turnstile-response"]).toBe("XXXX.DUMMY.TOKEN.XXXX");
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptLead } from "../app/services/leads/index.server";
import { publishLanding } from "../app/services/publishing/index.server";
import { createLanding, updateLanding } from "../db/queries/landings";
import { freshKit, type Kit } from "../tests/support/admin-kit";
import { fullLanding } from "../tests/fixtures/full-landing";
import { leadForm } from "../tests/support/leads-kit";
import { startEdge, type Edge } from "../scripts/lib/edge";

/**
 * Issue 24 end to end: a visitor views a published page with a form through
 * the real worker (workerd, Miniflare), submits it without script, and the
 * app's real ingest (served on loopback) stores the lead with the view's
 * tags; a submit faster than the minimum fill time is kept as spam.
 */
const SECRET = "e".repeat(64);
let dir: string;
let edge: Edge;
let app: http.Server;
let kit: Kit;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-lead-e2e-"));
  app = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await acceptLead(
      kit.ctx,
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(await answer.text());
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  edge = await startEdge({
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}`,
    publicUrl: "https://pages.test",
    rebuild: true,
    cacheTtl: 0,
    leadsIngestSecret: SECRET,
  });
  kit = await freshKit(edge.store);
  // The worker signs with real time and this secret: the app's clock and key follow.
  (kit.config.leads as { ingestSecret: string }).ingestSecret = SECRET;
  kit.clock.now = new Date();
  Object.defineProperty(kit.clock, "now", { get: () => new Date() });
}, 180_000);

afterAll(async () => {
  await edge?.dispose();
  await new Promise<void>((r) => app?.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

async function publishedWithForm(alias: string): Promise<string> {
  const owner = await kit.addUser();
  const row = await createLanding(kit.ctx.db, { parentUser: owner, now: kit.clock.now });
  await updateLanding(kit.ctx.db, row.uuid, {
    content: JSON.stringify({ ...fullLanding, textAlias: alias, form: leadForm }),
  });
  await publishLanding(kit.ctx, row.uuid, { force: true });
  return row.uuid;
}

const hidden = (html: string, name: string) =>
  /value="([^"]*)"/.exec(
    new RegExp(`<input type="hidden" name="${name}"[^>]*>`).exec(html)?.[0] ?? "",
  )?.[1] ?? "";

describe("a lead through the real worker into the app's database", () => {
  it("stores a submit without script with the view's tags; a hasty one is kept as spam", async () => {
    const uuid = await publishedWithForm("lead-e2e");
    const view = await fetch(`${edge.url}/l/lead-e2e?utm_source=vk&utm_campaign=autumn`);
    expect(view.status).toBe(200);
    const page = await view.text();
    const body = new URLSearchParams({
      name: "Анна <b>",
      phone: "+7 900 123-45-67",
      note: "",
      consent: "on",
      website: "",
      _ts: hidden(page, "_ts"),
      ref: hidden(page, "ref"),
      utm_source: hidden(page, "utm_source"),
      utm_campaign: hidden(page, "utm_campaign"),
    }).toString();
    const post = () =>
      fetch(`${edge.url}/l/lead-e2e/lead`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });

    const hasty = await post();
    expect(hasty.status).toBe(200);
    await new Promise((r) => setTimeout(r, 3100));
    const real = await post();
    expect(real.status).toBe(200);
    expect(await real.text()).toContain("Заявка отправлена");

    const rows = await kit.ctx.db
      .selectFrom("leads")
      .selectAll()
      .where("landing_uuid", "=", uuid)
      .orderBy("created_at")
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => Boolean(r.spam))).toEqual([true, false]);
    expect(rows[1].utm_source).toBe("vk");
    expect(rows[1].utm_campaign).toBe("autumn");
    expect(JSON.parse(rows[1].fields)).toContainEqual({
      name: "name",
      label: "Имя",
      value: "Анна <b>",
    });
  }, 30_000);
});

import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { LEADS_SIGNATURE_HEADER, LEADS_TIMESTAMP_HEADER } from "../../../core/leads/ingest";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, leadForm, relay, submit } from "../../../tests/support/leads-kit";
import * as ingest from "../../routes/api+/internal.leads";
import { purgeOldLeads } from "./retention.server";

/** Issue 24: the worker's signed relay into the app (POST /api/internal/leads). */
let kit: Kit;
withFreshKit((k) => (kit = k));

const post = async (request: Request) =>
  (await ingest.action({ request, params: {}, context: {} })) as Response;

const leads = () => kit.ctx.db.selectFrom("leads").selectAll().execute();
const tasks = () =>
  kit.ctx.db
    .selectFrom("scheduled_tasks")
    .selectAll()
    .where("name", "=", "lead.notify.email")
    .execute();

async function ownerLanding() {
  const owner = await kit.addUser({ tariff: 0 });
  return { owner, uuid: await landingWithForm(kit, owner) };
}

describe("the signature", () => {
  it("refuses unsigned, wrongly signed, tampered and stale relays with 401 and stores nothing", async () => {
    const { uuid } = await ownerLanding();
    const body = await submit(kit, uuid);
    const unsigned = new Request("https://app.test/api/internal/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect((await post(unsigned)).status).toBe(401);
    expect((await post(await relay(kit, body, { secret: "x".repeat(64) }))).status).toBe(401);
    const good = await relay(kit, body);
    const tampered = new Request(good.url, {
      method: "POST",
      headers: {
        [LEADS_TIMESTAMP_HEADER]: good.headers.get(LEADS_TIMESTAMP_HEADER)!,
        [LEADS_SIGNATURE_HEADER]: good.headers.get(LEADS_SIGNATURE_HEADER)!,
      },
      body: JSON.stringify({ ...body, fields: { ...body.fields, name: "Mallory" } }),
    });
    expect((await post(tampered)).status).toBe(401);
    const old = new Date(kit.clock.now.getTime() - 10 * 60_000);
    expect((await post(await relay(kit, body, { at: old }))).status).toBe(401);
    expect(await leads()).toEqual([]);
  });

  it("answers 201 with the id once the lead, its delivery row and its mail task are stored", async () => {
    const { owner, uuid } = await ownerLanding();
    const res = await post(
      await relay(kit, await submit(kit, uuid, { note: "<b>hi</b>" }, { ip: "203.0.113.5" })),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [lead] = await leads();
    expect(lead).toMatchObject({
      id,
      landing_uuid: uuid,
      owner_id: owner,
      status: "new",
      spam: 0,
      page_url: "https://pages.test/l/shop",
      utm_source: "vk",
      utm_campaign: "autumn",
      consent_text: leadForm.consentText,
      consent_policy_url: leadForm.privacyPolicyUrl,
      consent_ip: "203.0.113.5",
      consent_user_agent: "Mozilla/5.0 test",
    });
    expect(lead.consent_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(lead.fields)).toEqual([
      { name: "name", label: "Имя", value: "Анна" },
      { name: "phone", label: "Телефон", value: "+7 900 123-45-67" },
      { name: "note", label: "Комментарий", value: "<b>hi</b>" },
    ]);
    const deliveries = await kit.ctx.db.selectFrom("lead_deliveries").selectAll().execute();
    expect(deliveries).toEqual([
      expect.objectContaining({ lead_id: id, channel: "email", status: "pending" }),
    ]);
    const [task] = await tasks();
    expect(JSON.parse(task.payload)).toEqual({ leadId: id });
    expect(task.execution_time).toBe(kit.clock.now.toISOString());
  });
});

describe("the target and the form", () => {
  it("refuses a draft-only, a binned and an expired landing", async () => {
    const owner = await kit.addUser();
    const draft = await kit.draft(owner);
    expect((await post(await relay(kit, await submit(kit, draft)))).status).toBe(404);

    const { uuid: binned } = await ownerLanding();
    await kit.ctx.db
      .updateTable("landings")
      .set({ deleted_at: kit.clock.now.toISOString() })
      .where("uuid", "=", binned)
      .execute();
    expect((await post(await relay(kit, await submit(kit, binned)))).status).toBe(404);

    const lapsed = await kit.addUser({
      expiry: new Date(kit.clock.now.getTime() - 1000).toISOString(),
    });
    const expired = await landingWithForm(kit, lapsed);
    const res = await post(await relay(kit, await submit(kit, expired)));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "expired" });
    expect(await leads()).toEqual([]);
  });

  it("checks the PUBLISHED form: unknown and missing fields and no consent are refused, each named", async () => {
    const { uuid } = await ownerLanding();
    const body = await submit(kit, uuid, { name: "", consent: "", extra: "x" });
    const res = await post(await relay(kit, body));
    expect(res.status).toBe(422);
    const { code, errors } = (await res.json()) as {
      code: string;
      errors: Array<{ field: string }>;
    };
    expect(code).toBe("invalidLead");
    expect(errors.map((e) => e.field)).toEqual(["extra", "name", "consent"]);
    expect(await leads()).toEqual([]);
  });
});

describe("spam", () => {
  it("keeps a filled honeypot or a forged view time aside: stored as spam, never delivered", async () => {
    const { uuid } = await ownerLanding();
    const bot = await submit(kit, uuid, { website: "http://spam.example" });
    expect((await post(await relay(kit, bot))).status).toBe(201);
    const forged = await submit(kit, uuid, {
      _ts: `${kit.clock.now.getTime() - 60_000}.${"0".repeat(64)}`,
    });
    expect((await post(await relay(kit, forged))).status).toBe(201);
    expect((await leads()).map((l) => l.spam)).toEqual([1, 1]);
    expect(await kit.ctx.db.selectFrom("lead_deliveries").selectAll().execute()).toEqual([]);
    expect(await tasks()).toEqual([]);
  });
});

describe("one transaction", () => {
  it("stores nothing when a later insert of the same lead fails", async () => {
    const { uuid } = await ownerLanding();
    // The delivery row cannot be written: the lead before it must not stay either.
    await sql`drop table lead_deliveries`.execute(kit.ctx.db);
    await expect(post(await relay(kit, await submit(kit, uuid)))).rejects.toThrow();
    expect(await leads()).toEqual([]);
    expect(await tasks()).toEqual([]);
  });
});

describe("retention", () => {
  it("deletes spam after 30 days and every lead after LEADS_RETENTION_DAYS", async () => {
    const { uuid } = await ownerLanding();
    await post(await relay(kit, await submit(kit, uuid)));
    await post(await relay(kit, await submit(kit, uuid, { website: "filled" })));
    kit.advance(31 * 86_400_000);
    expect(await purgeOldLeads(kit.ctx)).toEqual({ expired: 0, spam: 1 });
    expect((await leads()).map((l) => l.spam)).toEqual([0]);
    kit.advance((kit.config.leads.retentionDays - 31) * 86_400_000);
    expect(await purgeOldLeads(kit.ctx)).toEqual({ expired: 0, spam: 0 });
    kit.advance(1000);
    expect(await purgeOldLeads(kit.ctx)).toEqual({ expired: 1, spam: 0 });
    expect(await leads()).toEqual([]);
  });
});

describe("bad relays", () => {
  it("answers 400 to a signed body that is not a relay, 413 beyond the size, 404 for a version not published", async () => {
    const { uuid } = await ownerLanding();
    const body = await submit(kit, uuid);
    expect((await post(await relay(kit, "not an object"))).status).toBe(400);
    const nested = { ...body, fields: { ...body.fields, name: { $gt: "" } } };
    expect((await post(await relay(kit, nested))).status).toBe(400);
    const huge = { ...body, fields: { ...body.fields, note: "x".repeat(40 * 1024) } };
    expect((await post(await relay(kit, huge))).status).toBe(413);
    // The free page has no /en version: nothing there to submit to.
    expect((await post(await relay(kit, { ...body, lang: "en" }))).status).toBe(404);
    expect((await post(await relay(kit, { ...body, lang: "xx" }))).status).toBe(404);
    expect(await leads()).toEqual([]);
  });
});

describe("limits", () => {
  it("answers 429 beyond the per-address and the per-landing limits, and stores nothing more", async () => {
    const { uuid } = await ownerLanding();
    kit.ctx.config.leads.limitPerAddress = 2;
    kit.ctx.config.leads.limitPerLanding = 4;
    const from = async (ip: string | null) =>
      post(await relay(kit, await submit(kit, uuid, {}, { ip })));
    expect((await from("203.0.113.77")).status).toBe(201);
    expect((await from("203.0.113.77")).status).toBe(201);
    const over = await from("203.0.113.77");
    expect(over.status).toBe(429);
    expect(over.headers.get("Retry-After")).toBe("60");
    expect(await over.json()).toMatchObject({ code: "tooManyLeads" });
    // Another visitor still gets through, and one with no known address counts for the landing only.
    expect((await from("203.0.113.78")).status).toBe(201);
    expect((await from(null)).status).toBe(201);
    expect((await from("203.0.113.79")).status).toBe(429);
    expect(await leads()).toHaveLength(4);
  });
});

import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { insertBareUser } from "../../tests/support/user-rows";
import { createTestDb, type DB } from "../database";
import type { NewLead } from "../schema";
import { deleteLanding, createLanding } from "./landings";
import { insertLeadDeliveries, listLeadDeliveries, recordLeadDelivery } from "./lead-deliveries";
import {
  countNewLeads,
  countNewLeadsByLanding,
  deleteLeadOfOwner,
  deleteLeadsBefore,
  deleteLeadsOfLanding,
  deleteLeadsOfOwner,
  getLeadOfOwner,
  insertLead,
  listLeadsOfOwner,
  updateLeadOfOwner,
} from "./leads";
import { deleteUser } from "./users";

/** Issue 24: the leads table's queries (this file's own database; both dialects in CI). */
const now = new Date("2026-11-27T10:00:00Z");
let db: DB;
let seq = 0;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => db.destroy());

async function owner(): Promise<{ id: number; landing: string; other: string }> {
  const id = await insertBareUser(db, `o${++seq}@x.io`, now);
  const landing = (await createLanding(db, { parentUser: id, now })).uuid;
  const other = (await createLanding(db, { parentUser: id, now })).uuid;
  return { id, landing, other };
}

function lead(
  ownerId: number,
  landing: string,
  o: { minutes?: number; name?: string; spam?: boolean } = {},
): NewLead {
  const id = `lead-${++seq}`;
  const name = o.name ?? `Visitor ${seq}`;
  return {
    id,
    landing_uuid: landing,
    owner_id: ownerId,
    created_at: new Date(now.getTime() + (o.minutes ?? seq) * 60_000).toISOString(),
    spam: o.spam ? 1 : 0,
    fields: JSON.stringify([{ name: "name", label: "Имя", value: name }]),
    item: null,
    search_text: name.toLowerCase(),
    consent_text: "Согласен",
    consent_hash: "h",
    consent_policy_url: "https://example.com/policy",
    consent_at: now.toISOString(),
    consent_ip: "203.0.113.9",
  };
}

async function add(...rows: NewLead[]): Promise<string[]> {
  for (const r of rows) await insertLead(db, r);
  return rows.map((r) => r.id);
}

describe("leads queries", () => {
  it("stores a lead with its consent proof and reads it back for its owner only", async () => {
    const a = await owner();
    const b = await owner();
    const row = { ...lead(a.id, a.landing), utm_source: "vk", page_lang: "en" };
    await insertLead(db, row);
    const read = await getLeadOfOwner(db, a.id, row.id);
    expect(read).toMatchObject({
      status: "new",
      spam: 0,
      utm_source: "vk",
      utm_medium: "",
      page_lang: "en",
      consent_text: "Согласен",
      consent_ip: "203.0.113.9",
    });
    expect(JSON.parse(read!.fields)).toEqual([
      { name: "name", label: "Имя", value: expect.any(String) },
    ]);
    expect(await getLeadOfOwner(db, b.id, row.id)).toBeUndefined();
  });

  it("lists newest first, a page at a time, with the total of all pages", async () => {
    const a = await owner();
    const ids = await add(
      lead(a.id, a.landing, { minutes: 1 }),
      lead(a.id, a.landing, { minutes: 3 }),
      lead(a.id, a.landing, { minutes: 2 }),
    );
    const base = { ownerId: a.id, spam: false, pageSize: 2 };
    const first = await listLeadsOfOwner(db, { ...base, page: 1 });
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.id)).toEqual([ids[1], ids[2]]);
    const second = await listLeadsOfOwner(db, { ...base, page: 2 });
    expect(second.rows.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.total).toBe(3);
  });

  it("filters by landing, status, the Spam folder and a search over the values", async () => {
    const a = await owner();
    const [onOther, spam, anna, boris] = await add(
      lead(a.id, a.other),
      lead(a.id, a.landing, { spam: true, name: "Buy pills" }),
      lead(a.id, a.landing, { name: "Анна Петрова" }),
      lead(a.id, a.landing, { name: "Борис 100%" }),
    );
    await updateLeadOfOwner(db, a.id, boris, { status: "done" });
    const ids = async (f: Partial<Parameters<typeof listLeadsOfOwner>[1]>) =>
      (await listLeadsOfOwner(db, { ownerId: a.id, spam: false, page: 1, pageSize: 50, ...f })).rows
        .map((r) => r.id)
        .sort();
    expect(await ids({})).toEqual([onOther, anna, boris].sort());
    expect(await ids({ landing: a.other })).toEqual([onOther]);
    expect(await ids({ status: "done" })).toEqual([boris]);
    expect(await ids({ spam: true })).toEqual([spam]);
    // Cyrillic in any case, and LIKE's own characters taken literally.
    expect(await ids({ q: "АННА" })).toEqual([anna]);
    expect(await ids({ q: "100%" })).toEqual([boris]);
    expect(await ids({ q: "0_" })).toEqual([]);
    expect(await ids({ q: "pills" })).toEqual([]);
    expect(await ids({ q: "pills", spam: true })).toEqual([spam]);
  });

  it("changes status and spam, deletes, and never touches another owner's lead", async () => {
    const a = await owner();
    const b = await owner();
    const [id] = await add(lead(a.id, a.landing));
    expect(await updateLeadOfOwner(db, b.id, id, { status: "done" })).toBe(false);
    expect(await deleteLeadOfOwner(db, b.id, id)).toBe(false);
    expect(await updateLeadOfOwner(db, a.id, id, { status: "in_progress", spam: true })).toBe(true);
    expect(await getLeadOfOwner(db, a.id, id)).toMatchObject({ status: "in_progress", spam: 1 });
    expect(await deleteLeadOfOwner(db, a.id, id)).toBe(true);
    expect(await getLeadOfOwner(db, a.id, id)).toBeUndefined();
  });

  it("counts new leads per landing and per owner, spam and handled ones left out", async () => {
    const a = await owner();
    const [, , handled] = await add(
      lead(a.id, a.landing),
      lead(a.id, a.landing),
      lead(a.id, a.landing),
      lead(a.id, a.landing, { spam: true }),
      lead(a.id, a.other),
    );
    await updateLeadOfOwner(db, a.id, handled, { status: "cancelled" });
    expect(await countNewLeadsByLanding(db, a.id)).toEqual(
      new Map([
        [a.landing, 2],
        [a.other, 1],
      ]),
    );
    expect(await countNewLeads(db, a.id)).toBe(3);
  });

  it("deletes by landing, by owner and by age, and with the landing and the account", async () => {
    const a = await owner();
    await add(lead(a.id, a.landing), lead(a.id, a.other));
    expect(await deleteLeadsOfLanding(db, a.other)).toBe(1);
    expect(await countNewLeads(db, a.id)).toBe(1);
    expect(await deleteLeadsOfOwner(db, a.id)).toBe(1);

    const b = await owner();
    const [old, oldSpam, fresh] = await add(
      lead(b.id, b.landing, { minutes: -60 * 24 * 40 }),
      lead(b.id, b.landing, { minutes: -60 * 24 * 40, spam: true }),
      lead(b.id, b.landing, { minutes: 0 }),
    );
    const cutoff = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    expect(await deleteLeadsBefore(db, cutoff, { spamOnly: true })).toBe(1);
    expect(await getLeadOfOwner(db, b.id, oldSpam)).toBeUndefined();
    expect(await getLeadOfOwner(db, b.id, old)).toBeDefined();
    expect(await deleteLeadsBefore(db, cutoff)).toBe(1);
    expect(await getLeadOfOwner(db, b.id, fresh)).toBeDefined();

    await deleteLanding(db, b.landing);
    expect(await getLeadOfOwner(db, b.id, fresh)).toBeUndefined();
    const c = await owner();
    const [kept] = await add(lead(c.id, c.landing));
    await insertLeadDeliveries(db, kept, ["email"], now.toISOString());
    await deleteUser(db, c.id);
    expect(await listLeadDeliveries(db, kept)).toEqual([]);
  });
});

describe("lead deliveries queries", () => {
  it("keeps one row per channel and records each attempt", async () => {
    const a = await owner();
    const [id] = await add(lead(a.id, a.landing));
    await insertLeadDeliveries(db, id, ["email"], now.toISOString());
    await insertLeadDeliveries(db, id, ["email"], now.toISOString());
    expect(await listLeadDeliveries(db, id)).toEqual([
      expect.objectContaining({ channel: "email", status: "pending", attempts: 0 }),
    ]);
    const later = new Date(now.getTime() + 60_000).toISOString();
    await recordLeadDelivery(db, id, "email", { status: "failed", error: "SMTP down", now: later });
    await recordLeadDelivery(db, id, "email", { status: "sent", now: later });
    expect(await listLeadDeliveries(db, id)).toEqual([
      {
        lead_id: id,
        channel: "email",
        status: "sent",
        attempts: 2,
        last_error: null,
        updated_at: later,
      },
    ]);
    expect(await recordLeadDelivery(db, "nope", "email", { status: "sent", now: later })).toBe(
      false,
    );
  });
});

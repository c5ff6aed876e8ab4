import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, migrateToLatest, openDatabase, type DB } from "../db/database";
import { insertUser, reserveUserIdsUpTo } from "../db/queries/users";
import { COPY_ORDER, copyDatabase, CopyError } from "./db-copy";
import { fullUserRow } from "../tests/support/user-rows";

/**
 * `npm run db:copy` (issue 12): a SQLite file with a row in every table goes
 * to the test database (PostgreSQL in the suite's PostgreSQL run, SQLite
 * otherwise), ids and values intact, counters past the copied ids.
 */
const at = "2026-11-25T10:00:00.000Z";
let dir: string;
let source: DB;

async function fill(db: DB): Promise<void> {
  // As registration does: ids up to the highest admin id (17) are never handed out.
  await reserveUserIdsUpTo(db, 17);
  const user = (n: number) => ({
    name: `User ${n}`,
    email: `u${n}@example.com`,
    phone: "",
    password_hash: "hash",
    position: null,
    country: "ID",
    usage_purpose: null,
    tariff: 1,
    tariff_expiration_date: "2027-01-01T00:00:00.000Z",
    units_plan: null,
    location: null,
    email_confirmed_at: null,
    created_at: at,
    last_login: null,
  });
  await insertUser(db, { ...user(1), id: 1 } as never);
  const u = await insertUser(db, user(2));
  for (let i = 3; i <= 7; i++) await insertUser(db, user(i));
  await db.insertInto("user_settings").values({ user_id: u, avatar_url: null }).execute();
  const landing = (uuid: string, alias: string | null) => ({
    uuid,
    parent_user: u,
    textalias: alias,
    content: JSON.stringify({ projectName: "Кафе «Ёлка» 🎄", qas: [] }),
    published: alias ? 1 : 0,
    creation_date: at,
    updated_at: at,
  });
  await db
    .insertInto("landings")
    .values([landing("l-1", "cafe"), landing("l-2", null)])
    .execute();
  await db
    .insertInto("landing_kv")
    .values({ parent_landing: "l-1", key: "qas", value: "[]" })
    .execute();
  await db
    .insertInto("landing_hosts")
    .values({
      hostname: "cafe.example",
      landing_uuid: "l-1",
      verification_token: "t",
      created_at: at,
    })
    .execute();
  await db
    .insertInto("domain_claims")
    .values({ hostname: "shop.example.com", landing_uuid: "l-1", token: "tok", created_at: at })
    .execute();
  await db
    .insertInto("landing_versions")
    .values({ landing_uuid: "l-1", n: 1, content: "{}", published_at: at, published_by: u })
    .execute();
  await db
    .insertInto("landing_translations")
    .values({
      landing_uuid: "l-1",
      path: "projectDescription",
      source_hash: "h",
      source_lang: "ru",
      target_lang: "en",
      machine_text: "[en] Cafe",
      edited_text: null,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("landing_translation_settings")
    .values({ landing_uuid: "l-1", source_lang: "ru", targets: "en,uk", updated_at: at })
    .execute();
  await db
    .insertInto("translation_usage")
    .values({ user_id: u, month: "2026-11", chars: 42 })
    .execute();
  await db
    .insertInto("user_uploads")
    .values({ user_id: u, sha256: "a".repeat(64), bytes: 1234, created_at: at })
    .execute();
  const day = "2026-11-25";
  await db
    .insertInto("stats_daily")
    .values({ landing_uuid: "l-1", day, views: 5, visitors: 3 })
    .execute();
  await db
    .insertInto("stats_referrers")
    .values({ landing_uuid: "l-1", day, domain: "example.org", views: 2 })
    .execute();
  await db
    .insertInto("stats_countries")
    .values({ landing_uuid: "l-1", day, country: "unknown", views: 5 })
    .execute();
  await db
    .insertInto("stats_clicks")
    .values({ landing_uuid: "l-1", day, target: "button:0", clicks: 1 })
    .execute();
  // Three rows under one (landing, day): the batches of 2 page through a key of three columns.
  await db
    .insertInto("stats_visitors")
    .values(["v1", "v2", "v3"].map((visitor) => ({ landing_uuid: "l-1", day, visitor })))
    .execute();
  await db
    .insertInto("leads")
    .values({
      id: "lead-1",
      landing_uuid: "l-1",
      owner_id: u,
      created_at: at,
      fields: JSON.stringify([{ name: "name", label: "Имя", value: "Анна" }]),
      item: null,
      consent_text: "Согласен",
      consent_hash: "b".repeat(64),
      consent_policy_url: "https://example.com/privacy",
      consent_at: at,
      consent_ip: null,
    })
    .execute();
  await db
    .insertInto("lead_deliveries")
    .values({ lead_id: "lead-1", channel: "email", updated_at: at })
    .execute();
  await db
    .insertInto("lead_channels")
    .values({
      id: "ch-1",
      landing_uuid: "l-1",
      owner_id: u,
      kind: "webhook",
      url: "https://receiver.example/hook",
      chat_id: null,
      chat_title: null,
      secret: "whsec_c2VjcmV0",
      previous_secret: null,
      previous_secret_until: null,
      off_reason: null,
      failing_since: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("channel_attempts")
    .values({
      id: "att-1",
      channel_id: "ch-1",
      lead_id: "lead-1",
      delivery_id: "msg_lead-1_ch-1",
      at,
      ok: 1,
      status_code: 204,
      duration_ms: 12,
      error: null,
    })
    .execute();
  await db
    .insertInto("telegram_link_tokens")
    .values({
      token_hash: "c".repeat(64),
      landing_uuid: "l-1",
      owner_id: u,
      created_at: at,
      expires_at: at,
      used_at: null,
    })
    .execute();
  const task = await db
    .insertInto("scheduled_tasks")
    .values({ name: "plan.scan", execution_time: at, created_at: at, dedupe_key: "scan" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("plan_notices")
    .values({ user_id: u, expiry: at, kind: "expired", task_id: task.id, created_at: at })
    .execute();
  await db
    .insertInto("payment_orders")
    .values({
      id: "ord-1",
      user_id: u,
      item: "pro_year",
      amount_minor: 1299,
      currency: "USD",
      provider: "test",
      status: "paid",
      created_at: at,
      updated_at: at,
      paid_at: at,
      paid_amount_minor: 1299,
      paid_currency: "USD",
    })
    .execute();
  await db
    .insertInto("purchases")
    .values({
      user_id: u,
      item_name: "PRO",
      purchase_type: "pro_year",
      amount: 12.99,
      purchase_date: at,
      expiration_date: null,
      external_id: "ext-1",
      order_id: "ord-1",
    })
    .execute();
  await db
    .insertInto("payment_events")
    .values({
      provider: "test",
      event_id: "e1",
      order_id: "ord-1",
      status: "paid",
      amount_minor: 1299,
      currency: "USD",
      outcome: "applied",
      received_at: at,
    })
    .execute();
  await db
    .insertInto("sessions")
    .values({
      id: "s-hash",
      user_id: u,
      xsrf_token: "x",
      impersonator_id: 1,
      created_at: at,
      last_seen_at: at,
      expires_at: at,
      ip: "203.0.113.1",
      user_agent: null,
    })
    .execute();
  await db
    .insertInto("one_time_tokens")
    .values({
      user_id: u,
      kind: "email_change",
      token_hash: "th",
      created_at: at,
      expires_at: at,
      used_at: null,
      payload: "n@example.com",
    })
    .execute();
  await db
    .insertInto("admin_audit")
    .values({
      admin_id: 1,
      admin_email: "u1@example.com",
      action: "user.update",
      target_type: "user",
      target_id: String(u),
      details: "{}",
      ip: null,
      user_agent: null,
      created_at: at,
    })
    .execute();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-copy-"));
  source = openDatabase(path.join(dir, "vitrina.sqlite"));
  await migrateToLatest(source);
  await fill(source);
});

afterAll(async () => {
  await source.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("db:copy", () => {
  it("copies every table in batches, checks the counts and moves the id counters on", async () => {
    const target = await createTestDb({ migrate: false });
    const lines: string[] = [];
    const counts = await copyDatabase(source, target, { batchSize: 2, log: (l) => lines.push(l) });

    expect(counts.map((c) => c.table)).toEqual(COPY_ORDER.map((t) => t.table));
    for (const c of counts) {
      expect(c.target, c.table).toBe(c.source);
      expect(c.source, c.table).toBeGreaterThan(0);
    }
    expect(counts.find((c) => c.table === "users")).toEqual({
      table: "users",
      source: 7,
      target: 7,
    });
    expect(lines).toHaveLength(COPY_ORDER.length);

    for (const { table, key } of COPY_ORDER) {
      const read = (db: Kysely<any>) => {
        let q = db.selectFrom(table).selectAll();
        for (const c of typeof key === "string" ? [key] : key) q = q.orderBy(c);
        return q.execute();
      };
      const [a, b] = [await read(source), await read(target)];
      expect(b, table).toEqual(a);
    }

    // New rows continue after the copied ids, and never take the reserved admin ids.
    const ids = (await target.selectFrom("users").select("id").orderBy("id").execute()).map(
      (r) => r.id,
    );
    expect(ids).toEqual([1, 18, 19, 20, 21, 22, 23]);
    const next = await insertUser(target, fullUserRow("new@example.com", at, { name: "New" }));
    expect(next).toBe(24);
    const audit = await target
      .insertInto("admin_audit")
      .values({ admin_id: 1, admin_email: "a", action: "a", target_type: "t", created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(audit.id).toBe(2);

    // A second copy into the same database is refused: the target is not empty.
    await expect(copyDatabase(source, target)).rejects.toThrow(CopyError);
    await expect(copyDatabase(source, target)).rejects.toThrow(/not empty: users/);
    await target.destroy();
  });

  it("refuses a source that is not on the latest schema", async () => {
    const empty = openDatabase(path.join(dir, "empty.sqlite"));
    const target = await createTestDb({ migrate: false });
    try {
      await expect(copyDatabase(empty, target)).rejects.toThrow(/not on the latest schema/);
    } finally {
      await empty.destroy();
      await target.destroy();
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TARIFF_PRO } from "../../../core/plans";
import { migrateToLatest, openDatabase, type DB } from "../../../db/database";
import { insertLeadChannel } from "../../../db/queries/lead-channels";
import { insertUserSettings } from "../../../db/queries/user-settings";
import { insertUser } from "../../../db/queries/users";
import type { Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import { runnerEnv, spawnTaskRunner } from "../../../tests/support/runner-process";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/stand-ins/webhook-receiver";
import { acceptLead } from "../leads/index.server";
import { loadConfig } from "../platform/index.server";
import { newWebhookSecret } from "./webhook.server";

/**
 * Issue 25, "crash": the real task runner process (scripts/tasks.ts) on a
 * SQLite file posts a lead to a webhook receiver that takes the request and
 * says nothing. The process is killed with SIGKILL while it waits there; once
 * its lease is over, a fresh process delivers the lead with the same
 * webhook-id, which the receiver verifies with the official package.
 */
const dir = mkdtempSync(path.join(tmpdir(), "vitrina-webhook-crash-"));
let receiver: WebhookReceiver;
let db: DB;

afterAll(async () => {
  await db?.destroy();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => runnerEnv(dir, { WEBHOOK_ALLOW_PRIVATE: "1" });
const runner = (args: string[] = []) => spawnTaskRunner(env(), args);

const webhookTask = () =>
  db
    .selectFrom("scheduled_tasks")
    .selectAll()
    .where("name", "=", "lead.deliver.webhook")
    .executeTakeFirstOrThrow();

describe("kill -9 of the runner during a webhook delivery", () => {
  it("the next process delivers the lead with the same webhook-id", async () => {
    receiver = await startWebhookReceiver();
    receiver.answer = { status: 200, hang: true };
    const secret = newWebhookSecret();
    receiver.secret = secret;
    const config = loadConfig(env());
    db = openDatabase(path.join(dir, "vitrina.sqlite"));
    await migrateToLatest(db);
    const clock = { now: new Date() };
    const ctx = { db, config, now: () => clock.now };
    const owner = await insertUser(db, {
      name: "Owner",
      email: "owner@crash.test",
      phone: "+7 900",
      password_hash: "x",
      position: null,
      country: null,
      usage_purpose: null,
      tariff: TARIFF_PRO,
      tariff_expiration_date: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      units_plan: null,
      location: null,
      email_confirmed_at: clock.now.toISOString(),
      created_at: clock.now.toISOString(),
      last_login: null,
    });
    await insertUserSettings(db, { user_id: owner });
    const kit = { ctx, clock, config } as unknown as Kit;
    const uuid = await landingWithForm(kit, owner, { projectname: "Пекарня" });
    const at = clock.now.toISOString();
    await insertLeadChannel(db, {
      id: "hook1",
      landing_uuid: uuid,
      owner_id: owner,
      kind: "webhook",
      url: receiver.url,
      chat_id: null,
      chat_title: null,
      secret,
      previous_secret: null,
      previous_secret_until: null,
      off_reason: null,
      failing_since: null,
      created_at: at,
      updated_at: at,
    });
    const stored = await acceptLead(ctx, await relay(kit, await submit(kit, uuid)));
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };

    // The first process posts the lead and waits on the silent receiver: killed there.
    const first = runner();
    await expect
      .poll(() => receiver.received.length, { timeout: 12_000, interval: 50 })
      .toBeGreaterThan(0);
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const held = await webhookTask();
    expect(held).toMatchObject({ status: "processing", attempts: 1 });

    // Its lease runs out (moved back here rather than waited for); the receiver answers again.
    await db
      .updateTable("scheduled_tasks")
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", held.id)
      .execute();
    receiver.answer = { status: 200 };
    const second = runner(["--once"]);
    const end = await second.exited;
    expect(end.code, second.out()).toBe(0);

    expect(receiver.received).toHaveLength(2);
    const [killed, delivered] = receiver.received;
    expect(killed!.headers["webhook-id"]).toBe(`msg_${id}_hook1`);
    expect(delivered!.headers["webhook-id"]).toBe(killed!.headers["webhook-id"]);
    expect(delivered!.verifyError).toBeNull();
    expect(await webhookTask()).toMatchObject({ status: "completed", attempts: 2 });
    const row = await db
      .selectFrom("lead_deliveries")
      .selectAll()
      .where("channel", "=", "webhook:hook1")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_id: id, status: "sent" });
  }, 30_000);
});

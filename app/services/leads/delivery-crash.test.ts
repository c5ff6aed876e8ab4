import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DB } from "../../../db/database";
import { insertUserSettings } from "../../../db/queries/user-settings";
import { insertUser } from "../../../db/queries/users";
import type { Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import { runnerEnv, spawnTaskRunner } from "../../../tests/support/runner-process";
import { startSmtp, type SmtpStandIn } from "../../../tests/stand-ins/smtp-server";
import { loadConfig } from "../platform/index.server";
import { acceptLead } from "./index.server";

/**
 * Issue 24, "crash": the real task runner process (`npm run tasks`, i.e.
 * scripts/tasks.ts) on a SQLite file, with SMTP_URL at a stand-in that takes
 * the connection and then says nothing. The process is killed with SIGKILL
 * while it waits there; once its lease is over, a fresh process delivers the
 * mail, exactly once.
 */
const dir = mkdtempSync(path.join(tmpdir(), "vitrina-lead-crash-"));
const OWNER = "owner@crash.test";
let smtp: SmtpStandIn;
let db: DB;

afterAll(async () => {
  await db?.destroy();
  await smtp?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => runnerEnv(dir, { SMTP_URL: smtp.url });
const runner = (args: string[] = []) => spawnTaskRunner(env(), args);

const mailTask = () =>
  db
    .selectFrom("scheduled_tasks")
    .selectAll()
    .where("name", "=", "lead.notify.email")
    .executeTakeFirstOrThrow();
const delivery = () => db.selectFrom("lead_deliveries").selectAll().executeTakeFirstOrThrow();

describe("kill -9 of the runner during a delivery", () => {
  it("the mail is sent by the next process once the dead one's lease is over", async () => {
    smtp = await startSmtp();
    smtp.hold = true;
    const config = loadConfig(env());
    db = openDatabase(path.join(dir, "vitrina.sqlite"));
    await migrateToLatest(db);
    const clock = { now: new Date() };
    const ctx = { db, config, now: () => clock.now };
    const owner = await insertUser(db, {
      name: "Owner",
      email: OWNER,
      phone: "+7 900",
      password_hash: "x",
      position: null,
      country: null,
      usage_purpose: null,
      tariff: 0,
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
    const stored = await acceptLead(ctx, await relay(kit, await submit(kit, uuid)));
    expect(stored.status).toBe(201);
    const { id } = (await stored.json()) as { id: string };

    // The first process claims the mail and waits on the silent server: killed there.
    const first = runner();
    await expect.poll(() => smtp.connections, { timeout: 12_000, interval: 50 }).toBeGreaterThan(0);
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    expect(smtp.mails).toEqual([]);
    const held = await mailTask();
    expect(held).toMatchObject({ status: "processing", attempts: 1 });
    expect(held.claimed_by).toMatch(new RegExp(`:${first.child.pid}:`));
    expect(await delivery()).toMatchObject({ lead_id: id, status: "pending" });

    // Its 60 s lease runs out (moved back here rather than waited for); the server answers again.
    await db
      .updateTable("scheduled_tasks")
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", held.id)
      .execute();
    smtp.hold = false;
    const second = runner(["--once"]);
    const end = await second.exited;
    expect(end.code, second.out()).toBe(0);

    const leadMails = smtp.mails.filter((m) => m.raw.includes(`https://app.test/leads/${id}`));
    expect(leadMails).toHaveLength(1);
    expect(leadMails[0].to).toEqual([OWNER]);
    expect(await delivery()).toMatchObject({ status: "sent", last_error: null });
    expect(await mailTask()).toMatchObject({ status: "completed", attempts: 2 });
  }, 30_000);
});

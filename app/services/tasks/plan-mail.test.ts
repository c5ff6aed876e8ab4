import { describe, expect, it } from "vitest";
import { listPlanNotices } from "../../../db/queries/plan-notices";
import { updateUserRow } from "../../../db/queries/users";
import { setUserExpiration } from "../admin/set-expiration.server";
import { planAccountTasks } from "../accounts/index.server";
import { ensureRecurringTasks, runTasksOnce } from "./index.server";
import { DAY, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";

const START = new Date("2026-11-25T10:00:00Z");

async function kitWith() {
  const kit = await makeTaskKit(START);
  const tick = () => runTasksOnce(kit.ctx, { log: quiet });
  const tasks = () =>
    kit.ctx.db
      .selectFrom("scheduled_tasks")
      .selectAll()
      .orderBy("execution_time")
      .orderBy("id")
      .execute();
  const tasksOf = async (userId: number) =>
    (await tasks()).filter((t) => t.dedupe_key?.startsWith(`plan:${userId}:`));
  return { ...kit, tick, tasks, tasksOf };
}

describe("plan reminders end to end (runner tick → outbox)", () => {
  it("a plan ending in 7 days gets the reminder after one tick, never twice, then the 1-day one", async () => {
    const kit = await kitWith();
    const uid = await kit.addUser("olga@test.dev", { expiresInMs: 7 * DAY });
    const expiry = new Date(START.getTime() + 7 * DAY).toISOString();

    expect(await ensureRecurringTasks(kit.ctx)).toEqual([
      "plan.scan",
      "sessions.sweep",
      "domains.recheck",
      "bin.purge",
      "stats.salt",
      "assets.collect",
      "leads.purge",
    ]);
    await kit.tick(); // plan.scan plans the tasks, then the due reminder runs in the same tick

    const mails = kit.mailsTo("olga@test.dev");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Ваш тариф Vitrina закончится через 7 дней");
    expect(mails[0].text).toContain("Здравствуйте, olga!");
    expect(mails[0].text).toContain("осталось 7 дней");
    expect(mails[0].text).toContain("2 декабря 2026");
    expect(mails[0].text).toContain("https://app.test/s\n");
    // Not transactional: one-click unsubscribe from system messages.
    const raw = kit.rawMails()[0].replace(/\n[ \t]+/g, " ");
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/app\.test\/api\/unsubscribe\/\d+\.system\.[\w-]+>$/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    const planned = await kit.tasksOf(uid);
    expect(planned.map((t) => [t.name, t.status, t.execution_time, t.result])).toEqual([
      ["plan.reminder", "completed", START.toISOString(), "sent"],
      ["plan.reminder", "pending", new Date(START.getTime() + 6 * DAY).toISOString(), null],
      ["plan.expired", "pending", expiry, null],
    ]);
    const scans = (await kit.tasks()).filter((t) => t.name === "plan.scan");
    expect(scans.map((t) => [t.status, t.execution_time])).toEqual([
      ["completed", START.toISOString()],
      ["pending", "2026-11-26T00:00:00.000Z"],
    ]);

    // Again: nothing new is sent or planned.
    const count = (await kit.tasks()).length;
    await kit.tick();
    expect(await ensureRecurringTasks(kit.ctx)).toEqual([]);
    expect(kit.mailsTo("olga@test.dev")).toHaveLength(1);
    expect((await kit.tasks()).length).toBe(count);

    kit.advance(6 * DAY);
    await kit.tick(); // the next day's scan re-plans nothing it already has; the 1-day reminder goes
    await kit.tick();
    const after = kit.mailsTo("olga@test.dev");
    expect(after.map((m) => m.subject)).toEqual([
      "Ваш тариф Vitrina закончится через 7 дней",
      "Ваш тариф Vitrina закончится через 1 день",
    ]);
    expect(after[1].text).toContain("остался 1 день");
    expect((await listPlanNotices(kit.ctx.db, uid)).map((n) => [n.kind, n.expiry])).toEqual([
      ["reminder_7d", expiry],
      ["reminder_1d", expiry],
    ]);
    expect((await kit.tasksOf(uid)).filter((t) => t.name === "plan.reminder").length).toBe(2);
  });

  it("writes in the owner's language (en, id)", async () => {
    const kit = await kitWith();
    const en = await kit.addUser("en@test.dev", { expiresInMs: 7 * DAY, language: "en" });
    const id = await kit.addUser("id@test.dev", { expiresInMs: 7 * DAY, language: "id" });
    await planAccountTasks(kit.ctx, en);
    await planAccountTasks(kit.ctx, id);
    await kit.tick();
    const [mEn] = kit.mailsTo("en@test.dev");
    expect(mEn.subject).toBe("Your Vitrina plan ends in 7 days");
    expect(mEn.text).toContain("active until December 2, 2026 — 7 days left");
    const [mId] = kit.mailsTo("id@test.dev");
    expect(mId.subject).toBe("Paket Vitrina Anda berakhir dalam 7 hari");
    expect(mId.text).toContain("tinggal 7 hari lagi");
    expect(mId.text).toContain("https://app.test/s");
  });

  it("sends nothing when system messages are off or renewal was cancelled", async () => {
    const kit = await kitWith();
    const quietUser = await kit.addUser("quiet@test.dev", {
      expiresInMs: 7 * DAY,
      systemMessages: false,
    });
    const cancelled = await kit.addUser("cancel@test.dev", {
      expiresInMs: 7 * DAY,
      renewalOff: true,
    });
    await planAccountTasks(kit.ctx, quietUser);
    await planAccountTasks(kit.ctx, cancelled);
    await kit.tick();
    expect(kit.mails()).toEqual([]);
    expect((await kit.tasksOf(quietUser))[0]).toMatchObject({
      status: "completed",
      result: "skipped: system messages off",
    });
    expect((await kit.tasksOf(cancelled))[0]).toMatchObject({
      status: "completed",
      result: "skipped: renewal cancelled",
    });
  });

  it("skips a reminder whose expiry is no longer the account's (paid), and re-plans for the new one", async () => {
    const kit = await kitWith();
    const uid = await kit.addUser("paid@test.dev", { expiresInMs: 7 * DAY + 3_600_000 });
    await planAccountTasks(kit.ctx, uid);
    const newExpiry = new Date(START.getTime() + 372 * DAY).toISOString();
    await updateUserRow(kit.ctx.db, uid, { tariff_expiration_date: newExpiry });
    kit.advance(3_600_000);
    await kit.tick();
    expect(kit.mails()).toEqual([]);
    expect((await kit.tasksOf(uid))[0]).toMatchObject({
      status: "completed",
      result: "skipped: expiry changed",
    });

    // What the payment webhook does next: the old pending tasks go, the new expiry's come.
    const plan = await planAccountTasks(kit.ctx, uid);
    expect(plan).toMatchObject({ expiry: newExpiry, removed: 2 });
    expect(plan.added).toHaveLength(3);
    const live = (await kit.tasksOf(uid)).filter((t) => t.status === "pending");
    expect(live.map((t) => JSON.parse(t.payload).expiry)).toEqual([
      newExpiry,
      newExpiry,
      newExpiry,
    ]);
  });

  it("admin set-expiration plans the account's tasks instead of an ad-hoc row", async () => {
    const kit = await kitWith();
    const uid = await kit.addUser("admin-set@test.dev", { expiresInMs: 2 * DAY });
    const date = new Date(START.getTime() + 30 * DAY).toISOString();
    const r = await setUserExpiration(kit.ctx, uid, date);
    expect(r).toEqual({ ok: true, landingsUpdated: 0 });
    expect((await kit.tasks()).map((t) => [t.name, t.execution_time])).toEqual([
      ["plan.reminder", new Date(START.getTime() + 23 * DAY).toISOString()],
      ["plan.reminder", new Date(START.getTime() + 29 * DAY).toISOString()],
      ["plan.expired", date],
    ]);
    // Set again to the same date: nothing is added.
    await setUserExpiration(kit.ctx, uid, date);
    expect(await kit.tasks()).toHaveLength(3);
  });

  it("plans no past-due reminder; an expired account gets plan.expired now, once", async () => {
    const kit = await kitWith();
    const soon = await kit.addUser("soon@test.dev", { expiresInMs: 3 * DAY });
    expect((await planAccountTasks(kit.ctx, soon)).added.map((k) => k.split(":")[2])).toEqual([
      "reminder_1d",
      "expired",
    ]);
    const gone = await kit.addUser("gone@test.dev", { expiresInMs: -3_600_000 });
    const plan = await planAccountTasks(kit.ctx, gone);
    expect(plan.added.map((k) => k.split(":")[2])).toEqual(["expired"]);
    expect((await kit.tasksOf(gone))[0].execution_time).toBe(START.toISOString());
    await kit.tick();
    expect(kit.mailsTo("gone@test.dev").map((m) => m.subject)).toEqual([
      "Ваши витрины в Vitrina скрыты",
    ]);
    expect((await planAccountTasks(kit.ctx, gone)).added).toEqual([]);
    const none = await kit.addUser("forever@test.dev", { expiresInMs: null });
    expect(await planAccountTasks(kit.ctx, none)).toEqual({ expiry: null, added: [], removed: 0 });
  });

  it("mails a notice once even if two tasks carry it, and retries a failed send", async () => {
    const kit = await kitWith();
    const uid = await kit.addUser("twice@test.dev", { expiresInMs: 7 * DAY });
    const expiry = new Date(START.getTime() + 7 * DAY).toISOString();
    const payload = JSON.stringify({ userId: uid, expiry, kind: "7d" });
    const real = kit.ctx.mailer;
    let down = 1;
    kit.ctx.mailer = {
      async send(msg) {
        if (down-- > 0) throw new Error("smtp down");
        await real.send(msg);
      },
    };
    const a = await kit.addTask({ name: "plan.reminder", payload });
    await kit.tick();
    expect(await kit.task(a)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "smtp down",
    });
    expect(await listPlanNotices(kit.ctx.db, uid)).toEqual([]);
    const b = await kit.addTask({ name: "plan.reminder", payload });
    kit.advance(30_000);
    await kit.tick();
    expect(kit.mailsTo("twice@test.dev")).toHaveLength(1);
    expect([(await kit.task(a)).result, (await kit.task(b)).result].sort()).toEqual([
      "sent",
      "skipped: already sent",
    ]);
  });
});

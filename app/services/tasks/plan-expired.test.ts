import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLanding, updateLanding } from "../../../db/queries/landings";
import { updateUserRow } from "../../../db/queries/users";
import { keys } from "../../../core/storage/keys";
import { openTestBucket } from "../../../tests/support/test-bucket";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { publishLanding } from "../publishing/publish.server";
import { planAccountTasks } from "../accounts/index.server";
import { runTasksOnce } from "./index.server";
import { DAY, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";

const START = new Date("2026-11-25T10:00:00Z");
type Kit = Awaited<ReturnType<typeof makeTaskKit>>;
let kit: Kit;
let dispose: () => Promise<void>;

beforeAll(async () => {
  kit = await makeTaskKit(START);
  const bucket = await openTestBucket();
  kit.ctx.store = bucket.store;
  dispose = bucket.dispose;
});
afterAll(async () => {
  await dispose();
  await kit.ctx.db.destroy();
});

const tick = () => runTasksOnce(kit.ctx, { log: quiet });

async function publishedLandingOf(userId: number, alias: string): Promise<string> {
  const row = await createLanding(kit.ctx.db, { parentUser: userId, now: kit.ctx.now() });
  await updateLanding(kit.ctx.db, row.uuid, {
    content: JSON.stringify({ ...fullLanding, textAlias: alias }),
  });
  await publishLanding(kit.ctx, row.uuid, { force: false });
  return row.uuid;
}

async function meta(uuid: string) {
  const o = await kit.ctx.store.get(keys.meta(uuid));
  return JSON.parse(new TextDecoder().decode(o!.body)) as { expiresAt: string; pro: boolean };
}

describe("plan.expired", () => {
  it("refreshes the owner's meta at the expiry and mails once", async () => {
    const uid = await kit.addUser("ends@test.dev", { expiresInMs: 2 * 3_600_000 });
    const expiry = new Date(START.getTime() + 2 * 3_600_000).toISOString();
    const uuid = await publishedLandingOf(uid, "ends-soon");
    expect(await meta(uuid)).toMatchObject({ expiresAt: expiry, pro: true });
    await planAccountTasks(kit.ctx, uid);

    await tick();
    expect(kit.mailsTo("ends@test.dev")).toEqual([]);
    kit.advance(2 * 3_600_000);
    await tick();

    expect(await meta(uuid)).toMatchObject({ expiresAt: expiry, pro: false });
    const mails = kit.mailsTo("ends@test.dev");
    expect(mails.map((m) => m.subject)).toEqual(["Ваши витрины в Vitrina скрыты"]);
    expect(mails[0].text).toContain("закончился 25 ноября 2026");
    expect(mails[0].text).toContain("https://app.test/s");
    // Transactional: no List-Unsubscribe.
    expect(kit.rawMails().at(-1)).not.toMatch(/List-Unsubscribe/);

    // Another run (a re-delivered task, a second runner): no second mail.
    await kit.addTask({ name: "plan.expired", payload: JSON.stringify({ userId: uid }) });
    await tick();
    expect(kit.mailsTo("ends@test.dev")).toHaveLength(1);
    const tasks = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .select(["result"])
      .where("name", "=", "plan.expired")
      .orderBy("id")
      .execute();
    expect(tasks.map((t) => t.result)).toEqual([
      "sent (meta of 1 page(s) refreshed)",
      "skipped: already sent (meta of 1 page(s) refreshed)",
    ]);
  });

  it("completes without mail when the account is no longer expired at run time", async () => {
    const uid = await kit.addUser("renewed@test.dev", { expiresInMs: 3_600_000 });
    await planAccountTasks(kit.ctx, uid);
    const [task] = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .select("id")
      .where("dedupe_key", "like", `plan:${uid}:expired:%`)
      .execute();
    // Paid just in time, and nothing re-planned: the old task still runs, and skips.
    await updateUserRow(kit.ctx.db, uid, {
      tariff_expiration_date: new Date(kit.ctx.now().getTime() + 365 * DAY).toISOString(),
    });
    kit.advance(3_600_000);
    await tick();
    expect(await kit.task(task.id)).toMatchObject({
      status: "completed",
      result: "skipped: not expired (meta of 0 page(s) refreshed)",
    });
    expect(kit.mailsTo("renewed@test.dev")).toEqual([]);
  });
});

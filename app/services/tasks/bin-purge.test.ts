import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { binLandingRow } from "../../../db/queries/landing-bin";
import { createLanding, getLandingByUuid } from "../../../db/queries/landings";
import { openTestBucket } from "../../../tests/support/test-bucket";
import type { SiteStore } from "../../../core/storage/site-store";
import { runTasksOnce } from "./index.server";
import { DAY, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";

let bucket: { store: SiteStore; dispose(): Promise<void> };
beforeAll(async () => {
  bucket = await openTestBucket();
});
afterAll(async () => {
  await bucket?.dispose();
});

describe("bin.purge", () => {
  it("deletes landings binned 30 days ago or more, keeps younger ones, then plans tomorrow", async () => {
    const kit = await makeTaskKit(new Date("2026-11-26T10:00:00Z"));
    kit.ctx.store = bucket.store;
    const { db } = kit.ctx;
    const uid = await kit.addUser("bin@test.dev");
    const now = kit.ctx.now().getTime();
    const binned = async (daysAgo: number) => {
      const row = await createLanding(db, { parentUser: uid, now: kit.ctx.now() });
      await binLandingRow(db, { ...row, published: 0 }, new Date(now - daysAgo * DAY));
      return row.uuid;
    };
    const old = await binned(30);
    const young = await binned(29);
    const live = (await createLanding(db, { parentUser: uid, now: kit.ctx.now() })).uuid;

    const id = await kit.addTask({ name: "bin.purge" });
    await runTasksOnce(kit.ctx, { log: quiet });

    expect(await kit.task(id)).toMatchObject({
      status: "completed",
      result: "1 landing(s) purged from the bin",
    });
    expect(await getLandingByUuid(db, old)).toBeUndefined();
    expect(await getLandingByUuid(db, young)).toBeDefined();
    expect(await getLandingByUuid(db, live)).toBeDefined();
    const next = await db
      .selectFrom("scheduled_tasks")
      .select(["execution_time"])
      .where("name", "=", "bin.purge")
      .where("status", "=", "pending")
      .execute();
    expect(next.map((t) => t.execution_time)).toEqual(["2026-11-27T00:00:00.000Z"]);
  });
});

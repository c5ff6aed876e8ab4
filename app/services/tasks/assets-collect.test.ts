import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteStore } from "../../../core/storage/site-store";
import { createLanding, updateLanding } from "../../../db/queries/landings";
import { insertVersion } from "../../../db/queries/landing-versions";
import { updateUserSettings } from "../../../db/queries/user-settings";
import { recordUserUpload, userUploadBytes } from "../../../db/queries/user-uploads";
import { openTestBucket } from "../../../tests/support/test-bucket";
import { DAY, makeTaskKit, quiet } from "../../../tests/support/tasks-kit";
import { runTasksOnce } from "./index.server";

let bucket: { store: SiteStore; dispose(): Promise<void> };
beforeAll(async () => {
  bucket = await openTestBucket();
});
afterAll(async () => {
  await bucket?.dispose();
});

const hash = (c: string) => c.repeat(64);
const files = (h: string) => [`assets/${h}.jpg`, `assets/${h}-320.webp`, `assets/${h}-1920.webp`];

describe("assets.collect (issue 23, low 7; ADR 016, 026)", () => {
  it("deletes only uploads nothing refers to and older than a day, frees their quota, plans tomorrow", async () => {
    const kit = await makeTaskKit(new Date("2026-11-26T10:00:00Z"));
    kit.ctx.store = bucket.store;
    const { db, store } = kit.ctx;
    const url = (h: string) => `${kit.ctx.config.publicUrl}/assets/${h}.jpg`;
    const now = kit.ctx.now().getTime();
    const uid = await kit.addUser("assets@test.dev");
    const [draft, published, version, avatar, orphan, fresh, legacy] = [..."abcdef0"].map(hash);
    for (const h of [draft, published, version, avatar, orphan, fresh, legacy])
      for (const key of files(h)) await store.put(key, "x");
    await store.put("assets/preset-card-01.webp", "x");
    await store.put(`assets/share-${hash("9")}.png`, "x");
    const uploaded = (h: string, ageMs: number) =>
      recordUserUpload(db, {
        user_id: uid,
        sha256: h,
        bytes: 100,
        created_at: new Date(now - ageMs).toISOString(),
      });
    for (const h of [draft, published, version, avatar, orphan]) await uploaded(h, 2 * DAY);
    await uploaded(fresh, DAY - 60_000);

    const row = await createLanding(db, { parentUser: uid, now: kit.ctx.now() });
    await updateLanding(db, row.uuid, {
      content: JSON.stringify({ projectLogoUrl: url(draft) }),
      published_content: JSON.stringify({ projectBackgroundUrl: url(published) }),
    });
    await insertVersion(db, {
      landingUuid: row.uuid,
      content: JSON.stringify({ cards: [{ id: "c", title: "", link: "", url: url(version) }] }),
      publishedAt: new Date(now).toISOString(),
      publishedBy: uid,
    });
    await updateUserSettings(db, uid, {
      avatar_url: `${kit.ctx.config.publicUrl}/assets/${avatar}-320.webp`,
    });

    const id = await kit.addTask({ name: "assets.collect" });
    await runTasksOnce(kit.ctx, { log: quiet });

    expect(await kit.task(id)).toMatchObject({
      status: "completed",
      result: "1 image(s) deleted",
    });
    const left = new Set(await store.list("assets/"));
    for (const key of files(orphan)) expect(left.has(key), key).toBe(false);
    for (const h of [draft, published, version, avatar, fresh, legacy])
      for (const key of files(h)) expect(left.has(key), key).toBe(true);
    expect(left.has("assets/preset-card-01.webp")).toBe(true);
    expect(left.has(`assets/share-${hash("9")}.png`)).toBe(true);
    expect(await userUploadBytes(db, uid)).toBe(500);
    const next = await db
      .selectFrom("scheduled_tasks")
      .select("execution_time")
      .where("name", "=", "assets.collect")
      .where("status", "=", "pending")
      .execute();
    expect(next).toEqual([{ execution_time: "2026-11-27T00:00:00.000Z" }]);
  });
});

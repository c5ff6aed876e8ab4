import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabaseIsPostgres, type DB } from "../../../db/database";
import { createLanding, listAllPublished, updateLanding } from "../../../db/queries/landings";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { insertOwner, serviceConfig, withDbAndBucket } from "../../../tests/support/service-kit";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { useEdgePurge } from "../platform/edge/purge.server";
import { takeLeases } from "./landing-lock.server";
import { rebuildMany } from "./rebuild.server";

let db: DB;
let store: SiteStore;
const clock = new Date("2026-11-24T12:00:00Z");
const config = serviceConfig("rebuild");
const ctx = () => ({ db, store, config, now: () => clock });

/** `n` published landings of one owner, never rendered yet. */
async function published(n: number, tag: string): Promise<string[]> {
  const id = await insertOwner(db, { email: `${tag}@test.dev`, now: clock });
  const uuids: string[] = [];
  for (let i = 0; i < n; i++) {
    const row = await createLanding(db, { parentUser: id, now: clock });
    const content = JSON.stringify({
      ...fullLanding,
      textAlias: `${tag}-${i}`,
      projectName: `${tag} ${i}`,
    });
    await updateLanding(db, row.uuid, { content, published_content: content, published: 1 });
    uuids.push(row.uuid);
  }
  return uuids;
}

const ofOwner = async (uuids: string[]) =>
  (await listAllPublished(db, {}, clock)).filter((l) => uuids.includes(l.uuid));

withDbAndBucket((opened) => ({ db, store } = opened));

describe("rebuildMany", () => {
  it("records every landing's version, in batches, so the next run finds them unchanged", async () => {
    const uuids = await published(230, "batch");
    const first = await rebuildMany(ctx(), await ofOwner(uuids), { concurrency: 16 });
    expect(first).toMatchObject({ written: 230, meta: 0, unchanged: 0, failures: [] });
    expect(await store.get(keys.page(uuids[229]))).not.toBeNull();
    const rows = await ofOwner(uuids);
    expect(rows.every((l) => /^[0-9a-f]{64}$/.test(l.published_hash ?? ""))).toBe(true);
    const second = await rebuildMany(ctx(), rows, { concurrency: 16 });
    expect(second).toMatchObject({ written: 0, unchanged: 230, failures: [] });
  }, 60_000);

  it("purges every written landing's addresses in few calls, before it returns", async () => {
    const uuids = await published(230, "purged");
    const calls: string[][] = [];
    const purgeConfig = serviceConfig("rebuild");
    useEdgePurge(purgeConfig, {
      name: "local",
      purge: async (urls) => void calls.push([...urls]),
    });
    const rows = await ofOwner(uuids);
    const started = performance.now();
    const report = await rebuildMany({ ...ctx(), config: purgeConfig }, rows, { concurrency: 16 });
    const elapsed = performance.now() - started;
    expect(report).toMatchObject({ written: 230, failures: [] });
    const purged = new Set(calls.flat());
    for (const l of rows) expect(purged).toContain(`https://pages.test/l/${l.uuid}`);
    // One address each here. A call goes when a hundred landings have gathered, or
    // 200 ms after the first of them: not one call for every few landings.
    expect(Math.max(...calls.map((c) => c.length))).toBeLessThanOrEqual(100);
    expect(calls.length).toBeLessThanOrEqual(Math.ceil(230 / 100) + Math.ceil(elapsed / 200));
    expect(calls.length).toBeLessThan(230 / 4);
  }, 60_000);

  it("rebuilds each landing as it is when its turn comes, not as it was listed", async () => {
    const uuids = await published(3, "fresh");
    // The run's list is made at its start; the owners act before their landings' turn.
    const listed = await ofOwner(uuids);
    const newer = JSON.stringify({ ...fullLanding, textAlias: "fresh-0", projectName: "Newer" });
    await updateLanding(db, uuids[0], { content: newer, published_content: newer });
    await updateLanding(db, uuids[1], { published: 0 });
    const report = await rebuildMany(ctx(), listed, { concurrency: 2 });
    expect(report).toMatchObject({ written: 2, unchanged: 1, failures: [] });
    const page = await store.get(keys.page(uuids[0]));
    expect(new TextDecoder().decode(page?.body)).toContain("Newer<");
    // Unpublished meanwhile: its page is not brought back.
    expect(await store.get(keys.page(uuids[1]))).toBeNull();
    expect(await store.get(keys.page(uuids[2]))).not.toBeNull();
  }, 60_000);

  it("waits for a landing whose lease another process holds, then writes it as it is then", async () => {
    const uuids = await published(3, "held");
    const listed = await ofOwner(uuids);
    // Another app server is publishing landing 1 right now.
    const other = await takeLeases(db, [uuids[1]]);
    const run = rebuildMany(ctx(), listed, { concurrency: 3 });
    await new Promise((r) => setTimeout(r, 150));
    expect(await store.get(keys.page(uuids[1]))).toBeNull();
    const newer = JSON.stringify({ ...fullLanding, textAlias: "held-1", projectName: "Published" });
    await updateLanding(db, uuids[1], { content: newer, published_content: newer });
    await other.release();
    expect(await run).toMatchObject({ written: 3, failures: [] });
    const page = await store.get(keys.page(uuids[1]));
    expect(new TextDecoder().decode(page?.body)).toContain("Published<");
    // Every lease of the run was given back.
    expect((await takeLeases(db, uuids)).taken.size).toBe(3);
  }, 60_000);

  it.skipIf(testDatabaseIsPostgres)(
    "reports landings whose version could not be recorded as failed, and writes them again next time",
    async () => {
      const uuids = await published(3, "refused");
      // The database refuses to record one landing's version: its whole batch is rolled back.
      await sql
        .raw(
          `CREATE TRIGGER refuse_version BEFORE UPDATE OF published_hash ON landings
           WHEN NEW.uuid = '${uuids[1]}' BEGIN SELECT RAISE(ABORT, 'disk full'); END`,
        )
        .execute(db);
      try {
        const report = await rebuildMany(ctx(), await ofOwner(uuids), { concurrency: 4 });
        expect(report.written).toBe(0);
        expect(report.failures.map((f) => f.uuid).sort()).toEqual([...uuids].sort());
        expect(report.failures[0].message).toContain("recording its version failed: disk full");
        // The pages themselves were written.
        expect(await store.get(keys.page(uuids[0]))).not.toBeNull();
      } finally {
        await sql.raw("DROP TRIGGER refuse_version").execute(db);
      }
      const again = await rebuildMany(ctx(), await ofOwner(uuids), { concurrency: 4 });
      expect(again).toMatchObject({ written: 3, failures: [] });
    },
  );
});

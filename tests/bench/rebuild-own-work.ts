/**
 * The rebuild's own CPU a landing, without a store: what `rebuildMany` spends
 * beside the puts (parse, inputs, hashes, render, database) — the part that
 * decides how close a rebuild comes to the store's speed (issue 12, ADR 018).
 *
 *   NODE_ENV=production npx tsx tests/bench/rebuild-own-work.ts   (COUNT, ROUNDS)
 *
 * The store takes every put at once and keeps nothing; no edge purge runs.
 * Each round rebuilds COUNT landings seeded as by an earlier renderer, in this
 * thread (no render pool), and prints CPU µs a landing; the median is the figure.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "../../db/database";
import { listAllPublished } from "../../db/queries/landings";
import { loadConfig } from "../../app/services/platform/config.server";
import { rebuildMany } from "../../app/services/publishing/rebuild.server";
import type { AppContext } from "../../app/services/platform/runtime.server";
import type { SiteStore } from "../../core/storage/site-store";
import { seedPublishedLandings } from "./lib/pipeline";

const COUNT = Number(process.env.COUNT ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);

const nullStore: SiteStore = {
  put: async () => {},
  get: async () => null,
  head: async () => null,
  delete: async () => {},
  list: async () => [],
} as unknown as SiteStore;

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-own-"));
const db = openDatabase(path.join(dir, "vitrina.sqlite"));
await migrateToLatest(db);
const config = loadConfig({
  DATA_DIR: dir,
  PUBLIC_URL: "http://127.0.0.1:8787",
  SESSION_SECRET: "x".repeat(32),
  PREVIEW_SECRET: "y".repeat(32),
  EDGE_PURGE: "off",
});
const ctx: AppContext = {
  db,
  store: nullStore,
  config,
  mailer: { send: async () => {} },
  now: () => new Date(),
};
await seedPublishedLandings(ctx, COUNT, "own");
const all = await listAllPublished(db, {}, new Date());
const figures: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const c0 = process.cpuUsage();
  const report = await rebuildMany(ctx, all, { concurrency: 48, force: true });
  const c = process.cpuUsage(c0);
  if (report.failures.length) throw new Error(report.failures[0].message);
  figures.push((c.user + c.system) / all.length);
  console.log(`round ${r + 1}: ${figures.at(-1)!.toFixed(0)} µs CPU a landing`);
}
figures.sort((a, b) => a - b);
console.log(`own work a landing (median of ${ROUNDS}): ${figures[ROUNDS >> 1].toFixed(0)} µs`);
await db.destroy();
rmSync(dir, { recursive: true, force: true });

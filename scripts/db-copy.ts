/**
 * Moves an installation to another database (issue 12):
 *
 *   npm run db:copy -- --from sqlite:./data/vitrina.sqlite --to postgres://user:pass@host/vitrina
 *
 * `--from`/`--to` take `sqlite:<file>` or a `postgres://` URL (either way round).
 * The source must be migrated to the latest schema (`npm run migrate`); the
 * target is migrated here and must hold no rows yet. Stop the app first: the
 * source is read in one transaction, so a running app's later writes would be
 * left behind. Tables are copied in foreign-key order, in batches of `--batch`
 * rows (500), ids kept; then every id counter is moved past the copied ids
 * (and past the source's counter: self-registered accounts never get an
 * admin's fixed id). Row counts are compared table by table before the
 * target's transaction commits: any mismatch rolls everything back and exits 1.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ExpressionBuilder, Kysely } from "kysely";
import { migrateToLatest, openDatabase } from "../db/database";
import {
  dialectOf,
  isPostgresUrl,
  listTables,
  raiseIdSequence,
  readIdSequence,
  syncIdSequence,
} from "../db/dialect";
import { migrations } from "../db/migrations/index";

/** Every table, parents before children, with the key (one column or several) the batches walk and whether it has an id counter. */
export const COPY_ORDER: ReadonlyArray<{
  table: string;
  key: string | readonly string[];
  idSequence: boolean;
}> = [
  { table: "users", key: "id", idSequence: true },
  { table: "user_settings", key: "user_id", idSequence: false },
  { table: "landings", key: "id", idSequence: true },
  { table: "landing_kv", key: "id", idSequence: true },
  { table: "landing_hosts", key: "hostname", idSequence: false },
  { table: "domain_claims", key: ["hostname", "landing_uuid"], idSequence: false },
  { table: "landing_versions", key: "id", idSequence: true },
  { table: "landing_translations", key: "id", idSequence: true },
  { table: "landing_translation_settings", key: "landing_uuid", idSequence: false },
  { table: "translation_usage", key: ["user_id", "month"], idSequence: false },
  { table: "user_uploads", key: ["user_id", "sha256"], idSequence: false },
  { table: "stats_daily", key: ["landing_uuid", "day"], idSequence: false },
  { table: "stats_referrers", key: ["landing_uuid", "day", "domain"], idSequence: false },
  { table: "stats_countries", key: ["landing_uuid", "day", "country"], idSequence: false },
  { table: "stats_clicks", key: ["landing_uuid", "day", "target"], idSequence: false },
  { table: "stats_visitors", key: ["landing_uuid", "day", "visitor"], idSequence: false },
  { table: "leads", key: "id", idSequence: false },
  { table: "lead_deliveries", key: ["lead_id", "channel"], idSequence: false },
  { table: "lead_channels", key: "id", idSequence: false },
  { table: "channel_attempts", key: "id", idSequence: false },
  { table: "telegram_link_tokens", key: "token_hash", idSequence: false },
  { table: "scheduled_tasks", key: "id", idSequence: true },
  { table: "plan_notices", key: "id", idSequence: true },
  { table: "payment_orders", key: "id", idSequence: false },
  { table: "purchases", key: "id", idSequence: true },
  { table: "payment_events", key: "id", idSequence: true },
  { table: "sessions", key: "id", idSequence: false },
  { table: "one_time_tokens", key: "id", idSequence: true },
  { table: "admin_audit", key: "id", idSequence: true },
];

/**
 * Not copied: Kysely's migration bookkeeping (the target has its own) and
 * short-lived state (rate limits; the per-minute cap of statistics events; the
 * landings' write leases and the per-user request slots, which belong to
 * processes of the source).
 */
const SKIPPED = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  "rate_limits",
  "stats_minutes",
  "landing_locks",
  "request_slots",
]);

export interface CopyCount {
  table: string;
  source: number;
  target: number;
}

export class CopyError extends Error {}

async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const r = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  if (!(await listTables(db)).includes("kysely_migration")) return [];
  const rows = await db.selectFrom("kysely_migration").select("name").orderBy("name").execute();
  return rows.map((r) => r.name as string);
}

/**
 * Keyset paging past `last` in the order of `columns`: (a > x) or (a = x and b > y) …,
 * written out rather than as a row value, which both databases read the same way.
 */
function after(columns: string[], last: Record<string, unknown>) {
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or(
      columns.map((c, i) =>
        eb.and([
          ...columns.slice(0, i).map((prev) => eb(prev, "=", last[prev])),
          eb(c, ">", last[c]),
        ]),
      ),
    );
}

/** Copies every row of `from` into `to` (see the module comment); answers the row counts. */
export async function copyDatabase(
  from: Kysely<any>,
  to: Kysely<any>,
  opts: { batchSize?: number; log?: (line: string) => void } = {},
): Promise<CopyCount[]> {
  const batchSize = Math.max(1, opts.batchSize ?? 500);
  const log = opts.log ?? (() => {});

  const latest = Object.keys(migrations).sort();
  const applied = await appliedMigrations(from);
  const missing = latest.filter((name) => !applied.includes(name));
  if (missing.length > 0)
    throw new CopyError(
      `the source is not on the latest schema (missing ${missing.join(", ")}): run npm run migrate against it first`,
    );
  const known = new Set(COPY_ORDER.map((t) => t.table));
  const unknown = (await listTables(from)).filter((t) => !known.has(t) && !SKIPPED.has(t));
  if (unknown.length > 0)
    throw new CopyError(`db:copy does not know the table(s) ${unknown.join(", ")}`);

  await migrateToLatest(to);
  for (const { table } of COPY_ORDER) {
    if ((await countRows(to, table)) > 0)
      throw new CopyError(`the target is not empty: ${table} has rows`);
  }

  return from.transaction().execute((src) =>
    to.transaction().execute(async (dst) => {
      const counts: CopyCount[] = [];
      for (const { table, key, idSequence } of COPY_ORDER) {
        let copied = 0;
        const columns = typeof key === "string" ? [key] : [...key];
        let last: Record<string, unknown> | undefined;
        for (;;) {
          let q = src.selectFrom(table).selectAll().limit(batchSize);
          for (const c of columns) q = q.orderBy(c);
          if (last !== undefined) q = q.where(after(columns, last));
          const rows = (await q.execute()) as Array<Record<string, unknown>>;
          if (rows.length === 0) break;
          await dst.insertInto(table).values(rows).execute();
          copied += rows.length;
          last = rows[rows.length - 1];
          if (rows.length < batchSize) break;
        }
        if (idSequence) {
          await syncIdSequence(dst, table);
          await raiseIdSequence(dst, table, await readIdSequence(src, table));
        }
        const count = {
          table,
          source: await countRows(src, table),
          target: await countRows(dst, table),
        };
        counts.push(count);
        log(`${table.padEnd(16)} ${String(copied).padStart(8)} rows copied`);
      }
      const wrong = counts.filter((c) => c.source !== c.target);
      if (wrong.length > 0) {
        throw new CopyError(
          `row counts differ, nothing was committed: ${wrong
            .map((c) => `${c.table} ${c.source} → ${c.target}`)
            .join(", ")}`,
        );
      }
      return counts;
    }),
  );
}

/** `sqlite:<file>` or a `postgres://` URL. */
function openTarget(spec: string, mustExist: boolean): Kysely<any> {
  if (isPostgresUrl(spec)) return openDatabase(spec);
  if (!spec.startsWith("sqlite:"))
    throw new CopyError(`${spec}: expected sqlite:<file> or a postgres:// URL`);
  const file = path.resolve(spec.slice("sqlite:".length));
  if (mustExist && !existsSync(file)) throw new CopyError(`${file} does not exist`);
  return openDatabase(file);
}

const redact = (spec: string) => spec.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: "string" },
      to: { type: "string" },
      batch: { type: "string", default: "500" },
    },
  });
  if (!values.from || !values.to) {
    console.error(
      "usage: npm run db:copy -- --from sqlite:./data/vitrina.sqlite --to postgres://… [--batch 500]",
    );
    process.exit(2);
  }
  const batchSize = Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new CopyError("--batch: a positive integer");
  const from = openTarget(values.from, true);
  const to = openTarget(values.to, false);
  try {
    console.info(
      `[db:copy] ${dialectOf(from)} ${redact(values.from)} → ${dialectOf(to)} ${redact(values.to)}`,
    );
    const counts = await copyDatabase(from, to, {
      batchSize,
      log: (line) => console.info(`[db:copy] ${line}`),
    });
    console.info("[db:copy] table            source   target");
    for (const c of counts)
      console.info(
        `[db:copy] ${c.table.padEnd(16)} ${String(c.source).padStart(6)}   ${String(c.target).padStart(6)}`,
      );
    console.info("[db:copy] done: every table's row count matches");
  } finally {
    await from.destroy();
    await to.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`[db:copy] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

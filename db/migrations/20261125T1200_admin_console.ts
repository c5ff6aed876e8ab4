import { sql, type Kysely } from "kysely";
import { idColumn, isPostgres, noCaseIndex } from "../dialect";

/**
 * Admin console (issue 10).
 *
 * 1. Indexes behind every searchable and sortable admin column. Search is a
 *    case-insensitive PREFIX match, `col LIKE 'term%' ESCAPE '\'`: SQLite turns
 *    that into a range scan on an index declared `COLLATE NOCASE` (its LIKE is
 *    ASCII-case-insensitive), and the same index serves `ORDER BY col COLLATE
 *    NOCASE`. On PostgreSQL the equivalent is an expression index
 *    `(lower(col) text_pattern_ops)` with `lower(col) LIKE lower($1) || '%'`.
 *    No index can serve a substring (`%term%`) search, so there is none.
 * 2. `admin_audit`: one row per admin write, kept when the admin or the target
 *    is deleted (no foreign keys; the admin's email is copied in).
 * 3. Landing KV mirror (decision 007): the keys qas, cards and contacts mirror
 *    the landing's draft; existing drafts are copied in (the draft wins).
 *
 * Issue 12: the NOCASE index expression and the id column come from
 * db/dialect.ts (the same DDL on SQLite, `lower(col) text_pattern_ops` on
 * PostgreSQL).
 */
const NOCASE: Array<[table: string, column: string]> = [
  ["users", "email"],
  ["users", "name"],
  ["landings", "uuid"],
  ["landings", "textalias"],
  ["landings", "projectname"],
  ["landings", "companyname"],
  ["landing_kv", "key"],
  ["landing_kv", "parent_landing"],
  ["scheduled_tasks", "name"],
];

const PLAIN: Array<[table: string, columns: string[]]> = [
  ["users", ["tariff"]],
  ["users", ["tariff_expiration_date"]],
  ["users", ["created_at"]],
  ["users", ["last_login"]],
  ["landings", ["creation_date"]],
  ["landings", ["published"]],
  ["scheduled_tasks", ["execution_time"]],
  ["scheduled_tasks", ["status"]],
  ["scheduled_tasks", ["attempts"]],
  // Dashboard: paid orders by the time they were paid.
  ["payment_orders", ["status", "paid_at"]],
];

const MIRRORED = ["qas", "cards", "contacts"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of NOCASE) {
    await sql
      .raw(`create index admin_${table}_${column}_nocase on ${table} (${noCaseIndex(db, column)})`)
      .execute(db);
  }
  for (const [table, columns] of PLAIN) {
    await db.schema
      .createIndex(`admin_${table}_${columns.join("_")}`)
      .on(table)
      .columns(columns)
      .execute();
  }

  await db.schema
    .createTable("admin_audit")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("admin_id", "integer", (c) => c.notNull())
    .addColumn("admin_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text")
    .addColumn("details", "text")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // A PostgreSQL database starts empty (issue 12: migrations, then `db:copy`
  // brings rows already mirrored), so this backfill of SQLite-era drafts is
  // SQLite's alone (it uses SQLite's JSON functions).
  if (isPostgres(db)) return;
  for (const key of MIRRORED) {
    await sql`insert into landing_kv (parent_landing, key, value)
              select uuid, ${key}, json_extract(content, ${`$.${key}`})
              from landings
              where json_valid(content) and json_type(content, ${`$.${key}`}) in ('array', 'object')
              on conflict (parent_landing, key) do update set value = excluded.value`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_audit").execute();
  for (const [table, columns] of PLAIN) {
    await db.schema.dropIndex(`admin_${table}_${columns.join("_")}`).execute();
  }
  for (const [table, column] of NOCASE) {
    await db.schema.dropIndex(`admin_${table}_${column}_nocase`).execute();
  }
}

import { sql, type Kysely } from "kysely";
import { idColumnSql, syncIdSequence } from "../dialect";

/**
 * Settings (issue 9): an email change waits for the new address to confirm it
 * (`email_change`, the pending address in `payload`), and the old address gets
 * a "this wasn't me" link (`email_revert`, the old address in `payload`).
 * SQLite cannot alter a CHECK constraint, so the table is rebuilt with its rows.
 * (Issue 12: the id column's DDL comes from `idColumnSql`, the same text on
 * SQLite; on PostgreSQL the copied ids then move the id sequence.)
 */
const KINDS_BEFORE = `'password_reset','email_confirm'`;
const KINDS_AFTER = `'password_reset','email_confirm','email_change','email_revert'`;

async function rebuild(db: Kysely<any>, kinds: string, withPayload: boolean): Promise<void> {
  await sql
    .raw(
      `create table one_time_tokens_next (
        id ${idColumnSql(db)},
        user_id integer not null references users(id) on delete cascade,
        kind text not null check (kind in (${kinds})),
        token_hash text not null unique,
        created_at text not null,
        expires_at text not null,
        used_at text${withPayload ? ",\n        payload text" : ""}
      )`,
    )
    .execute(db);
  const cols = "id, user_id, kind, token_hash, created_at, expires_at, used_at";
  await sql
    .raw(
      withPayload
        ? `insert into one_time_tokens_next (${cols}, payload) select ${cols}, null from one_time_tokens`
        : `insert into one_time_tokens_next (${cols}) select ${cols} from one_time_tokens where kind in (${kinds})`,
    )
    .execute(db);
  await sql.raw(`drop table one_time_tokens`).execute(db);
  await sql.raw(`alter table one_time_tokens_next rename to one_time_tokens`).execute(db);
  await syncIdSequence(db, "one_time_tokens");
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, KINDS_AFTER, true);
  // Pending-token lookups (settings' pending_email, revocation) go by user and kind.
  await db.schema
    .createIndex("one_time_tokens_user_kind")
    .on("one_time_tokens")
    .columns(["user_id", "kind"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, KINDS_BEFORE, false);
}

import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { Executor } from "../database";
import type { Database, LeadRow, LeadStatus, NewLead } from "../schema";

/** Issue 24: the leads table. Every owner-facing call names the owner: another owner's lead is not there. */

export async function insertLead(db: Executor, row: NewLead): Promise<void> {
  await db.insertInto("leads").values(row).execute();
}

export async function getLeadOfOwner(
  db: Executor,
  ownerId: number,
  id: string,
): Promise<LeadRow | undefined> {
  return db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
}

export interface LeadListQuery {
  ownerId: number;
  /** A landing's uuid. */
  landing?: string;
  status?: LeadStatus;
  /** true: the Spam folder; false: everything else. */
  spam: boolean;
  /** Looked for in the values, case folded. */
  q?: string;
  page: number;
  pageSize: number;
}

/** The inbox's filters without its paging: what an export takes. */
export type LeadFilter = Omit<LeadListQuery, "page" | "pageSize">;

type LeadsSelect<O> = SelectQueryBuilder<Database, "leads", O>;

function filtered<O>(query: LeadsSelect<O>, f: LeadFilter): LeadsSelect<O> {
  let q = query.where("owner_id", "=", f.ownerId).where("spam", "=", f.spam ? 1 : 0);
  if (f.landing !== undefined) q = q.where("landing_uuid", "=", f.landing);
  if (f.status !== undefined) q = q.where("status", "=", f.status);
  const term = f.q?.trim().toLowerCase();
  if (term) {
    // search_text is stored lower-cased, so a plain LIKE matches on both databases.
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`search_text like ${like} escape '\\'`);
  }
  return q;
}

/** One page of an owner's leads, newest first, and how many match in all. */
export async function listLeadsOfOwner(
  db: Executor,
  f: LeadListQuery,
): Promise<{ rows: LeadRow[]; total: number }> {
  const page = Math.max(1, Math.floor(f.page));
  const size = Math.min(200, Math.max(1, Math.floor(f.pageSize)));
  const [rows, total] = await Promise.all([
    filtered(db.selectFrom("leads").selectAll(), f)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filtered(
      db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")),
      f,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A lead's place in the newest-first order. */
export interface LeadKey {
  createdAt: string;
  id: string;
}

/**
 * The next `size` matching leads after `after` (newest first, as the inbox
 * lists them), none newer than `until`. An export walks them this way, by key
 * rather than by offset, so its last step costs what its first did and no
 * lead is read twice. Both bounds are compared in SQL, as the order is: the
 * database's collation orders ids (PostgreSQL's en_US puts 'a' before 'B'),
 * not JavaScript's comparison.
 */
export async function leadsOfOwnerAfter(
  db: Executor,
  f: LeadFilter,
  after: LeadKey | null,
  size: number,
  until?: LeadKey,
): Promise<LeadRow[]> {
  let q = filtered(db.selectFrom("leads").selectAll(), f);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  if (until) {
    q = q.where((eb) =>
      eb.or([
        eb("created_at", "<", until.createdAt),
        eb.and([eb("created_at", "=", until.createdAt), eb("id", "<=", until.id)]),
      ]),
    );
  }
  return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(size).execute();
}

/** Changes a lead's status or spam mark; false when the owner has no such lead. */
export async function updateLeadOfOwner(
  db: Executor,
  ownerId: number,
  id: string,
  patch: { status?: LeadStatus; spam?: boolean },
): Promise<boolean> {
  const set = {
    ...(patch.status !== undefined && { status: patch.status }),
    ...(patch.spam !== undefined && { spam: patch.spam ? 1 : 0 }),
  };
  if (Object.keys(set).length === 0) return Boolean(await getLeadOfOwner(db, ownerId, id));
  const r = await db
    .updateTable("leads")
    .set(set)
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteLeadOfOwner(
  db: Executor,
  ownerId: number,
  id: string,
): Promise<boolean> {
  const r = await db
    .deleteFrom("leads")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

const isNew = (eb: ExpressionBuilder<Database, "leads">) =>
  eb.and([eb("status", "=", "new"), eb("spam", "=", 0)]);

/** New leads (spam left out) per landing of the owner; a landing with none is absent. */
export async function countNewLeadsByLanding(
  db: Executor,
  ownerId: number,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("leads")
    .select(["landing_uuid", (eb) => eb.fn.countAll<number>().as("n")])
    .where("owner_id", "=", ownerId)
    .where(isNew)
    .groupBy("landing_uuid")
    .execute();
  return new Map(rows.map((r) => [r.landing_uuid, Number(r.n)]));
}

/** New leads (spam left out) of the owner, for the nav's count. */
export async function countNewLeads(db: Executor, ownerId: number): Promise<number> {
  const r = await db
    .selectFrom("leads")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("owner_id", "=", ownerId)
    .where(isNew)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * A landing's leads follow it to its new owner: the inbox, export and
 * deliveries go by the lead's owner_id, which is the landing's owner.
 */
export async function moveLeadsOfLanding(
  db: Executor,
  landingUuid: string,
  ownerId: number,
): Promise<number> {
  const r = await db
    .updateTable("leads")
    .set({ owner_id: ownerId })
    .where("landing_uuid", "=", landingUuid)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/* The foreign keys delete leads with their landing and account; these say so explicitly. */

export async function deleteLeadsOfLanding(db: Executor, uuid: string): Promise<number> {
  const r = await db.deleteFrom("leads").where("landing_uuid", "=", uuid).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function deleteLeadsOfOwner(db: Executor, ownerId: number): Promise<number> {
  const r = await db.deleteFrom("leads").where("owner_id", "=", ownerId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Retention: leads created before `before` (ISO) go; with `spamOnly`, only
 * those in the Spam folder (kept a shorter time).
 */
export async function deleteLeadsBefore(
  db: Executor,
  before: string,
  opts: { spamOnly?: boolean } = {},
): Promise<number> {
  let q = db.deleteFrom("leads").where("created_at", "<", before);
  if (opts.spamOnly) q = q.where("spam", "=", 1);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A lead by its id alone: for the delivery task, which acts for the lead's own owner. */
export async function getLeadById(db: Executor, id: string): Promise<LeadRow | undefined> {
  return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
}

import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import type { Executor } from "../database";
import { likeNoCase } from "../dialect";
import { landingCoverage, pageExpired } from "../../core/plans";
import type { LandingRow, LandingsTable } from "../schema";
import { extraLandingExpiries } from "./purchases";

/**
 * A landing joined with its owner's plan facts (SPEC §3 "Landing (list item)").
 * `owner_expired` is decided here by core/plans pageExpired, from the date
 * that covers the page, so every list agrees; days left live in core/expiry.
 */
export type LandingWithOwner = LandingRow & {
  owner_tariff: number;
  owner_tariff_expiration_date: string | null;
  owner_active: number;
  owner_expired: boolean;
  /**
   * Beyond the owner's allowance: a lapsed extra showroom. Its page shows as
   * expired; nothing is deleted (issue 8).
   */
  over_limit: boolean;
};

export type LandingPatch = Partial<
  Pick<
    Selectable<LandingsTable>,
    | "content"
    | "projectname"
    | "companyname"
    | "textalias"
    | "preview_link"
    | "lang"
    | "published"
    | "published_hash"
    | "published_meta_hash"
    | "published_content"
    | "published_at"
    | "updated_at"
    | "share_image"
    | "share_inputs_hash"
  >
>;

export interface NewLandingInput {
  parentUser: number;
  now: Date;
  lang?: string;
  content?: string;
  uuid?: string;
}

export async function createLanding(db: Executor, input: NewLandingInput): Promise<LandingRow> {
  const stamp = input.now.toISOString();
  return db
    .insertInto("landings")
    .values({
      uuid: input.uuid ?? randomUUID(),
      parent_user: input.parentUser,
      lang: input.lang ?? "ru",
      content: input.content ?? "{}",
      creation_date: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function withOwner(db: Executor) {
  return db
    .selectFrom("landings")
    .innerJoin("users", "users.id", "landings.parent_user")
    .selectAll("landings")
    .select([
      "users.tariff as owner_tariff",
      "users.tariff_expiration_date as owner_tariff_expiration_date",
      "users.active as owner_active",
      "users.total_available_landings as owner_base_landings",
      // Binned landings hold no place in the allowance (ADR 016).
      sql<number>`(select count(*) from landings as older where older.parent_user = landings.parent_user and older.id < landings.id and older.deleted_at is null)`.as(
        "owner_rank",
      ),
    ]);
}

type RawWithOwner = LandingRow & {
  owner_tariff: number;
  owner_tariff_expiration_date: string | null;
  owner_active: number;
  owner_base_landings: number;
  owner_rank: number;
};

function toWithOwner(r: RawWithOwner): LandingWithOwner {
  const { owner_base_landings: _base, owner_rank: _rank, ...rest } = r;
  return { ...rest, owner_expired: false, over_limit: false };
}

/**
 * Landings past the owner's base allowance live on extra-showroom
 * entitlements: each is covered until its entitlement (or the account)
 * lapses. Only those rows cost a purchases lookup.
 */
async function withCoverage(db: Executor, rows: RawWithOwner[], now: Date) {
  const extras = new Map<number, string[]>();
  const out: LandingWithOwner[] = [];
  for (const r of rows) {
    const landing = toWithOwner(r);
    const rank = Number(r.owner_rank);
    if (rank >= r.owner_base_landings) {
      let owned = extras.get(r.parent_user);
      if (!owned) {
        owned = await extraLandingExpiries(db, r.parent_user);
        extras.set(r.parent_user, owned);
      }
      const cover = landingCoverage(
        {
          tariff: r.owner_tariff,
          tariff_expiration_date: r.owner_tariff_expiration_date,
          total_available_landings: r.owner_base_landings,
        },
        rank + 1,
        owned,
      )[rank];
      if (cover === "none") landing.over_limit = true;
      else landing.owner_tariff_expiration_date = cover;
    }
    landing.owner_expired = pageExpired(landing, now);
    out.push(landing);
  }
  return out;
}

/** The owner's landings, newest first, with owner expiry info. */
export async function listLandingsByOwner(
  db: Executor,
  userId: number,
  now: Date = new Date(),
): Promise<LandingWithOwner[]> {
  const rows = await withOwner(db)
    .where("landings.parent_user", "=", userId)
    .where("landings.deleted_at", "is", null)
    .orderBy("landings.id", "desc")
    .execute();
  return withCoverage(db, rows, now);
}

export async function getLandingByUuid(
  db: Executor,
  uuid: string,
): Promise<LandingRow | undefined> {
  return db.selectFrom("landings").selectAll().where("uuid", "=", uuid).executeTakeFirst();
}

/** A landing's row without its draft (`content`, the larger half of it). */
export type PublishedRow = Omit<LandingRow, "content">;

/**
 * The rows of these landings as they are now, draft left out (a rebuild's
 * chunk, read again under its leases: what it publishes is `published_content`).
 */
export async function getPublishedRows(
  db: Executor,
  uuids: readonly string[],
): Promise<PublishedRow[]> {
  if (uuids.length === 0) return [];
  return db
    .selectFrom("landings")
    .select([
      "id",
      "uuid",
      "parent_user",
      "projectname",
      "companyname",
      "preview_link",
      "textalias",
      "lang",
      "published_hash",
      "published_meta_hash",
      "published_content",
      "published",
      "published_at",
      "creation_date",
      "updated_at",
      "deleted_at",
      "deleted_alias",
      "deleted_published",
      "stats_off",
      "lead_mail_off",
      "share_image",
      "share_inputs_hash",
    ])
    .where("uuid", "in", uuids)
    .execute();
}

export async function getLandingWithOwner(
  db: Executor,
  uuid: string,
  now: Date = new Date(),
): Promise<LandingWithOwner | undefined> {
  const row = await withOwner(db).where("landings.uuid", "=", uuid).executeTakeFirst();
  return row ? (await withCoverage(db, [row], now))[0] : undefined;
}

/** Aliases are matched without regard to case: the bucket keys them lower-cased. */
export async function getLandingByAlias(
  db: Executor,
  alias: string,
): Promise<LandingRow | undefined> {
  return db
    .selectFrom("landings")
    .selectAll()
    .where(sql`lower(textalias)`, "=", alias.toLowerCase())
    .executeTakeFirst();
}

/** Issue 24: whether new leads of this landing are mailed to the owner (on unless switched off). */
export async function setLeadMailOff(db: Executor, uuid: string, off: boolean): Promise<void> {
  await db
    .updateTable("landings")
    .set({ lead_mail_off: off ? 1 : 0 })
    .where("uuid", "=", uuid)
    .execute();
}

export async function leadMailOff(db: Executor, uuid: string): Promise<boolean> {
  const row = await db
    .selectFrom("landings")
    .select("lead_mail_off")
    .where("uuid", "=", uuid)
    .executeTakeFirst();
  return row?.lead_mail_off === 1;
}

export async function updateLanding(
  db: Executor,
  uuid: string,
  patch: LandingPatch,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) return false;
  const res = await db
    .updateTable("landings")
    .set(patch)
    .where("uuid", "=", uuid)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

type VersionRow = { uuid: string; published_hash?: string; published_meta_hash: string };

/**
 * Records many landings' published versions in one statement (a rebuild's
 * batch): a CASE on the uuid per column, so the query is built and sent once
 * instead of once a landing. A row without `published_hash` keeps its own.
 */
export async function recordPublishedVersions(
  db: Executor,
  rows: readonly VersionRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const paged = rows.filter((r) => r.published_hash !== undefined);
  await db
    .updateTable("landings")
    .set((eb) => {
      const byUuid = (
        column: "published_hash" | "published_meta_hash",
        of: readonly VersionRow[],
      ) => {
        let c = eb
          .case()
          .when("uuid", "=", of[0].uuid)
          .then(of[0][column] ?? null);
        for (const r of of.slice(1)) c = c.when("uuid", "=", r.uuid).then(r[column] ?? null);
        return c.else(eb.ref(column)).end();
      };
      return paged.length
        ? {
            published_meta_hash: byUuid("published_meta_hash", rows),
            published_hash: byUuid("published_hash", paged),
          }
        : { published_meta_hash: byUuid("published_meta_hash", rows) };
    })
    .where(
      "uuid",
      "in",
      rows.map((r) => r.uuid),
    )
    .execute();
}

export async function deleteLanding(db: Executor, uuid: string): Promise<boolean> {
  const res = await db.deleteFrom("landings").where("uuid", "=", uuid).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** What counts against the limit: the owner's landings outside the bin. */
export async function countLandingsByOwner(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("landings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("parent_user", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Published landings for rebuild and tariff changes, optionally narrowed to one owner or one landing. */
export async function listAllPublished(
  db: Executor,
  filter: { userId?: number; uuid?: string } = {},
  now: Date = new Date(),
): Promise<LandingWithOwner[]> {
  let q = withOwner(db).where("landings.published", "=", 1);
  if (filter.userId !== undefined) q = q.where("landings.parent_user", "=", filter.userId);
  if (filter.uuid !== undefined) q = q.where("landings.uuid", "=", filter.uuid);
  const rows = await q.orderBy("landings.id", "asc").execute();
  return withCoverage(db, rows, now);
}

/** Every landing (admin, rebuild), oldest first. */
export async function listAllLandings(
  db: Executor,
  now: Date = new Date(),
): Promise<LandingWithOwner[]> {
  const rows = await withOwner(db).orderBy("landings.id", "asc").execute();
  return withCoverage(db, rows, now);
}

export interface LandingPageQuery {
  page: number;
  pageSize: number;
  parentUser?: number;
  /** Matches uuid, project name, company name or alias. */
  search?: string;
}

export async function listLandingsPage(
  db: Executor,
  q: LandingPageQuery,
  now: Date = new Date(),
): Promise<{ rows: LandingWithOwner[]; total: number }> {
  const page = Math.max(1, Math.floor(q.page));
  const size = Math.min(200, Math.max(1, Math.floor(q.pageSize)));
  let base = withOwner(db);
  let counter = db.selectFrom("landings").select((eb) => eb.fn.countAll<number>().as("n"));
  if (q.parentUser !== undefined) {
    base = base.where("landings.parent_user", "=", q.parentUser);
    counter = counter.where("landings.parent_user", "=", q.parentUser);
  }
  const term = q.search?.trim();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = (col: string) => likeNoCase(db, col, like);
    base = base.where((eb) =>
      eb.or([
        match("landings.uuid"),
        match("landings.projectname"),
        match("landings.companyname"),
        match("landings.textalias"),
      ]),
    );
    counter = counter.where((eb) =>
      eb.or([
        match("landings.uuid"),
        match("landings.projectname"),
        match("landings.companyname"),
        match("landings.textalias"),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .orderBy("landings.id", "desc")
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    counter.executeTakeFirstOrThrow(),
  ]);
  return { rows: await withCoverage(db, rows, now), total: Number(total.n) };
}

/** Every landing of an owner, the bin included (deleting the account deletes them all). */
export async function listAllLandingsOfOwner(db: Executor, userId: number): Promise<LandingRow[]> {
  return db.selectFrom("landings").selectAll().where("parent_user", "=", userId).execute();
}

import type { Executor } from "../database";
import { isPostgres, raiseIdSequence, syncIdSequence } from "../dialect";
import { accountExpired, availableLandings } from "../../core/plans";
import type { NewUser, UserRow, UserUpdate } from "../schema";
import { countLandingsByOwner } from "./landings";
import { extraLandingExpiries } from "./purchases";

/** SPEC §3 "User": the public shape sent to pages and the API (never the password hash). */
export interface PublicUser {
  id: number;
  name: string;
  email: string;
  position: string | null;
  tariff: number;
  tariff_expiration_date: string | null;
  expiration_date: string | null;
  units_plan: string | null;
  location: string | null;
  active: boolean;
  expired: boolean;
  total_available_landings: number;
  landings_count: number;
  created_at: string;
  last_login: string | null;
  haveprojectsbefore: boolean;
  phone: string;
}

/** Emails are compared case-insensitively; they are stored in this form. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** `extraExpiries`: the account's extra-showroom entitlements (issue 8), expired ones included. */
export function toPublicUser(
  row: UserRow,
  landingsCount: number,
  now: Date,
  extraExpiries: readonly string[] = [],
): PublicUser {
  const exp = row.tariff_expiration_date;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    position: row.position,
    tariff: row.tariff,
    tariff_expiration_date: exp,
    expiration_date: exp,
    units_plan: row.units_plan,
    location: row.location,
    active: row.active === 1,
    // No date means the account never expires (e.g. the seeded admin).
    expired: accountExpired(row, now),
    total_available_landings: availableLandings(row, extraExpiries, now),
    landings_count: landingsCount,
    created_at: row.created_at,
    last_login: row.last_login,
    haveprojectsbefore: row.haveprojectsbefore === 1,
    phone: row.phone,
  };
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The user's row for a read-modify-write of its plan inside a transaction:
 * on PostgreSQL locked (FOR UPDATE) until the transaction ends, so two
 * payments landing at once both extend the plan, and parallel creates and
 * restores of its landings count one after another against the limit.
 * SQLite runs one write transaction at a time already.
 */
export async function findUserForUpdate(db: Executor, id: number): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("id", "=", id)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function getPublicUser(
  db: Executor,
  id: number,
  now: Date,
): Promise<PublicUser | undefined> {
  const row = await findUserById(db, id);
  if (!row) return undefined;
  return toPublicUser(
    row,
    await countLandingsByOwner(db, id),
    now,
    await extraLandingExpiries(db, id),
  );
}

export async function countUsers(db: Executor): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Inserts a user (email normalised) and returns its id. */
export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const r = await db
    .insertInto("users")
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning("id")
    .executeTakeFirstOrThrow();
  // An explicit id (the seeded admin's 1) must not be handed out again by PostgreSQL's sequence.
  if (user.id !== undefined) await syncIdSequence(db, "users");
  return r.id;
}

export async function updateUserRow(db: Executor, id: number, patch: UserUpdate): Promise<void> {
  const values =
    patch.email === undefined ? patch : { ...patch, email: normalizeEmail(String(patch.email)) };
  if (Object.keys(values).length === 0) return;
  await db.updateTable("users").set(values).where("id", "=", id).execute();
}

export async function setPasswordHash(db: Executor, id: number, hash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: hash }).where("id", "=", id).execute();
}

export async function setLastLogin(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable("users").set({ last_login: at }).where("id", "=", id).execute();
}

export async function setEmailConfirmed(
  db: Executor,
  id: number,
  at: string | null,
): Promise<void> {
  await db.updateTable("users").set({ email_confirmed_at: at }).where("id", "=", id).execute();
}

/**
 * Makes the next generated user id greater than `maxId`. Admin rights follow
 * fixed ids (SPEC §6: 1, 3, 17), so self-registered accounts must never be
 * handed one of them by the id sequence.
 */
export async function reserveUserIdsUpTo(db: Executor, maxId: number): Promise<void> {
  await raiseIdSequence(db, "users", maxId);
}

/** Deletes a user; their settings, sessions, tokens, purchases, landings and those landings' settings go with them (ON DELETE CASCADE). */
export async function deleteUser(db: Executor, id: number): Promise<boolean> {
  const r = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

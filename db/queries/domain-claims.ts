import type { Selectable, Updateable } from "kysely";
import type { Executor } from "../database";
import type { DomainClaimsTable } from "../schema";

/** Owners' claims on custom domains (issue 13, decision 011). */
export type DomainClaimRow = Selectable<DomainClaimsTable>;
export type DomainClaimPatch = Updateable<
  Omit<DomainClaimsTable, "hostname" | "landing_uuid" | "created_at">
>;

export async function findClaimOfLanding(
  db: Executor,
  uuid: string,
): Promise<DomainClaimRow | undefined> {
  return db
    .selectFrom("domain_claims")
    .selectAll()
    .where("landing_uuid", "=", uuid)
    .executeTakeFirst();
}

export async function insertClaim(
  db: Executor,
  row: { hostname: string; landing_uuid: string; token: string; now: Date },
): Promise<void> {
  await db
    .insertInto("domain_claims")
    .values({
      hostname: row.hostname,
      landing_uuid: row.landing_uuid,
      token: row.token,
      created_at: row.now.toISOString(),
    })
    .execute();
}

export async function updateClaim(
  db: Executor,
  key: { hostname: string; landing_uuid: string },
  patch: DomainClaimPatch,
): Promise<void> {
  await db
    .updateTable("domain_claims")
    .set(patch)
    .where("hostname", "=", key.hostname)
    .where("landing_uuid", "=", key.landing_uuid)
    .execute();
}

export async function deleteClaim(
  db: Executor,
  key: { hostname: string; landing_uuid: string },
): Promise<void> {
  await db
    .deleteFrom("domain_claims")
    .where("hostname", "=", key.hostname)
    .where("landing_uuid", "=", key.landing_uuid)
    .execute();
}

/** Other landings' claims on a host (the losers once one of them verifies). */
export async function listRivalClaims(
  db: Executor,
  hostname: string,
  winner: string,
): Promise<DomainClaimRow[]> {
  return db
    .selectFrom("domain_claims")
    .selectAll()
    .where("hostname", "=", hostname)
    .where("landing_uuid", "!=", winner)
    .execute();
}

/** Every claim with its owner's plan, for the daily re-check. */
export async function listClaimsForRecheck(db: Executor) {
  return db
    .selectFrom("domain_claims")
    .innerJoin("landings", "landings.uuid", "domain_claims.landing_uuid")
    .innerJoin("users", "users.id", "landings.parent_user")
    .selectAll("domain_claims")
    .select(["users.tariff as owner_tariff", "users.tariff_expiration_date as owner_expiration"])
    .orderBy("domain_claims.created_at")
    .execute();
}

/** The host the landing's page names as canonical: a bound claim whose certificate is there. */
/** Hostname and status of every claim on these landings (publishing's view of their domains). */
export async function listClaimsOfLandings(
  db: Executor,
  uuids: readonly string[],
): Promise<Array<Pick<DomainClaimRow, "hostname" | "landing_uuid" | "status">>> {
  if (!uuids.length) return [];
  return db
    .selectFrom("domain_claims")
    .select(["hostname", "landing_uuid", "status"])
    .where("landing_uuid", "in", uuids)
    .orderBy("hostname")
    .execute();
}

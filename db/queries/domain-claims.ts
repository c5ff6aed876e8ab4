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
export async function findCanonicalHost(db: Executor, uuid: string): Promise<string | null> {
  const row = await db
    .selectFrom("domain_claims")
    .innerJoin("landing_hosts", (join) =>
      join
        .onRef("landing_hosts.hostname", "=", "domain_claims.hostname")
        .onRef("landing_hosts.landing_uuid", "=", "domain_claims.landing_uuid"),
    )
    .select("domain_claims.hostname")
    .where("domain_claims.landing_uuid", "=", uuid)
    .where("domain_claims.status", "in", ["active", "failing"])
    .executeTakeFirst();
  return row?.hostname ?? null;
}

/** The landing's own domain once bound (any status after pending): its `www`/apex twin redirects here. */
export async function findBoundClaimHost(db: Executor, uuid: string): Promise<string | null> {
  const row = await db
    .selectFrom("domain_claims")
    .select("hostname")
    .where("landing_uuid", "=", uuid)
    .where("status", "!=", "pending")
    .executeTakeFirst();
  return row?.hostname ?? null;
}

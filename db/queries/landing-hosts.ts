import type { Executor } from "../database";

/** Verified custom hosts of one landing (bucket routes are removed with the landing). */
export async function listHostsOfLanding(db: Executor, uuid: string): Promise<string[]> {
  const rows = await db
    .selectFrom("landing_hosts")
    .select("hostname")
    .where("landing_uuid", "=", uuid)
    .execute();
  return rows.map((r) => r.hostname);
}

/** Hostname and verification of every host row of these landings, by hostname. */
export async function listHostRowsOfLandings(db: Executor, uuids: readonly string[]) {
  if (!uuids.length) return [];
  return db
    .selectFrom("landing_hosts")
    .select(["hostname", "landing_uuid", "verified_at"])
    .where("landing_uuid", "in", uuids)
    .orderBy("hostname")
    .execute();
}

export async function findVerifiedHost(db: Executor, hostname: string) {
  return db
    .selectFrom("landing_hosts")
    .innerJoin("landings", "landings.uuid", "landing_hosts.landing_uuid")
    .select(["landings.uuid", "landings.textalias", "landings.published"])
    .where("landing_hosts.hostname", "=", hostname)
    .where("landing_hosts.verified_at", "is not", null)
    .executeTakeFirst();
}

export async function insertHost(
  db: Executor,
  row: { hostname: string; landing_uuid: string; verification_token: string; now: Date },
): Promise<void> {
  await db
    .insertInto("landing_hosts")
    .values({
      hostname: row.hostname,
      landing_uuid: row.landing_uuid,
      verification_token: row.verification_token,
      created_at: row.now.toISOString(),
    })
    .execute();
}

export async function markHostVerified(db: Executor, hostname: string, now: Date): Promise<void> {
  await db
    .updateTable("landing_hosts")
    .set({ verified_at: now.toISOString() })
    .where("hostname", "=", hostname)
    .execute();
}

/** The provider's ids of these hosts of the landing (decision 011: a `www`/apex twin's own hostname). */
export async function hostProviderIds(
  db: Executor,
  uuid: string,
  hostnames: string[],
): Promise<string[]> {
  if (!hostnames.length) return [];
  const rows = await db
    .selectFrom("landing_hosts")
    .select("provider_id")
    .where("landing_uuid", "=", uuid)
    .where("hostname", "in", hostnames)
    .where("provider_id", "is not", null)
    .execute();
  return rows.flatMap((r) => (r.provider_id ? [r.provider_id] : []));
}

export async function setHostProviderId(
  db: Executor,
  hostname: string,
  providerId: string | null,
): Promise<void> {
  await db
    .updateTable("landing_hosts")
    .set({ provider_id: providerId })
    .where("hostname", "=", hostname)
    .execute();
}

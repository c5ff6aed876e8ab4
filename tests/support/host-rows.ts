import type { DB } from "../../db/database";
import { insertHost, markHostVerified } from "../../db/queries/landing-hosts";

/** A custom host of the landing, its DNS proof already passed (rows only; no bucket route). */
export async function insertVerifiedHost(
  db: DB,
  hostname: string,
  landingUuid: string,
  now: Date,
): Promise<void> {
  await insertHost(db, { hostname, landing_uuid: landingUuid, verification_token: "t", now });
  await markHostVerified(db, hostname, now);
}

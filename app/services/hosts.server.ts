import { randomBytes } from "node:crypto";
import { getLandingByUuid } from "../../db/queries/landings";
import { insertHost, markHostVerified } from "../../db/queries/landing-hosts";
import { bindHost } from "../../renderer/publish-ops";
import { normalizeHost } from "../../renderer/storage/records";
import type { AppContext } from "./runtime.server";

const HOSTNAME_RE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export class HostError extends Error {
  constructor(
    readonly code: "invalidHost" | "hostTaken" | "notFound",
    readonly status: number,
  ) {
    super(code);
  }
}

/**
 * Binds a custom host to a landing as verified. Owners' self-service binding
 * needs the DNS TXT proof of DESIGN §4; until that flow exists only an admin,
 * who has checked the domain by hand, binds hosts.
 */
export async function bindVerifiedHost(
  ctx: Pick<AppContext, "db" | "store" | "now">,
  uuid: string,
  host: string,
): Promise<{ hostname: string }> {
  const hostname = normalizeHost(host);
  if (!HOSTNAME_RE.test(hostname)) throw new HostError("invalidHost", 400);
  const landing = await getLandingByUuid(ctx.db, uuid);
  if (!landing) throw new HostError("notFound", 404);
  try {
    await insertHost(ctx.db, {
      hostname,
      landing_uuid: uuid,
      verification_token: randomBytes(16).toString("hex"),
      now: ctx.now(),
    });
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw new HostError("hostTaken", 409);
    throw error;
  }
  await markHostVerified(ctx.db, hostname, ctx.now());
  await bindHost(ctx.store, hostname, uuid);
  return { hostname };
}

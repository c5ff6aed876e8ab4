import { randomBytes } from "node:crypto";
import { isUniqueViolation } from "../../../db/dialect";
import { getLandingByUuid } from "../../../db/queries/landings";
import { insertHost, markHostVerified } from "../../../db/queries/landing-hosts";
import { bindHost, unbindHost } from "../../../renderer/publish-ops";
import { normalizeHost } from "../../../core/storage/records";
import type { Config } from "../platform/index.server";
import { HttpError, purgeLandings } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";

const HOSTNAME_RE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export class HostError extends HttpError {
  constructor(
    readonly code: "invalidHost" | "reservedHost" | "hostTaken" | "notFound",
    status: number,
  ) {
    super(status, code);
  }
}

function hostOf(url: string): string | null {
  try {
    return normalizeHost(new URL(url).host);
  } catch {
    return null;
  }
}

/**
 * Names a customer's domain may never be (issue 12): the public domain, whose
 * subdomains are the landings' own (`{alias}.<PUBLIC_DOMAIN>`), the public
 * origin's host, and the app's host, with everything under them.
 */
export function isReservedHost(
  hostname: string,
  config: Pick<Config, "appUrl" | "publicUrl"> & Partial<Pick<Config, "publicDomain">>,
): boolean {
  const own = [config.publicDomain, hostOf(config.publicUrl), hostOf(config.appUrl)];
  return own.some((d) => !!d && (hostname === d || hostname.endsWith(`.${d}`)));
}

/**
 * Binds a custom host to a landing as verified. Owners' self-service binding
 * needs the DNS TXT proof of DESIGN §4; until that flow exists only an admin,
 * who has checked the domain by hand, binds hosts.
 */
export async function bindVerifiedHost(
  ctx: Pick<AppContext, "db" | "store" | "config" | "now">,
  uuid: string,
  host: string,
): Promise<{ hostname: string }> {
  const hostname = normalizeHost(host);
  if (!HOSTNAME_RE.test(hostname)) throw new HostError("invalidHost", 400);
  if (isReservedHost(hostname, ctx.config)) throw new HostError("reservedHost", 400);
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
    if (isUniqueViolation(error)) throw new HostError("hostTaken", 409);
    throw error;
  }
  await markHostVerified(ctx.db, hostname, ctx.now());
  await bindHost(ctx.store, hostname, uuid);
  // The host answered 404 until now; a cached copy of that must not outlive the binding.
  await purgeLandings(ctx, [{ uuid, hosts: [hostname] }]);
  return { hostname };
}

/**
 * Removes a custom host from a landing: its row, its bucket route, and the
 * edge's copy of its page, so the host answers 404 on the next request.
 */
export async function removeHost(
  ctx: Pick<AppContext, "db" | "store" | "config">,
  uuid: string,
  host: string,
): Promise<{ hostname: string }> {
  const hostname = normalizeHost(host);
  const deleted = await ctx.db
    .deleteFrom("landing_hosts")
    .where("hostname", "=", hostname)
    .where("landing_uuid", "=", uuid)
    .executeTakeFirst();
  if (!deleted || Number(deleted.numDeletedRows) === 0) throw new HostError("notFound", 404);
  await unbindHost(ctx.store, hostname);
  await purgeLandings(ctx, [{ uuid, hosts: [hostname] }]);
  return { hostname };
}

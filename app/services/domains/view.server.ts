import { challengeName, isApex, twinHostname, wwwPartner } from "../../../core/domains/hostname";
import { isBound, type CheckProblem, type DomainStatus } from "../../../core/domains/state";
import type { DomainClaimRow } from "../../../db/queries/domain-claims";
import type { AppContext, Config } from "../platform/index.server";

/** What the domain service reads and writes through. */
export type DomainCtx = Pick<AppContext, "db" | "store" | "config" | "now" | "mailer">;

/** What GET/PUT/verify answer (issue 13 §7). */
export interface DomainView {
  hostname: string;
  status: DomainStatus;
  txtName: string;
  txtValue: string;
  cnameTarget: string;
  lastCheckedAt: string | null;
  problem?: CheckProblem;
  /** An apex points A/AAAA records at these instead of a CNAME. */
  apexIps?: string[];
  /** The `www`/apex twin bound with the domain, redirecting to it (decision 011). */
  twin?: DomainTwinView;
}

export interface DomainTwinView {
  hostname: string;
  /** It has its route: it answers a permanent redirect to the domain. */
  bound: boolean;
  /** An apex twin points A/AAAA records at these; a `www` twin a CNAME at `cnameTarget`. */
  apexIps?: string[];
  /**
   * "Check now" found it not pointing here yet, or the provider would not
   * create its custom hostname (`hostnameFailed`): a note, never blocking the domain.
   */
  problem?: TwinProblem;
  /** Its own certificate at the provider, as "Check now" read it (not for the DNS-only driver). */
  certificate?: "pending" | "active";
}

export type TwinProblem = CheckProblem | "hostnameFailed";

/** What one check learnt of the twin's own custom hostname. */
export type TwinCheck = { certificate: "pending" | "active" } | { problem: "hostnameFailed" };

export function viewOf(
  claim: DomainClaimRow,
  config: Pick<Config, "domains">,
  /** The twin bound to this landing now (`boundTwin`), if any. */
  bound: string | null = null,
): DomainView {
  const view: DomainView = {
    hostname: claim.hostname,
    status: claim.status,
    txtName: challengeName(claim.hostname),
    txtValue: claim.token,
    cnameTarget: config.domains.cnameTarget ?? "",
    lastCheckedAt: claim.last_checked_at,
  };
  if (claim.problem) view.problem = claim.problem as CheckProblem;
  if (isApex(claim.hostname)) view.apexIps = config.domains.apexIps;
  const twin = bound ?? twinHostname(claim.hostname, config.domains.apexIps.length > 0);
  if (twin) {
    view.twin = { hostname: twin, bound: bound !== null };
    if (isApex(twin)) view.twin.apexIps = config.domains.apexIps;
  }
  return view;
}

/** The claim's `www`/apex twin's host row when it is bound to the same landing (verified). */
export async function boundTwinRow(
  ctx: Pick<DomainCtx, "db">,
  claim: DomainClaimRow,
): Promise<{ hostname: string; provider_id: string | null } | null> {
  const twin = wwwPartner(claim.hostname);
  if (!twin) return null;
  const row = await ctx.db
    .selectFrom("landing_hosts")
    .select(["hostname", "provider_id"])
    .where("hostname", "=", twin)
    .where("landing_uuid", "=", claim.landing_uuid)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return row ?? null;
}

export async function boundTwin(
  ctx: Pick<DomainCtx, "db">,
  claim: DomainClaimRow,
): Promise<string | null> {
  return (await boundTwinRow(ctx, claim))?.hostname ?? null;
}

export async function viewFor(ctx: DomainCtx, claim: DomainClaimRow): Promise<DomainView> {
  return viewOf(claim, ctx.config, isBound(claim.status) ? await boundTwin(ctx, claim) : null);
}

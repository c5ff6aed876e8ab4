import { twinHostname } from "../../../core/domains/hostname";
import { afterCheck, isBound, servesCanonically } from "../../../core/domains/state";
import { isUniqueViolation } from "../../../db/dialect";
import {
  listRivalClaims,
  updateClaim,
  type DomainClaimRow,
} from "../../../db/queries/domain-claims";
import { insertHost, markHostVerified, setHostProviderId } from "../../../db/queries/landing-hosts";
import { bindHost } from "../../../renderer/publish-ops";
import { log } from "../ops/index.server";
import { DomainError } from "./errors.server";
import type { DomainDeps } from "./provider.server";
import { hostsOf, mailOwner, releaseClaim, republish } from "./release-claim.server";
import { boundTwinRow, type DomainCtx, type TwinCheck } from "./view.server";

/**
 * Checking a claim's DNS (issue 13, decision 011): a good check binds the host
 * and its twin, a failing one counts towards release.
 */

/**
 * One check of one claim, and everything it leads to. Answers the claim as
 * it is afterwards, or null when it is gone (3 failures, or another landing
 * verified the host first).
 */
export async function checkClaim(
  ctx: DomainCtx,
  deps: DomainDeps,
  claim: DomainClaimRow,
  /**
   * The daily check counts a bound domain's failures; "Check now" does not,
   * so a few clicks during a DNS change cannot remove a working domain.
   */
  opts: { countFailure: boolean } = { countFailure: true },
): Promise<DomainClaimRow | null> {
  return (await runCheck(ctx, deps, claim, opts)).after;
}

export async function runCheck(
  ctx: DomainCtx,
  deps: DomainDeps,
  claim: DomainClaimRow,
  opts: { countFailure: boolean },
): Promise<{ after: DomainClaimRow | null; twin?: TwinCheck }> {
  const cnameTarget = ctx.config.domains.cnameTarget;
  if (!cnameTarget) throw new DomainError("notConfigured");
  const outcome = await deps.dns.check({
    hostname: claim.hostname,
    token: claim.token,
    cnameTarget,
    apexIps: ctx.config.domains.apexIps,
  });
  const now = ctx.now().toISOString();
  const key = { hostname: claim.hostname, landing_uuid: claim.landing_uuid };
  const wasBound = isBound(claim.status);

  if (outcome.ok && !wasBound && !(await takeHost(ctx, claim, claim.hostname))) {
    // Someone else verified this host first: this claim is dropped with a notice.
    await releaseClaim(ctx, deps, claim, "lostToOther");
    return { after: null };
  }

  let providerId = claim.provider_id;
  let certificateActive = claim.status === "active" || claim.status === "failing";
  if (outcome.ok) {
    try {
      const state = await deps.hostnames.ensure(claim.hostname, providerId);
      providerId = state.id;
      certificateActive = state.active;
    } catch (error) {
      log.error("domains: custom hostname provider failed", { error, hostname: claim.hostname });
      certificateActive = false;
    }
  }
  let next = afterCheck(claim, outcome, certificateActive);
  if (!outcome.ok && !opts.countFailure && wasBound)
    next = { status: "failing", failures: claim.failures };
  if (next.status === "removed") {
    await releaseClaim(ctx, deps, claim, "removedFailing");
    return { after: null };
  }
  const patch = {
    status: next.status,
    failures: next.failures,
    last_checked_at: now,
    problem: outcome.ok ? null : outcome.problem,
    provider_id: providerId,
    verified_at: claim.verified_at ?? (outcome.ok ? now : null),
  };
  await updateClaim(ctx.db, key, patch);
  const after: DomainClaimRow = { ...claim, ...patch };

  if (!wasBound && isBound(after.status)) {
    await bindHost(ctx.store, claim.hostname, claim.landing_uuid);
    await dropRivals(ctx, deps, claim.hostname, claim.landing_uuid);
    await bindTwin(ctx, deps, claim);
  }
  // Only on a good check, like the domain's own: creating one starts certificate issuance.
  const twin =
    outcome.ok && isBound(after.status) ? await ensureTwinHostname(ctx, deps, claim) : null;
  if (!wasBound || servesCanonically(claim.status) !== servesCanonically(after.status)) {
    // The route is new (its cached 404 must go) or the page's canonical URL changed.
    await republish(ctx, claim.landing_uuid, await hostsOf(ctx, claim));
  }
  if (!wasBound && isBound(after.status)) await mailOwner(ctx, claim, "connected");
  return twin ? { after, twin } : { after };
}

/**
 * The twin's own custom hostname (decision 011): without it the provider
 * neither issues it a certificate nor routes it to the worker. Created on the
 * domain's proof, read back on later checks; a failure is the twin's note and
 * never costs the domain its binding (the next check tries again).
 */
async function ensureTwinHostname(
  ctx: DomainCtx,
  deps: DomainDeps,
  claim: DomainClaimRow,
): Promise<TwinCheck | null> {
  const twin = await boundTwinRow(ctx, claim);
  if (!twin) return null;
  try {
    const state = await deps.hostnames.ensure(twin.hostname, twin.provider_id);
    if (state.id !== twin.provider_id) await setHostProviderId(ctx.db, twin.hostname, state.id);
    if (deps.hostnames.driver === "none") return null;
    return { certificate: state.active ? "active" : "pending" };
  } catch (error) {
    log.error("domains: custom hostname provider failed for the twin", {
      error,
      hostname: twin.hostname,
    });
    return { problem: "hostnameFailed" };
  }
}

/**
 * The twin is bound with the domain on the domain's own proof: the TXT record
 * at `_vitrina-challenge.<domain>` shows control of the zone both names live
 * in (decision 011). Its own route carries the redirect to the domain. A twin
 * another landing verified first stays theirs; the domain binds alone.
 */
async function bindTwin(ctx: DomainCtx, deps: DomainDeps, claim: DomainClaimRow): Promise<void> {
  const twin = twinHostname(claim.hostname, ctx.config.domains.apexIps.length > 0);
  if (!twin) return;
  if (!(await takeHost(ctx, claim, twin))) {
    log.info("domains: the twin is bound to another landing", { hostname: twin });
    return;
  }
  await bindHost(ctx.store, twin, claim.landing_uuid, claim.hostname);
  await dropRivals(ctx, deps, twin, claim.landing_uuid);
}

/** The verified `landing_hosts` row: the host's primary key decides who verified first. */
async function takeHost(ctx: DomainCtx, claim: DomainClaimRow, hostname: string): Promise<boolean> {
  try {
    await insertHost(ctx.db, {
      hostname,
      landing_uuid: claim.landing_uuid,
      verification_token: claim.token,
      now: ctx.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const holder = await ctx.db
      .selectFrom("landing_hosts")
      .select("landing_uuid")
      .where("hostname", "=", hostname)
      .executeTakeFirst();
    // An admin may have bound this very host to this landing already (decision 004).
    if (holder?.landing_uuid !== claim.landing_uuid) return false;
  }
  await markHostVerified(ctx.db, hostname, ctx.now());
  return true;
}

async function dropRivals(
  ctx: DomainCtx,
  deps: DomainDeps,
  hostname: string,
  winner: string,
): Promise<void> {
  for (const rival of await listRivalClaims(ctx.db, hostname, winner)) {
    await releaseClaim(ctx, deps, rival, "lostToOther");
  }
}

import { isBound } from "../../../core/domains/state";
import { deleteClaim, type DomainClaimRow } from "../../../db/queries/domain-claims";
import { hostProviderIds } from "../../../db/queries/landing-hosts";
import { getLandingWithOwner } from "../../../db/queries/landings";
import { log } from "../ops/index.server";
import { purgeLandings } from "../platform/index.server";
import { HostError, rebuildLocked, removeHost } from "../publishing/index.server";
import { mailDomainOwner, type DomainMailKind } from "./mail.server";
import type { DomainDeps } from "./provider.server";
import { boundTwin, type DomainCtx } from "./view.server";

/** The hosts a claim's route change touches: the domain and its bound twin. */
export async function hostsOf(ctx: DomainCtx, claim: DomainClaimRow): Promise<string[]> {
  const twin = await boundTwin(ctx, claim);
  return twin ? [claim.hostname, twin] : [claim.hostname];
}

/**
 * Removes a claim: its row, and for a bound one the host row, the route, the
 * provider's hostname and the edge's copies; the page is written again with
 * its own address as canonical. `notice` mails the owner why.
 */
export async function releaseClaim(
  ctx: DomainCtx,
  deps: DomainDeps,
  claim: DomainClaimRow,
  notice: DomainMailKind | null,
): Promise<void> {
  const key = { hostname: claim.hostname, landing_uuid: claim.landing_uuid };
  const hosts = isBound(claim.status) ? await hostsOf(ctx, claim) : [];
  // Read before the rows go: the twin's own custom hostname is deleted with it.
  const providerIds = [
    claim.provider_id,
    ...(await hostProviderIds(ctx.db, claim.landing_uuid, hosts)),
  ];
  await deleteClaim(ctx.db, key);
  if (hosts.length) {
    // The twin goes with its domain.
    for (const host of hosts) {
      try {
        await removeHost(ctx, claim.landing_uuid, host);
      } catch (error) {
        if (!(error instanceof HostError)) throw error;
      }
    }
    await republish(ctx, claim.landing_uuid, hosts);
  }
  for (const id of providerIds) {
    try {
      await deps.hostnames.remove(id);
    } catch (error) {
      log.error("domains: could not delete the custom hostname", {
        error,
        hostname: claim.hostname,
        id,
      });
    }
  }
  if (notice) await mailOwner(ctx, claim, notice);
}

export async function republish(ctx: DomainCtx, uuid: string, hosts: string[]): Promise<void> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (landing?.published === 1) await rebuildLocked(ctx, landing);
  await purgeLandings(ctx, [{ uuid, hosts }]);
}

export async function mailOwner(
  ctx: DomainCtx,
  claim: DomainClaimRow,
  kind: DomainMailKind,
): Promise<void> {
  const landing = await ctx.db
    .selectFrom("landings")
    .select("parent_user")
    .where("uuid", "=", claim.landing_uuid)
    .executeTakeFirst();
  if (!landing) return;
  await mailDomainOwner(ctx, landing.parent_user, kind, {
    hostname: claim.hostname,
    landingUuid: claim.landing_uuid,
  });
}

import { pendingExpired, proLapseReleased } from "../../../core/domains/state";
import { isActivePro } from "../../../core/plans";
import { deleteClaim, listClaimsForRecheck, updateClaim } from "../../../db/queries/domain-claims";
import { log } from "../ops/index.server";
import { checkClaim } from "./check.server";
import { domainDeps, type DomainDeps } from "./provider.server";
import { releaseClaim } from "./release-claim.server";
import type { DomainCtx } from "./view.server";

/**
 * The daily `domains.recheck`: drops pending claims past 7 days, releases
 * domains whose owner has not been PRO for 30 days, and checks every other
 * claim once (pending ones may verify by themselves).
 */
export async function recheckAllDomains(
  ctx: DomainCtx,
  deps: DomainDeps = domainDeps(ctx.config),
  renewLease: () => Promise<boolean> = async () => true,
): Promise<{ checked: number; expired: number; released: number; removed: number }> {
  const totals = { checked: 0, expired: 0, released: 0, removed: 0 };
  if (!ctx.config.domains.cnameTarget) return totals;
  const now = ctx.now();
  for (const row of await listClaimsForRecheck(ctx.db)) {
    if (!(await renewLease())) break;
    const { owner_tariff, owner_expiration, ...claim } = row;
    const key = { hostname: claim.hostname, landing_uuid: claim.landing_uuid };
    if (pendingExpired(claim, now)) {
      await deleteClaim(ctx.db, key);
      totals.expired++;
      continue;
    }
    const pro = isActivePro(
      { tariff: owner_tariff, tariff_expiration_date: owner_expiration },
      now,
    );
    if (pro && claim.pro_lapsed_at) await updateClaim(ctx.db, key, { pro_lapsed_at: null });
    if (!pro) {
      const since = claim.pro_lapsed_at ?? now.toISOString();
      if (proLapseReleased(since, now)) {
        await releaseClaim(ctx, deps, claim, "released");
        totals.released++;
        continue;
      }
      if (!claim.pro_lapsed_at) await updateClaim(ctx.db, key, { pro_lapsed_at: since });
    }
    try {
      const after = await checkClaim(ctx, deps, claim);
      totals.checked++;
      if (!after) totals.removed++;
    } catch (error) {
      log.error("domains: re-check failed", { error, hostname: claim.hostname });
    }
  }
  return totals;
}

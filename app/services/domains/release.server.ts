import { wwwPartner } from "../../../core/domains/hostname";
import { hostProviderIds } from "../../../db/queries/landing-hosts";
import type { Config } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { log } from "../ops/index.server";
import { unpublishAndDelete } from "../publishing/index.server";
import { domainDeps, type DomainDeps } from "./provider.server";

/**
 * A landing leaves (deleted, binned, its owner's account removed): off the edge
 * (its objects, routes and purges: publishing's `unpublishAndDelete`), then its
 * own domains released (decision 011).
 */
export async function removeLandingFromEdge(
  ctx: Pick<AppContext, "db" | "store" | "config">,
  landing: { uuid: string; textalias: string | null },
): Promise<void> {
  await unpublishAndDelete(ctx, landing);
  await releaseLandingDomains(ctx, landing.uuid);
}

/**
 * The landing's domains are released at once, so the hostname is free for its
 * owner's next page or anyone else, and the provider's hostname is deleted.
 */
export async function releaseLandingDomains(
  ctx: Pick<AppContext, "db"> & { config: Pick<Config, "domains"> },
  uuid: string,
  deps: DomainDeps = domainDeps(ctx.config),
): Promise<void> {
  const claims = await ctx.db
    .selectFrom("domain_claims")
    .select(["hostname", "provider_id"])
    .where("landing_uuid", "=", uuid)
    .execute();
  if (!claims.length) return;
  // With each domain its `www`/apex twin, bound to this same landing (decision 011).
  const hosts = claims.flatMap((c) => [c.hostname, wwwPartner(c.hostname) ?? c.hostname]);
  // The twin's own custom hostname, read before its row goes.
  const twinIds = await hostProviderIds(ctx.db, uuid, hosts);
  await ctx.db.deleteFrom("domain_claims").where("landing_uuid", "=", uuid).execute();
  await ctx.db
    .deleteFrom("landing_hosts")
    .where("landing_uuid", "=", uuid)
    .where("hostname", "in", hosts)
    .execute();
  for (const id of [...claims.map((c) => c.provider_id), ...twinIds]) {
    try {
      await deps.hostnames.remove(id);
    } catch (error) {
      log.error("domains: could not delete the custom hostname", { error, id });
    }
  }
}

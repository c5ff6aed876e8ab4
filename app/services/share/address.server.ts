import type { Executor } from "../../../db/database";
import { canonicalHost, landingDomains } from "../publishing/index.server";
import type { Config } from "../platform/index.server";
import { publicAddress } from "../../../core/landing/public-address";

/**
 * The landing's active custom domain: the same host its page names as
 * canonical (decision 011: a bound claim with its certificate), so the QR code
 * and the canonical link never disagree; null for none.
 */
export function activeCustomDomain(db: Executor, uuid: string): Promise<string | null> {
  return landingDomains(db, uuid).then(canonicalHost);
}

/**
 * The address a landing is given out under (QR code, canonical link): its
 * active custom domain, else its public URL (the subdomain in production).
 */
export async function landingAddress(
  ctx: { db: Executor; config: Pick<Config, "publicUrl" | "publicDomain"> },
  landing: { uuid: string; textalias: string | null },
): Promise<string> {
  const host = await activeCustomDomain(ctx.db, landing.uuid);
  return publicAddress(ctx.config, landing.textalias ?? landing.uuid, host);
}

import { parseServerContent, serializeForServer } from "../../../core/landing/parse";
import {
  getLandingByAlias,
  getLandingWithOwner,
  type LandingWithOwner,
} from "../../../db/queries/landings";
import { findVerifiedHost } from "../../../db/queries/landing-hosts";
import { pageShowsPro } from "../../../core/plans";
import { isUuid } from "../../../core/uuid";
import { normalizeHost } from "../../../core/storage/records";
import { ownerExpiry } from "../publishing/index.server";
import type { AppContext } from "../platform/index.server";

type Ctx = Pick<AppContext, "db" | "now">;

/** `{alias}` in the public calls may be a link name or a uuid (SPEC §2 /l/{uuid}). */
export async function findPublicLanding(
  ctx: Ctx,
  aliasOrUuid: string,
): Promise<LandingWithOwner | null> {
  const now = ctx.now();
  if (isUuid(aliasOrUuid)) {
    const byUuid = await getLandingWithOwner(ctx.db, aliasOrUuid.toLowerCase(), now);
    if (byUuid) return byUuid;
  }
  const byAlias = await getLandingByAlias(ctx.db, aliasOrUuid);
  if (!byAlias) return null;
  return (await getLandingWithOwner(ctx.db, byAlias.uuid, now)) ?? null;
}

/**
 * GET /api/public/landings/{alias}/data: the published content state, in the
 * §7 wire form; an expired landing's content is not handed out (403).
 */
export async function publicData(ctx: Ctx, alias: string) {
  const landing = await findPublicLanding(ctx, alias);
  if (!landing || landing.published !== 1 || !landing.published_content) return null;
  if (expiryOf(ctx, landing).expired) return { expired: true as const };
  const content = serializeForServer(parseServerContent(JSON.parse(landing.published_content)));
  return { expired: false as const, content };
}

const expiryOf = (ctx: Ctx, landing: LandingWithOwner) => ownerExpiry(landing, ctx.now());

/** GET /api/public/landings/{uuid}: expiry facts; `expired` true answers 403 (SPEC §4). */
export async function publicInfo(ctx: Ctx, uuid: string) {
  const landing = await findPublicLanding(ctx, uuid);
  if (!landing || landing.published !== 1) return null;
  const expiry = expiryOf(ctx, landing);
  const date = landing.owner_tariff_expiration_date;
  return {
    uuid: landing.uuid,
    expiration_date: date,
    tariff_expiration_date: date,
    owner_expiration_date: date,
    owner_tariff_expiration_date: date,
    owner_expired: expiry.expired,
    expired: expiry.expired,
    lang: landing.lang,
    pro: pageShowsPro(landing, ctx.now()),
  };
}

/** GET /api/public/landings/{uuid}/active: published and not expired. */
export async function publicActive(ctx: Ctx, uuid: string) {
  const landing = await findPublicLanding(ctx, uuid);
  if (!landing || landing.published !== 1)
    return { active: false, published: false, expired: false };
  const expired = expiryOf(ctx, landing).expired;
  return { active: !expired, published: true, expired };
}

/** GET /api/public/landings/byHost?host=: only verified custom hosts count. */
export async function landingByHost(ctx: Ctx, host: string) {
  const row = await findVerifiedHost(ctx.db, normalizeHost(host));
  if (!row || row.published !== 1) return { found: false as const, uuid: null };
  return { found: true as const, uuid: row.uuid, textalias: row.textalias };
}

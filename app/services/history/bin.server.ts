import { binCutoff, binDaysLeft, binPurgeAt } from "../../../core/landing/history";
import { isUniqueViolation } from "../../../db/dialect";
import { deleteClaim, findClaimOfLanding } from "../../../db/queries/domain-claims";
import { listHostsOfLanding } from "../../../db/queries/landing-hosts";
import {
  binLandingRow,
  listBinnedBefore,
  listBinnedByOwner,
  unbinLandingRow,
} from "../../../db/queries/landing-bin";
import {
  deleteLanding,
  getLandingByAlias,
  getLandingWithOwner,
} from "../../../db/queries/landings";
import { domainDeps, removeLandingFromEdge } from "../domains/index.server";
import { HostError, removeHost } from "../publishing/index.server";
import { log } from "../ops/index.server";
import { requireEditable, requireRoomForLanding, type Actor } from "../landings/index.server";
import { rebuildLocked } from "../publishing/index.server";
import { afterPlanChange } from "../accounts/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";

/**
 * The bin (issue 15, ADR 016). A binned landing keeps its row, draft and
 * versions for BIN_DAYS; everything it had at the edge goes at once: page,
 * preview, meta, alias route, custom hosts. The link name is released (kept
 * aside to give back on restore if still free).
 */

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** Releases every custom host of the landing through the hosts service (row, route, edge copy). */
async function releaseHosts(ctx: Ctx, uuid: string): Promise<void> {
  for (const host of await listHostsOfLanding(ctx.db, uuid)) {
    try {
      await removeHost(ctx, uuid, host);
    } catch (error) {
      // Another request released it meanwhile: the host is gone either way.
      if (!(error instanceof HostError && error.code === "notFound")) throw error;
    }
  }
  // An owner's domain claim (issue 13) goes too: the domain is free for others, and the
  // custom hostname at the provider is deleted as the domains service's own release does.
  const claim = await findClaimOfLanding(ctx.db, uuid);
  if (!claim) return;
  await deleteClaim(ctx.db, claim);
  try {
    await domainDeps(ctx.config).hostnames.remove(claim.provider_id);
  } catch (error) {
    log.error("bin: could not delete the custom hostname", { error, hostname: claim.hostname });
  }
}

/** Bins a landing: off the edge, name and hosts released, then the row marked. */
export async function binLanding(
  ctx: Ctx,
  landing: { uuid: string; textalias: string | null; published: number; parent_user: number },
): Promise<void> {
  // The bucket first: a failure there leaves the landing as it was, to try again.
  await removeLandingFromEdge(ctx, landing);
  await releaseHosts(ctx, landing.uuid);
  await binLandingRow(ctx.db, landing, ctx.now());
  // A freed slot may bring an extra showroom of the owner back under the allowance,
  // and with it the page's PRO (core/plans pageShowsPro): as after a plan change.
  await afterPlanChange(ctx, landing.parent_user);
}

/** An item of `GET /api/landings/bin`. */
export interface BinItem {
  uuid: string;
  projectname: string;
  companyname: string;
  preview_link: string | null;
  /** The link name it had; null when it had none. */
  textalias: string | null;
  /** Whether that name is still free (a restore gives it back). */
  aliasFree: boolean;
  wasPublished: boolean;
  deletedAt: string;
  purgeAt: string;
  daysLeft: number;
}

export async function listBin(ctx: Ctx, actor: Actor): Promise<BinItem[]> {
  const now = ctx.now();
  const rows = await listBinnedByOwner(ctx.db, actor.id);
  const items: BinItem[] = [];
  for (const r of rows) {
    const deletedAt = r.deleted_at ?? now.toISOString();
    const alias = r.deleted_alias;
    items.push({
      uuid: r.uuid,
      projectname: r.projectname,
      companyname: r.companyname,
      preview_link: r.preview_link,
      textalias: alias,
      aliasFree: alias ? !(await getLandingByAlias(ctx.db, alias)) : false,
      wasPublished: r.deleted_published === 1,
      deletedAt,
      purgeAt: binPurgeAt(deletedAt).toISOString(),
      daysLeft: binDaysLeft(deletedAt, now),
    });
  }
  return items;
}

export interface UndeleteResult {
  success: true;
  uuid: string;
  /** The link name it came back with; null when it had none or another landing took it. */
  textalias: string | null;
  /** It had a name and lost it: the owner picks a new one and publishes again. */
  aliasLost: boolean;
  /** Back at the edge (it was published and kept its name). */
  published: boolean;
}

/**
 * `POST /api/landings/{id}/undelete`: owner only. Refused at the limit like
 * creating (403 limitReached with the offer); the name comes back if still
 * free, and a landing that was published is published again from its last
 * published content.
 */
export async function undeleteLanding(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
): Promise<UndeleteResult> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing || landing.parent_user !== actor.id || landing.deleted_at === null)
    throw new HttpError(404, "notFound");
  const wanted = landing.deleted_alias;
  const restored = await ctx.db.transaction().execute(async (trx) => {
    await requireRoomForLanding(trx, actor);
    let alias = wanted && !(await getLandingByAlias(trx, wanted)) ? wanted : null;
    try {
      await unbinLandingRow(trx, uuid, alias);
    } catch (error) {
      // The unique index settles a race with an owner publishing that name right now.
      if (!isUniqueViolation(error)) throw error;
      alias = null;
      await unbinLandingRow(trx, uuid, null);
    }
    return alias;
  });
  const republish = landing.deleted_published === 1 && restored !== null;
  if (republish) {
    await ctx.db.updateTable("landings").set({ published: 1 }).where("uuid", "=", uuid).execute();
    const fresh = await getLandingWithOwner(ctx.db, uuid, ctx.now());
    // Forced: the alias route is written again and the edge copy purged.
    if (fresh) await rebuildLocked(ctx, fresh, { force: true });
  }
  // The restored landing takes a slot: a newer one may go over the allowance.
  await afterPlanChange(ctx, landing.parent_user);
  return {
    success: true,
    uuid,
    textalias: restored,
    aliasLost: wanted !== null && restored === null,
    published: republish,
  };
}

/** The daily purge: landings binned BIN_DAYS ago or more are deleted for good (versions cascade). */
export async function purgeBin(ctx: Ctx): Promise<number> {
  const due = await listBinnedBefore(ctx.db, binCutoff(ctx.now()));
  for (const landing of due) {
    // Only its own objects: the alias it had may be another landing's by now.
    await removeLandingFromEdge(ctx, { uuid: landing.uuid, textalias: null });
    await deleteLanding(ctx.db, landing.uuid);
  }
  return due.length;
}

/**
 * The owner's delete puts the landing in the bin (issue 15, ADR 016): off the
 * edge at once, its link name and custom hosts released, kept 30 days.
 */
export async function deleteLandingFor(ctx: Ctx, actor: Actor, uuid: string): Promise<void> {
  const landing = await requireEditable(ctx, actor, uuid);
  await binLanding(ctx, landing);
}

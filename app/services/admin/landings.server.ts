import { ADMIN_MESSAGES } from "../../../core/admin/messages";
import { landingEditSchema } from "../../../core/admin/forms/landings";
import type { LandingContent } from "../../../core/landing/schema";
import { textAliasError } from "../../../core/landing/textalias";
import { isUuid } from "../../../core/uuid";
import {
  findLandingForAdmin,
  listLandingsForAdmin,
  setLandingOwner,
  type AdminLandingRecord,
  type LandingFilter,
} from "../../../db/queries/admin-landings";
import { isUniqueViolation, MAX_ID } from "../../../db/dialect";
import type { ListPage, ListQuery } from "../../../db/queries/admin-list";
import { listLandingKv } from "../../../db/queries/landing-kv";
import {
  deleteLanding,
  getLandingByAlias,
  getLandingWithOwner,
  updateLanding as updateLandingRow,
  type LandingPatch,
} from "../../../db/queries/landings";
import { deleteLeadChannelsOfLanding } from "../../../db/queries/lead-channels";
import { moveLeadsOfLanding } from "../../../db/queries/leads";
import { deleteTelegramLinkTokensOfLanding } from "../../../db/queries/telegram-link-tokens";
import { findUserById } from "../../../db/queries/users";
import type { LandingKvRow } from "../../../db/schema";
import { contentOf, saveDraft } from "../landings/index.server";
import { publicLandingUrl, rebuildLocked, refreshOwnerMeta } from "../publishing/index.server";
import { removeLandingFromEdge } from "../domains/index.server";
import type { AppContext } from "../platform/index.server";
import { adminError, invalid, invalidInput, notFound } from "./http.server";
import { binLanding } from "../history/index.server";
import { afterPlanChange } from "../accounts/index.server";

type Ctx = AppContext;

/** The admin landings table row (contract: issue 10 admin API). */
export interface AdminLanding {
  id: number;
  uuid: string;
  projectname: string;
  companyname: string;
  textalias: string | null;
  parent_user: number;
  owner_email: string;
  creation_date: string;
  published: boolean;
  preview_link: string | null;
  lang: string;
  /** The page's public address: by alias once published (SPEC §2 "View Live"). */
  public_url: string;
  /** In the owner's bin since (issue 15); null = not deleted. */
  deleted_at: string | null;
}

export interface AdminLandingDetail extends AdminLanding {
  published_at: string | null;
  /** The draft, as the editor holds it. */
  content: LandingContent;
}

function toAdminLanding(ctx: Pick<Ctx, "config">, r: AdminLandingRecord): AdminLanding {
  return {
    id: r.id,
    uuid: r.uuid,
    projectname: r.projectname,
    companyname: r.companyname,
    textalias: r.textalias,
    parent_user: r.parent_user,
    owner_email: r.owner_email,
    creation_date: r.creation_date,
    published: r.published === 1,
    preview_link: r.preview_link,
    lang: r.lang,
    deleted_at: r.deleted_at,
    public_url: publicLandingUrl(
      ctx.config,
      r.published === 1 ? r : { uuid: r.uuid, textalias: null },
    ),
  };
}

function toDetail(ctx: Pick<Ctx, "config">, r: AdminLandingRecord): AdminLandingDetail {
  return { ...toAdminLanding(ctx, r), published_at: r.published_at, content: contentOf(r) };
}

/**
 * `?parent_user=N` narrows the list to one owner; a value that is no number
 * is refused (the edit form's parent_user rule, core/admin/forms/landings.ts).
 */
export function parseLandingFilter(url: URL): LandingFilter {
  const raw = url.searchParams.get("parent_user");
  if (raw === null || raw.trim() === "") return {};
  const parsed = landingEditSchema.pick({ parent_user: true }).safeParse({ parent_user: raw });
  if (!parsed.success) throw invalidInput(parsed.error);
  return { parentUser: parsed.data.parent_user };
}

export async function listLandings(
  ctx: Ctx,
  q: ListQuery,
  filter: LandingFilter = {},
): Promise<ListPage<AdminLanding>> {
  const page = await listLandingsForAdmin(ctx.db, q, filter);
  return { ...page, rows: page.rows.map((r) => toAdminLanding(ctx, r)) };
}

/** View Landings: every landing of one user, newest first. */
export async function landingsOfUser(ctx: Ctx, userId: number): Promise<AdminLanding[]> {
  const page = await listLandingsForAdmin(
    ctx.db,
    { search: "", sort: "id", dir: "desc", page: 1, pageSize: 1_000_000 },
    { parentUser: userId },
  );
  return page.rows.map((r) => toAdminLanding(ctx, r));
}

/** A route's `{id}`: the numeric id, or the landing's uuid. */
export async function requireLanding(
  ctx: Pick<Ctx, "db">,
  ref: string,
): Promise<AdminLandingRecord> {
  let row: AdminLandingRecord | undefined;
  if (/^\d{1,15}$/.test(ref)) {
    if (Number(ref) <= MAX_ID) row = await findLandingForAdmin(ctx.db, { id: Number(ref) });
  } else if (isUuid(ref)) row = await findLandingForAdmin(ctx.db, { uuid: ref.toLowerCase() });
  if (!row) throw notFound();
  return row;
}

export async function getLanding(ctx: Ctx, ref: string): Promise<AdminLandingDetail> {
  return toDetail(ctx, await requireLanding(ctx, ref));
}

/** Landing settings view: that landing's KV rows. */
export async function kvOfLanding(ctx: Ctx, ref: string): Promise<LandingKvRow[]> {
  const landing = await requireLanding(ctx, ref);
  return listLandingKv(ctx.db, landing.uuid);
}

export interface LandingEdit {
  projectname?: string;
  companyname?: string;
  /** null clears the alias (only while unpublished). */
  textalias?: string | null;
  parent_user?: number;
  lang?: string;
}

const landingPatchSchema = landingEditSchema.partial();

/**
 * PUT /api/admin/landings/{id}: the edit form's fields by the modal's own
 * schema (core/admin/forms/landings.ts landingEditSchema, partial); other keys are
 * ignored. The link-name rules and the owner's existence are checked by
 * `updateLanding`.
 */
export function parseLandingEdit(body: Record<string, unknown>): LandingEdit {
  const parsed = landingPatchSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  const edit: LandingEdit = parsed.data;
  return edit;
}

/**
 * An admin's landing edit, through the owner's rules: the names change the
 * draft (as the editor would), the alias goes through the publish alias
 * rules and its unique index, a published page moves to the new alias route
 * (the old route is dropped), a language change re-renders it, and a new
 * owner rewrites both owners' meta.
 */
export async function updateLanding(
  ctx: Ctx,
  ref: string,
  edit: LandingEdit,
): Promise<{ landing: AdminLandingDetail; changed: string[] }> {
  const before = await requireLanding(ctx, ref);
  const uuid = before.uuid;
  const changed: string[] = [];

  if (edit.parent_user !== undefined && edit.parent_user !== before.parent_user) {
    if (edit.parent_user > MAX_ID || !(await findUserById(ctx.db, edit.parent_user)))
      throw invalid(ADMIN_MESSAGES.userNotFound, "parent_user");
    changed.push("parent_user");
  }

  let aliasMoved = false;
  if (edit.textalias !== undefined && edit.textalias !== before.textalias) {
    if (edit.textalias === null) {
      // A published page lives at its alias; it cannot lose it.
      if (before.published === 1) throw invalid("enterLinkName", "textalias");
    } else {
      const problem = textAliasError(edit.textalias);
      if (problem) throw invalid(problem, "textalias");
      const holder = await getLandingByAlias(ctx.db, edit.textalias);
      if (holder && holder.uuid !== uuid) throw adminError(409, "nameAlreadyTaken", "textalias");
    }
    try {
      // The unique index settles a race with an owner publishing the same name.
      await updateLandingRow(ctx.db, uuid, { textalias: edit.textalias });
    } catch (error) {
      if (isUniqueViolation(error)) throw adminError(409, "nameAlreadyTaken", "textalias");
      throw error;
    }
    aliasMoved = before.published === 1;
    changed.push("textalias");
  }

  // The draft carries the names and the alias too (the editor shows them).
  const draft = contentOf(before);
  const next: LandingContent = {
    ...draft,
    ...(edit.projectname !== undefined && { projectName: edit.projectname }),
    ...(edit.companyname !== undefined && { companyName: edit.companyname }),
    ...(changed.includes("textalias") && { textAlias: edit.textalias ?? "" }),
  };
  if (edit.projectname !== undefined && edit.projectname !== before.projectname)
    changed.push("projectname");
  if (edit.companyname !== undefined && edit.companyname !== before.companyname)
    changed.push("companyname");
  const withOwner = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!withOwner) throw notFound();
  await saveDraft(ctx, withOwner, next);

  const patch: LandingPatch = {};
  const langChanged = edit.lang !== undefined && edit.lang !== before.lang;
  if (langChanged) {
    patch.lang = edit.lang;
    changed.push("lang");
  }
  if (aliasMoved && before.published_content) {
    // The public data call answers the published content: it names the new alias.
    try {
      const live = JSON.parse(before.published_content) as Record<string, unknown>;
      patch.published_content = JSON.stringify({ ...live, textAlias: edit.textalias });
    } catch {
      // Left as it was: rebuild falls back to the draft's fields it can read.
    }
  }
  if (Object.keys(patch).length) {
    patch.updated_at = ctx.now().toISOString();
    await updateLandingRow(ctx.db, uuid, patch);
  }
  if (changed.includes("parent_user")) await handOver(ctx, uuid, edit.parent_user!);

  if (before.published === 1 && (aliasMoved || langChanged)) {
    const fresh = await getLandingWithOwner(ctx.db, uuid, ctx.now());
    if (fresh) {
      await rebuildLocked(ctx, fresh, aliasMoved ? { previousAlias: before.textalias } : {});
    }
  }
  // A landing that changes hands changes both owners' allowances.
  if (changed.includes("parent_user")) {
    await afterPlanChange(ctx, before.parent_user);
    await afterPlanChange(ctx, edit.parent_user!);
  }
  return { landing: await getLanding(ctx, uuid), changed };
}

/**
 * Moves a landing to another owner, in one transaction: its leads go with it
 * (the inbox shows an owner the leads of their landings), and its lead
 * channels and unused Telegram links are removed: they are the old owner's
 * chats and endpoints, which must never get the new owner's visitors' data.
 * The new owner connects their own.
 */
async function handOver(ctx: Ctx, uuid: string, ownerId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await setLandingOwner(trx, uuid, ownerId);
    await moveLeadsOfLanding(trx, uuid, ownerId);
    await deleteLeadChannelsOfLanding(trx, uuid);
    await deleteTelegramLinkTokensOfLanding(trx, uuid);
  });
}

/** An admin's delete (issue 15): to the bin (restorable by the owner for 30 days) or at once. */
export type AdminDeleteMode = "bin" | "now";

export function parseDeleteMode(url: URL): AdminDeleteMode {
  const raw = url.searchParams.get("mode") ?? "now";
  if (raw !== "bin" && raw !== "now") throw invalid("mode must be bin or now", "mode");
  return raw;
}

/**
 * "now": takes the page off the edge (page, preview, meta, alias and host
 * routes), then the row. "bin": what the owner's delete does (ADR 016).
 */
export async function deleteLandingEverywhere(
  ctx: Ctx,
  ref: string,
  mode: AdminDeleteMode = "now",
): Promise<{ uuid: string; parent_user: number }> {
  const landing = await requireLanding(ctx, ref);
  if (mode === "bin") {
    if (landing.deleted_at === null) await binLanding(ctx, landing);
    return { uuid: landing.uuid, parent_user: landing.parent_user };
  }
  await removeLandingFromEdge(ctx, landing);
  await deleteLanding(ctx.db, landing.uuid);
  // The owner's other landings may move under the allowance (extra showrooms).
  await refreshOwnerMeta(ctx, landing.parent_user);
  return { uuid: landing.uuid, parent_user: landing.parent_user };
}

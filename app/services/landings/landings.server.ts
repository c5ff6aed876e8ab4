import type { Actor } from "./landing-actor";
import { landingExpiry } from "../../../core/expiry";
import { defaultLanguage, isPageLanguage } from "../../../core/i18n";
import { limitRefusal } from "../../../core/landing/contract";
import { canonicalJson } from "../../../core/landing/hash";
import { parseServerContent } from "../../../core/landing/parse";
import { LandingContentSchema, type LandingContent } from "../../../core/landing/schema";
import { normalizeTextAlias } from "../../../core/landing/textalias";
import { isActivePro, pageShowsPro } from "../../../core/plans";
import {
  countLandingsByOwner,
  createLanding,
  getLandingWithOwner,
  listLandingsByOwner,
  type LandingWithOwner,
} from "../../../db/queries/landings";
import type { Executor } from "../../../db/database";
import { findUserForUpdate } from "../../../db/queries/users";
import { publicLandingUrl } from "../publishing/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { mirrorDraftToKv } from "./kv-mirror.server";

export type { Actor } from "./landing-actor";

export type LandingsCtx = Pick<AppContext, "db" | "store" | "config" | "now">;
type Ctx = LandingsCtx;

const notFound = () => new HttpError(404, "notFound");

/** SPEC §3 "Landing (list item)" as the API answers it. */
export interface LandingListItem {
  id: number;
  uuid: string;
  projectname: string;
  companyname: string;
  preview_link: string | null;
  textalias: string | null;
  parent_user: number;
  creation_date: string;
  published: boolean;
  lang: string;
  pro: boolean;
  owner_tariff: number;
  owner_expired: boolean;
  owner_tariff_expiration_date: string | null;
  /** SPEC §3 also names the owner's expiry facts these ways; clients read any of them. */
  owner_expiration_date: string | null;
  tariff_expiration_date: string | null;
  expiration_date: string | null;
  expired: boolean;
  /** Where the card opens: the public page (by alias once published). */
  public_url: string;
}

function toListItem(ctx: Ctx, l: LandingWithOwner): LandingListItem {
  return {
    id: l.id,
    uuid: l.uuid,
    projectname: l.projectname,
    companyname: l.companyname,
    preview_link: l.preview_link,
    textalias: l.textalias,
    parent_user: l.parent_user,
    creation_date: l.creation_date,
    published: l.published === 1,
    lang: l.lang,
    pro: pageShowsPro(l, ctx.now()),
    owner_tariff: l.owner_tariff,
    owner_expired: l.owner_expired,
    owner_tariff_expiration_date: l.owner_tariff_expiration_date,
    owner_expiration_date: l.owner_tariff_expiration_date,
    tariff_expiration_date: l.owner_tariff_expiration_date,
    expiration_date: l.owner_tariff_expiration_date,
    expired: l.owner_expired,
    public_url: publicLandingUrl(
      ctx.config,
      l.published === 1 ? l : { uuid: l.uuid, textalias: null },
    ),
  };
}

export async function listLandings(ctx: Ctx, actor: Actor): Promise<LandingListItem[]> {
  const rows = await listLandingsByOwner(ctx.db, actor.id, ctx.now());
  return rows.map((r) => toListItem(ctx, r));
}

/**
 * Inside the transaction that adds a landing (creating, restoring from the
 * bin): refuses at the plan's limit with the offer (SPEC §4). The owner's row
 * is locked first (PostgreSQL), so one owner's creates and restores count one
 * after another, each seeing the ones before it; on PostgreSQL's read-committed
 * transactions a count alone lets parallel requests all pass (issue 23).
 * SQLite's single connection runs one transaction at a time already.
 */
export async function requireRoomForLanding(trx: Executor, actor: Actor): Promise<void> {
  await findUserForUpdate(trx, actor.id);
  const count = await countLandingsByOwner(trx, actor.id);
  if (count >= actor.total_available_landings) {
    throw new HttpError(403, "limitReached", { reason: limitRefusal(actor) });
  }
}

/**
 * A new page's content: blank, or given (a template's, issue 26). Its theme
 * is PRO (issue 13) and kept only when the new page shows PRO. The page is
 * within the limit (checked just before), so it shows PRO exactly when its
 * owner is an active PRO account (core/plans).
 */
function startingContent(ctx: Ctx, actor: Actor, given?: LandingContent): LandingContent {
  if (!given) return LandingContentSchema.parse({});
  if (!given.theme || isActivePro(actor, ctx.now())) return given;
  const { theme: _free, ...rest } = given;
  return rest;
}

/**
 * SPEC §4 "Creating a landing". The limit is checked and the landing inserted
 * in one transaction (requireRoomForLanding). The page is written in the
 * language the owner works in (`opts.lang`, the request's language), else the
 * account's, else Russian.
 */
export async function createLandingFor(
  ctx: Ctx,
  actor: Actor,
  opts: { lang?: string; content?: LandingContent } = {},
): Promise<{ uuid: string }> {
  const lang = isPageLanguage(opts.lang)
    ? opts.lang
    : isPageLanguage(actor.language)
      ? actor.language
      : defaultLanguage;
  return ctx.db.transaction().execute(async (trx) => {
    await requireRoomForLanding(trx, actor);
    // Issue 27: new pages ask visitors before analytics (older pages, without the field, do not).
    const content = { ...startingContent(ctx, actor, opts.content), analyticsConsent: true };
    const row = await createLanding(trx, {
      parentUser: actor.id,
      now: ctx.now(),
      lang,
      content: JSON.stringify(content),
    });
    // Decision 007: qas, cards and contacts in landing_kv mirror the draft.
    await mirrorDraftToKv(trx, row.uuid, content);
    return { uuid: row.uuid };
  });
}

/**
 * Only the owner: admins act on others' landings through the admin console,
 * not here. Someone else's landing answers exactly like a missing one (404),
 * so the owner APIs never tell a stranger which uuids exist.
 */
export async function requireOwned(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
): Promise<LandingWithOwner> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  // A binned landing is reached only through the bin's own calls (ADR 016).
  if (!landing || landing.parent_user !== actor.id || landing.deleted_at !== null) throw notFound();
  return landing;
}

/** Owner and not expired: what editing, uploading and deleting require (SPEC §4, §6). */
export async function requireEditable(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
): Promise<LandingWithOwner> {
  const landing = await requireOwned(ctx, actor, uuid);
  if (actor.expired || landing.owner_expired) throw new HttpError(403, "expired");
  return landing;
}

export function contentOf(landing: { content: string }): LandingContent {
  let raw: unknown = {};
  try {
    raw = JSON.parse(landing.content);
  } catch {
    // A damaged draft opens as an empty form instead of locking the owner out.
  }
  return parseServerContent(raw);
}

/**
 * Whether the public page shows the draft: never published, published and up
 * to date, or published with changes since. Compares the content itself (the
 * page hash also covers the badge and URLs, which change with the plan).
 */
export type PublishState = "draft" | "live" | "changed";

export function publishStateOf(
  landing: {
    published: number;
    published_content: string | null;
    content: string;
  },
  /** The draft already parsed from `landing.content` (an autosave has it in hand). */
  parsedDraft?: LandingContent,
): PublishState {
  if (landing.published !== 1 || landing.published_content === null) return "draft";
  const draft = parsedDraft ?? contentOf(landing);
  const live = contentOf({ content: landing.published_content });
  const normalize = (c: LandingContent) =>
    canonicalJson({ ...c, textAlias: normalizeTextAlias(c.textAlias) });
  return normalize(draft) === normalize(live) ? "live" : "changed";
}

export interface EditorLanding {
  uuid: string;
  textalias: string | null;
  published: boolean;
  publishState: PublishState;
  /** The draft's version stamp: setState's `baseUpdatedAt`. */
  updatedAt: string;
  lang: string;
  content: LandingContent;
  publicUrl: string | null;
  expired: boolean;
  expiresAt: string | null;
  daysLeft: number | null;
  /** Issue 24: new leads are mailed to the owner (the landing's switch, not its content). */
  leadMail: boolean;
}

export async function getForEditor(ctx: Ctx, actor: Actor, uuid: string): Promise<EditorLanding> {
  const landing = await requireOwned(ctx, actor, uuid);
  const expiry = landingExpiry(
    {
      owner_expired: landing.owner_expired,
      owner_tariff_expiration_date: landing.owner_tariff_expiration_date,
    },
    ctx.now(),
  );
  return {
    uuid: landing.uuid,
    textalias: landing.textalias,
    published: landing.published === 1,
    publishState: publishStateOf(landing),
    updatedAt: landing.updated_at,
    lang: landing.lang,
    content: contentOf(landing),
    publicUrl: landing.published === 1 ? publicLandingUrl(ctx.config, landing) : null,
    expired: expiry.expired,
    expiresAt: expiry.expiresAt ? expiry.expiresAt.toISOString() : null,
    daysLeft: expiry.daysLeft,
    leadMail: landing.lead_mail_off !== 1,
  };
}

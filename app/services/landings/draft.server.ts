import type { PageLanguage } from "../../../core/i18n";
import { DRAFT_VERSION_HEADER } from "../../../core/landing/contract";
import type { LandingContent } from "../../../core/landing/schema";
import { pageShowsPro } from "../../../core/plans";
import { getLandingByUuid, type LandingWithOwner } from "../../../db/queries/landings";
import {
  PublishError,
  planShareImage,
  publishLanding,
  renderPreview,
} from "../publishing/index.server";
import type { HttpErrorOptions } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import type { Actor } from "./landing-actor";
import { mirrorDraftToKv } from "./kv-mirror.server";
import {
  contentOf,
  publishStateOf,
  requireEditable,
  type LandingsCtx as Ctx,
  type PublishState,
} from "./landings.server";
import { parseStateInput, withoutTheme } from "./state-input";

/** The owner's draft: saving it (autosave, setState) and publishing it from the editor. */

const notFound = () => new HttpError(404, "notFound");

/** A refusal that still saved the draft says the draft's version in a header. */
export const savedDraftVersion = (updatedAt: string): HttpErrorOptions => ({
  headers: { [DRAFT_VERSION_HEADER]: updatedAt },
});

/** The cover is the card image on My landings (SPEC §2): kept in a column for the list. */
function columnsOf(content: LandingContent) {
  return {
    projectname: content.projectName,
    companyname: content.companyName,
    preview_link: content.projectBackgroundUrl || content.cards.find((c) => c.url)?.url || null,
  };
}

export interface SetStateResult {
  changed: boolean;
  previewUrl?: string;
  published?: boolean;
  url?: string;
  /** The draft's version stamp after this call (the next `baseUpdatedAt`). */
  updatedAt: string;
  publishState: PublishState;
}

/** Someone else (another tab, another device) saved the draft since `baseUpdatedAt`. */
const staleDraft = (updatedAt: string) => new HttpError(409, "staleDraft", { updatedAt });

/** A stamp strictly after `previous`, so two saves in one millisecond still differ. */
function nextStamp(now: Date, previous: string): string {
  const prev = Date.parse(previous);
  const t = Number.isFinite(prev) && prev >= now.getTime() ? prev + 1 : now.getTime();
  return new Date(t).toISOString();
}

/**
 * Saves the draft (and the page language) and refreshes the preview; written
 * only when something changed. With `baseUpdatedAt` the write happens only
 * while the stored draft is still that version, else 409 staleDraft.
 */
export async function saveDraft(
  ctx: Ctx,
  landing: LandingWithOwner,
  content: LandingContent,
  opts: { lang?: PageLanguage; baseUpdatedAt?: string } = {},
): Promise<{
  changed: boolean;
  previewUrl?: string;
  updatedAt: string;
  /** The row as this save left it (the one read before, when nothing changed). */
  landing: LandingWithOwner;
}> {
  const previous = contentOf(landing);
  const before = JSON.stringify(previous);
  const after = JSON.stringify(content);
  const langChanged = opts.lang !== undefined && opts.lang !== landing.lang;
  if (before === after && !langChanged) {
    return { changed: false, updatedAt: landing.updated_at, landing };
  }
  const base = opts.baseUpdatedAt;
  if (base !== undefined && base !== landing.updated_at) throw staleDraft(landing.updated_at);
  const updatedAt = nextStamp(ctx.now(), landing.updated_at);
  let write = ctx.db
    .updateTable("landings")
    .set({
      content: after,
      ...columnsOf(content),
      ...(langChanged ? { lang: opts.lang } : {}),
      updated_at: updatedAt,
    })
    .where("uuid", "=", landing.uuid);
  // The version is checked by the write itself, so two saves cannot both pass.
  if (base !== undefined) write = write.where("updated_at", "=", base);
  const res = await write.executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    const now = await getLandingByUuid(ctx.db, landing.uuid);
    if (!now) throw notFound();
    throw staleDraft(now.updated_at);
  }
  // Decision 007: qas, cards and contacts in landing_kv mirror the draft (only those that changed).
  await mirrorDraftToKv(ctx.db, landing.uuid, content, previous);
  const saved: LandingWithOwner = {
    ...landing,
    content: after,
    ...columnsOf(content),
    ...(langChanged && opts.lang ? { lang: opts.lang } : {}),
    updated_at: updatedAt,
  };
  try {
    const { url } = await renderPreview(ctx, landing.uuid, { landing: saved, content });
    return { changed: true, previewUrl: url, updatedAt, landing: saved };
  } catch (error) {
    // The draft is safe in the database; the next save or live-preview call redraws it.
    console.error("[setState] preview render failed", error);
    return { changed: true, updatedAt, landing: saved };
  }
}

/**
 * §7 setState: saves the draft; `force` also publishes. Publishing a landing
 * for the first time needs a confirmed address (403 emailNotConfirmed); the
 * draft is saved either way, as with every other publish refusal.
 */
export async function setState(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  input: unknown,
): Promise<SetStateResult> {
  const landing = await requireEditable(ctx, actor, uuid);
  // Issue 13: colours are PRO. A free owner's theme is ignored unread (the stored one kept), never
  // refused, so an autosave from an editor opened while PRO still saves everything else.
  const allowed = pageShowsPro(landing, ctx.now());
  const parsed = parseStateInput(allowed ? input : withoutTheme(input));
  if (!parsed.ok) throw new HttpError(400, "invalidState", { fields: parsed.issues });
  const content = allowed ? parsed.content : { ...parsed.content, theme: contentOf(landing).theme };
  const saved = await saveDraft(ctx, landing, content, {
    lang: parsed.lang,
    baseUpdatedAt: parsed.baseUpdatedAt,
  });
  const { landing: row, ...answer } = saved;
  const stateNow = async () => {
    const now = await getLandingByUuid(ctx.db, uuid);
    return now ? publishStateOf(now) : publishStateOf(landing);
  };
  // An autosave knows the row it wrote: no read back (issue 28).
  if (!parsed.force) return { ...answer, publishState: publishStateOf(row, content) };
  const neverPublished = landing.published !== 1 && landing.published_at === null;
  if (neverPublished && actor.emailConfirmed === false) {
    throw new HttpError(403, "emailNotConfirmed", {}, savedDraftVersion(saved.updatedAt));
  }
  try {
    const { published, url, share } = await publishLanding(ctx, uuid, {
      force: true,
      publishedBy: actor.impersonatorId ?? actor.id,
    });
    await planShareImage(ctx, share);
    return { ...answer, published, url, publishState: await stateNow() };
  } catch (error) {
    if (error instanceof PublishError) {
      const draft = savedDraftVersion(saved.updatedAt);
      if (error.code === "nameAlreadyTaken")
        throw new HttpError(409, "nameAlreadyTaken", {}, draft);
      if (error.code === "notFound") throw notFound();
      throw new HttpError(400, error.code, { fields: error.fields }, draft);
    }
    throw error;
  }
}

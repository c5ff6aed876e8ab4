import { z } from "zod";
import type { Actor } from "./landing-actor";
import { landingExpiry } from "../../../core/expiry";
import { defaultLanguage, isPageLanguage, type PageLanguage } from "../../../core/i18n";
import { shapeContacts } from "../../../core/landing/contacts";
import { DRAFT_VERSION_HEADER, limitRefusal } from "../../../core/landing/contract";
import { canonicalJson } from "../../../core/landing/hash";
import { kvJsonInvalid, KV_KEY_MAX, KV_VALUE_MAX } from "../../../core/landing/kv";
import { parseServerContent } from "../../../core/landing/parse";
import { LandingContentSchema, type LandingContent } from "../../../core/landing/schema";
import { normalizeTextAlias } from "../../../core/landing/textalias";
import { pageShowsPro } from "../../../core/plans";
import { getLandingKv, listLandingKv, setLandingKv } from "../../../db/queries/landing-kv";
import {
  countLandingsByOwner,
  createLanding,
  getLandingByUuid,
  getLandingWithOwner,
  listLandingsByOwner,
  type LandingWithOwner,
} from "../../../db/queries/landings";
import type { LandingKvRow } from "../../../db/schema";
import {
  PublishError,
  planShareImage,
  publicLandingUrl,
  publishLanding,
  renderPreview,
} from "../publishing/index.server";
import type { AppContext, HttpErrorOptions } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import {
  isMirroredKey,
  mirrorDraftToKv,
  mirroredText,
  parseMirroredValue,
  type MirroredKey,
  type MirroredValue,
} from "./kv-mirror.server";

export type { Actor } from "./landing-actor";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** A refusal that still saved the draft says the draft's version in a header. */
export const savedDraftVersion = (updatedAt: string): HttpErrorOptions => ({
  headers: { [DRAFT_VERSION_HEADER]: updatedAt },
});

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
 * SPEC §4 "Creating a landing". Counting and inserting run in one transaction
 * so two quick clicks cannot both pass the limit. The page is written in the
 * language the owner works in (`opts.lang`, the request's language), else the
 * account's, else Russian.
 */
export async function createLandingFor(
  ctx: Ctx,
  actor: Actor,
  opts: { lang?: string } = {},
): Promise<{ uuid: string }> {
  const lang = isPageLanguage(opts.lang)
    ? opts.lang
    : isPageLanguage(actor.language)
      ? actor.language
      : defaultLanguage;
  return ctx.db.transaction().execute(async (trx) => {
    const count = await countLandingsByOwner(trx, actor.id);
    if (count >= actor.total_available_landings) {
      throw new HttpError(403, "limitReached", { reason: limitRefusal(actor) });
    }
    const content = LandingContentSchema.parse({});
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

function withoutTheme(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { theme: _ignored, ...rest } = input as Record<string, unknown>;
  return rest;
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

export function publishStateOf(landing: {
  published: number;
  published_content: string | null;
  content: string;
}): PublishState {
  if (landing.published !== 1 || landing.published_content === null) return "draft";
  const draft = contentOf(landing);
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
  };
}

const JSON_FIELDS = ["cards", "qas", "contacts", "analytics"] as const;

/**
 * The §7 setState payload: SPEC names (textalias, videoExtraLink) or the editor's
 * (textAlias, extraVideoLink); cards/qas/contacts/analytics as arrays/objects or
 * JSON text. Unlike the lenient reader of stored drafts, this refuses anything
 * that does not fit, so a bad client can never silently blank a field.
 */
export interface StateInput {
  content: LandingContent;
  force: boolean;
  /** The page language, when the client changes it. */
  lang?: PageLanguage;
  /** The draft version the client edited; absent = last write wins (SPEC §7). */
  baseUpdatedAt?: string;
}

export function parseStateInput(
  input: unknown,
): ({ ok: true } & StateInput) | { ok: false; issues: string[] } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, issues: ["body"] };
  }
  const src = input as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(src)) if (v !== null) draft[k] = v;
  if (draft.textAlias === undefined && draft.textalias !== undefined)
    draft.textAlias = draft.textalias;
  if (draft.extraVideoLink === undefined && draft.videoExtraLink !== undefined) {
    draft.extraVideoLink = draft.videoExtraLink;
  }
  const issues: string[] = [];
  for (const f of JSON_FIELDS) {
    const v = draft[f];
    if (typeof v !== "string") continue;
    if (v.trim() === "") {
      delete draft[f];
      continue;
    }
    try {
      draft[f] = JSON.parse(v);
    } catch {
      issues.push(f);
    }
  }
  const force = draft.force === true || draft.force === "true" || draft.force === "1";
  const { lang, baseUpdatedAt } = draft;
  delete draft.lang;
  delete draft.baseUpdatedAt;
  if (lang !== undefined && !isPageLanguage(lang)) issues.push("lang");
  if (
    baseUpdatedAt !== undefined &&
    (typeof baseUpdatedAt !== "string" || baseUpdatedAt.length > 40)
  )
    issues.push("baseUpdatedAt");
  const parsed = LandingContentSchema.safeParse(draft);
  if (!parsed.success) issues.push(...parsed.error.issues.map((i) => i.path.join(".")));
  if (issues.length || !parsed.success) return { ok: false, issues };
  const content = parsed.data;
  return {
    ok: true,
    force,
    ...(isPageLanguage(lang) ? { lang } : {}),
    ...(typeof baseUpdatedAt === "string" && baseUpdatedAt ? { baseUpdatedAt } : {}),
    content: {
      ...content,
      textAlias: normalizeTextAlias(content.textAlias),
      contacts: shapeContacts(content.contacts),
    },
  };
}

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
): Promise<{ changed: boolean; previewUrl?: string; updatedAt: string }> {
  const before = JSON.stringify(contentOf(landing));
  const after = JSON.stringify(content);
  const langChanged = opts.lang !== undefined && opts.lang !== landing.lang;
  if (before === after && !langChanged) return { changed: false, updatedAt: landing.updated_at };
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
  // Decision 007: qas, cards and contacts in landing_kv mirror the draft.
  await mirrorDraftToKv(ctx.db, landing.uuid, content);
  try {
    const { url } = await renderPreview(ctx, landing.uuid);
    return { changed: true, previewUrl: url, updatedAt };
  } catch (error) {
    // The draft is safe in the database; the next save or live-preview call redraws it.
    console.error("[setState] preview render failed", error);
    return { changed: true, updatedAt };
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
  const stateNow = async () => {
    const row = await getLandingByUuid(ctx.db, uuid);
    return row ? publishStateOf(row) : publishStateOf(landing);
  };
  if (!parsed.force) return { ...saved, publishState: await stateNow() };
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
    return { ...saved, published, url, publishState: await stateNow() };
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

const KvInputSchema = z.object({
  key: z.string().trim().min(1).max(KV_KEY_MAX),
  value: z.string().max(KV_VALUE_MAX),
});

/**
 * Decision 007: a value for qas, cards or contacts becomes that field of the
 * draft (saved as the owner's edit would be, preview included); the row then
 * holds the draft's field as JSON. Answers the stored text.
 */
export async function applyKvToDraft<K extends MirroredKey>(
  ctx: Ctx,
  landing: LandingWithOwner,
  key: K,
  value: MirroredValue[K],
): Promise<string> {
  const next: LandingContent = { ...contentOf(landing), [key]: value };
  await saveDraft(ctx, landing, next);
  const text = mirroredText(next, key);
  await setLandingKv(ctx.db, landing.uuid, key, text);
  return text;
}

export async function setKV(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  input: unknown,
): Promise<{ key: string; value: string }> {
  const landing = await requireEditable(ctx, actor, uuid);
  const parsed = KvInputSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, "invalidKV");
  const { key, value } = parsed.data;
  if (kvJsonInvalid(key, value)) throw new HttpError(400, "invalidJson", { key });
  if (isMirroredKey(key)) {
    const field = parseMirroredValue(key, value);
    if (!field.ok) throw new HttpError(400, "invalidJson", { key });
    return { key, value: await applyKvToDraft(ctx, landing, key, field.value) };
  }
  const row = await setLandingKv(ctx.db, uuid, key, value);
  return { key: row.key, value: row.value };
}

export async function getKV(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  key?: string,
): Promise<LandingKvRow[]> {
  await requireOwned(ctx, actor, uuid);
  if (key === undefined) return listLandingKv(ctx.db, uuid);
  const row = await getLandingKv(ctx.db, uuid, key);
  return row ? [row] : [];
}

import { z } from "zod";
import { landingExpiry } from "../../core/expiry";
import { shapeContacts } from "../../core/landing/contacts";
import { parseServerContent } from "../../core/landing/parse";
import { LandingContentSchema, type LandingContent } from "../../core/landing/schema";
import { normalizeTextAlias } from "../../core/landing/textalias";
import { getLandingKv, listLandingKv, setLandingKv } from "../../db/queries/landing-kv";
import {
  countLandingsByOwner,
  createLanding,
  deleteLanding,
  getLandingWithOwner,
  listLandingsByOwner,
  updateLanding,
  type LandingWithOwner,
} from "../../db/queries/landings";
import type { LandingKvRow } from "../../db/schema";
import {
  PublishError,
  publicLandingUrl,
  publishLanding,
  renderPreview,
  unpublishAndDelete,
} from "./publish.server";
import type { AppContext } from "./runtime.server";

/** The parts of the signed-in user these rules look at (SessionUser satisfies it). */
export interface Actor {
  id: number;
  tariff: number;
  expired: boolean;
  total_available_landings: number;
  language?: string;
}

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/**
 * A refusal with its HTTP status and a body the client understands. `error` is
 * a message key of the editor/landings catalogues or a SPEC error name.
 */
export class LandingError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string } & Record<string, unknown>,
  ) {
    super(body.error);
  }
}

const notFound = () => new LandingError(404, { error: "notFound" });
const forbidden = () => new LandingError(403, { error: "forbidden" });

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
    pro: l.owner_tariff === 1 && !l.owner_expired,
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

export type CreateRefusal = "upgradeRequired" | "buyExtra";

/**
 * SPEC §4 "Creating a landing". Counting and inserting run in one transaction
 * so two quick clicks cannot both pass the limit.
 */
export async function createLandingFor(ctx: Ctx, actor: Actor): Promise<{ uuid: string }> {
  const lang =
    actor.language && ["ru", "en", "id"].includes(actor.language) ? actor.language : "ru";
  return ctx.db.transaction().execute(async (trx) => {
    const count = await countLandingsByOwner(trx, actor.id);
    if (count >= actor.total_available_landings) {
      const reason: CreateRefusal = actor.tariff === 1 ? "buyExtra" : "upgradeRequired";
      throw new LandingError(403, { error: "limitReached", reason });
    }
    const row = await createLanding(trx, {
      parentUser: actor.id,
      now: ctx.now(),
      lang,
      content: JSON.stringify(LandingContentSchema.parse({})),
    });
    return { uuid: row.uuid };
  });
}

/** Only the owner: admins act on others' landings through the admin console, not here. */
async function requireOwned(ctx: Ctx, actor: Actor, uuid: string): Promise<LandingWithOwner> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing) throw notFound();
  if (landing.parent_user !== actor.id) throw forbidden();
  return landing;
}

/** Owner and not expired: what editing, uploading and deleting require (SPEC §4, §6). */
export async function requireEditable(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
): Promise<LandingWithOwner> {
  const landing = await requireOwned(ctx, actor, uuid);
  if (actor.expired || landing.owner_expired) throw new LandingError(403, { error: "expired" });
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

export interface EditorLanding {
  uuid: string;
  textalias: string | null;
  published: boolean;
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
export function parseStateInput(
  input: unknown,
): { ok: true; content: LandingContent; force: boolean } | { ok: false; issues: string[] } {
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
  const parsed = LandingContentSchema.safeParse(draft);
  if (!parsed.success) issues.push(...parsed.error.issues.map((i) => i.path.join(".")));
  if (issues.length || !parsed.success) return { ok: false, issues };
  const content = parsed.data;
  return {
    ok: true,
    force,
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
}

/** Saves the draft and refreshes the preview; written only when it changed. */
export async function saveDraft(ctx: Ctx, landing: LandingWithOwner, content: LandingContent) {
  const before = JSON.stringify(contentOf(landing));
  const after = JSON.stringify(content);
  if (before === after) return { changed: false as const };
  await updateLanding(ctx.db, landing.uuid, {
    content: after,
    ...columnsOf(content),
    updated_at: ctx.now().toISOString(),
  });
  try {
    const { url } = await renderPreview(ctx, landing.uuid);
    return { changed: true as const, previewUrl: url };
  } catch (error) {
    // The draft is safe in the database; the next save or live-preview call redraws it.
    console.error("[setState] preview render failed", error);
    return { changed: true as const };
  }
}

export async function setState(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  input: unknown,
): Promise<SetStateResult> {
  const landing = await requireEditable(ctx, actor, uuid);
  const parsed = parseStateInput(input);
  if (!parsed.ok) throw new LandingError(400, { error: "invalidState", fields: parsed.issues });
  const saved = await saveDraft(ctx, landing, parsed.content);
  if (!parsed.force) return saved;
  try {
    const { published, url } = await publishLanding(ctx, uuid, { force: true });
    return { ...saved, published, url };
  } catch (error) {
    if (error instanceof PublishError) {
      if (error.code === "nameAlreadyTaken")
        throw new LandingError(409, { error: "nameAlreadyTaken" });
      if (error.code === "notFound") throw notFound();
      throw new LandingError(400, { error: error.code, fields: error.fields });
    }
    throw error;
  }
}

/** Keys whose JSON-looking values must parse (SPEC §5 "Admin", same rule here). */
export const KV_JSON_KEYS = ["qas", "cards", "contacts"] as const;

export const KvInputSchema = z.object({
  key: z.string().trim().min(1).max(100),
  value: z.string().max(100_000),
});

export function kvValueProblem(key: string, value: string): string | null {
  if (!(KV_JSON_KEYS as readonly string[]).includes(key)) return null;
  const t = value.trim();
  if (!t.startsWith("[") && !t.startsWith("{")) return null;
  try {
    JSON.parse(t);
    return null;
  } catch {
    return "invalidJson";
  }
}

export async function setKV(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  input: unknown,
): Promise<{ key: string; value: string }> {
  await requireEditable(ctx, actor, uuid);
  const parsed = KvInputSchema.safeParse(input);
  if (!parsed.success) throw new LandingError(400, { error: "invalidKV" });
  const { key, value } = parsed.data;
  const problem = kvValueProblem(key, value);
  if (problem) throw new LandingError(400, { error: problem, key });
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

/** Removes the public page, routes, meta and preview, then the row (its KV and hosts cascade). */
export async function deleteLandingFor(ctx: Ctx, actor: Actor, uuid: string): Promise<void> {
  const landing = await requireEditable(ctx, actor, uuid);
  await unpublishAndDelete(ctx, landing);
  await deleteLanding(ctx.db, uuid);
}

/** Answers a LandingError as JSON; anything else is rethrown for the error boundary. */
export function landingErrorResponse(error: unknown): Response {
  if (error instanceof LandingError) return Response.json(error.body, { status: error.status });
  throw error;
}

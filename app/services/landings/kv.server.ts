import { z } from "zod";
import {
  kvJsonInvalid,
  kvQuotaProblem,
  KV_KEY_MAX,
  KV_VALUE_MAX,
  type KvQuotaProblem,
} from "../../../core/landing/kv";
import type { LandingContent } from "../../../core/landing/schema";
import { getLandingKv, listLandingKv, setLandingKv } from "../../../db/queries/landing-kv";
import type { LandingWithOwner } from "../../../db/queries/landings";
import type { LandingKvRow } from "../../../db/schema";
import { HttpError } from "../platform/index.server";
import type { Actor } from "./landing-actor";
import { saveDraft } from "./draft.server";
import {
  isMirroredKey,
  mirroredText,
  parseMirroredValue,
  type MirroredKey,
  type MirroredValue,
} from "./kv-mirror.server";
import {
  contentOf,
  requireEditable,
  requireOwned,
  type LandingsCtx as Ctx,
} from "./landings.server";

/** The owner's key-values of a landing (SPEC §7 setKV/getKV). */

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

/** Too many settings is a bad request (400); too many bytes is 413. */
export function kvQuotaError({ code, ...values }: KvQuotaProblem): HttpError {
  return new HttpError(code === "kvTooLarge" ? 413 : 400, code, values);
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
  const problem = kvQuotaProblem(await listLandingKv(ctx.db, uuid), key, value);
  if (problem) throw kvQuotaError(problem);
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

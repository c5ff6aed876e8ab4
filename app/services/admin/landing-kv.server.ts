import {
  kvJsonError,
  landingKvEditSchema,
  landingKvSchema,
} from "../../../core/admin/forms/landing-kv";
import { ADMIN_MESSAGES } from "../../../core/admin/messages";
import { kvQuotaProblem } from "../../../core/landing/kv";
import { listLandingKvForAdmin, insertLandingKv } from "../../../db/queries/admin-landing-kv";
import type { ListPage, ListQuery } from "../../../db/queries/admin-list";
import {
  deleteLandingKvById,
  getLandingKv,
  getLandingKvById,
  listLandingKv,
  updateLandingKvById,
} from "../../../db/queries/landing-kv";
import { getLandingWithOwner } from "../../../db/queries/landings";
import type { LandingKvRow } from "../../../db/schema";
import { applyKvToDraft } from "../landings/index.server";
import type { AppContext } from "../platform/index.server";
import { adminError, invalid, invalidInput, notFound } from "./http.server";
import { isMirroredKey, MIRRORED_KV_KEYS, parseMirroredValue } from "../landings/index.server";

type Ctx = AppContext;

export type KvListPage = ListPage<LandingKvRow> & {
  /**
   * Decision 007: keys whose value IS the landing's draft field (an edit
   * changes the draft); every other key is an independent setting.
   */
  mirrored_keys: string[];
};

export async function listKv(
  ctx: Ctx,
  q: ListQuery,
  filter: { parentLanding?: string },
): Promise<KvListPage> {
  // No uuid holds a NUL (and PostgreSQL refuses one in text): such a filter matches nothing.
  const parentLanding = filter.parentLanding?.includes("\0") ? "" : filter.parentLanding;
  const page = await listLandingKvForAdmin(ctx.db, q, { parentLanding });
  return { ...page, mirrored_keys: [...MIRRORED_KV_KEYS] };
}

export async function requireKv(ctx: Pick<Ctx, "db">, id: number): Promise<LandingKvRow> {
  const row = await getLandingKvById(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

export interface KvInput {
  parent_landing?: string;
  key?: string;
  value?: string;
}

/**
 * The KV form, by the modal's own schema (core/admin/forms/landing-kv.ts):
 * parent_landing, key and value are required (all three on create,
 * `landingKvSchema`; on edit, those sent must not be blank,
 * `landingKvEditSchema`). SPEC §5: a qas, cards or contacts value beginning
 * with `[` or `{` must parse — checked here on create, and on the merged row
 * by `store` on edit.
 */
export function parseKvInput(body: Record<string, unknown>, create: boolean): KvInput {
  const parsed = (create ? landingKvSchema : landingKvEditSchema).safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

async function landingFor(ctx: Ctx, uuid: string) {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing) throw invalid(ADMIN_MESSAGES.landingNotFound, "parent_landing");
  return landing;
}

/**
 * Stores one row. For a mirrored key the value must be the draft field's
 * JSON; it is applied to the draft (decision 007) and the row then holds the
 * draft's own JSON for it. Another key already set on the landing is 409.
 */
async function store(
  ctx: Ctx,
  row: Required<KvInput>,
  existingId: number | null,
): Promise<LandingKvRow> {
  const problem = kvJsonError(row.key, row.value);
  if (problem) throw invalid(problem, "value");
  const landing = await landingFor(ctx, row.parent_landing);
  const clash = await getLandingKv(ctx.db, row.parent_landing, row.key);
  // A mirrored key always exists once the draft was saved: creating it sets
  // the draft field. Any other key is created once, then edited.
  const upsert = existingId === null && isMirroredKey(row.key);
  if (clash && clash.id !== existingId && !upsert)
    throw adminError(409, ADMIN_MESSAGES.settingExists, "key");

  if (isMirroredKey(row.key)) {
    const field = parseMirroredValue(row.key, row.value);
    if (!field.ok) throw invalid(field.error, "value");
    // An edited row keeps its id: it takes its new place first, then the
    // draft's write (an upsert on landing and key) lands on it.
    if (existingId !== null) {
      await updateLandingKvById(ctx.db, existingId, {
        parent_landing: row.parent_landing,
        key: row.key,
      });
    }
    await applyKvToDraft(ctx, landing, row.key, field.value);
    const stored = await getLandingKv(ctx.db, row.parent_landing, row.key);
    if (!stored) throw new Error("mirrored KV row vanished");
    return stored;
  }
  await requireKvRoom(ctx, row, existingId);
  if (existingId === null) {
    const inserted = await insertLandingKv(ctx.db, row);
    if (!inserted) throw adminError(409, ADMIN_MESSAGES.settingExists, "key");
    return inserted;
  }
  await updateLandingKvById(ctx.db, existingId, row);
  return requireKv(ctx, existingId);
}

/** The landing's limits (core/landing/kv.ts): 400 past the key count, 413 past the total size. */
async function requireKvRoom(ctx: Ctx, row: Required<KvInput>, existingId: number | null) {
  const rows = await listLandingKv(ctx.db, row.parent_landing);
  const replacing = rows.find((r) => r.id === existingId)?.key ?? row.key;
  const problem = kvQuotaProblem(rows, row.key, row.value, replacing);
  if (problem?.code === "kvTooManyKeys") throw adminError(400, ADMIN_MESSAGES.kvTooManyKeys, "key");
  if (problem) throw adminError(413, ADMIN_MESSAGES.kvTooLarge, "value");
}

export async function createKv(ctx: Ctx, input: KvInput): Promise<LandingKvRow> {
  return store(ctx, input as Required<KvInput>, null);
}

export async function updateKv(
  ctx: Ctx,
  id: number,
  input: KvInput,
): Promise<{ row: LandingKvRow; before: LandingKvRow }> {
  const before = await requireKv(ctx, id);
  const row = await store(
    ctx,
    {
      parent_landing: input.parent_landing ?? before.parent_landing,
      key: input.key ?? before.key,
      value: input.value ?? before.value,
    },
    id,
  );
  return { row, before };
}

/**
 * Removes the row. A mirrored row is only the draft's copy: the draft keeps
 * its content and the owner's next save writes the row again.
 */
export async function deleteKv(ctx: Ctx, id: number): Promise<LandingKvRow> {
  const row = await requireKv(ctx, id);
  await deleteLandingKvById(ctx.db, id);
  return row;
}

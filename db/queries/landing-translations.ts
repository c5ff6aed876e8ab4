import type { Selectable } from "kysely";
import type { Executor } from "../database";
import type { LandingTranslationsTable } from "../schema";

export type TranslationRow = Selectable<LandingTranslationsTable>;

/** Every stored translation of a landing from one language into another. */
export async function listTranslationRows(
  db: Executor,
  uuid: string,
  from: string,
  to: string,
): Promise<TranslationRow[]> {
  return db
    .selectFrom("landing_translations")
    .selectAll()
    .where("landing_uuid", "=", uuid)
    .where("source_lang", "=", from)
    .where("target_lang", "=", to)
    .orderBy("id")
    .execute();
}

export interface TranslationWrite {
  path: string;
  source_hash: string;
  machine_text: string;
  edited_text: string | null;
  needs_review: number;
}

/**
 * Makes the rows of (landing, from, to) exactly `rows`: the ones for stale
 * sources or removed fields go, the rest are written. One transaction by the
 * caller keeps a reader from seeing half of it.
 */
export async function replaceTranslationRows(
  db: Executor,
  key: { uuid: string; from: string; to: string; now: Date },
  rows: readonly TranslationWrite[],
): Promise<void> {
  await db
    .deleteFrom("landing_translations")
    .where("landing_uuid", "=", key.uuid)
    .where("source_lang", "=", key.from)
    .where("target_lang", "=", key.to)
    .execute();
  if (!rows.length) return;
  const stamp = key.now.toISOString();
  await db
    .insertInto("landing_translations")
    .values(
      rows.map((r) => ({
        landing_uuid: key.uuid,
        source_lang: key.from,
        target_lang: key.to,
        updated_at: stamp,
        ...r,
      })),
    )
    .execute();
}

/** Sets the owner's edit and review mark of one current row; false when no such row. */
export async function updateTranslationRow(
  db: Executor,
  key: { uuid: string; from: string; to: string; path: string; sourceHash: string; now: Date },
  change: { edited_text: string | null; needs_review: number },
): Promise<boolean> {
  const res = await db
    .updateTable("landing_translations")
    .set({ ...change, updated_at: key.now.toISOString() })
    .where("landing_uuid", "=", key.uuid)
    .where("source_lang", "=", key.from)
    .where("target_lang", "=", key.to)
    .where("path", "=", key.path)
    .where("source_hash", "=", key.sourceHash)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

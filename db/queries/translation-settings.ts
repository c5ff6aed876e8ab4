import type { Selectable } from "kysely";
import type { Executor } from "../database";
import type { LandingTranslationSettingsTable } from "../schema";

export type TranslationSettingsRow = Selectable<LandingTranslationSettingsTable>;

export async function findTranslationSettings(
  db: Executor,
  uuid: string,
): Promise<TranslationSettingsRow | undefined> {
  return db
    .selectFrom("landing_translation_settings")
    .selectAll()
    .where("landing_uuid", "=", uuid)
    .executeTakeFirst();
}

export async function listTranslationSettingsOf(
  db: Executor,
  uuids: readonly string[],
): Promise<TranslationSettingsRow[]> {
  if (!uuids.length) return [];
  return db
    .selectFrom("landing_translation_settings")
    .selectAll()
    .where("landing_uuid", "in", uuids)
    .execute();
}

export async function saveTranslationSettings(
  db: Executor,
  row: { uuid: string; source_lang: string; targets: string; translate_names: number; now: Date },
): Promise<void> {
  const values = {
    source_lang: row.source_lang,
    targets: row.targets,
    translate_names: row.translate_names,
    updated_at: row.now.toISOString(),
  };
  await db
    .insertInto("landing_translation_settings")
    .values({ landing_uuid: row.uuid, ...values })
    .onConflict((oc) => oc.column("landing_uuid").doUpdateSet(values))
    .execute();
}

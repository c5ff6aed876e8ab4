import { invalidJsonMessage } from "../../../core/admin/messages";
import { shapeContacts } from "../../../core/landing/contacts";
import { isJsonKvKey, JSON_KV_KEYS } from "../../../core/landing/kv";
import {
  CardSchema,
  ContactsSchema,
  QaSchema,
  type Card,
  type Contacts,
  type LandingContent,
  type Qa,
} from "../../../core/landing/schema";
import { MAX_CARDS, MAX_QAS } from "../../../core/landing/limits";
import { z } from "zod";
import type { Executor } from "../../../db/database";
import { setLandingKv } from "../../../db/queries/landing-kv";

/**
 * Decision 007: the Landing KV keys qas, cards and contacts MIRROR the
 * landing's draft. The draft (`landings.content`) is the truth; every draft
 * save writes these three rows, and a write to one of them (admin console or
 * the owner's setKV) is applied to the draft. Other keys are independent
 * settings that nothing renders. The keys are core/landing/kv's JSON_KV_KEYS,
 * whose `kvJsonInvalid` is SPEC §5's JSON rule for them.
 */
export const MIRRORED_KV_KEYS = JSON_KV_KEYS;
export type MirroredKey = (typeof MIRRORED_KV_KEYS)[number];
export const isMirroredKey = isJsonKvKey;

const fieldSchemas = {
  qas: z.array(QaSchema).max(MAX_QAS),
  cards: z.array(CardSchema).max(MAX_CARDS),
  contacts: ContactsSchema,
} as const;

export type MirroredValue = { qas: Qa[]; cards: Card[]; contacts: Contacts };

/**
 * A mirrored key's value as the draft field it becomes: JSON that fits the
 * content schema (at most 9 entries, known contact fields). Anything else,
 * text that is not JSON included, cannot be applied to the draft.
 */
export function parseMirroredValue<K extends MirroredKey>(
  key: K,
  value: string,
): { ok: true; value: MirroredValue[K] } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(value.trim());
  } catch {
    return { ok: false, error: invalidJsonMessage(key) };
  }
  const parsed = fieldSchemas[key].safeParse(json);
  if (!parsed.success) return { ok: false, error: invalidJsonMessage(key) };
  const out = key === "contacts" ? shapeContacts(parsed.data as Contacts) : parsed.data;
  return { ok: true, value: out as MirroredValue[K] };
}

/** The text a mirrored row holds for a draft field. */
export const mirroredText = (content: LandingContent, key: MirroredKey): string =>
  JSON.stringify(content[key]);

/**
 * Writes the draft's qas, cards and contacts into landing_kv after a draft
 * save. Given the draft it replaces, only the keys whose text changed are
 * written: an autosave of the name touches none (issue 28).
 */
export async function mirrorDraftToKv(
  db: Executor,
  uuid: string,
  content: LandingContent,
  previous?: LandingContent,
): Promise<void> {
  for (const key of MIRRORED_KV_KEYS) {
    const text = mirroredText(content, key);
    if (previous && mirroredText(previous, key) === text) continue;
    await setLandingKv(db, uuid, key, text);
  }
}

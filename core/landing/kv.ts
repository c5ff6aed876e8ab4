/**
 * Landing KV (SPEC §3 "Landing KV (setting)"): the rule for a key and its value,
 * shared by the owner's setKV and the admin console.
 */

/** The keys whose values hold JSON: they mirror the draft's fields (decision 007). */
export const JSON_KV_KEYS = ["qas", "cards", "contacts"] as const;
export type JsonKvKey = (typeof JSON_KV_KEYS)[number];
export const isJsonKvKey = (key: string): key is JsonKvKey =>
  (JSON_KV_KEYS as readonly string[]).includes(key);

export const KV_KEY_MAX = 100;
export const KV_VALUE_MAX = 100_000;

/**
 * SPEC §5: a qas, cards or contacts value beginning with [ or { must parse as
 * JSON (spaces around it allowed). True when the value breaks that rule.
 */
export function kvJsonInvalid(key: string, value: string): boolean {
  if (!isJsonKvKey(key)) return false;
  const text = value.trim();
  if (!text.startsWith("[") && !text.startsWith("{")) return false;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

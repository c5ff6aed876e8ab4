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
 * Issue 23 (low 7): a landing's own settings are bounded in number and in
 * total size (UTF-8 bytes of keys and values). The mirrored keys are the
 * draft's copy, bounded by the draft's own limits: they are neither counted
 * nor refused, so the draft's save always writes them.
 */
export const KV_KEYS_PER_LANDING_MAX = 50;
export const KV_TOTAL_BYTES_MAX = 1_000_000;

export type KvQuotaProblem =
  { code: "kvTooManyKeys"; max: number } | { code: "kvTooLarge"; maxBytes: number };

const bytes = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Whether writing `key` = `value` among a landing's settings `rows` breaks a
 * limit. `replacing` is the key the write takes the place of (the edited row's
 * old key; by default `key` itself).
 */
export function kvQuotaProblem(
  rows: readonly { key: string; value: string }[],
  key: string,
  value: string,
  replacing: string = key,
): KvQuotaProblem | null {
  if (isJsonKvKey(key)) return null;
  const others = rows.filter((r) => !isJsonKvKey(r.key) && r.key !== replacing && r.key !== key);
  if (others.length + 1 > KV_KEYS_PER_LANDING_MAX)
    return { code: "kvTooManyKeys", max: KV_KEYS_PER_LANDING_MAX };
  const total = others.reduce((sum, r) => sum + bytes(r.key) + bytes(r.value), 0);
  if (total + bytes(key) + bytes(value) > KV_TOTAL_BYTES_MAX)
    return { code: "kvTooLarge", maxBytes: KV_TOTAL_BYTES_MAX };
  return null;
}

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

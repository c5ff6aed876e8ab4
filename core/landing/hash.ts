/**
 * Canonical JSON (object keys sorted at every level, undefined dropped), so
 * equal content always serialises — and therefore hashes — equally. The hash
 * itself is taken where a crypto library is at hand (node:crypto in the app).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i ? "," : "") + canonicalJson(value[i]);
    return out + "]";
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let out = "{";
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    out += (out.length > 1 ? "," : "") + JSON.stringify(k) + ":" + canonicalJson(v);
  }
  return out + "}";
}

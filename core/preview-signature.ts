/**
 * Editor previews are drafts: visible only through a link the app signs for
 * the owner (HMAC-SHA256 over "uuid.expires"), checked by the worker. Web
 * Crypto runs the same in Node and in workerd.
 */
export const PREVIEW_LINK_TTL_SECONDS = 24 * 60 * 60;

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Query string (without "?") that opens the preview of `uuid` until `now + ttl`. */
export async function signPreview(secret: string, uuid: string, now: Date): Promise<string> {
  const exp = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_TTL_SECONDS;
  return `exp=${exp}&sig=${await hmacHex(secret, `${uuid}.${exp}`)}`;
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyPreview(
  secret: string | undefined,
  uuid: string,
  params: URLSearchParams,
  now: Date,
): Promise<boolean> {
  if (!secret) return false;
  const exp = Number(params.get("exp"));
  const sig = params.get("sig") ?? "";
  if (!Number.isInteger(exp) || exp * 1000 <= now.getTime()) return false;
  return sameText(sig, await hmacHex(secret, `${uuid}.${exp}`));
}

import { createHmac, timingSafeEqual } from "node:crypto";

/** Hex HMAC-SHA256 of raw bytes: how both our drivers' providers sign a notification. */
export function hmacHex(secret: string, body: Uint8Array | string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function sameSignature(received: string, expectedHex: string): boolean {
  const a = Buffer.from(received.trim().toLowerCase(), "utf8");
  const b = Buffer.from(expectedHex, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

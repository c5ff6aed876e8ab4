import type { TurnstileVerdict } from "../../../core/leads/spam";
import type { TurnstileConfig } from "./config.server";

/** Cloudflare answers siteverify in well under a second; a visitor should not wait longer than this. */
const VERIFY_TIMEOUT_MS = 5000;
/** Cloudflare's tokens are at most 2048 characters: anything longer is not one. */
const TOKEN_MAX = 2048;

/**
 * Issue 25: asks Turnstile's siteverify about a submit's token
 * (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
 * No token (the visitor's script was off) or a refused one is spam, kept
 * aside; a siteverify that cannot be reached or answers nonsense leaves the
 * verdict to the other rules, so an outage never files real requests as spam.
 */
export async function verifyTurnstile(
  config: TurnstileConfig,
  token: string | undefined,
  remoteIp: string | null,
  log: (message: string) => void = (m) => console.warn(m),
): Promise<TurnstileVerdict> {
  if (!token) return "missing";
  if (token.length > TOKEN_MAX) return "failed";
  const form = new URLSearchParams({ secret: config.secretKey, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    const res = await fetch(config.verifyUrl, {
      method: "POST",
      body: form,
      redirect: "error",
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    const answer = (await res.json()) as { success?: unknown; "error-codes"?: unknown };
    if (typeof answer.success !== "boolean")
      throw new Error(`answered ${res.status} without success`);
    return answer.success ? "passed" : "failed";
  } catch (error) {
    log(
      `[leads] Turnstile siteverify unreachable, token not held against the visitor: ${String(error)}`,
    );
    return "unverified";
  }
}

import { findUserById } from "../../../db/queries/users";
import { insertUserSettings, updateUserSettings } from "../../../db/queries/user-settings";
import type { Config } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { hmacBase64url, safeEqual } from "../platform/index.server";
import { UNSUBSCRIBE_PATH_PREFIX } from "../../../core/account/unsubscribe-paths";

/**
 * One-click unsubscribe (RFC 8058) for non-transactional mail: newsletter and
 * system messages. The link carries `{userId}.{kind}.{HMAC}` where the HMAC is
 * over the user id and the list with SESSION_SECRET, so it needs no session
 * and no stored state; it stays valid until the secret changes. The path
 * (core/account/unsubscribe-paths.ts) is on the gate's machine allow-list
 * because a mail client POSTs it with no XSRF token.
 */

export const UNSUBSCRIBE_KINDS = ["newsletter", "system"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

const isKind = (v: string): v is UnsubscribeKind =>
  (UNSUBSCRIBE_KINDS as readonly string[]).includes(v);

const signature = (secret: string, userId: number, kind: UnsubscribeKind) =>
  hmacBase64url(secret, `unsubscribe|${userId}|${kind}`);

export function unsubscribeToken(secret: string, userId: number, kind: UnsubscribeKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** For the task runner's mails: the List-Unsubscribe URL of one user and list. */
export function unsubscribeUrl(
  config: Pick<Config, "appUrl" | "sessionSecret">,
  userId: number,
  kind: UnsubscribeKind,
): string {
  return `${config.appUrl}${UNSUBSCRIBE_PATH_PREFIX}${unsubscribeToken(config.sessionSecret, userId, kind)}`;
}

export type UnsubscribeTokenCheck =
  | { ok: true; userId: number; kind: UnsubscribeKind }
  | { ok: false; reason: "malformed" | "forged" };

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTokenCheck {
  const m = /^([1-9]\d{0,15})\.([a-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !isKind(m[2])) return { ok: false, reason: "malformed" };
  const userId = Number(m[1]);
  const kind = m[2];
  if (!safeEqual(m[3], signature(secret, userId, kind))) return { ok: false, reason: "forged" };
  return { ok: true, userId, kind };
}

/** Turns the list off. Idempotent; an account deleted since answers ok too (nothing left to mail). */
export async function unsubscribe(
  ctx: Pick<AppContext, "db" | "config">,
  token: string,
): Promise<
  { ok: true; kind: UnsubscribeKind } | { ok: false; status: 400 | 403; error: "invalidToken" }
> {
  const r = readUnsubscribeToken(ctx.config.sessionSecret, token);
  if (!r.ok) return { ok: false, status: r.reason === "forged" ? 403 : 400, error: "invalidToken" };
  if (await findUserById(ctx.db, r.userId)) {
    await insertUserSettings(ctx.db, { user_id: r.userId });
    await updateUserSettings(
      ctx.db,
      r.userId,
      r.kind === "newsletter" ? { newsletter_enabled: 0 } : { system_messages_enabled: 0 },
    );
  }
  return { ok: true, kind: r.kind };
}

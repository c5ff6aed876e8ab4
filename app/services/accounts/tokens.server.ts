import { randomToken, sha256Hex } from "../platform/index.server";
import { DAY_MS, HOUR_MS } from "../../../core/time";
import { iso } from "../../../db/clock";
import type { Executor } from "../../../db/database";
import {
  expireUserTokens,
  findToken,
  insertToken,
  markTokenUsed,
  type TokenKind,
} from "../../../db/queries/one-time-tokens";

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  password_reset: HOUR_MS,
  email_confirm: 2 * DAY_MS,
  email_change: 2 * DAY_MS,
  email_revert: 7 * DAY_MS,
};

export interface IssueOptions {
  /** Data the token carries (email_change: the new address; email_revert: the old one). */
  payload?: string | null;
  /**
   * Earlier unused tokens of the same kind stop working (default), so only the
   * newest link counts. email_revert keeps them: each change's "this wasn't me"
   * link must survive a later change made by whoever took the account.
   */
  supersede?: boolean;
}

/** Issues a single-use token for a user; only its sha256 is stored. */
export async function issueToken(
  db: Executor,
  userId: number,
  kind: TokenKind,
  now: Date,
  opts: IssueOptions = {},
): Promise<string> {
  const token = randomToken();
  if (opts.supersede !== false) await expireUserTokens(db, userId, kind, iso(now));
  await insertToken(db, {
    user_id: userId,
    kind,
    token_hash: sha256Hex(token),
    created_at: iso(now),
    expires_at: iso(new Date(now.getTime() + TOKEN_TTL_MS[kind])),
    payload: opts.payload ?? null,
  });
  return token;
}

export type TokenCheck =
  | { ok: true; userId: number; tokenId: number; payload: string | null }
  | { ok: false; reason: "invalid" | "expired" | "used" };

/** Looks a token up without consuming it (the reset page checks before showing the form). */
export async function checkToken(
  db: Executor,
  kind: TokenKind,
  token: string | null | undefined,
  now: Date,
): Promise<TokenCheck> {
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const row = await findToken(db, kind, sha256Hex(token));
  if (!row) return { ok: false, reason: "invalid" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, userId: row.user_id, tokenId: row.id, payload: row.payload };
}

/** Makes an issued token unusable (a link whose mail never went out). */
export async function withdrawToken(
  db: Executor,
  kind: TokenKind,
  token: string,
  now: Date,
): Promise<void> {
  const row = await findToken(db, kind, sha256Hex(token));
  if (row) await markTokenUsed(db, row.id, iso(now));
}

/** Checks and consumes a token atomically: a second use (even concurrent) fails. */
export async function consumeToken(
  db: Executor,
  kind: TokenKind,
  token: string | null | undefined,
  now: Date,
): Promise<TokenCheck> {
  const check = await checkToken(db, kind, token, now);
  if (!check.ok) return check;
  const consumed = await markTokenUsed(db, check.tokenId, iso(now));
  return consumed ? check : { ok: false, reason: "used" };
}

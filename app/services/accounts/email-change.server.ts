import { iso } from "../../../db/clock";
import { isUniqueViolation } from "../../../db/dialect";
import {
  expireUserTokensFrom,
  expireUserTokensOfKinds,
  findLiveTokenByPayload,
  findLiveUserToken,
  markTokenUsed,
  type TokenKind,
} from "../../../db/queries/one-time-tokens";
import { deleteUserSessions } from "../../../db/queries/sessions";
import {
  findUserByEmail,
  findUserById,
  normalizeEmail,
  setPasswordHash,
  updateUserRow,
} from "../../../db/queries/users";
import type { Executor } from "../../../db/database";
import type { UserUpdate } from "../../../db/schema";
import { accountLanguageOf, resetMail, sendSafely } from "./account-mail.server";
import { hashPassword } from "./passwords.server";
import { limiters } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import type { ActiveSession } from "./session.server";
import { checkToken, issueToken, withdrawToken } from "./tokens.server";
import { randomToken } from "../platform/index.server";
import { emailChangeMail, emailChangeNoticeMail } from "./settings-mail.server";

/**
 * The one service every email change goes through (Settings, /a/confirm, the
 * admin's edit; registration asks it too). A confirmed account changes in steps:
 *
 * 1. request — the new address is stored with an `email_change` token (48 h)
 *    and gets the link `{appUrl}/a/email-change/{token}`; the old, confirmed
 *    address gets a notice with `{appUrl}/a/email-revert/{token}` (an
 *    `email_revert` token, 7 days, carrying the old address). Nothing changes yet.
 * 2. confirm (the new address's link) — the address changes and is confirmed;
 *    the account's other sessions and pending reset/confirm links end.
 * 3. revert (the old address's link, within 7 days, before or after 2) — the
 *    old address is back and confirmed, every session and pending link ends,
 *    and the password is replaced by an unknown one with a reset link mailed
 *    to the restored address: whoever changed it knew the password.
 *
 * An unconfirmed account (/a/confirm) or an admin's edit sets the address at
 * once (setEmailAtOnce). On every path an address is held while a revert link
 * may restore it (emailTaken): no other account gets it, so the revert always
 * wins (issue 23).
 */

type Ctx = Pick<AppContext, "db" | "config" | "mailer" | "now">;

export type EmailChangeRefusal = "emailExists" | "tooManyAttempts" | "mailFailed";

/** Page-facing failures of the two links (auth namespace keys). */
export type EmailLinkError =
  | "emailChangeTokenInvalid"
  | "emailChangeTokenExpired"
  | "emailRevertTokenInvalid"
  | "emailRevertTokenExpired"
  | "emailExists";

export type EmailLinkFailure = { ok: false; status: number; error: EmailLinkError };
export type EmailLinkCheck = { ok: true; userId: number; email: string } | EmailLinkFailure;

/**
 * Another account holds the address, or holds a live "this wasn't me" link
 * that would restore it: an address someone may take back within 7 days is
 * not handed to anyone else.
 */
export async function emailTaken(
  db: Executor,
  email: string,
  userId: number,
  now: Date,
): Promise<boolean> {
  const address = normalizeEmail(email);
  const holder = await findUserByEmail(db, address);
  if (holder && holder.id !== userId) return true;
  return !!(await findLiveTokenByPayload(db, "email_revert", address, iso(now), userId));
}

/** The address waiting for its link to be opened, or null. */
export async function pendingEmail(
  db: Executor,
  userId: number,
  now: Date,
): Promise<string | null> {
  return (await findLiveUserToken(db, userId, "email_change", iso(now)))?.payload ?? null;
}

/**
 * Sets the address at once, unconfirmed, with `more` columns in the same write
 * (/a/confirm for an unconfirmed account, an admin's edit). False when another
 * account has it or may take it back.
 */
export async function setEmailAtOnce(
  db: Executor,
  userId: number,
  email: string,
  now: Date,
  more: UserUpdate = {},
): Promise<boolean> {
  const address = normalizeEmail(email);
  if (await emailTaken(db, address, userId, now)) return false;
  try {
    await updateUserRow(db, userId, { ...more, email: address, email_confirmed_at: null });
  } catch (err) {
    if (isEmailTaken(err)) return false;
    throw err;
  }
  return true;
}

/** Step 1. The caller has already checked the current password (checkPassword). */
export async function requestEmailChange(
  ctx: Ctx,
  userId: number,
  newEmail: string,
): Promise<{ ok: true; pending: string } | { ok: false; reason: EmailChangeRefusal }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return { ok: false, reason: "emailExists" };
  const email = normalizeEmail(newEmail);
  const now = ctx.now();
  if (await emailTaken(ctx.db, email, userId, now)) return { ok: false, reason: "emailExists" };
  if (!(await limiters().mail.allow(`email-change:${user.email}`))) {
    return { ok: false, reason: "tooManyAttempts" };
  }
  const lang = await accountLanguageOf(ctx.db, userId);
  // Only a confirmed address gets the power to take the account back. Its hold
  // starts before the new address's link exists: no instant when that link has
  // freed the old address and nothing holds it yet.
  const revert = user.email_confirmed_at
    ? await issueToken(ctx.db, userId, "email_revert", now, {
        payload: user.email,
        supersede: false,
      })
    : null;
  const token = await issueToken(ctx.db, userId, "email_change", now, { payload: email });
  const sent = await sendSafely("email change", () =>
    ctx.mailer.send(
      emailChangeMail(email, user.name, `${ctx.config.appUrl}/a/email-change/${token}`, lang),
    ),
  );
  if (!sent) {
    // A link nobody received must not show as pending, nor hold anything.
    await expireUserTokensOfKinds(ctx.db, userId, ["email_change"], iso(now));
    if (revert) await withdrawToken(ctx.db, "email_revert", revert, now);
    return { ok: false, reason: "mailFailed" };
  }
  if (revert) {
    await sendSafely("email change notice", () =>
      ctx.mailer.send(
        emailChangeNoticeMail(
          user.email,
          user.name,
          email,
          `${ctx.config.appUrl}/a/email-revert/${revert}`,
          lang,
        ),
      ),
    );
  }
  return { ok: true, pending: email };
}

type LinkKind = Extract<TokenKind, "email_change" | "email_revert">;

const linkError = (kind: LinkKind, state: "Invalid" | "Expired"): EmailLinkError =>
  `${kind === "email_change" ? "emailChange" : "emailRevert"}Token${state}`;

const EMAIL_EXISTS: EmailLinkFailure = { ok: false, status: 409, error: "emailExists" };

/**
 * A link that can still act: its token is live and its address is free. The
 * new address must be free of any claim (emailTaken); the old one only of
 * another account, since its own revert link is the claim being used.
 */
async function openLink(ctx: Ctx, kind: LinkKind, token: string | null | undefined) {
  const r = await checkToken(ctx.db, kind, token, ctx.now());
  if (!r.ok || !r.payload) {
    const expired = !r.ok && r.reason === "expired";
    return {
      ok: false as const,
      status: expired ? 410 : 400,
      error: linkError(kind, expired ? "Expired" : "Invalid"),
    };
  }
  const link = r as typeof r & { payload: string };
  if (kind === "email_change") {
    if (await emailTaken(ctx.db, link.payload, link.userId, ctx.now())) return EMAIL_EXISTS;
  } else {
    const holder = await findUserByEmail(ctx.db, link.payload);
    if (holder && holder.id !== link.userId) return EMAIL_EXISTS;
  }
  return link;
}

type OpenLink = Extract<Awaited<ReturnType<typeof openLink>>, { ok: true }>;

/**
 * Uses the link once, in one transaction: the token is spent, the link's
 * address becomes the account's confirmed one, then `more` runs. A link used
 * meanwhile or an address taken meanwhile is the page's failure.
 */
async function spendLink(
  ctx: Ctx,
  kind: LinkKind,
  r: OpenLink,
  now: Date,
  more: (trx: Executor) => Promise<void>,
): Promise<EmailLinkFailure | null> {
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await markTokenUsed(trx, r.tokenId, iso(now)))) throw new TokenRace();
      await updateUserRow(trx, r.userId, { email: r.payload, email_confirmed_at: iso(now) });
      await more(trx);
    });
    return null;
  } catch (err) {
    if (err instanceof TokenRace)
      return { ok: false, status: 400, error: linkError(kind, "Invalid") };
    if (isEmailTaken(err)) return EMAIL_EXISTS;
    throw err;
  }
}

async function checkLink(
  ctx: Ctx,
  kind: LinkKind,
  token: string | null | undefined,
): Promise<EmailLinkCheck> {
  const r = await openLink(ctx, kind, token);
  return r.ok ? { ok: true, userId: r.userId, email: r.payload } : r;
}

/** What the new address's link would do (the page shows it before the click). */
export const checkEmailChange = (ctx: Ctx, token: string | null | undefined) =>
  checkLink(ctx, "email_change", token);

const isEmailTaken = (err: unknown) => isUniqueViolation(err, "users.email");

class TokenRace extends Error {}

/**
 * Step 2: applies the change once. `session` (the opener's, if signed in as
 * the same account) is kept; every other session of the account ends.
 */
export async function confirmEmailChange(
  ctx: Ctx,
  token: string | null | undefined,
  session: ActiveSession | null = null,
): Promise<EmailLinkCheck> {
  const r = await openLink(ctx, "email_change", token);
  if (!r.ok) return r;
  const now = ctx.now();
  const keep = session && session.row.user_id === r.userId ? session.idHash : undefined;
  const failed = await spendLink(ctx, "email_change", r, now, async (trx) => {
    const ended: TokenKind[] = ["password_reset", "email_confirm", "email_change"];
    await expireUserTokensOfKinds(trx, r.userId, ended, iso(now));
    await deleteUserSessions(trx, r.userId, keep);
  });
  if (failed) return failed;
  return { ok: true, userId: r.userId, email: r.payload };
}

/** What the old address's link would do: the address it restores. */
export const checkEmailRevert = (ctx: Ctx, token: string | null | undefined) =>
  checkLink(ctx, "email_revert", token);

/** Step 3 ("this wasn't me"): see the module comment. */
export async function revertEmailChange(
  ctx: Ctx,
  token: string | null | undefined,
): Promise<EmailLinkCheck> {
  const r = await openLink(ctx, "email_revert", token);
  if (!r.ok) return r;
  const user = await findUserById(ctx.db, r.userId);
  if (!user) return { ok: false, status: 400, error: "emailRevertTokenInvalid" };
  const now = ctx.now();
  const lockedHash = await hashPassword(randomToken(32));
  const failed = await spendLink(ctx, "email_revert", r, now, async (trx) => {
    await setPasswordHash(trx, r.userId, lockedHash);
    const ended: TokenKind[] = ["password_reset", "email_confirm", "email_change"];
    await expireUserTokensOfKinds(trx, r.userId, ended, iso(now));
    // The revert links of later changes end; an earlier one stays: the link of a
    // change made by whoever took the account must not cancel the owner's.
    await expireUserTokensFrom(trx, r.userId, "email_revert", r.tokenId, iso(now));
    await deleteUserSessions(trx, r.userId);
  });
  if (failed) return failed;
  const reset = await issueToken(ctx.db, r.userId, "password_reset", now);
  const lang = await accountLanguageOf(ctx.db, r.userId);
  await sendSafely("reset after revert", () =>
    ctx.mailer.send(
      resetMail(r.payload, user.name, `${ctx.config.appUrl}/reset-password/${reset}`, lang),
    ),
  );
  return { ok: true, userId: r.userId, email: r.payload };
}

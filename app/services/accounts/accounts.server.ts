import { languageCookie } from "../../../core/i18n/detect";
import { iso } from "../../../db/clock";
import { isUniqueViolation } from "../../../db/dialect";
import { insertUserSettings } from "../../../db/queries/user-settings";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  normalizeEmail,
  reserveUserIdsUpTo,
  setEmailConfirmed,
  setLastLogin,
  setPasswordHash,
  updateUserRow,
} from "../../../db/queries/users";
import type { FieldErrors, RegisterInput, UpdateUserInput } from "../../../core/account/validation";
import { defaultLanguage, type Language } from "../../../core/i18n";
import { TRIAL_DAYS } from "../../../core/plans";
import { DAY_MS } from "../../../core/time";
import { accountLanguageOf, confirmationMail, resetMail, sendSafely } from "./account-mail.server";
import { emailTaken, requestEmailChange, setEmailAtOnce } from "./email-change.server";
import { createAuthenticator, LoginError } from "./auth.server";
import { checkPassword } from "./password-check.server";
import { hashPassword } from "./passwords.server";
import { clientIp, limiters, registerLimiter, type LoginLimiter } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import {
  buildSessionUser,
  endSession,
  forgetSession,
  revokeUserSessions,
  startSession,
  type SessionUser,
  type StartedSession,
} from "./session.server";
import { checkToken, consumeToken, issueToken } from "./tokens.server";

/** New accounts: free tariff, a trial of TRIAL_DAYS, one landing (SPEC §4 Account). */
export const NEW_ACCOUNT_LANDINGS = 1;

type Ctx = Pick<AppContext, "db" | "config" | "mailer" | "now">;

export type Failure = {
  ok: false;
  status: number;
  /** An auth-namespace message key. */
  error: string;
  fields?: FieldErrors;
  retryAfter?: number;
};
export type Signed = { ok: true; user: SessionUser; session: StartedSession };

/** The mail and registration limiters count per hour (rate-limit.server.ts). */
const MAIL_WINDOW_S = 60 * 60;

const fail = (status: number, error: string, extra: Partial<Failure> = {}): Failure => ({
  ok: false,
  status,
  error,
  ...extra,
});

function requestMeta(request: Request) {
  return { ip: clientIp(request), userAgent: request.headers.get("user-agent") };
}

/** Mails a fresh confirmation link (also the admin console's "Resend confirmation"). */
export async function sendConfirmation(ctx: Ctx, userId: number): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return false;
  const token = await issueToken(ctx.db, userId, "email_confirm", ctx.now());
  const link = `${ctx.config.appUrl}/a/confirm/${token}`;
  const lang = await accountLanguageOf(ctx.db, userId);
  return sendSafely("confirmation", () =>
    ctx.mailer.send(confirmationMail(user.email, user.name, link, lang)),
  );
}

const isEmailTaken = (err: unknown) => isUniqueViolation(err, "users.email");

/** Creates the account (free tariff, trial, one landing, settings), signs it in and mails a confirmation link. */
export async function register(
  ctx: Ctx,
  request: Request,
  input: RegisterInput,
  language: Language = defaultLanguage,
): Promise<Signed | Failure> {
  // The attempt is counted before the lookup, so the limit also caps probing for taken emails.
  if (!(await registerLimiter(ctx.config.registerLimitPerHour).allow(clientIp(request)))) {
    return fail(429, "tooManyAttempts", { retryAfter: MAIL_WINDOW_S });
  }
  // Taken, or held for 7 days by another account's "this wasn't me" link.
  if (await emailTaken(ctx.db, input.email, 0, ctx.now()))
    return fail(409, "emailExists", { fields: { email: "emailExists" } });
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  let userId: number;
  try {
    userId = await ctx.db.transaction().execute(async (trx) => {
      await reserveUserIdsUpTo(trx, Math.max(0, ...ctx.config.adminUserIds));
      const id = await insertUser(trx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        password_hash: passwordHash,
        country: input.country ?? null,
        usage_purpose: input.usagePurpose ?? null,
        position: null,
        tariff: 0,
        tariff_expiration_date: iso(new Date(now.getTime() + TRIAL_DAYS * DAY_MS)),
        total_available_landings: NEW_ACCOUNT_LANDINGS,
        units_plan: null,
        location: null,
        email_confirmed_at: null,
        created_at: iso(now),
        last_login: iso(now),
      });
      await insertUserSettings(trx, { user_id: id, language });
      return id;
    });
  } catch (err) {
    if (isEmailTaken(err)) return fail(409, "emailExists", { fields: { email: "emailExists" } });
    throw err;
  }
  await sendConfirmation(ctx, userId);
  const session = await startSession(ctx, userId, requestMeta(request));
  forgetSession(request);
  const user = await buildSessionUser(ctx, userId);
  if (!user) throw new Error("registered user vanished");
  return { ok: true, user, session };
}

/** Verifies a urlencoded login request through remix-auth, then opens a new DB session. */
export async function login(
  ctx: Ctx,
  request: Request,
  limiter: LoginLimiter = limiters().login,
): Promise<Signed | Failure> {
  let row;
  try {
    row = await createAuthenticator(ctx, limiter).authenticate("form", request);
  } catch (err) {
    if (err instanceof LoginError) {
      return fail(err.status, err.code, { fields: err.fields, retryAfter: err.retryAfter });
    }
    throw err;
  }
  // A new id at every login (no fixation); any session the browser had is dropped.
  await endSession(ctx, request);
  const session = await startSession(ctx, row.id, requestMeta(request));
  await setLastLogin(ctx.db, row.id, iso(ctx.now()));
  const user = await buildSessionUser(ctx, row.id);
  if (!user) throw new Error("user vanished during login");
  // Signing in brings back the interface language the user saved (Settings, nav switcher).
  session.cookies.push(languageCookie(user.language, { secure: ctx.config.secureCookies }));
  return { ok: true, user, session };
}

export async function logout(ctx: Ctx, request: Request): Promise<string[]> {
  return endSession(ctx, request);
}

/** SPEC §7 resetPassword: mails a 1-hour reset link; an unknown email is 'emailNotFound' (SPEC §8). */
export async function requestPasswordReset(
  ctx: Ctx,
  request: Request,
  email: string,
): Promise<{ ok: true } | Failure> {
  // Counted before the lookup: SPEC's emailNotFound tells whether an address
  // is registered, so how often one may ask is limited per address.
  if (!(await limiters().lookup.allow(`lookup:${clientIp(request)}`))) {
    return fail(429, "tooManyAttempts", { retryAfter: MAIL_WINDOW_S });
  }
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return fail(404, "emailNotFound", { fields: { email: "emailNotFound" } });
  const mailLimiter = limiters().mail;
  if (
    !(await mailLimiter.allow(`reset:${user.id}`)) ||
    !(await mailLimiter.allow(`ip:${clientIp(request)}`))
  ) {
    return fail(429, "tooManyAttempts", { retryAfter: MAIL_WINDOW_S });
  }
  const sent = await sendPasswordResetLink(ctx, user);
  return sent ? { ok: true } : fail(500, "passwordResetFailed");
}

/** Mails a 1-hour reset link (forgot password, and the admin console's "send reset link"). */
export async function sendPasswordResetLink(
  ctx: Ctx,
  user: { id: number; email: string; name: string },
): Promise<boolean> {
  const token = await issueToken(ctx.db, user.id, "password_reset", ctx.now());
  const link = `${ctx.config.appUrl}/reset-password/${token}`;
  const lang = await accountLanguageOf(ctx.db, user.id);
  return sendSafely("reset", () => ctx.mailer.send(resetMail(user.email, user.name, link, lang)));
}

export async function verifyResetToken(
  ctx: Ctx,
  token: string | null | undefined,
): Promise<{ ok: true } | Failure> {
  const r = await checkToken(ctx.db, "password_reset", token, ctx.now());
  if (r.ok) return { ok: true };
  return fail(400, r.reason === "expired" ? "resetTokenExpired" : "resetTokenInvalid");
}

/** Sets the new password, consumes the token and ends every session of the account. */
export async function completePasswordReset(
  ctx: Ctx,
  token: string,
  password: string,
): Promise<{ ok: true } | Failure> {
  const r = await consumeToken(ctx.db, "password_reset", token, ctx.now());
  if (!r.ok) return fail(400, r.reason === "expired" ? "resetTokenExpired" : "resetTokenInvalid");
  await setPasswordHash(ctx.db, r.userId, await hashPassword(password));
  const user = await findUserById(ctx.db, r.userId);
  // Following the mailed link proves control of the address.
  if (user && !user.email_confirmed_at) await setEmailConfirmed(ctx.db, r.userId, iso(ctx.now()));
  await revokeUserSessions(ctx, r.userId);
  return { ok: true };
}

const confirmTokenError = (reason: "invalid" | "expired" | "used"): Failure =>
  fail(400, reason === "expired" ? "confirmTokenExpired" : "confirmTokenInvalid");

/** The address a confirmation link would confirm, without spending it (the link's page, ADR 025). */
export async function checkEmailConfirm(
  ctx: Ctx,
  token: string | undefined,
): Promise<{ ok: true; email: string } | Failure> {
  const r = await checkToken(ctx.db, "email_confirm", token, ctx.now());
  if (!r.ok) return confirmTokenError(r.reason);
  const user = await findUserById(ctx.db, r.userId);
  return user ? { ok: true, email: user.email } : confirmTokenError("invalid");
}

export async function confirmEmail(
  ctx: Ctx,
  token: string,
): Promise<{ ok: true; userId: number } | Failure> {
  const r = await consumeToken(ctx.db, "email_confirm", token, ctx.now());
  if (!r.ok) return confirmTokenError(r.reason);
  await setEmailConfirmed(ctx.db, r.userId, iso(ctx.now()));
  return { ok: true, userId: r.userId };
}

export async function resendConfirmation(
  ctx: Ctx,
  user: SessionUser,
): Promise<{ ok: true } | Failure> {
  if (user.emailConfirmed) return fail(400, "alreadyConfirmed");
  if (!(await limiters().mail.allow(`confirm:${user.id}`)))
    return fail(429, "tooManyAttempts", { retryAfter: MAIL_WINDOW_S });
  return (await sendConfirmation(ctx, user.id)) ? { ok: true } : fail(500, "mailFailed");
}

/**
 * Changes the address from /a/confirm. Unconfirmed: it changes at once, stays
 * unconfirmed and a new confirmation link is mailed. Confirmed: the Settings
 * email-change service (app/services/settings) mails the new address a link
 * and the change happens when it is opened.
 */
export async function changeEmail(
  ctx: Ctx,
  request: Request,
  user: SessionUser,
  email: string,
  currentPassword: string,
): Promise<{ ok: true } | Failure> {
  // Like Settings: whoever holds an open session must still know the password,
  // and may not guess it faster than at the login form.
  const checked = await checkPassword(request, {
    email: user.email,
    password: currentPassword,
    account: () => findUserById(ctx.db, user.id),
  });
  if (!checked.ok)
    return checked.status === 429
      ? fail(429, "tooManyAttempts", { retryAfter: checked.retryAfter })
      : fail(400, "wrongPassword", { fields: { password: "wrongPassword" } });
  // Another account's address, or one its revert link may still take back.
  if (await emailTaken(ctx.db, email, user.id, ctx.now()))
    return fail(409, "emailExists", { fields: { email: "emailExists" } });
  if (user.emailConfirmed && normalizeEmail(email) === normalizeEmail(user.email))
    return fail(400, "sameEmail", { fields: { email: "sameEmail" } });
  // A confirmed address stays until the new one opens its link (the Settings flow).
  if (user.emailConfirmed) {
    const r = await requestEmailChange(ctx, user.id, email);
    if (r.ok) return { ok: true };
    if (r.reason === "emailExists")
      return fail(409, "emailExists", { fields: { email: "emailExists" } });
    return r.reason === "tooManyAttempts"
      ? fail(429, "tooManyAttempts", { retryAfter: MAIL_WINDOW_S })
      : fail(500, "mailFailed");
  }
  if (!(await limiters().mail.allow(`confirm:${user.id}`)))
    return fail(429, "tooManyAttempts", { retryAfter: MAIL_WINDOW_S });
  if (!(await setEmailAtOnce(ctx.db, user.id, email, ctx.now())))
    return fail(409, "emailExists", { fields: { email: "emailExists" } });
  await sendConfirmation(ctx, user.id);
  return { ok: true };
}

/** SPEC §7 updateUser: only the signed-in user's own record (the id must match). */
export async function updateUser(
  ctx: Ctx,
  user: SessionUser,
  input: UpdateUserInput,
): Promise<{ ok: true; user: SessionUser } | Failure> {
  if (input.id !== user.id) return fail(403, "forbidden");
  await updateUserRow(ctx.db, user.id, {
    ...(input.position !== undefined && { position: input.position }),
    ...(input.haveprojectsbefore !== undefined && {
      haveprojectsbefore: input.haveprojectsbefore ? 1 : 0,
    }),
    ...(input.units_plan !== undefined && { units_plan: input.units_plan || null }),
    ...(input.location !== undefined && { location: input.location || null }),
  });
  const fresh = await buildSessionUser(ctx, user.id, user.impersonating ? 0 : null);
  if (!fresh) return fail(404, "notFound");
  return { ok: true, user: fresh };
}

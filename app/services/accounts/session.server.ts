import { iso } from "../../../db/clock";
import type { SessionRow } from "../../../db/schema";
import { findUserSettings } from "../../../db/queries/user-settings";
import { extraLandingExpiries } from "../../../db/queries/purchases";
import { countLandingsByOwner } from "../../../db/queries/landings";
import { findUserById, toPublicUser, type PublicUser } from "../../../db/queries/users";
import {
  deleteSession,
  deleteUserSessions,
  findSession,
  insertSession,
  touchSession,
} from "../../../db/queries/sessions";
import { parseCookies, serializeCookie } from "../../../core/account/cookies";
import { DAY_MS, HOUR_MS } from "../../../core/time";
import { accountLanguage, type Language } from "../../../core/i18n";
import type { Config } from "../platform/index.server";
import { getContext, type AppContext } from "../platform/index.server";
import { errorResponse, HttpError, reasonPhraseError } from "../platform/index.server";
import { redirectWithToast } from "../platform/index.server";
import { randomToken, sha256Hex } from "../platform/index.server";
import { forgetRequestMemo, requestMemo } from "../platform/index.server";
import { xsrfCookie } from "./xsrf-cookie.server";

const SESSION_COOKIE = "vitrina_session";

/**
 * Under https the name carries `__Host-`: browsers then accept it only with
 * Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or shadow
 * it (issue 23). Local http keeps the plain name, which browsers would refuse
 * with the prefix. Everything that writes or reads the cookie takes it from here.
 */
export function sessionCookieName(config: Pick<Config, "secureCookies">): string {
  return config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
/** A session unused for this long ends (idle expiry). */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** A session ends this long after login whatever its use (absolute expiry). */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/**
 * An admin's "Login as" session (issue 10) ends this long after it began,
 * whatever its use: never extended, and capped again on every read.
 */
export const IMPERSONATION_MAX_MS = HOUR_MS;
/** last_seen_at is written at most this often, to keep reads write-free. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** SPEC §3 User plus what the server decided about this session. */
export type SessionUser = PublicUser & {
  isAdmin: boolean;
  impersonating: boolean;
  /** The admin acting as this user, when impersonating (a publish is theirs, ADR 016). */
  impersonatorId: number | null;
  emailConfirmed: boolean;
  language: Language;
  /** Profile photo (Settings), or null for the initials placeholder. */
  avatarUrl: string | null;
};

export interface ActiveSession {
  /** sha256 of the cookie id (the row's primary key). */
  idHash: string;
  row: SessionRow;
  user: SessionUser;
}

type Ctx = Pick<AppContext, "db" | "config" | "now">;

export function isAdminId(config: Pick<Config, "adminUserIds">, id: number): boolean {
  return config.adminUserIds.includes(id);
}

export async function buildSessionUser(
  ctx: Ctx,
  userId: number,
  impersonatorId: number | null = null,
): Promise<SessionUser | null> {
  const row = await findUserById(ctx.db, userId);
  if (!row) return null;
  const settings = await findUserSettings(ctx.db, userId);
  const language = accountLanguage(settings?.language);
  return {
    ...toPublicUser(
      row,
      await countLandingsByOwner(ctx.db, userId),
      ctx.now(),
      await extraLandingExpiries(ctx.db, userId),
    ),
    isAdmin: isAdminId(ctx.config, userId),
    impersonating: impersonatorId !== null,
    impersonatorId,
    emailConfirmed: row.email_confirmed_at !== null,
    language,
    avatarUrl: settings?.avatar_url ?? null,
  };
}

export function sessionCookie(
  config: Pick<Config, "secureCookies">,
  id: string,
  lifetimeMs: number = SESSION_ABSOLUTE_MS,
): string {
  return serializeCookie(sessionCookieName(config), id, {
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.floor(lifetimeMs / 1000),
  });
}

export function clearSessionCookie(config: Pick<Config, "secureCookies">): string {
  return serializeCookie(sessionCookieName(config), "", {
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: "Lax",
    path: "/",
    maxAge: 0,
  });
}

export interface StartedSession {
  /** Raw id for the cookie; only its sha256 is stored. */
  id: string;
  idHash: string;
  xsrfToken: string;
  /** Set-Cookie values: the session cookie and the rotated XSRF cookie. */
  cookies: string[];
}

/** Creates a fresh session row (a new id at every login) and its cookies. */
export async function startSession(
  ctx: Ctx,
  userId: number,
  opts: { ip?: string | null; userAgent?: string | null; impersonatorId?: number | null } = {},
): Promise<StartedSession> {
  const now = ctx.now();
  // An impersonation session gets the short, fixed lifetime (row and cookie).
  const lifetime = opts.impersonatorId ? IMPERSONATION_MAX_MS : SESSION_ABSOLUTE_MS;
  const id = randomToken(32);
  const idHash = sha256Hex(id);
  const xsrfToken = randomToken(32);
  await insertSession(ctx.db, {
    id: idHash,
    user_id: userId,
    xsrf_token: xsrfToken,
    impersonator_id: opts.impersonatorId ?? null,
    created_at: iso(now),
    last_seen_at: iso(now),
    expires_at: iso(new Date(now.getTime() + lifetime)),
    ip: opts.ip ?? null,
    user_agent: opts.userAgent?.slice(0, 400) ?? null,
  });
  return {
    id,
    idHash,
    xsrfToken,
    cookies: [sessionCookie(ctx.config, id, lifetime), xsrfCookie(ctx.config, xsrfToken)],
  };
}

export function sessionIdFrom(
  config: Pick<Config, "secureCookies">,
  request: Request,
): string | null {
  const v = parseCookies(request.headers.get("cookie"))[sessionCookieName(config)];
  return v && v.length <= 200 ? v : null;
}

/** Per-request cache so root and route loaders share one lookup. */
const cache = new WeakMap<Request, Promise<ActiveSession | null>>();

/**
 * The live session for a request, or null. Expired rows (idle or absolute)
 * are deleted on sight; last_seen_at is refreshed at most once a minute.
 */
export function loadSession(ctx: Ctx, request: Request): Promise<ActiveSession | null> {
  let p = cache.get(request);
  if (!p) {
    // The gate's checks and the route build their own Requests: one lookup for all of them.
    const id = sessionIdFrom(ctx.config, request);
    p = requestMemo(`session:${id ?? ""}`, () => readSession(ctx, request));
    cache.set(request, p);
  }
  return p;
}

/** Forget the cached lookup (after login/logout inside the same request). */
export function forgetSession(request: Request): void {
  cache.delete(request);
  forgetRequestMemo("session:");
}

async function readSession(ctx: Ctx, request: Request): Promise<ActiveSession | null> {
  const id = sessionIdFrom(ctx.config, request);
  if (!id) return null;
  const idHash = sha256Hex(id);
  const row = await findSession(ctx.db, idHash);
  if (!row) return null;
  const now = ctx.now().getTime();
  const lastSeen = new Date(row.last_seen_at).getTime();
  // Impersonation: an hour from its start at most, whatever expires_at says
  // (nothing that slides or touches a session may stretch it).
  const impersonationOver =
    row.impersonator_id !== null &&
    now - new Date(row.created_at).getTime() >= IMPERSONATION_MAX_MS;
  if (
    impersonationOver ||
    new Date(row.expires_at).getTime() <= now ||
    now - lastSeen >= SESSION_IDLE_MS
  ) {
    await deleteSession(ctx.db, idHash);
    return null;
  }
  const user = await buildSessionUser(ctx, row.user_id, row.impersonator_id);
  if (!user || !user.active) {
    await deleteSession(ctx.db, idHash);
    return null;
  }
  if (now - lastSeen >= TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, idHash, iso(new Date(now)));
    row.last_seen_at = iso(new Date(now));
  }
  return { idHash, row, user };
}

/** Ends the request's session (logout) and returns the Set-Cookie values to send. */
export async function endSession(ctx: Ctx, request: Request): Promise<string[]> {
  const id = sessionIdFrom(ctx.config, request);
  if (id) await deleteSession(ctx.db, sha256Hex(id));
  forgetSession(request);
  return [clearSessionCookie(ctx.config)];
}

/** Revokes all of a user's sessions, except `exceptIdHash` when given (password change). */
export async function revokeUserSessions(
  ctx: Pick<AppContext, "db">,
  userId: number,
  exceptIdHash?: string,
): Promise<number> {
  return deleteUserSessions(ctx.db, userId, exceptIdHash);
}

/**
 * Refuses what must not happen while an admin acts as a user: checkout,
 * email and password changes, account deletion (issue 10); the test
 * checkout's Pay, "sign out other sessions", AI help and translation, which
 * spend the owner's money, devices or quotas (issue 23). Throws a 403
 * `{error:"impersonating"}` Response; returns quietly otherwise.
 */
export function refuseWhileImpersonating(user: Pick<SessionUser, "impersonating">): void {
  if (user.impersonating) throw errorResponse(new HttpError(403, "impersonating"));
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const s = await loadSession(getContext(), request);
  return s?.user ?? null;
}

const isApi = (request: Request): boolean => new URL(request.url).pathname.startsWith("/api/");

function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  if (back === "/" || back.startsWith("/login")) return "/login";
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Page routes: redirect to /login with 'authRequired' (or 'sessionExpired'
 * when a session cookie was present but is no longer valid). /api/: 401 JSON.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const ctx = getContext();
  const s = await loadSession(ctx, request);
  if (s) return s.user;
  if (isApi(request)) throw errorResponse(reasonPhraseError(401));
  const hadSession = sessionIdFrom(ctx.config, request) !== null;
  const headers = new Headers();
  if (hadSession) headers.append("Set-Cookie", clearSessionCookie(ctx.config));
  throw redirectWithToast(
    loginUrl(request),
    { type: "error", key: hadSession ? "common:sessionExpired" : "common:authRequired" },
    { headers },
  );
}

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.isAdmin) return user;
  if (isApi(request)) throw errorResponse(reasonPhraseError(403));
  throw redirectWithToast("/landings", { type: "error", key: "common:insufficientRights" });
}

/** The live session (with its id hash) or a thrown 401/redirect, for routes that revoke others. */
export async function requireSession(request: Request): Promise<ActiveSession> {
  const s = await loadSession(getContext(), request);
  if (s) return s;
  await requireUser(request);
  throw new Error("unreachable");
}

import { deleteSession } from "../../../db/queries/sessions";
import { ADMIN_MESSAGES } from "../../../core/admin/messages";
import { findUserById } from "../../../db/queries/users";
import { clientIp } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { setCookieHeaders } from "../accounts/index.server";
import {
  buildSessionUser,
  forgetSession,
  isAdminId,
  loadSession,
  startSession,
  type ActiveSession,
} from "../accounts/index.server";
import { getContext } from "../platform/index.server";
import { recordAudit } from "./audit.server";
import { adminError, invalid, notFound } from "./http.server";

/**
 * "Login as" (SPEC §4 Session: impersonating replaces the admin's own
 * session). Only sessions' hashes are stored, so the admin's old cookie is
 * dead for good once its row is deleted; the impersonation session lasts at
 * most an hour (IMPERSONATION_MAX_MS) and is never extended; "End" mints a
 * fresh admin session. Both moves are audited.
 */

type Ctx = AppContext;

function requestMeta(request: Request) {
  return { ip: clientIp(request), userAgent: request.headers.get("user-agent") };
}

/** SPEC §5 Admin refusals, then the swap of sessions in one transaction. */
export async function loginAs(
  ctx: Ctx,
  request: Request,
  session: ActiveSession,
  targetId: number,
): Promise<Response> {
  const admin = session.user;
  if (targetId === admin.id) throw invalid(ADMIN_MESSAGES.impersonateSelf);
  if (isAdminId(ctx.config, targetId)) throw invalid(ADMIN_MESSAGES.impersonateAdmin);
  const target = await findUserById(ctx.db, targetId);
  if (!target) throw notFound();
  if (target.active !== 1) throw invalid(ADMIN_MESSAGES.userNotActive);

  const started = await ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await deleteSession(trx, session.idHash);
    const next = await startSession(tctx, targetId, {
      ...requestMeta(request),
      impersonatorId: admin.id,
    });
    await recordAudit(tctx, request, admin, {
      action: "impersonation.start",
      targetType: "user",
      targetId,
      details: { email: target.email },
    });
    return next;
  });
  forgetSession(request);
  const user = await buildSessionUser(ctx, targetId, admin.id);
  if (!user) throw notFound();
  return Response.json(user, { headers: setCookieHeaders(started.cookies) });
}

/**
 * The guard of `POST /api/admin/end-impersonation`: the caller's session must
 * be an impersonation (its user is not an admin). 401 without a session, 403
 * for an ordinary user, 400 for an admin who is not impersonating.
 */
export async function requireImpersonationSession(request: Request): Promise<ActiveSession> {
  const session = await loadSession(getContext(), request);
  if (!session) throw adminError(401, ADMIN_MESSAGES.sessionExpired);
  if (session.row.impersonator_id === null) {
    if (session.user.isAdmin) throw invalid("notImpersonating");
    throw adminError(403, ADMIN_MESSAGES.forbidden);
  }
  return session;
}

/** Deletes the impersonation session and signs its admin in afresh (no new login). */
export async function endImpersonation(
  ctx: Ctx,
  request: Request,
  session: ActiveSession,
): Promise<Response> {
  const adminId = session.row.impersonator_id;
  if (adminId === null) throw invalid("notImpersonating");
  const admin = await findUserById(ctx.db, adminId);
  if (!admin || admin.active !== 1 || !isAdminId(ctx.config, adminId)) {
    // Whoever started it is no admin any more: the impersonation just ends.
    await deleteSession(ctx.db, session.idHash);
    forgetSession(request);
    throw adminError(403, ADMIN_MESSAGES.forbidden);
  }
  const started = await ctx.db.transaction().execute(async (trx) => {
    const tctx = { ...ctx, db: trx };
    await deleteSession(trx, session.idHash);
    const next = await startSession(tctx, adminId, requestMeta(request));
    await recordAudit(tctx, request, admin, {
      action: "impersonation.end",
      targetType: "user",
      targetId: session.user.id,
      details: { email: session.user.email },
    });
    return next;
  });
  forgetSession(request);
  return Response.json(
    { ok: true, redirect: "/admin" },
    { headers: setCookieHeaders(started.cookies) },
  );
}

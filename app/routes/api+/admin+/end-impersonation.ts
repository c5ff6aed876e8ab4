import { adminApi } from "../../../services/admin/index.server";
import {
  endImpersonation,
  requireImpersonationSession,
} from "../../../services/admin/index.server";

/**
 * POST /api/admin/end-impersonation (the impersonation session itself calls
 * it): back to a fresh admin session, `{ok:true, redirect:"/admin"}`.
 */
export const { loader, action } = adminApi(
  { POST: ({ request, ctx, session }) => endImpersonation(ctx, request, session) },
  requireImpersonationSession,
);

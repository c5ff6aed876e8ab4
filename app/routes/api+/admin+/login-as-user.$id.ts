import { adminApi, idParam } from "../../../services/admin/index.server";
import { loginAs } from "../../../services/admin/index.server";

/**
 * POST /api/admin/login-as-user/{id}: the admin's session is revoked and an
 * impersonation session (at most an hour) is opened; answers the user.
 */
export const { loader, action } = adminApi({
  POST: ({ request, params, ctx, session }) => loginAs(ctx, request, session, idParam(params)),
});

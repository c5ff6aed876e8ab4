import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam } from "../../../services/admin/index.server";
import { sendResetFor } from "../../../services/admin/index.server";

/** POST /api/admin/users/{id}/send-reset: mails the user a password reset link. */
export const { loader, action } = adminApi({
  POST: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    await sendResetFor(ctx, id);
    await recordAudit(ctx, request, admin, {
      action: "user.send_reset",
      targetType: "user",
      targetId: id,
    });
    return { ok: true };
  },
});

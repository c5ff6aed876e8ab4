import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam } from "../../../services/admin/index.server";
import { resendConfirmationFor } from "../../../services/admin/index.server";

/** POST /api/admin/users/{id}/resend-confirmation: mails the user a fresh confirmation link. */
export const { loader, action } = adminApi({
  POST: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    await resendConfirmationFor(ctx, id);
    await recordAudit(ctx, request, admin, {
      action: "user.resend_confirmation",
      targetType: "user",
      targetId: id,
    });
    return { ok: true };
  },
});

import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam, readObject } from "../../../services/admin/index.server";
import { grantPro, parseGrantDays } from "../../../services/admin/index.server";

/**
 * POST /api/admin/users/{id}/grant-pro { days?: 365 }: PRO extended like a
 * payment, recorded as a purchase paid by `admin`. Answers the user row.
 */
export const { loader, action } = adminApi({
  POST: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const days = parseGrantDays(await readObject(request));
    const { user, expiration_date } = await grantPro(ctx, id, days);
    await recordAudit(ctx, request, admin, {
      action: "user.grant_pro",
      targetType: "user",
      targetId: id,
      details: { days, expiration_date },
    });
    return user;
  },
});

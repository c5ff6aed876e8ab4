import { recordAudit } from "../../../services/admin/index.server";
import {
  adminApi,
  idParam,
  invalid,
  notFound,
  readObject,
} from "../../../services/admin/index.server";
import { SetExpirationSchema, setUserExpiration } from "../../../services/admin/index.server";

/** POST /api/admin/users/{id}/set-expiration { expiration_date } (SPEC §7 Admin). */
export const { loader, action } = adminApi({
  POST: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const parsed = SetExpirationSchema.safeParse(await readObject(request));
    if (!parsed.success) throw invalid(parsed.error.issues[0].message, "expiration_date");
    const result = await setUserExpiration(ctx, id, parsed.data.expiration_date);
    if (!result.ok) throw notFound();
    await recordAudit(ctx, request, admin, {
      action: "user.set_expiration",
      targetType: "user",
      targetId: id,
      details: { expiration_date: new Date(parsed.data.expiration_date).toISOString() },
    });
    return result;
  },
});

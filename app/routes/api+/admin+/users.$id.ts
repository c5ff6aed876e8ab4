import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam, readObject } from "../../../services/admin/index.server";
import {
  deleteUserEverywhere,
  getUser,
  parseUserEdit,
  updateUser,
} from "../../../services/admin/index.server";

/**
 * GET / PUT / DELETE /api/admin/users/{id}. PUT goes through the owner's
 * rules (plan fields rewrite the owner's pages' meta); DELETE takes every
 * page, alias and host route of the user off the edge first.
 */
export const { loader, action } = adminApi({
  GET: ({ params, ctx }) => getUser(ctx, idParam(params)),
  PUT: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const edit = parseUserEdit(await readObject(request));
    const { user, changed } = await updateUser(ctx, admin.id, id, edit);
    // A save that changed nothing wrote nothing, so there is nothing to log.
    if (changed.length > 0)
      await recordAudit(ctx, request, admin, {
        action: "user.update",
        targetType: "user",
        targetId: id,
        details: { fields: changed },
      });
    return user;
  },
  DELETE: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const gone = await deleteUserEverywhere(ctx, admin.id, id);
    await recordAudit(ctx, request, admin, {
      action: "user.delete",
      targetType: "user",
      targetId: id,
      details: gone,
    });
    return { ok: true };
  },
});

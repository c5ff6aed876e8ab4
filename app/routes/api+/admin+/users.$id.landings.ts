import { adminApi, idParam } from "../../../services/admin/index.server";
import { landingsOfUser } from "../../../services/admin/index.server";
import { requireUserRow } from "../../../services/admin/index.server";

/** GET /api/admin/users/{id}/landings: that user's landings, newest first (View Landings). */
export const { loader, action } = adminApi({
  GET: async ({ params, ctx }) => {
    const id = idParam(params);
    await requireUserRow(ctx, id);
    return Response.json(await landingsOfUser(ctx, id));
  },
});

import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, readObject } from "../../../services/admin/index.server";
import {
  deleteLandingEverywhere,
  getLanding,
  parseDeleteMode,
  parseLandingEdit,
  updateLanding,
} from "../../../services/admin/index.server";

/**
 * GET / PUT / DELETE /api/admin/landings/{id} ({id}: numeric id or uuid).
 * PUT follows the owner's rules (alias rules, route moved, meta rewritten);
 * DELETE takes the page off the edge; `?mode=bin` puts the landing in the
 * owner's bin instead (issue 15), `?mode=now` (the default) deletes it.
 */
export const { loader, action } = adminApi({
  GET: ({ params, ctx }) => getLanding(ctx, params.id ?? ""),
  PUT: async ({ request, params, ctx, admin }) => {
    const edit = parseLandingEdit(await readObject(request));
    const { landing, changed } = await updateLanding(ctx, params.id ?? "", edit);
    await recordAudit(ctx, request, admin, {
      action: "landing.update",
      targetType: "landing",
      targetId: landing.uuid,
      details: { fields: changed },
    });
    return landing;
  },
  DELETE: async ({ request, params, ctx, admin }) => {
    const mode = parseDeleteMode(new URL(request.url));
    const gone = await deleteLandingEverywhere(ctx, params.id ?? "", mode);
    await recordAudit(ctx, request, admin, {
      action: "landing.delete",
      targetType: "landing",
      targetId: gone.uuid,
      details: { parent_user: gone.parent_user, mode },
    });
    return { ok: true };
  },
});

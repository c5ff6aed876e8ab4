import { adminApi } from "../../../services/admin/index.server";
import { kvOfLanding } from "../../../services/admin/index.server";

/** GET /api/admin/landings/{id}/kv: that landing's KV rows (landing settings view). */
export const { loader, action } = adminApi({
  GET: async ({ params, ctx }) => Response.json(await kvOfLanding(ctx, params.id ?? "")),
});

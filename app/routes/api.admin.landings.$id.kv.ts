import { adminApi } from "~/services/admin/http.server";
import { kvOfLanding } from "~/services/admin/landings.server";

/** GET /api/admin/landings/{id}/kv: that landing's KV rows (landing settings view). */
export const { loader, action } = adminApi({
  GET: async ({ params, ctx }) => Response.json(await kvOfLanding(ctx, params.id ?? "")),
});

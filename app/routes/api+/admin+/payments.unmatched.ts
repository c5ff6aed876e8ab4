import { adminApi } from "../../../services/admin/index.server";
import { unmatchedForAdmin } from "../../../services/payments/index.server";

/** GET /api/admin/payments/unmatched: verified notifications naming an order we do not know. */
export const { loader, action } = adminApi({
  GET: async ({ ctx }) => Response.json(await unmatchedForAdmin(ctx)),
});

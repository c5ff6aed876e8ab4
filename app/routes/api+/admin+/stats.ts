import { adminApi } from "../../../services/admin/index.server";
import { adminStats } from "../../../services/admin/index.server";

/** GET /api/admin/stats: sign-ups, paid orders and failed tasks over 7 and 30 days. */
export const { loader, action } = adminApi({
  GET: ({ ctx }) => adminStats(ctx),
});

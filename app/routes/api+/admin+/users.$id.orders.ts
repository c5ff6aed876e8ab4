import { adminApi, idParam } from "../../../services/admin/index.server";
import { ordersForAdmin } from "../../../services/payments/index.server";

/** GET /api/admin/users/{id}/orders: every order of a user (mismatch and refunded too), with its notifications. */
export const { loader, action } = adminApi({
  GET: ({ params, ctx }) => ordersForAdmin(ctx, idParam(params)),
});

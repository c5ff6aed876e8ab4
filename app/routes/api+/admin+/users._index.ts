import { SORTABLE_COLUMNS } from "../../../../core/admin/constants";
import { ADMIN_MESSAGES } from "../../../../core/admin/messages";
import { adminApi, invalid, parseListQuery } from "../../../services/admin/index.server";
import { listUsers } from "../../../services/admin/index.server";

/**
 * GET /api/admin/users?search=&sort=&dir=&page=&pageSize= (prefix search on
 * email and name). POST (Add New) is not offered yet (SPEC §5 Admin).
 */
export const { loader, action } = adminApi({
  GET: ({ request, ctx }) =>
    listUsers(ctx, parseListQuery(new URL(request.url), SORTABLE_COLUMNS.users)),
  POST: async () => {
    throw invalid(ADMIN_MESSAGES.createUsersNotImplemented);
  },
});

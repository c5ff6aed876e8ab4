import { SORTABLE_COLUMNS } from "../../../../core/admin/constants";
import { ADMIN_MESSAGES } from "../../../../core/admin/messages";
import { adminApi, invalid, parseListQuery } from "../../../services/admin/index.server";
import { listTasks } from "../../../services/admin/index.server";

/**
 * GET /api/admin/scheduled_tasks?search=&sort=&dir=&page=&pageSize= (prefix
 * search on the handler name). POST is not offered yet (SPEC §5 Admin).
 */
export const { loader, action } = adminApi({
  GET: ({ request, ctx }) =>
    listTasks(ctx, parseListQuery(new URL(request.url), SORTABLE_COLUMNS.scheduled_tasks)),
  POST: async () => {
    throw invalid(ADMIN_MESSAGES.createTasksNotImplemented);
  },
});

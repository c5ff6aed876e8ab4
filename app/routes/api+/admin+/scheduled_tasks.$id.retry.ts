import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam } from "../../../services/admin/index.server";
import { retryFailedTask } from "../../../services/admin/index.server";

/** POST /api/admin/scheduled_tasks/{id}/retry: a failed task runs again now, attempts reset. */
export const { loader, action } = adminApi({
  POST: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const task = await retryFailedTask(ctx, id);
    await recordAudit(ctx, request, admin, {
      action: "task.retry",
      targetType: "scheduled_task",
      targetId: id,
      details: { name: task.name },
    });
    return task;
  },
});

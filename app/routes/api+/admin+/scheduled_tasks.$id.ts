import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam, readObject } from "../../../services/admin/index.server";
import {
  parseTaskEdit,
  removeTask,
  requireTask,
  toAdminTask,
  updateTask,
} from "../../../services/admin/index.server";

/** GET / PUT / DELETE /api/admin/scheduled_tasks/{id}. */
export const { loader, action } = adminApi({
  GET: async ({ params, ctx }) => toAdminTask(await requireTask(ctx, idParam(params))),
  PUT: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const edit = parseTaskEdit(await readObject(request));
    const task = await updateTask(ctx, id, edit);
    await recordAudit(ctx, request, admin, {
      action: "task.update",
      targetType: "scheduled_task",
      targetId: id,
      details: { name: task.name, status: task.status, execution_time: task.execution_time },
    });
    return task;
  },
  DELETE: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const row = await removeTask(ctx, id);
    await recordAudit(ctx, request, admin, {
      action: "task.delete",
      targetType: "scheduled_task",
      targetId: id,
      details: { name: row.name, status: row.status },
    });
    return { ok: true };
  },
});

import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, idParam, readObject } from "../../../services/admin/index.server";
import { deleteKv, parseKvInput, requireKv, updateKv } from "../../../services/admin/index.server";

/** GET / PUT / DELETE /api/admin/landing_kv/{id}. */
export const { loader, action } = adminApi({
  GET: ({ params, ctx }) => requireKv(ctx, idParam(params)),
  PUT: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const { row, before } = await updateKv(ctx, id, parseKvInput(await readObject(request), false));
    await recordAudit(ctx, request, admin, {
      action: "landing_kv.update",
      targetType: "landing_kv",
      targetId: id,
      details: {
        parent_landing: row.parent_landing,
        key: row.key,
        ...(before.key !== row.key && { previous_key: before.key }),
        ...(before.parent_landing !== row.parent_landing && {
          previous_parent_landing: before.parent_landing,
        }),
      },
    });
    return row;
  },
  DELETE: async ({ request, params, ctx, admin }) => {
    const id = idParam(params);
    const row = await deleteKv(ctx, id);
    await recordAudit(ctx, request, admin, {
      action: "landing_kv.delete",
      targetType: "landing_kv",
      targetId: id,
      details: { parent_landing: row.parent_landing, key: row.key },
    });
    return { ok: true };
  },
});

import { SORTABLE_COLUMNS } from "../../../../core/admin/constants";
import { recordAudit } from "../../../services/admin/index.server";
import { adminApi, parseListQuery, readObject } from "../../../services/admin/index.server";
import { createKv, listKv, parseKvInput } from "../../../services/admin/index.server";

/**
 * GET /api/admin/landing_kv?search=&sort=&dir=&page=&pageSize=&parent_landing=UUID
 * (prefix search on key and landing uuid; never in values). The answer's
 * `mirrored_keys` names the keys that are the landing's draft (decision 007).
 * POST {parent_landing, key, value} creates a setting.
 */
export const { loader, action } = adminApi({
  GET: ({ request, ctx }) => {
    const url = new URL(request.url);
    const parent = url.searchParams.get("parent_landing")?.trim().toLowerCase();
    return listKv(ctx, parseListQuery(url, SORTABLE_COLUMNS.landing_kv), {
      parentLanding: parent ? parent : undefined,
    });
  },
  POST: async ({ request, ctx, admin }) => {
    const row = await createKv(ctx, parseKvInput(await readObject(request), true));
    await recordAudit(ctx, request, admin, {
      action: "landing_kv.create",
      targetType: "landing_kv",
      targetId: row.id,
      details: { parent_landing: row.parent_landing, key: row.key },
    });
    return Response.json(row, { status: 201 });
  },
});

import { adminApi, parseListQuery } from "../../../services/admin/index.server";
import { auditPage } from "../../../services/admin/index.server";

/** GET /api/admin/audit?page=&pageSize=: the admin audit log, newest first (read-only). */
export const { loader, action } = adminApi({
  GET: async ({ request, ctx }) => {
    const { page, pageSize } = parseListQuery(new URL(request.url), []);
    return auditPage(ctx, { page, pageSize });
  },
});

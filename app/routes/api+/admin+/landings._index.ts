import { SORTABLE_COLUMNS } from "../../../../core/admin/constants";
import { ADMIN_MESSAGES } from "../../../../core/admin/messages";
import { adminApi, invalid, parseListQuery } from "../../../services/admin/index.server";
import { listLandings, parseLandingFilter } from "../../../services/admin/index.server";

/**
 * GET /api/admin/landings?search=&sort=&dir=&page=&pageSize=&parent_user=N
 * (prefix search on uuid, alias and project name). POST is not offered yet.
 */
export const { loader, action } = adminApi({
  GET: ({ request, ctx }) => {
    const url = new URL(request.url);
    return listLandings(
      ctx,
      parseListQuery(url, SORTABLE_COLUMNS.landings),
      parseLandingFilter(url),
    );
  },
  POST: async () => {
    throw invalid(ADMIN_MESSAGES.createLandingsNotImplemented);
  },
});

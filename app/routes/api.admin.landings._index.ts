import { LANDING_SORTS } from "../../db/queries/admin-landings";
import { ADMIN_MESSAGES } from "../../core/admin/messages";
import { adminApi, invalid, parseListQuery } from "~/services/admin/index.server";
import { listLandings, parseLandingFilter } from "~/services/admin/index.server";

/**
 * GET /api/admin/landings?search=&sort=&dir=&page=&pageSize=&parent_user=N
 * (prefix search on uuid, alias and project name). POST is not offered yet.
 */
export const { loader, action } = adminApi({
  GET: ({ request, ctx }) => {
    const url = new URL(request.url);
    return listLandings(ctx, parseListQuery(url, LANDING_SORTS), parseLandingFilter(url));
  },
  POST: async () => {
    throw invalid(ADMIN_MESSAGES.createLandingsNotImplemented);
  },
});

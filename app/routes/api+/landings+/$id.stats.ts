import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { readPayload } from "../../../services/platform/index.server";
import { errorResponse, getContext } from "../../../services/platform/index.server";
import { requireUser, userJsonAction } from "../../../services/accounts/index.server";
import { landingStats, setStatsEnabled, statsCsv } from "../../../services/stats/index.server";

/**
 * GET /api/landings/{id}/stats?days=30 → {days: [{date, views, visitors}],
 * referrers, countries, clicks, totals, period, statsOff}; `&format=csv`
 * downloads the same as CSV. POST {enabled: boolean} switches counting on or
 * off for the landing. Owner only.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  try {
    const stats = await landingStats(
      getContext(),
      user,
      params.id ?? "",
      url.searchParams.get("days"),
    );
    if (url.searchParams.get("format") === "csv") {
      return new Response(statsCsv(stats), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="stats-${params.id}-${stats.period}d.csv"`,
          "Cache-Control": "no-store",
        },
      });
    }
    return Response.json(stats, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(
    request,
    "POST",
    async (ctx, user) => {
      const body = (await readPayload(request)) as { enabled?: unknown } | null;
      return setStatsEnabled(ctx, user, params.id ?? "", body?.enabled);
    },
    "GET, POST",
  );
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { TIME_ZONE_COOKIE } from "../../../../core/time-zone";
import { readCookie } from "../../../components/fetch-guards";
import { requireUser } from "../../../services/accounts/index.server";
import { exportLeadsCsv, leadsCsvName } from "../../../services/leads/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";

/**
 * GET /api/leads/export.csv?landing=&status=&spam=&q= (issue 25): the owner's
 * leads under the inbox's filter, as a streamed CSV download. Every plan.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const params = new URL(request.url).searchParams;
  try {
    const body = await exportLeadsCsv(ctx, user, params, {
      language: user.language,
      timeZone: readCookie(request.headers.get("Cookie") ?? "", TIME_ZONE_COOKIE),
    });
    const day = new Date(ctx.now()).toISOString().slice(0, 10);
    return new Response(body, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${leadsCsvName(day, params)}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}

export function action() {
  return methodNotAllowed("GET");
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { versionPreviewHtml } from "../../../services/history/index.server";
import { getContext, HttpError } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/**
 * GET /api/landings/{id}/versions/{n}/preview: the version's page for the
 * History panel (owner only). It is the owner's content on the app's origin,
 * so it is served sandboxed: no script runs and it has no access to the app.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const html = await versionPreviewHtml(getContext(), user, params.id ?? "", params.n);
    return new Response(html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy":
          "sandbox; script-src 'none'; object-src 'none'; frame-ancestors 'self'",
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (error instanceof HttpError) return new Response(error.code, { status: error.status });
    throw error;
  }
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireEditable } from "../../services/landings/index.server";
import { renderPreview } from "../../services/publishing/index.server";
import { errorResponse, getContext, HttpError } from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";

/**
 * GET /api/live-preview?uuid=: renders the draft to previews/ and answers a
 * signed link to it (SPEC §7 `success, url, error`). The owner of a landing
 * that may still be edited only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const uuid = new URL(request.url).searchParams.get("uuid") ?? "";
  const ctx = getContext();
  try {
    await requireEditable(ctx, user, uuid);
    const { url } = await renderPreview(ctx, uuid);
    return Response.json({ success: true, url, error: null });
  } catch (error) {
    if (error instanceof HttpError)
      return errorResponse(new HttpError(error.status, error.code, { success: false, url: null }));
    console.error("[live-preview]", error);
    return errorResponse(new HttpError(500, "previewFailed", { success: false, url: null }));
  }
}

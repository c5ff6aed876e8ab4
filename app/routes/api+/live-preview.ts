import type { ActionFunctionArgs } from "@remix-run/node";
import { requireEditable } from "../../services/landings/index.server";
import { renderPreview } from "../../services/publishing/index.server";
import {
  errorResponse,
  getContext,
  HttpError,
  methodNotAllowed,
  readPayloadFields,
} from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";

/** Rendering writes to the bucket, so a GET (a link, a prefetch) does nothing (ADR 025). */
export function loader() {
  return methodNotAllowed("POST");
}

/**
 * POST /api/live-preview `{uuid}`: renders the draft to previews/ and answers
 * a signed link to it (SPEC §7 `success, url, error`). The owner of a landing
 * that may still be edited only; the HTTP gate checks the XSRF token.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  const { uuid } = await readPayloadFields(request);
  const id = typeof uuid === "string" ? uuid : "";
  const ctx = getContext();
  try {
    await requireEditable(ctx, user, id);
    const { url } = await renderPreview(ctx, id);
    return Response.json({ success: true, url, error: null });
  } catch (error) {
    if (error instanceof HttpError)
      return errorResponse(new HttpError(error.status, error.code, { success: false, url: null }));
    console.error("[live-preview]", error);
    return errorResponse(new HttpError(500, "previewFailed", { success: false, url: null }));
  }
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { readImageUpload } from "~/services/editor.server";
import { requireEditable } from "~/services/landings.server";
import { getContext } from "~/services/runtime.server";
import { requireUser } from "~/services/session.server";
import { saveImage, uploadErrorResponse } from "~/services/uploads.server";

/** POST /api/landings/{uuid}/saveImages (multipart): answers {url} of the stored image. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "methodNotAllowed" }, { status: 405 });
  const user = await requireUser(request);
  const ctx = getContext();
  const uuid = params.id ?? "";
  try {
    // Refuse strangers before reading their body.
    await requireEditable(ctx, user, uuid);
    const { imageType, bytes } = await readImageUpload(request);
    return Response.json(await saveImage(ctx, user, uuid, imageType, bytes));
  } catch (error) {
    return uploadErrorResponse(error);
  }
}

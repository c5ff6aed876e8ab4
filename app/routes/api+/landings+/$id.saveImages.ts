import type { ActionFunctionArgs } from "@remix-run/node";
import { draftVersion, readImageUpload } from "../../../services/landings/index.server";
import { requireEditable } from "../../../services/landings/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";
import { saveImage } from "../../../services/landings/index.server";

/**
 * POST /api/landings/{uuid}/saveImages (multipart): answers {url} of the stored
 * image, plus the draft's version before and after (`previousUpdatedAt`,
 * `updatedAt`), so the editor can tell its own upload from someone else's save.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  const ctx = getContext();
  const uuid = params.id ?? "";
  try {
    // Refuse strangers before reading their body.
    const before = await requireEditable(ctx, user, uuid);
    const { imageType, bytes } = await readImageUpload(request);
    const saved = await saveImage(ctx, user, uuid, imageType, bytes);
    const after = saved.changed ? await draftVersion(ctx, uuid) : undefined;
    return Response.json({
      ...saved,
      previousUpdatedAt: before.updated_at,
      updatedAt: after ?? before.updated_at,
    });
  } catch (error) {
    return errorResponse(error);
  }
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { draftVersion, readImageUpload } from "../../../services/landings/index.server";
import { requireEditable } from "../../../services/landings/index.server";
import { userJsonAction } from "../../../services/accounts/index.server";
import { saveImage } from "../../../services/landings/index.server";

/**
 * POST /api/landings/{uuid}/saveImages (multipart): answers {url} of the stored
 * image, plus the draft's version before and after (`previousUpdatedAt`,
 * `updatedAt`), so the editor can tell its own upload from someone else's save.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const uuid = params.id ?? "";
  return userJsonAction(request, "POST", async (ctx, user) => {
    // Refuse strangers before reading their body.
    const before = await requireEditable(ctx, user, uuid);
    const { imageType, bytes } = await readImageUpload(request);
    const saved = await saveImage(ctx, user, uuid, imageType, bytes);
    const after = saved.changed ? await draftVersion(ctx, uuid) : undefined;
    return {
      ...saved,
      previousUpdatedAt: before.updated_at,
      updatedAt: after ?? before.updated_at,
    };
  });
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";
import { requireSession } from "../../../services/accounts/index.server";
import {
  avatarFailure,
  readAvatarUpload,
  removeAvatar,
  settingsFailureResponse,
  uploadAvatar,
} from "../../../services/settings/index.server";

export const loader = () => methodNotAllowed("POST, DELETE");

/**
 * POST /api/auth/avatar (multipart, field `image`) → {url} of the 320 px photo;
 * DELETE → {url: null}. A refused file leaves the old photo in place.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE")
    return methodNotAllowed("POST, DELETE");
  // Refuse strangers before reading their body.
  const session = await requireSession(request);
  const ctx = getContext();
  if (request.method === "DELETE") return Response.json(await removeAvatar(ctx, session.user.id));
  try {
    const bytes = await readAvatarUpload(request);
    return Response.json(await uploadAvatar(ctx, session.user.id, bytes));
  } catch (error) {
    return settingsFailureResponse(request, avatarFailure(error));
  }
}

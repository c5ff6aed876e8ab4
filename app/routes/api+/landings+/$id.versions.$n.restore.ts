import type { ActionFunctionArgs } from "@remix-run/node";
import { restoreVersion } from "../../../services/history/index.server";
import { readPayload } from "../../../services/platform/index.server";
import { userJsonAction } from "../../../services/accounts/index.server";

/**
 * POST /api/landings/{id}/versions/{n}/restore {publish: boolean}: the version
 * becomes the draft; with `publish` it is published as the editor would.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "POST", async (ctx, user) =>
    restoreVersion(ctx, user, params.id ?? "", params.n, await readPayload(request)),
  );
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { serializeForServer } from "../../../../core/landing/parse";
import { deleteLandingFor } from "../../../services/history/index.server";
import { getForEditor } from "../../../services/landings/index.server";
import { userJson, userJsonAction } from "../../../services/accounts/index.server";

/** GET /api/landings/{uuid}: the draft for the editor, in the §7 wire form plus status. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, async (ctx, user) => {
    const landing = await getForEditor(ctx, user, params.id ?? "");
    return { ...landing, state: serializeForServer(landing.content) };
  });
}

/** DELETE /api/landings/{uuid}: owner only; removes the row and everything published. */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(
    request,
    "DELETE",
    async (ctx, user) => {
      await deleteLandingFor(ctx, user, params.id ?? "");
      return { success: true };
    },
    "GET, DELETE",
  );
}

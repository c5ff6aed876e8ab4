import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "../services/platform/index.server";
import { landingByHost } from "../services/landings/index.server";
import { publicLandingUrl } from "../services/publishing/index.server";

/**
 * `/` (SPEC §2): a host bound to a landing shows that landing. User pages may
 * carry analytics scripts, so they are never rendered on the app's origin: the
 * visitor is sent to the public origin instead (DESIGN §4).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = getContext();
  const host = request.headers.get("host") ?? "";
  const found = await landingByHost(ctx, host);
  if (found.found)
    return redirect(
      publicLandingUrl(ctx.config, { uuid: found.uuid, textalias: found.textalias ?? null }),
    );
  return redirect("/landings");
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { listBin } from "../../../services/history/index.server";
import { getContext } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/landings/bin: the owner's deleted landings, with the days left before the purge. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json({ landings: await listBin(getContext(), user) });
}

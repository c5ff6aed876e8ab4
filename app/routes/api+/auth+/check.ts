import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonUser } from "../../../services/accounts/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** SPEC §7 session check: 200 with the user, 401 when signed out or expired. */
export async function loader({ request }: LoaderFunctionArgs) {
  return jsonUser(await requireUser(request));
}

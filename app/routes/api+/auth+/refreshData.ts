import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonUser } from "../../../services/accounts/index.server";
import { requireUser } from "../../../services/accounts/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return jsonUser(await requireUser(request));
}

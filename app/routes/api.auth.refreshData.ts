import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonUser } from "../services/accounts/auth-api.server";
import { requireUser } from "../services/accounts/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return jsonUser(await requireUser(request));
}

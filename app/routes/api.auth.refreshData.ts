import type { LoaderFunctionArgs } from "@remix-run/node";
import { jsonUser } from "../services/auth-api.server";
import { requireUser } from "../services/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return jsonUser(await requireUser(request));
}

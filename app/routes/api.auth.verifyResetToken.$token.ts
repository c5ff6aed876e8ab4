import type { LoaderFunctionArgs } from "@remix-run/node";
import { verifyResetToken } from "../services/accounts.server";
import { jsonFailure } from "../services/auth-api.server";
import { getContext } from "../services/runtime.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const r = await verifyResetToken(getContext(), params.token);
  return r.ok ? Response.json({ ok: true }) : jsonFailure(request, r);
}

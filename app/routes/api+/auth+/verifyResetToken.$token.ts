import type { LoaderFunctionArgs } from "@remix-run/node";
import { verifyResetToken } from "../../../services/accounts/index.server";
import { jsonFailure } from "../../../services/accounts/index.server";
import { getContext } from "../../../services/platform/index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const r = await verifyResetToken(getContext(), params.token);
  return r.ok ? Response.json({ ok: true }) : jsonFailure(request, r);
}

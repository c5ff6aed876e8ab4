import type { ActionFunctionArgs } from "@remix-run/node";
import { bindVerifiedHost, HostError } from "~/services/hosts.server";
import { readPayloadFields } from "~/services/request-body.server";
import { getContext } from "~/services/runtime.server";
import { requireAdmin } from "~/services/session.server";

/** POST /api/admin/landings/{uuid}/hosts { host }: bind a custom host checked by an admin. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const body = (await readPayloadFields(request)) as { host?: unknown };
  try {
    const result = await bindVerifiedHost(getContext(), params.id ?? "", String(body.host ?? ""));
    return Response.json(result, { status: 201 });
  } catch (error) {
    if (error instanceof HostError)
      return Response.json({ error: error.code }, { status: error.status });
    throw error;
  }
}

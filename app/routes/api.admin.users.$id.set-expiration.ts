import type { ActionFunctionArgs } from "@remix-run/node";
import { SetExpirationSchema, setUserExpiration } from "~/services/admin-users.server";
import { readPayloadFields } from "~/services/request-body.server";
import { getContext } from "~/services/runtime.server";
import { requireAdmin } from "~/services/session.server";

/** POST /api/admin/users/{id}/set-expiration { expiration_date } (SPEC §7 Admin). */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = SetExpirationSchema.safeParse(await readPayloadFields(request));
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0].message }, { status: 400 });
  }
  const result = await setUserExpiration(
    getContext(),
    Number(params.id),
    parsed.data.expiration_date,
  );
  if (!result.ok) return Response.json({ error: result.error }, { status: result.status });
  return Response.json(result);
}

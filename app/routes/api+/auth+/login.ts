import type { ActionFunctionArgs } from "@remix-run/node";
import { login } from "../../../services/accounts/index.server";
import { jsonFailure, jsonUser } from "../../../services/accounts/index.server";
import { asFormRequest } from "../../../services/accounts/index.server";
import { readPayloadFields } from "../../../services/platform/index.server";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const payload = await readPayloadFields(request);
  const r = await login(getContext(), asFormRequest(request, payload));
  return r.ok ? jsonUser(r.user, r.session.cookies) : jsonFailure(request, r);
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { login } from "../services/accounts.server";
import { jsonFailure, jsonUser, methodNotAllowed } from "../services/auth-api.server";
import { asFormRequest } from "../services/auth.server";
import { readPayloadFields } from "../services/request-body.server";
import { getContext } from "../services/runtime.server";

export const loader = () => methodNotAllowed();

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const payload = await readPayloadFields(request);
  const r = await login(getContext(), asFormRequest(request, payload));
  return r.ok ? jsonUser(r.user, r.session.cookies) : jsonFailure(request, r);
}

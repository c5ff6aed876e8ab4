import type { ActionFunctionArgs } from "@remix-run/node";
import { fieldErrors, forgotSchema } from "../../../../core/account/validation";
import { requestPasswordReset } from "../../../services/accounts/index.server";
import { jsonFailure, validationFailure } from "../../../services/accounts/index.server";
import { readPayloadFields } from "../../../services/platform/index.server";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = forgotSchema.safeParse(await readPayloadFields(request));
  if (!parsed.success) return validationFailure(request, fieldErrors(parsed.error));
  const r = await requestPasswordReset(getContext(), request, parsed.data.email);
  return r.ok ? Response.json({ ok: true }) : jsonFailure(request, r);
}

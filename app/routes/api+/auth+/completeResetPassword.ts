import type { ActionFunctionArgs } from "@remix-run/node";
import { completeResetSchema, fieldErrors } from "../../../../core/account/validation";
import { completePasswordReset } from "../../../services/accounts/index.server";
import { jsonFailure, validationFailure } from "../../../services/accounts/index.server";
import { readPayloadFields } from "../../../services/platform/index.server";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = completeResetSchema.safeParse(await readPayloadFields(request));
  if (!parsed.success) return validationFailure(request, fieldErrors(parsed.error));
  const r = await completePasswordReset(getContext(), parsed.data.token, parsed.data.password);
  return r.ok ? Response.json({ ok: true }) : jsonFailure(request, r);
}

import type { ActionFunctionArgs } from "@remix-run/node";
import { fieldErrors, updateUserSchema } from "../../../../core/account/validation";
import { updateUser } from "../../../services/accounts/index.server";
import { jsonFailure, jsonUser, validationFailure } from "../../../services/accounts/index.server";
import { readPayloadFields } from "../../../services/platform/index.server";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  const parsed = updateUserSchema.safeParse(await readPayloadFields(request));
  if (!parsed.success) return validationFailure(request, fieldErrors(parsed.error));
  const r = await updateUser(getContext(), user, parsed.data);
  return r.ok ? jsonUser(r.user) : jsonFailure(request, r);
}

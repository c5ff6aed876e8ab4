import type { ActionFunctionArgs } from "@remix-run/node";
import { fieldErrors, registerSchema } from "../../../../core/account/validation";
import { languageOf } from "../../../i18n.server";
import { register } from "../../../services/accounts/index.server";
import { jsonFailure, jsonUser, validationFailure } from "../../../services/accounts/index.server";
import { readPayloadFields } from "../../../services/platform/index.server";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = registerSchema.safeParse(await readPayloadFields(request));
  if (!parsed.success) return validationFailure(request, fieldErrors(parsed.error));
  const r = await register(getContext(), request, parsed.data, languageOf(request));
  return r.ok ? jsonUser(r.user, r.session.cookies) : jsonFailure(request, r);
}

import { mailT } from "./account-mail.server";
import type { Failure } from "./accounts.server";
import type { SessionUser } from "./session.server";
import { setCookieHeaders } from "./session-headers.server";
import { languageOf } from "../../i18n.server";
import { errorResponse, HttpError } from "../platform/index.server";

/** SPEC §8: a 401 login answers 'Invalid credentials'. */
const INVALID_CREDENTIALS = "Invalid credentials";

/**
 * JSON answers of /api/auth/*. `code` is the auth message key; `error` is the
 * SPEC's wording where it gives one (on 401), otherwise the key; `message` is
 * the key translated for the caller.
 */
export function jsonFailure(request: Request, f: Failure): Response {
  const t = mailT(languageOf(request));
  const minutes = f.retryAfter ? Math.max(1, Math.ceil(f.retryAfter / 60)) : undefined;
  const values: Record<string, unknown> = { message: t(f.error, { minutes }) };
  if (f.fields) values.fields = f.fields;
  if (f.retryAfter) values.retryAfter = f.retryAfter;
  const specText = f.status === 401 && f.error === "invalidCredentials";
  return errorResponse(
    new HttpError(f.status, f.error, values, {
      text: specText ? INVALID_CREDENTIALS : undefined,
      headers: f.retryAfter ? { "Retry-After": String(f.retryAfter) } : undefined,
    }),
  );
}

export function jsonUser(user: SessionUser, cookies: string[] = []): Response {
  return Response.json(user, { headers: setCookieHeaders(cookies) });
}

export function validationFailure(request: Request, fields: Record<string, string>): Response {
  return jsonFailure(request, { ok: false, status: 400, error: "validationFailed", fields });
}

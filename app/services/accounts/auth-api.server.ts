import { mailT } from "./account-mail.server";
import type { Failure } from "./accounts.server";
import type { SessionUser } from "./session.server";
import { setCookieHeaders } from "./session-headers.server";
import { languageOf } from "../../i18n.server";

/**
 * JSON answers of /api/auth/*. `error` is the SPEC's wording where it gives
 * one ('Invalid credentials' on 401), otherwise the auth message key; `message`
 * is that key translated for the caller.
 */
export function jsonFailure(request: Request, f: Failure): Response {
  const t = mailT(languageOf(request));
  const minutes = f.retryAfter ? Math.max(1, Math.ceil(f.retryAfter / 60)) : undefined;
  const body: Record<string, unknown> = {
    error: f.status === 401 && f.error === "invalidCredentials" ? "Invalid credentials" : f.error,
    message: t(f.error, { minutes }),
  };
  if (f.fields) body.fields = f.fields;
  const headers = new Headers();
  if (f.retryAfter) {
    body.retryAfter = f.retryAfter;
    headers.set("Retry-After", String(f.retryAfter));
  }
  return Response.json(body, { status: f.status, headers });
}

export function jsonUser(user: SessionUser, cookies: string[] = []): Response {
  return Response.json(user, { headers: setCookieHeaders(cookies) });
}

export const methodNotAllowed = () =>
  Response.json({ error: "Method not allowed" }, { status: 405 });

export function validationFailure(request: Request, fields: Record<string, string>): Response {
  return jsonFailure(request, { ok: false, status: 400, error: "validationFailed", fields });
}

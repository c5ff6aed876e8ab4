import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { UserRow } from "../../../db/schema";
import { findUserByEmail } from "../../../db/queries/users";
import {
  fieldErrors,
  formToObject,
  loginSchema,
  type FieldErrors,
} from "../../../core/account/validation";
import { checkPassword } from "./password-check.server";
import type { LoginLimiter } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";

/** Why a login was refused, out of remix-auth; login() answers it as a Failure. */
export class LoginError extends HttpError {
  constructor(
    readonly status: 400 | 401 | 429,
    readonly code: "validation" | "invalidCredentials" | "tooManyAttempts",
    readonly fields?: FieldErrors,
    readonly retryAfter?: number,
  ) {
    super(status, code, { ...(fields ? { fields } : {}), ...(retryAfter ? { retryAfter } : {}) });
    this.name = "LoginError";
  }
}

/**
 * remix-auth 4 only verifies credentials (through checkPassword's limiter);
 * the caller creates the DB session.
 */
export function createAuthenticator(
  ctx: Pick<AppContext, "db">,
  limiter: LoginLimiter,
): Authenticator<UserRow> {
  const authenticator = new Authenticator<UserRow>();
  authenticator.use(
    new FormStrategy<UserRow>(async ({ form, request }) => {
      const parsed = loginSchema.safeParse(formToObject(form));
      if (!parsed.success) throw new LoginError(400, "validation", fieldErrors(parsed.error));
      const { email, password } = parsed.data;
      const r = await checkPassword(
        request,
        {
          email,
          password,
          account: () => findUserByEmail(ctx.db, email),
          usable: (user) => user.active === 1,
        },
        limiter,
      );
      if (r.ok) return r.user;
      if (r.status === 429) throw new LoginError(429, "tooManyAttempts", undefined, r.retryAfter);
      throw new LoginError(401, "invalidCredentials");
    }),
    "form",
  );
  return authenticator;
}

/** Re-expresses a payload as a urlencoded POST so FormStrategy can read it (JSON API logins). */
export function asFormRequest(request: Request, payload: Record<string, unknown>): Request {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
      body.set(k, String(v));
  }
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body });
}

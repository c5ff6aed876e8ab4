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
import { verifyPassword } from "./passwords.server";
import { clientIp, type LoginLimiter } from "../platform/index.server";
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
 * remix-auth 4 only verifies credentials; the caller creates the DB session.
 * The limiter is consulted before the password is checked so a locked-out
 * attacker learns nothing even with the right password.
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
      const ip = clientIp(request);
      const wait = await limiter.blockedFor(email, ip);
      if (wait > 0) throw new LoginError(429, "tooManyAttempts", undefined, wait);
      const delay = await limiter.delayFor(email);
      if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      const user = await findUserByEmail(ctx.db, email);
      const ok =
        (await verifyPassword(user?.password_hash ?? null, password)) && user?.active === 1;
      if (!user || !ok) {
        await limiter.recordFailure(email, ip);
        throw new LoginError(401, "invalidCredentials");
      }
      await limiter.recordSuccess(email, ip);
      return user;
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

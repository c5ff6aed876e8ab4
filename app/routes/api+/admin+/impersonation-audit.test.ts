import { describe, expect, it } from "vitest";
import { cookieHeader, setCookiesOf } from "../../../../tests/support/auth";
import {
  call,
  withFreshKit,
  type Kit,
  type RouteModule,
} from "../../../../tests/support/admin-kit";
import { auditImpersonatedWrites } from "../../../services/admin/index.server";
import * as audit from "./audit";
import * as endImpersonation from "./end-impersonation";
import * as loginAs from "./login-as-user.$id";
import * as settings from "../auth+/settings";
import * as revokeOthers from "../auth+/sessions.revoke-others";

/**
 * Issue 23, low 8: every state change made while an admin acts as a user is
 * in the audit log under the admin's id, whatever route made it. The server
 * wraps its whole request handler (scripts/server.ts); here the wrapped
 * handler dispatches to the real route modules.
 */

let kit: Kit;
withFreshKit((k) => (kit = k));

const ROUTES: Record<string, RouteModule> = {
  "/api/auth/settings": settings,
  "/api/auth/sessions/revoke-others": revokeOthers,
  "/api/admin/end-impersonation": endImpersonation,
};

/** The app's handler, as Remix would run it: the route's loader or action, a thrown Response answered. */
const app = auditImpersonatedWrites(async (request: Request) => {
  const mod = ROUTES[new URL(request.url).pathname];
  const fn = (request.method === "GET" ? mod.loader : mod.action) as (a: {
    request: Request;
    params: object;
    context: object;
  }) => Promise<Response>;
  try {
    return await fn({ request, params: {}, context: {} });
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
});

const send = (method: string, path: string, cookie: string, body?: unknown) =>
  app(
    new Request(`https://app.test${path}`, {
      method,
      headers: {
        cookie,
        "content-type": "application/json",
        "x-vitrina-client-ip": "203.0.113.9",
        "user-agent": "vitest-impersonator",
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function auditRows(): Promise<Array<Record<string, unknown>>> {
  const res = await call(audit, "GET", "/api/admin/audit?pageSize=50", {
    cookie: await kit.signIn(1),
  });
  return ((await res.json()) as { rows: Array<Record<string, unknown>> }).rows;
}

const writesOf = (rows: Array<Record<string, unknown>>) =>
  rows.filter((r) => r.action === "impersonation.write").reverse();

describe("writes while impersonating are audited (issue 23)", () => {
  it("records method, path, target, impersonator and outcome of each write, refusals too", async () => {
    const owner = await kit.addUser({ email: "acted-on@x.io" });
    const started = await call(loginAs, "POST", `/api/admin/login-as-user/${owner}`, {
      cookie: kit.adminCookie,
      params: { id: String(owner) },
    });
    const cookie = cookieHeader(setCookiesOf(started));

    expect((await send("POST", "/api/auth/settings", cookie, { location: "Omsk" })).status).toBe(
      200,
    );
    // Refused, and still written down: the attempt is the admin's.
    expect((await send("POST", "/api/auth/sessions/revoke-others", cookie)).status).toBe(403);
    // A read changes nothing and is not recorded.
    expect((await send("GET", "/api/auth/settings", cookie)).status).toBe(200);
    // The write that ends the impersonation is the last one made under it.
    expect((await send("POST", "/api/admin/end-impersonation", cookie)).status).toBe(200);

    const writes = writesOf(await auditRows());
    expect(writes.map((w) => w.details)).toEqual([
      { method: "POST", path: "/api/auth/settings", status: 200 },
      { method: "POST", path: "/api/auth/sessions/revoke-others", status: 403 },
      { method: "POST", path: "/api/admin/end-impersonation", status: 200 },
    ]);
    for (const w of writes) {
      expect(w).toMatchObject({
        admin_id: 1,
        admin_email: kit.config.adminEmail,
        target_type: "user",
        target_id: String(owner),
        ip: "203.0.113.9",
        user_agent: "vitest-impersonator",
        created_at: kit.clock.now.toISOString(),
      });
    }
  });

  it("the owner's own writes, and an admin's own, are not impersonation", async () => {
    const owner = await kit.addUser();
    const own = await kit.signIn(owner);
    expect((await send("POST", "/api/auth/settings", own, { location: "Tver" })).status).toBe(200);
    const admin = await kit.signIn(1);
    expect((await send("POST", "/api/auth/settings", admin, { location: "Pskov" })).status).toBe(
      200,
    );
    // Anonymous: no session at all.
    expect((await send("POST", "/api/auth/settings", "", { location: "Kazan" })).status).toBe(401);
    expect(writesOf(await auditRows())).toEqual([]);
  });
});

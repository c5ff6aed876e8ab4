import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../db/database";
import { deleteUserSessions } from "../../../../db/queries/sessions";
import { insertUserSettings } from "../../../../db/queries/user-settings";
import { insertUser } from "../../../../db/queries/users";
import { cookieHeader } from "../../../../tests/support/auth";
import { adminConfig } from "../../../../tests/support/admin-kit";
import type { Mailer } from "../mail.server";
import { setContext, type AppContext } from "../runtime.server";
import { startSession } from "../../accounts/session.server";
import type { SiteStore } from "../../../../core/storage/site-store";
import { needsSession } from "./session-gate";
import { createApp, listen } from "../../../../scripts/server";

/**
 * The gate in scripts/server.ts (issue 10): a write to a call that needs a
 * signed-in user, without a live session, is 401 `sessionExpired` before the
 * XSRF check; anonymous forms and machine paths keep their own checks. The
 * app behind it is a one-route fake build that echoes what reached it.
 */

const APP_URL = "http://localhost:3999";
const echo = async ({ request }: { request: Request }) =>
  Response.json({ reached: true, method: request.method, path: new URL(request.url).pathname });

const build = {
  mode: "production",
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/api.$": {
      id: "routes/api.$",
      parentId: "root",
      path: "api/*",
      module: { loader: echo, action: echo },
    },
  },
  assets: {
    entry: { module: "/build/entry.js", imports: [] },
    routes: {},
    url: "/build/manifest.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild;

let server: Server;
let base: string;
let ctx: AppContext;
let clock: { now: Date };

beforeAll(async () => {
  server = await listen(createApp(build, "production", APP_URL, ["/api/payments/test/webhook"]), 0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let userId: number;
beforeEach(async () => {
  clock = { now: new Date("2026-11-25T12:00:00Z") };
  ctx = {
    db: await createTestDb(),
    config: adminConfig("/tmp/vitrina-gate-test"),
    store: undefined as unknown as SiteStore,
    mailer: undefined as unknown as Mailer,
    now: () => clock.now,
  };
  setContext(ctx);
  userId = await insertUser(ctx.db, {
    name: "Owner",
    email: "owner@example.com",
    phone: "",
    password_hash: "x",
    position: null,
    country: null,
    usage_purpose: null,
    tariff_expiration_date: null,
    units_plan: null,
    location: null,
    email_confirmed_at: null,
    created_at: clock.now.toISOString(),
    last_login: null,
  });
  await insertUserSettings(ctx.db, { user_id: userId });
});

async function send(method: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: method === "GET" ? undefined : "{}",
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signedIn() {
  const s = await startSession(ctx, userId);
  return { cookie: cookieHeader(s.cookies), xsrf: s.xsrfToken };
}

describe("the session gate before the XSRF check", () => {
  it("anonymous writes to session-bound calls are 401 sessionExpired, on every write method", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const path of [
        "/api/admin/users",
        "/api/admin/users/5",
        "/api/admin/end-impersonation",
        "/api/landings",
        "/api/landings/",
        "/api/landings/abc/setState",
        "/api/auth/updateUser",
        "/api/auth/logout",
        "/api/auth/settings",
        "/api/payments/checkout",
        "/API/Admin/users",
      ]) {
        const res = await send(method, path);
        expect(res, `${method} ${path}`).toEqual({
          status: 401,
          body: { error: "sessionExpired", code: "sessionExpired" },
        });
      }
    }
  });

  it("an expired or revoked session is 401 too, even with its old XSRF token", async () => {
    const { cookie, xsrf } = await signedIn();
    await deleteUserSessions(ctx.db, userId);
    const revoked = await send("POST", "/api/admin/users", { cookie, "x-xsrf-token": xsrf });
    expect(revoked).toEqual({
      status: 401,
      body: { error: "sessionExpired", code: "sessionExpired" },
    });

    const again = await signedIn();
    clock.now = new Date(clock.now.getTime() + 31 * 86_400_000);
    const expired = await send("PUT", "/api/landings/x", {
      cookie: again.cookie,
      "x-xsrf-token": again.xsrf,
    });
    expect(expired).toEqual({
      status: 401,
      body: { error: "sessionExpired", code: "sessionExpired" },
    });
  });

  it("a live session without the token still gets the XSRF 403; with it the route runs", async () => {
    const { cookie, xsrf } = await signedIn();
    const noToken = await send("POST", "/api/admin/users", { cookie });
    expect(noToken).toEqual({
      status: 403,
      body: { error: "Invalid XSRF token", code: "invalidXsrf" },
    });
    const ok = await send("POST", "/api/admin/users", { cookie, "x-xsrf-token": xsrf });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ reached: true, path: "/api/admin/users" });
  });

  it("anonymous forms keep their own check (XSRF 403), the machine path its own (reaches the route)", async () => {
    for (const path of [
      "/api/auth/login",
      "/api/auth/register",
      "/api/auth/resetPassword",
      "/api/auth/completeResetPassword",
    ]) {
      const res = await send("POST", path);
      expect(res, path).toEqual({
        status: 403,
        body: { error: "Invalid XSRF token", code: "invalidXsrf" },
      });
    }
    const hook = await send("POST", "/api/payments/test/webhook");
    expect(hook.body).toMatchObject({ reached: true });
    const language = await send("POST", "/api/language");
    expect(language.status).toBe(403);
  });

  it("reads pass the gate (the route answers them)", async () => {
    const res = await send("GET", "/api/admin/users");
    expect(res.body).toMatchObject({ reached: true, method: "GET" });
  });

  it("needsSession names the session-bound calls", () => {
    expect(needsSession("/api/admin/stats")).toBe(true);
    expect(needsSession("/api/landings")).toBe(true);
    expect(needsSession("/api/auth/account/delete")).toBe(true);
    expect(needsSession("/api/payments/checkout")).toBe(true);
    expect(needsSession("/api/auth/login")).toBe(false);
    expect(needsSession("/api/auth/verifyResetToken/abc")).toBe(false);
    expect(needsSession("/api/authx")).toBe(false);
    expect(needsSession("/api/payments/test/webhook")).toBe(false);
    expect(needsSession("/api/public/landings/x")).toBe(false);
    expect(needsSession("/api/unsubscribe/tok")).toBe(false);
  });
});

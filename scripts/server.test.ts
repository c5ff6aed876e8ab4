import type { AddressInfo } from "node:net";
import { request as httpRequest, type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, makeAuthContext } from "../tests/support/auth";
import { insertBareUser } from "../tests/support/user-rows";
import { startSession } from "../app/services/accounts/session.server";
import { getContext } from "../app/services/platform/runtime.server";
import { createApp, listen } from "./server";

/** A two-route Remix build: enough to see which writes the XSRF gate lets through. */
const echo = ({ request }: { request: Request }) =>
  Response.json({ path: new URL(request.url).pathname });
const build = {
  mode: "production",
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    unsubscribe: {
      id: "unsubscribe",
      parentId: "root",
      path: "api/unsubscribe/:token",
      module: { action: echo },
    },
    settings: {
      id: "settings",
      parentId: "root",
      path: "api/auth/settings",
      module: { action: echo },
    },
    catchAll: {
      id: "catchAll",
      parentId: "root",
      path: "api/*",
      module: { loader: echo, action: echo },
    },
    refused: {
      id: "refused",
      parentId: "root",
      path: "gate/refused",
      module: {
        action: ({ request }: { request: Request }) => {
          const url = new URL(request.url);
          return Response.json({ refusedPage: url.searchParams.get("from"), host: url.host });
        },
      },
    },
    page: { id: "page", parentId: "root", path: "*", module: { loader: echo, action: echo } },
  },
  assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild;

let server: Server;
let base: string;
beforeAll(async () => {
  await makeAuthContext();
  server = await listen(
    createApp(build, "production", "http://localhost:3000", ["/api/unsubscribe/"]),
    0,
  );
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const oneClick = (path: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

describe("createApp: the machine-path allow-list", () => {
  it("a prefix entry lets a token-in-path POST through without session or XSRF token", async () => {
    const res = await oneClick("/api/unsubscribe/12.newsletter.sig");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: "/api/unsubscribe/12.newsletter.sig" });
  });

  it("anything else still needs the token: deeper paths, other APIs, dot-segment tricks", async () => {
    for (const path of [
      "/api/unsubscribe/a/b",
      "/api/auth/settings",
      "/api/unsubscribe/../auth/settings",
      "/api/unsubscribe/%2e%2e/auth/settings",
    ]) {
      const res = await oneClick(path);
      // Refused before any route runs: 403 (XSRF) or 401 (the session gate, for signed-in calls).
      expect([401, 403], path).toContain(res.status);
    }
  });
});

describe("createApp: headers and a malformed Host", () => {
  const raw = (host: string) =>
    new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: Number(new URL(base).port),
          path: "/api/unsubscribe/abc",
          method: "POST",
          headers: { Host: host },
        },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end();
    });

  it("answers 400 for a Host that is not host[:port], never a 500", async () => {
    for (const host of ["exa mple.com", "a/b", "x:y:z:%", "@evil"]) {
      expect((await raw(host)).status, host).toBe(400);
    }
    expect((await raw("localhost:3000")).status).toBe(200);
  });

  it("sends nosniff on JSON answers, and HSTS only when the app is https", async () => {
    const res = await oneClick("/api/unsubscribe/abc");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const secure = await listen(createApp(build, "production", "https://app.example"), 0);
    try {
      const port = (secure.address() as AddressInfo).port;
      const r = await fetch(`http://127.0.0.1:${port}/api/anything`);
      expect(r.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    } finally {
      secure.close();
    }
  });
});

describe("createApp: another name of the app (issue 29)", () => {
  it("sends a page GET on 127.0.0.1 to the same path and query on APP_URL", async () => {
    const res = await fetch(`${base}/login?redirectTo=%2Fsettings`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("http://localhost:3000/login?redirectTo=%2Fsettings");
  });

  it("answers API reads and machine writes on loopback as before", async () => {
    const read = await fetch(`${base}/api/internal/anything`, { redirect: "manual" });
    expect(await read.json()).toEqual({ path: "/api/internal/anything" });
    expect((await oneClick("/api/unsubscribe/12.newsletter.sig")).status).toBe(200);
  });

  it("a form refused for its Origin gets the refusal page, an API call the JSON error", async () => {
    const post = (path: string, accept: string) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          origin: base,
          accept,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "email=a%40b.c&password=secret",
      });
    const form = await post("/login", "text/html");
    expect(await form.json()).toEqual({ refusedPage: "/login", host: new URL(base).host });
    // Remix's own fetch stays one (this fake build has no single fetch: the catch-all echoes).
    const remix = await post("/login.data", "*/*");
    expect(await remix.json()).toEqual({ path: "/gate/refused.data" });
    const api = await post("/api/auth/login", "application/json");
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ code: "crossOrigin" });
  });
});

describe("createApp: writes while an admin acts as a user", () => {
  it("each one that reaches the app is audited under the admin's id (issue 23)", async () => {
    const ctx = getContext();
    const admin = await insertBareUser(ctx.db, "boss@x.io", ctx.now());
    const user = await insertBareUser(ctx.db, "acted-on@x.io", ctx.now());
    const session = await startSession(ctx, user, { impersonatorId: admin });
    const res = await fetch(`${base}/api/auth/settings?x=1`, {
      method: "POST",
      headers: {
        cookie: cookieHeader(session.cookies),
        "x-xsrf-token": session.xsrfToken,
        "content-type": "application/json",
      },
      body: "{}",
    });
    expect(res.status).toBe(200);
    const rows = await ctx.db.selectFrom("admin_audit").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      admin_id: admin,
      admin_email: "boss@x.io",
      action: "impersonation.write",
      target_type: "user",
      target_id: String(user),
    });
    expect(JSON.parse(rows[0].details!)).toEqual({
      method: "POST",
      path: "/api/auth/settings",
      status: 200,
    });
  });
});

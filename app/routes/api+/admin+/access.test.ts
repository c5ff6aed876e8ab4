import { beforeEach, describe, expect, it } from "vitest";
import { setLandingKv } from "../../../../db/queries/landing-kv";
import { insertScheduledTask } from "../../../../db/queries/scheduled-tasks";
import { startSession } from "../../../services/accounts/session.server";
import { cookieHeader } from "../../../../tests/support/auth";
import {
  call,
  withFreshKit,
  type Kit,
  type RouteModule,
} from "../../../../tests/support/admin-kit";
import * as audit from "./audit";
import * as endImpersonation from "./end-impersonation";
import * as kvItem from "./landing_kv.$id";
import * as kvList from "./landing_kv._index";
import * as landingHosts from "./landings.$id.hosts";
import * as landingKv from "./landings.$id.kv";
import * as landingItem from "./landings.$id";
import * as landingList from "./landings._index";
import * as loginAs from "./login-as-user.$id";
import * as unmatched from "./payments.unmatched";
import * as taskRetry from "./scheduled_tasks.$id.retry";
import * as taskItem from "./scheduled_tasks.$id";
import * as taskList from "./scheduled_tasks._index";
import * as stats from "./stats";
import * as grantPro from "./users.$id.grant-pro";
import * as userLandings from "./users.$id.landings";
import * as orders from "./users.$id.orders";
import * as resend from "./users.$id.resend-confirmation";
import * as sendReset from "./users.$id.send-reset";
import * as setExpiration from "./users.$id.set-expiration";
import * as userItem from "./users.$id";
import * as userList from "./users._index";

/**
 * The role gate on every admin call (issue 10): anonymous → 401
 * `sessionExpired`, a signed-in non-admin → 403 `Forbidden`, on every method;
 * an admin gets the call's answer.
 */

let kit: Kit;
withFreshKit((k) => (kit = k));

interface Fixture {
  kit: Kit;
  ownerId: number;
  ownerCookie: string;
  uuid: string;
  kvId: number;
  taskId: number;
}

let f: Fixture;
beforeEach(async () => {
  const ownerId = await kit.addUser({ email: "owner@example.com" });
  const uuid = await kit.published(ownerId, "owner-shop");
  const kv = await setLandingKv(kit.ctx.db, uuid, "note", "hello");
  const taskId = await insertScheduledTask(kit.ctx.db, {
    name: "plan.scan",
    execution_time: kit.clock.now.toISOString(),
    status: "failed",
    payload: "{}",
    method: "POST",
    created_at: kit.clock.now.toISOString(),
  });
  f = { kit, ownerId, ownerCookie: await kit.signIn(ownerId), uuid, kvId: kv.id, taskId };
});

interface Row {
  name: string;
  mod: RouteModule;
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: (f: Fixture) => string;
  params: (f: Fixture) => Record<string, string>;
  body?: (f: Fixture) => unknown;
  /** What the admin gets (2xx, or SPEC's 400 for Add New). */
  admin: number;
  /** Who counts as "admin" here: end-impersonation is called by an impersonation session. */
  as?: "impersonation";
}

const u = (f: Fixture) => ({ id: String(f.ownerId) });
const l = (f: Fixture) => ({ id: f.uuid });
const none = () => ({});

const ROWS: Row[] = [
  {
    name: "users list",
    mod: userList,
    method: "GET",
    url: () => "/api/admin/users",
    params: none,
    admin: 200,
  },
  {
    name: "users add new",
    mod: userList,
    method: "POST",
    url: () => "/api/admin/users",
    params: none,
    body: () => ({ name: "n" }),
    admin: 400,
  },
  {
    name: "user get",
    mod: userItem,
    method: "GET",
    url: (f) => `/api/admin/users/${f.ownerId}`,
    params: u,
    admin: 200,
  },
  {
    name: "user put",
    mod: userItem,
    method: "PUT",
    url: (f) => `/api/admin/users/${f.ownerId}`,
    params: u,
    body: () => ({ name: "Renamed" }),
    admin: 200,
  },
  {
    name: "user delete",
    mod: userItem,
    method: "DELETE",
    url: (f) => `/api/admin/users/${f.ownerId}`,
    params: u,
    admin: 200,
  },
  {
    name: "set expiration",
    mod: setExpiration,
    method: "POST",
    url: (f) => `/api/admin/users/${f.ownerId}/set-expiration`,
    params: u,
    body: () => ({ expiration_date: "2027-01-01" }),
    admin: 200,
  },
  {
    name: "orders",
    mod: orders,
    method: "GET",
    url: (f) => `/api/admin/users/${f.ownerId}/orders`,
    params: u,
    admin: 200,
  },
  {
    name: "grant pro",
    mod: grantPro,
    method: "POST",
    url: (f) => `/api/admin/users/${f.ownerId}/grant-pro`,
    params: u,
    body: () => ({}),
    admin: 200,
  },
  {
    name: "resend confirmation",
    mod: resend,
    method: "POST",
    url: (f) => `/api/admin/users/${f.ownerId}/resend-confirmation`,
    params: u,
    admin: 200,
  },
  {
    name: "send reset",
    mod: sendReset,
    method: "POST",
    url: (f) => `/api/admin/users/${f.ownerId}/send-reset`,
    params: u,
    admin: 200,
  },
  {
    name: "user landings",
    mod: userLandings,
    method: "GET",
    url: (f) => `/api/admin/users/${f.ownerId}/landings`,
    params: u,
    admin: 200,
  },
  {
    name: "landings list",
    mod: landingList,
    method: "GET",
    url: () => "/api/admin/landings",
    params: none,
    admin: 200,
  },
  {
    name: "landings add new",
    mod: landingList,
    method: "POST",
    url: () => "/api/admin/landings",
    params: none,
    body: () => ({}),
    admin: 400,
  },
  {
    name: "landing get",
    mod: landingItem,
    method: "GET",
    url: (f) => `/api/admin/landings/${f.uuid}`,
    params: l,
    admin: 200,
  },
  {
    name: "landing put",
    mod: landingItem,
    method: "PUT",
    url: (f) => `/api/admin/landings/${f.uuid}`,
    params: l,
    body: () => ({ companyname: "Co" }),
    admin: 200,
  },
  {
    name: "landing delete",
    mod: landingItem,
    method: "DELETE",
    url: (f) => `/api/admin/landings/${f.uuid}`,
    params: l,
    admin: 200,
  },
  {
    name: "landing kv",
    mod: landingKv,
    method: "GET",
    url: (f) => `/api/admin/landings/${f.uuid}/kv`,
    params: l,
    admin: 200,
  },
  {
    name: "landing hosts",
    mod: landingHosts,
    method: "POST",
    url: (f) => `/api/admin/landings/${f.uuid}/hosts`,
    params: l,
    body: () => ({ host: "shop.example.com" }),
    admin: 201,
  },
  {
    name: "kv list",
    mod: kvList,
    method: "GET",
    url: () => "/api/admin/landing_kv",
    params: none,
    admin: 200,
  },
  {
    name: "kv create",
    mod: kvList,
    method: "POST",
    url: () => "/api/admin/landing_kv",
    params: none,
    body: (f) => ({ parent_landing: f.uuid, key: "color", value: "red" }),
    admin: 201,
  },
  {
    name: "kv get",
    mod: kvItem,
    method: "GET",
    url: (f) => `/api/admin/landing_kv/${f.kvId}`,
    params: (f) => ({ id: String(f.kvId) }),
    admin: 200,
  },
  {
    name: "kv put",
    mod: kvItem,
    method: "PUT",
    url: (f) => `/api/admin/landing_kv/${f.kvId}`,
    params: (f) => ({ id: String(f.kvId) }),
    body: () => ({ value: "bye" }),
    admin: 200,
  },
  {
    name: "kv delete",
    mod: kvItem,
    method: "DELETE",
    url: (f) => `/api/admin/landing_kv/${f.kvId}`,
    params: (f) => ({ id: String(f.kvId) }),
    admin: 200,
  },
  {
    name: "tasks list",
    mod: taskList,
    method: "GET",
    url: () => "/api/admin/scheduled_tasks",
    params: none,
    admin: 200,
  },
  {
    name: "tasks add new",
    mod: taskList,
    method: "POST",
    url: () => "/api/admin/scheduled_tasks",
    params: none,
    body: () => ({}),
    admin: 400,
  },
  {
    name: "task get",
    mod: taskItem,
    method: "GET",
    url: (f) => `/api/admin/scheduled_tasks/${f.taskId}`,
    params: (f) => ({ id: String(f.taskId) }),
    admin: 200,
  },
  {
    name: "task put",
    mod: taskItem,
    method: "PUT",
    url: (f) => `/api/admin/scheduled_tasks/${f.taskId}`,
    params: (f) => ({ id: String(f.taskId) }),
    body: () => ({
      name: "sessions.sweep",
      execution_time: "2026-12-01T00:00:00Z",
      status: "pending",
      payload: "{}",
      method: "GET",
    }),
    admin: 200,
  },
  {
    name: "task delete",
    mod: taskItem,
    method: "DELETE",
    url: (f) => `/api/admin/scheduled_tasks/${f.taskId}`,
    params: (f) => ({ id: String(f.taskId) }),
    admin: 200,
  },
  {
    name: "task retry",
    mod: taskRetry,
    method: "POST",
    url: (f) => `/api/admin/scheduled_tasks/${f.taskId}/retry`,
    params: (f) => ({ id: String(f.taskId) }),
    admin: 200,
  },
  {
    name: "login as",
    mod: loginAs,
    method: "POST",
    url: (f) => `/api/admin/login-as-user/${f.ownerId}`,
    params: u,
    admin: 200,
  },
  {
    name: "end impersonation",
    mod: endImpersonation,
    method: "POST",
    url: () => "/api/admin/end-impersonation",
    params: none,
    admin: 200,
    as: "impersonation",
  },
  {
    name: "audit",
    mod: audit,
    method: "GET",
    url: () => "/api/admin/audit",
    params: none,
    admin: 200,
  },
  {
    name: "stats",
    mod: stats,
    method: "GET",
    url: () => "/api/admin/stats",
    params: none,
    admin: 200,
  },
  {
    name: "unmatched payments",
    mod: unmatched,
    method: "GET",
    url: () => "/api/admin/payments/unmatched",
    params: none,
    admin: 200,
  },
];

const METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

describe("admin API gate", () => {
  it.each(ROWS.map((r) => [`${r.method} ${r.name}`, r] as const))(
    "%s: anonymous 401, non-admin 403, admin its answer",
    async (_label, row) => {
      const url = row.url(f);
      const params = row.params(f);
      const body = row.body?.(f);

      const anon = await call(row.mod, row.method, url, { params, body });
      expect(anon.status).toBe(401);
      expect(await anon.json()).toEqual({ error: "sessionExpired", code: "sessionExpired" });

      const user = await call(row.mod, row.method, url, { params, body, cookie: f.ownerCookie });
      expect(user.status).toBe(403);
      expect(await user.json()).toEqual({ error: "Forbidden", code: "forbidden" });

      let cookie = f.kit.adminCookie;
      if (row.as === "impersonation") {
        const other = await f.kit.addUser();
        cookie = cookieHeader(
          (await startSession(f.kit.ctx, other, { impersonatorId: 1 })).cookies,
        );
      }
      const admin = await call(row.mod, row.method, url, { params, body, cookie });
      if (admin.status !== row.admin) console.error(await admin.clone().text());
      expect(admin.status).toBe(row.admin);
    },
  );

  it("every method of every admin route is gated the same way", async () => {
    for (const row of ROWS) {
      for (const method of METHODS) {
        const url = row.url(f);
        const params = row.params(f);
        const anon = await call(row.mod, method, url, { params });
        expect(anon.status, `${method} ${url} anonymous`).toBe(401);
        const user = await call(row.mod, method, url, { params, cookie: f.ownerCookie });
        expect(user.status, `${method} ${url} non-admin`).toBe(403);
      }
    }
  });

  it("a method a route does not offer is 405 for an admin", async () => {
    const res = await call(stats, "DELETE", "/api/admin/stats", { cookie: f.kit.adminCookie });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET");
    expect(await res.json()).toEqual({ error: "methodNotAllowed", code: "methodNotAllowed" });
  });

  it("an expired or revoked admin session is 401 like none", async () => {
    f.kit.advance(31 * 24 * 60 * 60 * 1000);
    const res = await call(userList, "GET", "/api/admin/users", { cookie: f.kit.adminCookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "sessionExpired", code: "sessionExpired" });
  });
});

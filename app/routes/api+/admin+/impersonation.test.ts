import { describe, expect, it } from "vitest";
import { findSession } from "../../../../db/queries/sessions";
import { cookieHeader, setCookiesOf } from "../../../../tests/support/auth";
import { sha256Hex } from "../../../services/platform/index.server";
import {
  IMPERSONATION_MAX_MS,
  loadSession,
  refuseWhileImpersonating,
  sessionCookieName,
} from "../../../services/accounts/session.server";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import * as audit from "./audit";
import * as endImpersonation from "./end-impersonation";
import * as loginAs from "./login-as-user.$id";
import * as userList from "./users._index";
import * as refreshData from "../auth+/refreshData";
import * as deleteAccount from "../auth+/account.delete";
import * as settings from "../auth+/settings";
import * as checkout from "../payments+/checkout";

let kit: Kit;
withFreshKit((k) => (kit = k));

const MINUTE = 60_000;

const sessionName = () => sessionCookieName(kit.ctx.config);

function sessionIdOf(cookie: string): string {
  const pair = cookie.split("; ").find((c) => c.startsWith(`${sessionName()}=`))!;
  return pair.slice(sessionName().length + 1);
}

const start = (id: number, cookie = kit.adminCookie) =>
  call(loginAs, "POST", `/api/admin/login-as-user/${id}`, { cookie, params: { id: String(id) } });
const end = (cookie: string) =>
  call(endImpersonation, "POST", "/api/admin/end-impersonation", { cookie });
const isLive = async (cookie: string) =>
  (await loadSession(kit.ctx, new Request("https://app.test/", { headers: { cookie } }))) !== null;

describe("login as (impersonation)", () => {
  it("refuses yourself and every admin id (SPEC §5), 404 for nobody", async () => {
    const self = await start(1);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({
      error: "You cannot impersonate yourself",
      code: "impersonateSelf",
    });
    await kit.addUser({ id: 3, email: "admin3@x.io" });
    for (const id of [3, 17]) {
      const res = await start(id);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "You cannot impersonate another admin",
        code: "impersonateAdmin",
      });
    }
    expect((await start(999)).status).toBe(404);
    // A refusal leaves the admin signed in.
    expect(await isLive(kit.adminCookie)).toBe(true);
  });

  it("replaces the admin's session by an impersonation session of at most an hour", async () => {
    const target = await kit.addUser({ email: "target@x.io" });
    const res = await start(target);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: target,
      email: "target@x.io",
      impersonating: true,
      isAdmin: false,
    });
    const setCookies = setCookiesOf(res);
    expect(setCookies.find((c) => c.startsWith(`${sessionName()}=`))).toMatch(/Max-Age=3600/);
    const cookie = cookieHeader(setCookies);
    const row = (await findSession(kit.ctx.db, sha256Hex(sessionIdOf(cookie))))!;
    expect(row).toMatchObject({ user_id: target, impersonator_id: 1 });
    expect(new Date(row.expires_at).getTime() - kit.clock.now.getTime()).toBe(IMPERSONATION_MAX_MS);

    // The admin's own cookie is dead: its row is gone and only hashes are stored.
    expect(await findSession(kit.ctx.db, sha256Hex(sessionIdOf(kit.adminCookie)))).toBeUndefined();
    const old = await call(userList, "GET", "/api/admin/users", { cookie: kit.adminCookie });
    expect(old.status).toBe(401);

    // The impersonated session is the user's: the root's user says so; admin calls are 403.
    const me = await call(refreshData, "GET", "/api/auth/refreshData", { cookie });
    expect(await me.json()).toMatchObject({ id: target, impersonating: true });
    expect((await call(userList, "GET", "/api/admin/users", { cookie })).status).toBe(403);
  });

  it("is never extended: use does not stretch it, and an hour after its start it is gone", async () => {
    const target = await kit.addUser();
    const cookie = cookieHeader(setCookiesOf(await start(target)));
    const idHash = sha256Hex(sessionIdOf(cookie));
    const expiresAt = (await findSession(kit.ctx.db, idHash))!.expires_at;
    for (let i = 0; i < 5; i++) {
      kit.advance(11 * MINUTE);
      expect(await isLive(cookie)).toBe(true);
    }
    const row = (await findSession(kit.ctx.db, idHash))!;
    expect(row.expires_at).toBe(expiresAt);
    expect(row.last_seen_at).not.toBe(row.created_at);
    // Even a row whose expiry something pushed out ends an hour after it began.
    await kit.ctx.db
      .updateTable("sessions")
      .set({ expires_at: new Date(kit.clock.now.getTime() + 30 * 86_400_000).toISOString() })
      .where("id", "=", idHash)
      .execute();
    kit.advance(5 * MINUTE);
    expect(await isLive(cookie)).toBe(false);
    expect(await findSession(kit.ctx.db, idHash)).toBeUndefined();
  });

  it("refuses checkout while impersonating (403 impersonating)", async () => {
    const target = await kit.addUser();
    const cookie = cookieHeader(setCookiesOf(await start(target)));
    const res = await call(checkout, "POST", "/api/payments/checkout", {
      cookie,
      body: { item: "pro_year" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "impersonating", code: "impersonating" });
    expect(() => refuseWhileImpersonating({ impersonating: false })).not.toThrow();
  });

  it("refuses email and password changes and account deletion while impersonating; other settings save", async () => {
    const target = await kit.addUser();
    const cookie = cookieHeader(setCookiesOf(await start(target)));
    for (const body of [
      { email: "taken-over@example.com", current_password: "secret12" },
      { current_password: "secret12", new_password: "another-secret" },
    ]) {
      const res = await call(settings, "POST", "/api/auth/settings", { cookie, body });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "impersonating", code: "impersonating" });
    }
    const del = await call(deleteAccount, "POST", "/api/auth/account/delete", {
      cookie,
      body: { password: "secret12", confirm: "DELETE" },
    });
    expect(del.status).toBe(403);
    const ok = await call(settings, "POST", "/api/auth/settings", {
      cookie,
      body: { location: "Omsk" },
    });
    expect(ok.status).toBe(200);
  });

  it("end: the impersonation session goes, a fresh admin session comes, back to /admin", async () => {
    const target = await kit.addUser({ email: "back@x.io" });
    const cookie = cookieHeader(setCookiesOf(await start(target)));
    kit.advance(10 * MINUTE);
    const res = await end(cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, redirect: "/admin" });
    const fresh = cookieHeader(setCookiesOf(res));
    expect(sessionIdOf(fresh)).not.toBe(sessionIdOf(kit.adminCookie));
    const row = (await findSession(kit.ctx.db, sha256Hex(sessionIdOf(fresh))))!;
    expect(row).toMatchObject({ user_id: 1, impersonator_id: null });
    expect((await call(userList, "GET", "/api/admin/users", { cookie: fresh })).status).toBe(200);
    expect(await isLive(cookie)).toBe(false);
    expect(await isLive(kit.adminCookie)).toBe(false);
    // Ending twice: the impersonation cookie is dead.
    expect((await end(cookie)).status).toBe(401);
    // An admin who is not impersonating has nothing to end.
    const notImpersonating = await end(fresh);
    expect(notImpersonating.status).toBe(400);
    expect(await notImpersonating.json()).toEqual({
      error: "notImpersonating",
      code: "notImpersonating",
    });
  });

  it("start and end are audited: admin, target, time, IP and user agent", async () => {
    const target = await kit.addUser({ email: "audited@x.io" });
    const cookie = cookieHeader(setCookiesOf(await start(target)));
    kit.advance(MINUTE);
    const fresh = cookieHeader(setCookiesOf(await end(cookie)));
    const log = (await (
      await call(audit, "GET", "/api/admin/audit", { cookie: fresh })
    ).json()) as {
      rows: Array<Record<string, unknown>>;
    };
    expect(log.rows).toHaveLength(2);
    expect(log.rows[0]).toMatchObject({
      action: "impersonation.end",
      admin_id: 1,
      target_type: "user",
      target_id: String(target),
      ip: "203.0.113.7",
      user_agent: "vitest-admin",
      created_at: kit.clock.now.toISOString(),
      details: { email: "audited@x.io" },
    });
    expect(log.rows[1]).toMatchObject({
      action: "impersonation.start",
      admin_id: 1,
      target_id: String(target),
      created_at: new Date(kit.clock.now.getTime() - MINUTE).toISOString(),
    });
  });
});

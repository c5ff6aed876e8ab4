import { beforeEach, describe, expect, it } from "vitest";
import { countUserSessions } from "../../../db/queries/sessions";
import { insertUser } from "../../../db/queries/users";
import { cookieHeader, getRequest, makeAuthContext } from "../../../tests/support/auth";
import {
  endSession,
  forgetSession,
  getSessionUser,
  loadSession,
  requireAdmin,
  requireUser,
  revokeUserSessions,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  sessionCookie,
  sessionCookieName,
  startSession,
} from "./session.server";
import { runInRequestScope, sha256Hex } from "../platform/index.server";

let kit: Awaited<ReturnType<typeof makeAuthContext>>;
let userId: number;
const DAY = 86_400_000;

async function addUser(email: string, id?: number) {
  return insertUser(kit.ctx.db, {
    ...(id ? { id } : {}),
    name: "U",
    email,
    phone: "",
    password_hash: "h",
    created_at: kit.clock.now.toISOString(),
    tariff_expiration_date: new Date(kit.clock.now.getTime() + 7 * DAY).toISOString(),
  });
}

beforeEach(async () => {
  kit = await makeAuthContext();
  userId = await addUser("user@x.io", 5);
});

async function signIn(id = userId) {
  const s = await startSession(kit.ctx, id);
  return { ...s, cookie: cookieHeader(s.cookies) };
}

describe("session cookie", () => {
  it("holds a 256-bit random id; the table stores its sha256 only", async () => {
    const s = await signIn();
    expect(Buffer.from(s.id, "base64url").length).toBe(32);
    const rows = await kit.ctx.db.selectFrom("sessions").selectAll().execute();
    expect(rows.map((r) => r.id)).toEqual([sha256Hex(s.id)]);
    const [session] = s.cookies;
    expect(session).toMatch(new RegExp(`^${sessionCookieName(kit.ctx.config)}=`));
    expect(session).toContain("HttpOnly");
    expect(session).toContain("SameSite=Lax");
    expect(session).toContain("Path=/");
    expect(session).toContain("Secure"); // APP_URL is https in the kit
  });

  it("is __Host--prefixed under https (Secure, Path=/, no Domain); only that name is read", async () => {
    const s = await signIn();
    const [session] = s.cookies;
    expect(session).toMatch(/^__Host-vitrina_session=/);
    expect(session).toMatch(/; Secure(;|$)/);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/domain=/i);
    expect(await getSessionUser(getRequest("/", `__Host-vitrina_session=${s.id}`))).not.toBeNull();
    // A host-only name a sibling subdomain could plant is not our session.
    expect(await getSessionUser(getRequest("/", `vitrina_session=${s.id}`))).toBeNull();
  });

  it("keeps the plain name for a local http APP_URL", () => {
    const http = { secureCookies: false };
    expect(sessionCookieName(http)).toBe("vitrina_session");
    expect(sessionCookie(http, "id")).toMatch(/^vitrina_session=id;/);
    expect(sessionCookie(http, "id")).not.toContain("Secure");
  });

  it("resolves to the public user, never the password hash", async () => {
    const s = await signIn();
    const user = await getSessionUser(getRequest("/landings", s.cookie));
    expect(user).toMatchObject({
      id: userId,
      email: "user@x.io",
      tariff: 0,
      expired: false,
      landings_count: 0,
    });
    expect(user?.expiration_date).toBe(user?.tariff_expiration_date);
    expect(user).not.toHaveProperty("password_hash");
    expect(user?.isAdmin).toBe(false);
    expect(user?.impersonating).toBe(false);
  });

  it("a new id at every login", async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a.id).not.toBe(b.id);
    expect(a.xsrfToken).not.toBe(b.xsrfToken);
  });
});

describe("expiry with an injected clock", () => {
  it("ends after 7 idle days", async () => {
    const s = await signIn();
    kit.advance(SESSION_IDLE_MS - 1000);
    expect(await getSessionUser(getRequest("/", s.cookie))).not.toBeNull();
    // Use refreshed last_seen: another almost-7-day gap is still fine.
    kit.advance(SESSION_IDLE_MS - 1000);
    expect(await getSessionUser(getRequest("/", s.cookie))).not.toBeNull();
    kit.advance(SESSION_IDLE_MS);
    expect(await getSessionUser(getRequest("/", s.cookie))).toBeNull();
    expect(await countUserSessions(kit.ctx.db, userId)).toBe(0);
  });

  it("ends 30 days after login however active", async () => {
    const s = await signIn();
    for (let t = 0; t < SESSION_ABSOLUTE_MS - DAY; t += 2 * DAY) {
      kit.advance(2 * DAY);
      if (t + 2 * DAY < SESSION_ABSOLUTE_MS)
        expect(await getSessionUser(getRequest("/", s.cookie))).not.toBeNull();
    }
    kit.clock.now = new Date(new Date("2026-03-01T12:00:00Z").getTime() + SESSION_ABSOLUTE_MS);
    expect(await getSessionUser(getRequest("/", s.cookie))).toBeNull();
  });
});

describe("revocation", () => {
  it("logout deletes that session only", async () => {
    const a = await signIn();
    const b = await signIn();
    const cookies = await endSession(kit.ctx, getRequest("/logout", a.cookie));
    expect(cookies[0]).toMatch(/Max-Age=0/);
    expect(await getSessionUser(getRequest("/", a.cookie))).toBeNull();
    expect(await getSessionUser(getRequest("/", b.cookie))).not.toBeNull();
  });

  it("revoking all but one keeps the caller signed in", async () => {
    const a = await signIn();
    const b = await signIn();
    await revokeUserSessions(kit.ctx, userId, a.idHash);
    expect(await getSessionUser(getRequest("/", a.cookie))).not.toBeNull();
    expect(await getSessionUser(getRequest("/", b.cookie))).toBeNull();
  });

  it("an unknown cookie value is no session", async () => {
    expect(
      await getSessionUser(getRequest("/", `${sessionCookieName(kit.ctx.config)}=forged`)),
    ).toBeNull();
  });
});

describe("guards", () => {
  it("requireUser: pages redirect to /login with authRequired; /api answers 401 JSON", async () => {
    const page = await requireUser(getRequest("/landings")).catch((r: Response) => r);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get("location")).toBe("/login?redirectTo=%2Flandings");
    expect((page as Response).headers.get("set-cookie")).toContain("vitrina_toast=");
    const api = (await requireUser(getRequest("/api/auth/check")).catch(
      (r: Response) => r,
    )) as Response;
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: "Unauthorized", code: "unauthorized" });
  });

  it("requireUser: a stale session cookie says sessionExpired and clears the cookie", async () => {
    const s = await signIn();
    kit.advance(SESSION_IDLE_MS + 1);
    const r = (await requireUser(getRequest("/landings", s.cookie)).catch(
      (x: Response) => x,
    )) as Response;
    expect(r.status).toBe(302);
    const setCookies = r.headers.getSetCookie();
    expect(setCookies.some((c) => c.startsWith(`${sessionCookieName(kit.ctx.config)}=;`))).toBe(
      true,
    );
    const toast = setCookies.find((c) => c.startsWith("vitrina_toast="))!;
    const payload = Buffer.from(toast.split(";")[0].split("=")[1], "base64url").toString("utf8");
    expect(payload).toContain("common:sessionExpired");
  });

  it("requireAdmin: admin ids pass; others go to /landings (pages) or 403 (api)", async () => {
    await addUser("admin@x.io", 1);
    const admin = await signIn(1);
    expect((await requireAdmin(getRequest("/admin", admin.cookie))).isAdmin).toBe(true);
    const user = await signIn();
    const page = (await requireAdmin(getRequest("/admin", user.cookie)).catch(
      (r: Response) => r,
    )) as Response;
    expect(page.headers.get("location")).toBe("/landings");
    const api = (await requireAdmin(getRequest("/api/admin/users", user.cookie)).catch(
      (r: Response) => r,
    )) as Response;
    expect(api.status).toBe(403);
  });
});

describe("one session lookup a request (issue 28)", () => {
  it("shares the lookup between the Requests one HTTP request builds, and only inside its scope", async () => {
    const { cookie } = await signIn();
    const req = () => new Request("http://localhost/api/landings/", { headers: { cookie } });
    await runInRequestScope(async () => {
      const gate = loadSession(kit.ctx, req());
      const route = loadSession(kit.ctx, req());
      expect(route).toBe(gate);
      expect((await route)?.user.id).toBe(userId);
      // After a login or logout in this request, the next lookup reads again.
      forgetSession(req());
      expect(loadSession(kit.ctx, req())).not.toBe(gate);
    });
    expect(loadSession(kit.ctx, req())).not.toBe(loadSession(kit.ctx, req()));
  });
});

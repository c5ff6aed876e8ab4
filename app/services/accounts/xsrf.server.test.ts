import { beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "../../../db/queries/users";
import { cookieHeader, getRequest, makeAuthContext } from "../../../tests/support/auth";
import { startSession } from "./session.server";
import {
  isValidXsrf,
  newAnonymousToken,
  XSRF_COOKIE,
  xsrfCookieFor,
  xsrfTokenFor,
} from "./xsrf.server";

let kit: Awaited<ReturnType<typeof makeAuthContext>>;
let userId: number;

beforeEach(async () => {
  kit = await makeAuthContext();
  userId = await insertUser(kit.ctx.db, {
    name: "U",
    email: "u@x.io",
    phone: "",
    password_hash: "h",
    created_at: kit.clock.now.toISOString(),
  });
});

const post = (cookie: string) =>
  new Request("https://app.test/login", { method: "POST", headers: { cookie } });

describe("anonymous visitors", () => {
  it("get a signed token cookie readable by scripts", async () => {
    const req = getRequest("/login");
    const { token, setCookie } = await xsrfTokenFor(req);
    expect(setCookie).toContain(`${XSRF_COOKIE}=`);
    expect(setCookie).not.toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    // Stable for one request, so root loader calls agree.
    expect(await xsrfCookieFor(req)).toBe(setCookie);
    const cookie = cookieHeader([setCookie!]);
    expect(await isValidXsrf(post(cookie), token)).toBe(true);
    // The browser already holds a good cookie: nothing new to set.
    expect(await xsrfCookieFor(getRequest("/login", cookie))).toBeNull();
  });

  it("reject a missing, different or forged token", async () => {
    const { token, setCookie } = await xsrfTokenFor(getRequest("/login"));
    const cookie = cookieHeader([setCookie!]);
    expect(await isValidXsrf(post(cookie), null)).toBe(false);
    expect(await isValidXsrf(post(cookie), token + "x")).toBe(false);
    expect(await isValidXsrf(post(""), token)).toBe(false);
    // An attacker who plants a cookie of their own choosing cannot sign it.
    const forged = "abc.def";
    expect(await isValidXsrf(post(`${XSRF_COOKIE}=${forged}`), forged)).toBe(false);
    // Signed with another secret: refused.
    const other = newAnonymousToken("t".repeat(40));
    expect(await isValidXsrf(post(`${XSRF_COOKIE}=${other}`), other)).toBe(false);
  });
});

describe("signed-in users", () => {
  it("the token is bound to the session and rotates at login", async () => {
    const anon = await xsrfTokenFor(getRequest("/login"));
    const s = await startSession(kit.ctx, userId);
    const cookie = cookieHeader(s.cookies, cookieHeader([anon.setCookie!]));
    expect(cookie).toContain(`${XSRF_COOKIE}=${s.xsrfToken}`);
    expect(s.xsrfToken).not.toBe(anon.token);
    expect(await isValidXsrf(post(cookie), s.xsrfToken)).toBe(true);
    // The anonymous token no longer counts once a session exists.
    expect(await isValidXsrf(post(`${cookie}; ${XSRF_COOKIE}=${anon.token}`), anon.token)).toBe(
      false,
    );
    // Another session's token is refused.
    const other = await startSession(kit.ctx, userId);
    expect(await isValidXsrf(post(cookie), other.xsrfToken)).toBe(false);
  });

  it("a stale XSRF cookie is replaced with the session's token", async () => {
    const s = await startSession(kit.ctx, userId);
    const cookie = cookieHeader([s.cookies[0], `${XSRF_COOKIE}=old; Path=/`]);
    const r = await xsrfTokenFor(getRequest("/landings", cookie));
    expect(r.token).toBe(s.xsrfToken);
    expect(r.setCookie).toContain(s.xsrfToken);
  });
});

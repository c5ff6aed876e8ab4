import { beforeEach, describe, expect, it } from "vitest";
import {
  cookieHeader,
  getRequest,
  jsonRequest,
  linkIn,
  makeAuthContext,
  setCookiesOf,
} from "../../../../tests/support/auth";
import { action as completeReset } from "./completeResetPassword";
import { loader as check } from "./check";
import { action as login } from "./login";
import { action as logout } from "./logout";
import { loader as refreshData } from "./refreshData";
import { action as register } from "./register";
import { action as resetPassword } from "./resetPassword";
import { action as updateUser } from "./updateUser";
import { loader as verifyResetToken } from "./verifyResetToken.$token";

let kit: Awaited<ReturnType<typeof makeAuthContext>>;
const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: {},
});
const anna = { name: "Anna", email: "anna@example.com", phone: "+7 900", password: "secret1" };

beforeEach(async () => {
  kit = await makeAuthContext();
});

/** Anna's login with `password` from `ip`, as JSON. */
const logIn = (password: string, ip: string) =>
  login(args(jsonRequest("/api/auth/login", { email: anna.email, password }, { ip })));

async function signUp(body = anna, ip = "203.0.113.10") {
  const res = await register(args(jsonRequest("/api/auth/register", body, { ip })));
  return { res, cookie: cookieHeader(setCookiesOf(res)) };
}

describe("/api/auth", () => {
  it("register → user JSON with session cookies; a second time → 409", async () => {
    const { res, cookie } = await signUp();
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toMatchObject({
      email: "anna@example.com",
      tariff: 0,
      total_available_landings: 1,
      landings_count: 0,
    });
    expect(user).not.toHaveProperty("password_hash");
    expect(cookie).toMatch(/vitrina_session=.+; XSRF-TOKEN=.+/);
    const again = await signUp();
    expect(again.res.status).toBe(409);
    expect(await again.res.json()).toMatchObject({ error: "emailExists" });
  });

  it("register validates the payload (400 with field keys)", async () => {
    const res = await register(args(jsonRequest("/api/auth/register", { email: "x" })));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      phone: "phoneRequired",
      password: "passwordRequired",
    });
  });

  it("login: JSON or form bodies; wrong password → 401 Invalid credentials", async () => {
    await signUp();
    const ok = await logIn("secret1", "203.0.113.11");
    expect(ok.status).toBe(200);
    expect((await ok.json()).email).toBe(anna.email);
    const form = new Request("https://app.test/api/auth/login", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-vitrina-client-ip": "203.0.113.11",
      },
      body: new URLSearchParams({ email: anna.email, password: "secret1" }),
    });
    expect((await login(args(form))).status).toBe(200);
    const bad = await logIn("nopenope", "203.0.113.11");
    expect(bad.status).toBe(401);
    expect((await bad.json()).error).toBe("Invalid credentials");
  });

  it("login: past the limit → 429 with Retry-After and a message", async () => {
    await signUp();
    const attempt = (password: string) => logIn(password, "203.0.113.99");
    for (let i = 0; i < 5; i++) expect((await attempt("wrong12")).status).toBe(401);
    const res = await attempt("secret1");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await res.json();
    expect(body.error).toBe("tooManyAttempts");
    expect(body.message).toMatch(/Слишком много попыток/);
  });

  it("check / refreshData: 401 JSON without a session, the user with one; logout ends it", async () => {
    const none = await check(args(getRequest("/api/auth/check"))).catch((r: Response) => r);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: "Unauthorized", code: "unauthorized" });
    const { cookie } = await signUp();
    const me = await refreshData(args(getRequest("/api/auth/refreshData", cookie)));
    expect((await me.json()).email).toBe(anna.email);
    const out = await logout(args(jsonRequest("/api/auth/logout", {}, { cookie })));
    const after = await check(
      args(getRequest("/api/auth/check", cookieHeader(setCookiesOf(out), cookie))),
    ).catch((r: Response) => r);
    expect(after.status).toBe(401);
    const stale = await check(args(getRequest("/api/auth/check", cookie))).catch(
      (r: Response) => r,
    );
    expect(stale.status).toBe(401);
  });

  it("updateUser: own record only; unauthenticated → 401", async () => {
    const { res, cookie } = await signUp();
    const { id } = await res.json();
    const ok = await updateUser(
      args(
        jsonRequest(
          "/api/auth/updateUser",
          {
            id,
            position: "marketing_director",
            haveprojectsbefore: 1,
            units_plan: "10-50",
            location: "Jakarta",
          },
          { cookie },
        ),
      ),
    );
    expect(await ok.json()).toMatchObject({
      position: "marketing_director",
      haveprojectsbefore: true,
      units_plan: "10-50",
      location: "Jakarta",
    });
    const other = await updateUser(
      args(jsonRequest("/api/auth/updateUser", { id: id + 1, position: "ceo" }, { cookie })),
    );
    expect(other.status).toBe(403);
    const anon = await updateUser(
      args(jsonRequest("/api/auth/updateUser", { id, position: "ceo" })),
    ).catch((r: Response) => r);
    expect(anon.status).toBe(401);
  });

  it("resetPassword → verifyResetToken → completeResetPassword", async () => {
    await signUp();
    const unknown = await resetPassword(
      args(jsonRequest("/api/auth/resetPassword", { email: "ghost@x.io" })),
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe("emailNotFound");
    const sent = await resetPassword(
      args(jsonRequest("/api/auth/resetPassword", { email: anna.email })),
    );
    expect(await sent.json()).toEqual({ ok: true });
    const token = linkIn(kit.mails().at(-1)!.text).split("/").pop()!;
    const verified = await verifyResetToken(
      args(getRequest(`/api/auth/verifyResetToken/${token}`), { token }),
    );
    expect(verified.status).toBe(200);
    const bogus = await verifyResetToken(
      args(getRequest("/api/auth/verifyResetToken/x"), { token: "x" }),
    );
    expect(bogus.status).toBe(400);
    const done = await completeReset(
      args(jsonRequest("/api/auth/completeResetPassword", { token, password: "brandnew1" })),
    );
    expect(done.status).toBe(200);
    const reused = await completeReset(
      args(jsonRequest("/api/auth/completeResetPassword", { token, password: "brandnew2" })),
    );
    expect(reused.status).toBe(400);
    const short = await completeReset(
      args(jsonRequest("/api/auth/completeResetPassword", { token, password: "123" })),
    );
    expect((await short.json()).fields).toEqual({ password: "passwordTooShort" });
    const relog = await logIn("brandnew1", "203.0.113.12");
    expect(relog.status).toBe(200);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { countUserSessions } from "../../../db/queries/sessions";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserByEmail } from "../../../db/queries/users";
import {
  changeEmail,
  completePasswordReset,
  confirmEmail,
  login,
  register,
  requestPasswordReset,
  updateUser,
  verifyResetToken,
} from "./accounts.server";
import {
  cookieHeader,
  formRequest,
  getRequest,
  linkIn,
  makeAuthContext,
} from "../../../tests/support/auth";
import { ARGON2_OPTIONS } from "./passwords.server";
import {
  createLoginLimiter,
  progressiveDelayMs,
  type LoginLimiter,
} from "../platform/rate-limit.server";
import { loadSession } from "./session.server";
import { ensureAdminAccount } from "./seed.server";

let kit: Awaited<ReturnType<typeof makeAuthContext>>;
const DAY = 86_400_000;
const person = {
  name: "Anna",
  email: "Anna@Example.com",
  phone: "+62 811 000",
  password: "secret1",
};

beforeEach(async () => {
  kit = await makeAuthContext();
});

async function registered(input = person, ip = "198.51.100.7") {
  const r = await register(kit.ctx, formRequest("/register", {}, { ip }), input, "en");
  if (!r.ok) throw new Error(r.error);
  return r;
}

const loginReq = (email: string, password: string, ip = "198.51.100.7") =>
  formRequest("/login", { email, password }, { ip });
/** The default limits, with a window short enough to outwait when needed. */
const testLimiter = (windowSeconds: number) =>
  createLoginLimiter({ perAccountIp: 5, perAccount: 10, perIp: 20, windowSeconds });
/** The registered person's login with `password` from `ip`, through `limiter`. */
const loginAs = (password: string, limiter: LoginLimiter, ip?: string) =>
  login(kit.ctx, loginReq(person.email, password, ip), limiter);

/** /a/confirm's address change, from the default test address. */
const changeAddress = (user: Parameters<typeof changeEmail>[2], email: string, password: string) =>
  changeEmail(kit.ctx, formRequest("/a/confirm", {}), user, email, password);

describe("register", () => {
  it("creates a free account with a 7-day trial and one landing, settings and a confirmation mail", async () => {
    const r = await registered();
    expect(r.user).toMatchObject({
      email: "anna@example.com",
      tariff: 0,
      total_available_landings: 1,
      landings_count: 0,
      expired: false,
      emailConfirmed: false,
      language: "en",
    });
    expect(new Date(r.user.tariff_expiration_date!).getTime()).toBe(
      kit.clock.now.getTime() + 7 * DAY,
    );
    expect(await findUserSettings(kit.ctx.db, r.user.id)).toMatchObject({
      language: "en",
      system_messages_enabled: 1,
    });
    const row = await findUserByEmail(kit.ctx.db, "anna@example.com");
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(ARGON2_OPTIONS.memoryCost).toBe(19456);
    const [mail] = kit.mails();
    expect(mail.to).toBe("anna@example.com");
    expect(mail.subject).toBe("Confirm your email for Vitrina");
    expect(linkIn(mail.text)).toMatch(/^https:\/\/app\.test\/a\/confirm\/[\w-]{43}$/);
    // Never one of the fixed admin ids (1, 3, 17).
    expect(r.user.id).toBeGreaterThan(17);
    expect(r.user.isAdmin).toBe(false);
    // Signed in straight away.
    expect(await countUserSessions(kit.ctx.db, r.user.id)).toBe(1);
  });

  it("refuses a taken email (any case) with 409 emailExists", async () => {
    await registered();
    const r = await register(kit.ctx, formRequest("/register", {}), {
      ...person,
      email: "ANNA@example.com",
    });
    expect(r).toMatchObject({
      ok: false,
      status: 409,
      error: "emailExists",
      fields: { email: "emailExists" },
    });
  });

  it("the confirmation link confirms once", async () => {
    const r = await registered();
    const token = linkIn(kit.mails()[0].text).split("/").pop()!;
    expect(await confirmEmail(kit.ctx, token)).toEqual({ ok: true, userId: r.user.id });
    expect((await findUserByEmail(kit.ctx.db, person.email))?.email_confirmed_at).toBe(
      kit.clock.now.toISOString(),
    );
    expect(await confirmEmail(kit.ctx, token)).toMatchObject({
      ok: false,
      error: "confirmTokenInvalid",
    });
  });

  it("changing the address needs the password, unconfirms it and mails the new one; a taken address is 409", async () => {
    const r = await registered();
    await registered({ ...person, email: "other@example.com" });
    expect(await changeAddress(r.user, "new@example.com", "wrong-pass")).toMatchObject({
      status: 400,
      error: "wrongPassword",
    });
    expect(await changeAddress(r.user, "other@example.com", person.password)).toMatchObject({
      status: 409,
    });
    expect(await changeAddress(r.user, "new@example.com", person.password)).toEqual({
      ok: true,
    });
    const last = kit.mails().at(-1)!;
    expect(last.to).toBe("new@example.com");
    expect((await findUserByEmail(kit.ctx.db, "new@example.com"))?.email_confirmed_at).toBeNull();
  });
});

describe("login", () => {
  it("accepts the right password (any email case) and opens a new session", async () => {
    await registered();
    const r = await login(kit.ctx, loginReq("ANNA@example.com", "secret1"), createLoginLimiter());
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.user.last_login).toBe(kit.clock.now.toISOString());
      // Session, XSRF token, and the saved interface language.
      expect(r.session.cookies).toHaveLength(3);
      expect(r.session.cookies[2].startsWith(`selectedLanguage=${r.user.language};`)).toBe(true);
    }
  });

  it("refuses a wrong password or unknown email with 401 invalidCredentials", async () => {
    await registered();
    const limiter = createLoginLimiter();
    expect(await loginAs("wrong12", limiter)).toMatchObject({
      ok: false,
      status: 401,
      error: "invalidCredentials",
    });
    expect(await login(kit.ctx, loginReq("nobody@x.io", "secret1"), limiter)).toMatchObject({
      status: 401,
    });
  });

  it("validates the form (400 with field keys)", async () => {
    const r = await login(kit.ctx, loginReq("bad", "123"), createLoginLimiter());
    expect(r).toMatchObject({
      status: 400,
      fields: { email: "emailInvalid", password: "passwordTooShort" },
    });
  });

  it("drops the browser's previous session when signing in again", async () => {
    const reg = await registered();
    const cookie = cookieHeader(reg.session.cookies);
    const req = formRequest("/login", { email: person.email, password: "secret1" }, { cookie });
    const r = await login(kit.ctx, req, createLoginLimiter());
    expect(r.ok).toBe(true);
    expect(await countUserSessions(kit.ctx.db, reg.user.id)).toBe(1);
    expect(await loadSession(kit.ctx, getRequest("/", cookie))).toBeNull();
  });
});

describe("failed-login rate limit", () => {
  it("429 after 5 failures per account+address, even with the right password; works after the window", async () => {
    await registered();
    const limiter = testLimiter(1);
    for (let i = 0; i < 5; i++) {
      expect(await loginAs("wrong12", limiter)).toMatchObject({
        status: 401,
      });
    }
    const blocked = await loginAs("secret1", limiter);
    expect(blocked).toMatchObject({ ok: false, status: 429, error: "tooManyAttempts" });
    expect(blocked.ok ? 0 : blocked.retryAfter).toBeGreaterThan(0);
    // Another address is not affected by this account+address counter.
    expect((await loginAs("secret1", limiter, "192.0.2.9")).ok).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await loginAs("secret1", limiter)).ok).toBe(true);
  });

  it("a successful login resets the per-account counter", async () => {
    await registered();
    const limiter = testLimiter(60);
    for (let i = 0; i < 4; i++) await loginAs("wrong12", limiter);
    expect((await loginAs("secret1", limiter)).ok).toBe(true);
    for (let i = 0; i < 4; i++) {
      expect(await loginAs("wrong12", limiter)).toMatchObject({
        status: 401,
      });
    }
    expect((await loginAs("secret1", limiter)).ok).toBe(true);
  });

  it("20 failures from one address block every account from it", async () => {
    await registered();
    const limiter = testLimiter(60);
    for (let i = 0; i < 20; i++)
      await login(kit.ctx, loginReq(`guess${i}@x.io`, "wrong12", "192.0.2.50"), limiter);
    expect(await loginAs("secret1", limiter, "192.0.2.50")).toMatchObject({ status: 429 });
  });
});

describe("per-account and per-address limits", () => {
  it("failures from many addresses never lock the owner out; they slow tries with a growing delay", async () => {
    await registered();
    const limiter = testLimiter(60);
    // Five wrong passwords from each of two addresses used to lock the account for 15 minutes.
    for (const ip of ["198.51.100.1", "198.51.100.2"]) {
      for (let i = 0; i < 5; i++) await loginAs("wrong12", limiter, ip);
    }
    expect(await limiter.delayFor(person.email)).toBe(500);
    const started = Date.now();
    const owner = await loginAs("secret1", limiter, "198.51.100.200");
    expect(owner.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    // The owner's success clears the account-wide count.
    expect(await limiter.delayFor(person.email)).toBe(0);
  });

  it("the delay doubles and is capped", () => {
    expect(progressiveDelayMs(9, 10)).toBe(0);
    expect(progressiveDelayMs(10, 10)).toBe(500);
    expect(progressiveDelayMs(12, 10)).toBe(2000);
    expect(progressiveDelayMs(40, 10)).toBe(8000);
  });

  it("one address may create only so many accounts an hour", async () => {
    const ctx = { ...kit.ctx, config: { ...kit.ctx.config, registerLimitPerHour: 2 } };
    const from = () => formRequest("/register", {}, { ip: "203.0.113.77" });
    const input = (i: number) => ({
      name: "Many",
      email: `many${i}@x.io`,
      phone: "+1 555 0100",
      password: "secret1",
      confirmPassword: "secret1",
      usagePurpose: "business" as const,
    });
    expect((await register(ctx, from(), input(1))).ok).toBe(true);
    expect((await register(ctx, from(), input(2))).ok).toBe(true);
    expect(await register(ctx, from(), input(3))).toMatchObject({ status: 429 });
  });
});

describe("password reset", () => {
  it("mails a link to known addresses only", async () => {
    expect(await requestPasswordReset(kit.ctx, formRequest("/", {}), "ghost@x.io")).toMatchObject({
      status: 404,
      error: "emailNotFound",
    });
    await registered();
    expect(await requestPasswordReset(kit.ctx, formRequest("/", {}), person.email)).toEqual({
      ok: true,
    });
    const mail = kit.mails().at(-1)!;
    expect(mail.subject).toBe("Reset your Vitrina password");
    expect(linkIn(mail.text)).toMatch(/^https:\/\/app\.test\/reset-password\/[\w-]{43}$/);
  });

  it("sets the password once, ends every session, and expires after an hour", async () => {
    const reg = await registered();
    await login(kit.ctx, loginReq(person.email, "secret1"), createLoginLimiter());
    expect(await countUserSessions(kit.ctx.db, reg.user.id)).toBe(2);
    await requestPasswordReset(kit.ctx, formRequest("/", {}), person.email);
    const token = linkIn(kit.mails().at(-1)!.text).split("/").pop()!;
    expect(await verifyResetToken(kit.ctx, token)).toEqual({ ok: true });
    expect(await completePasswordReset(kit.ctx, token, "newpass1")).toEqual({ ok: true });
    expect(await countUserSessions(kit.ctx.db, reg.user.id)).toBe(0);
    expect(await completePasswordReset(kit.ctx, token, "again12")).toMatchObject({
      error: "resetTokenInvalid",
    });
    const limiter = createLoginLimiter();
    expect((await loginAs("secret1", limiter)).ok).toBe(false);
    expect((await loginAs("newpass1", limiter)).ok).toBe(true);

    await requestPasswordReset(kit.ctx, formRequest("/", {}), person.email);
    const late = linkIn(kit.mails().at(-1)!.text).split("/").pop()!;
    kit.advance(60 * 60 * 1000);
    expect(await verifyResetToken(kit.ctx, late)).toMatchObject({ error: "resetTokenExpired" });
    expect(await completePasswordReset(kit.ctx, late, "newpass2")).toMatchObject({
      error: "resetTokenExpired",
    });
  });

  it("mails in the account's language", async () => {
    await register(kit.ctx, formRequest("/", {}), { ...person, email: "ru@x.io" }, "ru");
    await requestPasswordReset(kit.ctx, formRequest("/", {}), "ru@x.io");
    expect(kit.mails().at(-1)!.subject).toBe("Сброс пароля в Vitrina");
  });
});

describe("updateUser", () => {
  it("updates only the signed-in user's own record", async () => {
    const reg = await registered();
    const r = await updateUser(kit.ctx, reg.user, {
      id: reg.user.id,
      position: "coo",
      haveprojectsbefore: true,
      location: "Bali",
    });
    expect(r).toMatchObject({
      ok: true,
      user: { position: "coo", haveprojectsbefore: true, location: "Bali" },
    });
    expect(
      await updateUser(kit.ctx, reg.user, { id: reg.user.id + 1, position: "ceo" }),
    ).toMatchObject({ status: 403 });
  });
});

describe("ensureAdminAccount", () => {
  it("creates admin id 1 on an empty table once, generating a password when none is set", async () => {
    const r = await ensureAdminAccount(kit.ctx);
    expect(r.created).toBe(true);
    expect(r.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const admin = await findUserByEmail(kit.ctx.db, kit.ctx.config.adminEmail);
    expect(admin?.id).toBe(1);
    const signed = await login(
      kit.ctx,
      loginReq(kit.ctx.config.adminEmail, r.generatedPassword!),
      createLoginLimiter(),
    );
    expect(signed.ok && signed.user.isAdmin).toBe(true);
    expect(await ensureAdminAccount(kit.ctx)).toEqual({ created: false });
  });

  it("uses ADMIN_PASSWORD when given", async () => {
    const ctx = { ...kit.ctx, config: { ...kit.ctx.config, adminPassword: "given-pass" } };
    expect(await ensureAdminAccount(ctx)).toEqual({ created: true });
    expect(
      (
        await login(
          kit.ctx,
          loginReq(kit.ctx.config.adminEmail, "given-pass"),
          createLoginLimiter(),
        )
      ).ok,
    ).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { UPLOAD_QUOTA_BYTES } from "../../../../core/landing/limits";
import { findUserSettings } from "../../../../db/queries/user-settings";
import { findUserByEmail, findUserById } from "../../../../db/queries/users";
import { countUserSessions } from "../../../../db/queries/sessions";
import { unsubscribeUrl } from "../../../services/settings/index.server";
import {
  args,
  call,
  get,
  logIn,
  mailedToken,
  makePro,
  PASSWORD,
  post,
  signUp,
  fillMissingMailKeys,
  withSettingsKit,
  type Kit,
} from "../../../../tests/support/settings-kit";
import { loader as check } from "./check";
import { action as login } from "./login";
import { loader as getSettings, action as postSettings } from "./settings";
import { loader as listSessions } from "./sessions._index";
import { action as revokeOthers } from "./sessions.revoke-others";
import { action as unsubscribe, loader as unsubscribeGet } from "../unsubscribe.$token";
import { action as confirmChange, loader as openChange } from "../../_auth+/a.email-change.$token";
import { action as revertChange, loader as openRevert } from "../../_auth+/a.email-revert.$token";

fillMissingMailKeys();
let kit: Kit;
withSettingsKit((k) => (kit = k));

const save = (body: Record<string, unknown>, cookie: string) =>
  call(postSettings, post("/api/auth/settings", body, cookie));
const settingsOf = async (cookie: string) =>
  (await call(getSettings, get("/api/auth/settings", cookie))).json();
const stillSignedIn = async (cookie: string) =>
  (await call(check, get("/api/auth/check", cookie))).status === 200;
/** What a page route's loader/action answered: a redirect Response, or data() with its status. */
type PageAnswer = Response | { data: unknown; init: ResponseInit | null };
const pageStatus = (r: PageAnswer) => (r instanceof Response ? r.status : (r.init?.status ?? 200));
const pageData = (r: PageAnswer) => (r instanceof Response ? null : r.data);
const formPost = (url: string, cookie?: string) =>
  new Request(new URL(url, "https://app.test"), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cookie ? { cookie } : {}),
    },
    body: "",
  });

describe("GET /api/auth/settings", () => {
  it("answers SPEC §3 defaults for a new account", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const res = await call(getSettings, get("/api/auth/settings", cookie));
    expect(res.status).toBe(200);
    const s = await res.json();
    expect(s).toEqual({
      name: "Anna",
      position: null,
      location: null,
      phone: "+62 811 000",
      email: "anna@example.com",
      pending_email: null,
      language: "ru",
      newsletter_enabled: false,
      system_messages_enabled: true,
      hide_ads_enabled: false,
      hide_logo_enabled: false,
      avatar_url: null,
      subscription_type: "free",
      expiration_date: expect.any(String),
      uploads_used_bytes: 0,
      uploads_quota_bytes: UPLOAD_QUOTA_BYTES,
    });
    const user = await findUserByEmail(kit.ctx.db, "anna@example.com");
    expect(s.expiration_date).toBe(user!.tariff_expiration_date);
  });

  it("subscription_type is pro for tariff 1 until it expires", async () => {
    const { id, cookie } = await signUp(kit, "pro@example.com");
    await makePro(kit, id, 30);
    expect((await settingsOf(cookie)).subscription_type).toBe("pro");
    kit.advance(31 * 86_400_000);
    const relogged = await logIn("pro@example.com");
    expect((await settingsOf(relogged)).subscription_type).toBe("free");
  });

  it("without a session → 401 JSON", async () => {
    const res = await call(getSettings, get("/api/auth/settings"));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Unauthorized", code: "unauthorized" });
    expect((await call(postSettings, post("/api/auth/settings", { name: "X" }))).status).toBe(401);
  });
});

describe("POST /api/auth/settings", () => {
  it("a partial update changes only the fields sent and answers the saved settings", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const res = await save(
      { name: " Anna K ", position: "sales_director", location: "Bali", newsletter_enabled: "on" },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Anna K",
      position: "sales_director",
      location: "Bali",
      phone: "+62 811 000",
      newsletter_enabled: true,
      system_messages_enabled: true,
      language: "ru",
    });
    const second = await save({ system_messages_enabled: "false", phone: "+7 900" }, cookie);
    expect(await second.json()).toMatchObject({
      name: "Anna K",
      position: "sales_director",
      newsletter_enabled: true,
      system_messages_enabled: false,
      phone: "+7 900",
    });
    expect(await settingsOf(cookie)).toMatchObject({ name: "Anna K", phone: "+7 900" });
  });

  it("booleans accept true/false, 'true'/'false', 1/0 and 'on'", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const on = await save({ newsletter_enabled: 1, system_messages_enabled: "true" }, cookie);
    expect(await on.json()).toMatchObject({
      newsletter_enabled: true,
      system_messages_enabled: true,
    });
    const off = await save({ newsletter_enabled: "false", system_messages_enabled: 0 }, cookie);
    expect(await off.json()).toMatchObject({
      newsletter_enabled: false,
      system_messages_enabled: false,
    });
  });

  it("validation answers 400 with the SPEC §8 key and the field; nothing is saved", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: "  " }, "nameRequired", "name"],
      [{ email: "nope" }, "invalidEmail", "email"],
      [{ new_password: "longenough1" }, "currentPasswordRequired", "current_password"],
      [{ current_password: PASSWORD }, "newPasswordRequired", "new_password"],
      [{ current_password: PASSWORD, new_password: "short" }, "passwordTooShort", "new_password"],
      [{ current_password: PASSWORD, new_password: PASSWORD }, "passwordsSame", "new_password"],
      [{ position: "coo" }, "positionRequired", "position"],
      [{ language: "de" }, "languageRequired", "language"],
    ];
    for (const [body, error, field] of cases) {
      const res = await save({ ...body, location: "Changed" }, cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error, field, message: expect.any(String) });
    }
    expect((await settingsOf(cookie)).location).toBeNull();
  });

  it("a free account switching hide ads / hide logo on → 403 proRequired; off is fine", async () => {
    const { cookie } = await signUp(kit, "free@example.com");
    for (const flag of ["hide_ads_enabled", "hide_logo_enabled"]) {
      const res = await save({ [flag]: true }, cookie);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: "proRequired", field: flag });
    }
    expect(
      (await save({ hide_logo_enabled: false, hide_ads_enabled: "false" }, cookie)).status,
    ).toBe(200);
  });

  it("a PRO account may hide ads; when PRO lapses it can still save the section as it is", async () => {
    const { id, cookie } = await signUp(kit, "pro@example.com");
    await makePro(kit, id, 10);
    const on = await save({ hide_ads_enabled: true }, cookie);
    expect(on.status).toBe(200);
    expect((await on.json()).hide_ads_enabled).toBe(true);
    kit.advance(11 * 86_400_000);
    const fresh = await logIn("pro@example.com");
    expect((await save({ hide_ads_enabled: true, newsletter_enabled: true }, fresh)).status).toBe(
      200,
    );
  });

  it("saving the language also sets the selectedLanguage cookie", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    const res = await save({ language: "id" }, cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).language).toBe("id");
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/selectedLanguage=id; Path=\/; Max-Age=\d+; SameSite=Lax; Secure/);
    expect((await findUserSettings(kit.ctx.db, id))?.language).toBe("id");
    const other = await save({ name: "Anna" }, cookie);
    expect(other.headers.getSetCookie().join("\n")).not.toContain("selectedLanguage");
  });

  it("a wrong current password → 400 wrongPassword and nothing changes", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const res = await save(
      { name: "Changed", current_password: "wrongpass", new_password: "newsecret1" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "wrongPassword", field: "current_password" });
    expect((await settingsOf(cookie)).name).toBe("Anna");
  });
});

describe("password change", () => {
  it("keeps this session, ends every other one (401 on its next call) and mails a notice", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    const other = await logIn("anna@example.com");
    expect(await stillSignedIn(other)).toBe(true);
    const res = await save({ current_password: PASSWORD, new_password: "brandnew12" }, cookie);
    expect(res.status).toBe(200);
    expect(await stillSignedIn(cookie)).toBe(true);
    expect(await stillSignedIn(other)).toBe(false);
    expect((await call(getSettings, get("/api/auth/settings", other))).status).toBe(401);
    expect(await countUserSessions(kit.ctx.db, id)).toBe(1);
    const notice = kit.mails().at(-1)!;
    expect(notice.to).toBe("anna@example.com");
    expect(notice.text).toContain("https://app.test/forgot-password");
    const relog = await login(
      args(post("/api/auth/login", { email: "anna@example.com", password: "brandnew12" })),
    );
    expect(relog.status).toBe(200);
  });
});

describe("email change", () => {
  it("needs the current password: missing → currentPasswordRequired, wrong → wrongPassword", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const missing = await save({ email: "new@example.com" }, cookie);
    expect(await missing.json()).toMatchObject({ error: "currentPasswordRequired" });
    const wrong = await save({ email: "new@example.com", current_password: "nopenope" }, cookie);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: "wrongPassword" });
    expect((await settingsOf(cookie)).pending_email).toBeNull();
  });

  it("an address another account holds → 409 emailExists", async () => {
    await signUp(kit, "taken@example.com");
    const { cookie } = await signUp(kit, "anna@example.com");
    const res = await save({ email: "Taken@example.com", current_password: PASSWORD }, cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: "emailExists", field: "email" });
  });

  it("stays pending until the new address's link is opened and confirmed", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    const other = await logIn("anna@example.com");
    const res = await save({ email: "New@Example.com", current_password: PASSWORD }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: "anna@example.com",
      pending_email: "new@example.com",
    });
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("anna@example.com");
    const token = mailedToken(kit, "new@example.com", "https://app.test/a/email-change/");
    expect(
      kit.mails().some((m) => m.to === "anna@example.com" && m.text.includes("/a/email-revert/")),
    ).toBe(true);

    // Opening the link shows what will change; nothing changes yet.
    const opened = await openChange(args(get(`/a/email-change/${token}`), { token }));
    expect(pageStatus(opened)).toBe(200);
    expect(pageData(opened)).toEqual({ ok: true, email: "new@example.com" });
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("anna@example.com");

    const done = await confirmChange(args(formPost(`/a/email-change/${token}`, cookie), { token }));
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("location")).toBe("/settings");
    const user = (await findUserById(kit.ctx.db, id))!;
    expect(user.email).toBe("new@example.com");
    expect(user.email_confirmed_at).not.toBeNull();
    expect(await stillSignedIn(cookie)).toBe(true);
    expect(await stillSignedIn(other)).toBe(false);
    expect(await settingsOf(cookie)).toMatchObject({
      email: "new@example.com",
      pending_email: null,
    });

    const again = await confirmChange(args(formPost(`/a/email-change/${token}`), { token }));
    expect(pageStatus(again)).toBe(400);
    expect(pageData(again)).toEqual({ ok: false, error: "emailChangeTokenInvalid" });
  });

  it("the link re-checks the address: taken meanwhile → 409 and nothing changes", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    await save({ email: "race@example.com", current_password: PASSWORD }, cookie);
    const token = mailedToken(kit, "race@example.com", "https://app.test/a/email-change/");
    await signUp(kit, "race@example.com");
    const opened = await openChange(args(get(`/a/email-change/${token}`), { token }));
    expect(pageStatus(opened)).toBe(409);
    expect(pageData(opened)).toEqual({ ok: false, error: "emailExists" });
    const posted = await confirmChange(args(formPost(`/a/email-change/${token}`), { token }));
    expect(pageStatus(posted)).toBe(409);
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("anna@example.com");
  });

  it("the old address's revert link restores it, signs out everywhere and locks the password", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    await save({ email: "new@example.com", current_password: PASSWORD }, cookie);
    const change = mailedToken(kit, "new@example.com", "https://app.test/a/email-change/");
    const revert = mailedToken(kit, "anna@example.com", "https://app.test/a/email-revert/");
    await confirmChange(args(formPost(`/a/email-change/${change}`, cookie), { token: change }));
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("new@example.com");

    kit.advance(6 * 86_400_000);
    const opened = await openRevert(args(get(`/a/email-revert/${revert}`), { token: revert }));
    expect(pageData(opened)).toEqual({ ok: true, email: "anna@example.com" });
    const done = await revertChange(
      args(formPost(`/a/email-revert/${revert}`, cookie), { token: revert }),
    );
    expect((done as Response).headers.get("location")).toBe("/login");
    expect((done as Response).headers.getSetCookie().join("\n")).toMatch(/vitrina_session=;/);
    const user = (await findUserById(kit.ctx.db, id))!;
    expect(user.email).toBe("anna@example.com");
    expect(await countUserSessions(kit.ctx.db, id)).toBe(0);
    // Whoever changed it knew the password: it no longer works; a reset link went to the old address.
    const relog = await login(
      args(post("/api/auth/login", { email: "anna@example.com", password: PASSWORD })),
    );
    expect(relog.status).toBe(401);
    expect(mailedToken(kit, "anna@example.com", "https://app.test/reset-password/")).toBeTruthy();
    const reused = await revertChange(
      args(formPost(`/a/email-revert/${revert}`), { token: revert }),
    );
    expect(pageData(reused)).toEqual({ ok: false, error: "emailRevertTokenInvalid" });
  });

  it("a revert link opened while the change is still pending cancels it", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    await save({ email: "new@example.com", current_password: PASSWORD }, cookie);
    const change = mailedToken(kit, "new@example.com", "https://app.test/a/email-change/");
    const revert = mailedToken(kit, "anna@example.com", "https://app.test/a/email-revert/");
    await revertChange(args(formPost(`/a/email-revert/${revert}`), { token: revert }));
    const late = await confirmChange(
      args(formPost(`/a/email-change/${change}`), { token: change }),
    );
    expect(pageData(late)).toEqual({ ok: false, error: "emailChangeTokenInvalid" });
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("anna@example.com");
  });

  it("an unconfirmed old address gets no revert link", async () => {
    const { cookie } = await signUp(kit, "anna@example.com", { confirmed: false });
    await save({ email: "new@example.com", current_password: PASSWORD }, cookie);
    expect(kit.mails().some((m) => m.text.includes("/a/email-revert/"))).toBe(false);
    expect(mailedToken(kit, "new@example.com", "https://app.test/a/email-change/")).toBeTruthy();
  });
});

describe("sessions", () => {
  it("lists the account's sessions newest first with an opaque id; revoke-others keeps this one", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    kit.advance(60_000);
    const phone = await logIn(
      "anna@example.com",
      PASSWORD,
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    );
    const res = await call(listSessions, get("/api/auth/sessions", cookie));
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: false, device: "Safari · iPhone" });
    expect(list[1]).toMatchObject({ current: true });
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(
        ["created_at", "current", "device", "id", "ip", "last_seen_at"].sort(),
      );
      expect(s.id).toMatch(/^[0-9a-f]{12}$/);
    }
    const rows = await kit.ctx.db.selectFrom("sessions").select("id").execute();
    for (const r of rows) expect(list.map((s) => s.id)).not.toContain(r.id.slice(0, 12));

    const revoked = await call(revokeOthers, post("/api/auth/sessions/revoke-others", {}, cookie));
    expect(await revoked.json()).toEqual({ revoked: 1 });
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(cookie)).toBe(true);
    const after = await (await call(listSessions, get("/api/auth/sessions", cookie))).json();
    expect(after).toHaveLength(1);
    expect((await call(listSessions, get("/api/auth/sessions"))).status).toBe(401);
  });
});

describe("unsubscribe", () => {
  it("a signed token turns the list off without a session; a forged one is refused", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    await save({ newsletter_enabled: true }, cookie);
    const url = unsubscribeUrl(kit.ctx.config, id, "newsletter");
    expect(url).toMatch(/^https:\/\/app\.test\/api\/unsubscribe\/\d+\.newsletter\.[\w-]{43}$/);
    const token = url.split("/").pop()!;
    const res = await call(unsubscribe, new Request(url, { method: "POST" }), { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, unsubscribed: "newsletter" });
    expect(await settingsOf(cookie)).toMatchObject({
      newsletter_enabled: false,
      system_messages_enabled: true,
    });

    const system = unsubscribeUrl(kit.ctx.config, id, "system").split("/").pop()!;
    await call(unsubscribe, new Request(url, { method: "POST" }), { token: system });
    expect((await settingsOf(cookie)).system_messages_enabled).toBe(false);

    // Another user's id with this signature, another list, or garbage.
    const forged = token.replace(/^\d+/, String(id + 1));
    const f = await call(unsubscribe, new Request(url, { method: "POST" }), { token: forged });
    expect(f.status).toBe(403);
    const wrongKind = token.replace("newsletter", "system");
    expect(
      (await call(unsubscribe, new Request(url, { method: "POST" }), { token: wrongKind })).status,
    ).toBe(403);
    const junk = await call(unsubscribe, new Request(url, { method: "POST" }), { token: "x.y.z" });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toEqual({ error: "invalidToken", code: "invalidToken" });
    const get = await unsubscribeGet();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});

import { describe, expect, it } from "vitest";
import { countUserSessions } from "../../../db/queries/sessions";
import { findUserByEmail, findUserById } from "../../../db/queries/users";
import { updateUser as adminUpdateUser } from "../../services/admin/users.server";
import { emailTaken } from "../../services/accounts/index.server";
import { HttpError } from "../../services/platform/index.server";
import {
  args,
  call,
  fillMissingMailKeys,
  get,
  logIn,
  mailedToken,
  PASSWORD,
  post,
  signUp,
  withSettingsKit,
  type Kit,
} from "../../../tests/support/settings-kit";
import { formRequest } from "../../../tests/support/auth";
import { action as apiLogin } from "../api+/auth+/login";
import { action as apiRegister } from "../api+/auth+/register";
import { action as forgot } from "../api+/auth+/resetPassword";
import { action as postSettings } from "../api+/auth+/settings";
import { loader as check } from "../api+/auth+/check";
import { action as confirmPage } from "./a.confirm";
import { action as confirmChange } from "./a.email-change.$token";
import { action as revertChange } from "./a.email-revert.$token";
import { action as registerPage } from "./register";

/**
 * Issue 23, medium 1: while a "this wasn't me" link can restore an address, no
 * path hands that address to another account, and the revert always wins.
 */
fillMissingMailKeys();
let kit: Kit;
withSettingsKit((k) => (kit = k));

const VICTIM = "victim@example.com";
const HOUR = 3_600_000;

type PageAnswer = Response | { data: unknown; init: ResponseInit | null };
async function page(r: PageAnswer | Promise<PageAnswer>) {
  const a = await r;
  if (a instanceof Response)
    return { status: a.status, data: a.headers.get("location") ? null : await a.json() };
  return { status: a.init?.status ?? 200, data: a.data };
}
const form = (url: string, fields: Record<string, string>, cookie?: string) =>
  formRequest(url, fields, { cookie });
const signedIn = async (cookie: string) =>
  (await call(check, get("/api/auth/check", cookie))).status === 200;

/** Someone who knows the victim's password moves the account to `to` and confirms it. */
async function takeOver(cookie: string, to: string) {
  const saved = await call(
    postSettings,
    post("/api/auth/settings", { email: to, current_password: PASSWORD }, cookie),
  );
  expect(saved.status).toBe(200);
  const token = mailedToken(kit, to, "https://app.test/a/email-change/");
  await confirmChange(args(form(`/a/email-change/${token}`, {}, cookie), { token }));
}

describe("the old address is held while its revert link lives", () => {
  it("the whole chain: a throwaway account cannot take it, registration is refused, the revert wins", async () => {
    const victim = await signUp(kit, VICTIM);
    const attacker = await logIn(VICTIM);
    await takeOver(attacker, "attacker@evil.test");
    expect((await findUserById(kit.ctx.db, victim.id))!.email).toBe("attacker@evil.test");
    const revert = mailedToken(kit, VICTIM, "https://app.test/a/email-revert/");

    // A throwaway, unconfirmed account asks /a/confirm for the victim's old address.
    const throwaway = await signUp(kit, "throwaway@evil.test", { confirmed: false });
    const taken = await page(
      confirmPage(
        args(
          form(
            "/a/confirm",
            { intent: "change", email: VICTIM, password: PASSWORD },
            throwaway.cookie,
          ),
        ),
      ),
    );
    expect(taken).toEqual({
      status: 409,
      data: { errors: { email: "emailExists" }, values: { email: VICTIM } },
    });
    expect((await findUserById(kit.ctx.db, throwaway.id))!.email).toBe("throwaway@evil.test");

    // Registration with it answers exactly as for a taken address (API and page).
    const reg = await apiRegister(
      args(
        post("/api/auth/register", {
          name: "X",
          email: VICTIM,
          phone: "+62 811 000",
          password: PASSWORD,
        }),
      ),
    );
    const regTaken = await apiRegister(
      args(
        post("/api/auth/register", {
          name: "X",
          email: "throwaway@evil.test",
          phone: "+62 811 000",
          password: PASSWORD,
        }),
      ),
    );
    expect(reg.status).toBe(409);
    expect(await reg.json()).toEqual(await regTaken.json());
    const regPage = await page(
      registerPage(
        args(
          form("/register", {
            intent: "details",
            name: "X",
            email: VICTIM,
            phone: "+62 811 000",
            password: PASSWORD,
            confirmPassword: PASSWORD,
            usagePurpose: "business",
          }),
        ),
      ),
    );
    expect(regPage.status).toBe(409);

    // An admin's edit may not hand it out either.
    await expect(
      adminUpdateUser(kit.ctx, 1, throwaway.id, { patch: { email: VICTIM } }),
    ).rejects.toMatchObject({ status: 409, code: "emailExists" } satisfies Partial<HttpError>);
    expect((await findUserById(kit.ctx.db, throwaway.id))!.email).toBe("throwaway@evil.test");

    // The victim's link restores the address, locks the password and ends every session.
    kit.advance(6 * 24 * HOUR);
    const done = await revertChange(args(form(`/a/email-revert/${revert}`, {}), { token: revert }));
    expect((done as Response).headers.get("location")).toBe("/login");
    expect((await findUserById(kit.ctx.db, victim.id))!.email).toBe(VICTIM);
    expect(await countUserSessions(kit.ctx.db, victim.id)).toBe(0);
    expect(await signedIn(attacker)).toBe(false);
    const relog = await apiLogin(
      args(post("/api/auth/login", { email: VICTIM, password: PASSWORD })),
    );
    expect(relog.status).toBe(401);
    expect(mailedToken(kit, VICTIM, "https://app.test/reset-password/")).toBeTruthy();
    // "Forgot password" on the old address leads into the victim's account, no other.
    expect((await call(forgot, post("/api/auth/resetPassword", { email: VICTIM }))).status).toBe(
      200,
    );
    expect((await findUserByEmail(kit.ctx.db, VICTIM))!.id).toBe(victim.id);
  });

  it("a later change's revert link, used by whoever took the account, does not cancel the owner's", async () => {
    const victim = await signUp(kit, VICTIM);
    const attacker = await logIn(VICTIM);
    await takeOver(attacker, "b@evil.test");
    const owners = mailedToken(kit, VICTIM, "https://app.test/a/email-revert/");
    await takeOver(attacker, "c@evil.test");
    const attackers = mailedToken(kit, "b@evil.test", "https://app.test/a/email-revert/");
    await revertChange(args(form(`/a/email-revert/${attackers}`, {}), { token: attackers }));
    expect((await findUserById(kit.ctx.db, victim.id))!.email).toBe("b@evil.test");
    // The owner's address is still held, and the owner's link still wins.
    expect(await emailTaken(kit.ctx.db, VICTIM, 0, kit.clock.now)).toBe(true);
    const done = await revertChange(args(form(`/a/email-revert/${owners}`, {}), { token: owners }));
    expect((done as Response).headers.get("location")).toBe("/login");
    expect((await findUserById(kit.ctx.db, victim.id))!.email).toBe(VICTIM);
    expect(mailedToken(kit, VICTIM, "https://app.test/reset-password/")).toBeTruthy();
  });

  it("the old address is held before the new address's link can be opened", async () => {
    const victim = await signUp(kit, VICTIM);
    const other = await signUp(kit, "other@example.com");
    const send = kit.ctx.mailer.send.bind(kit.ctx.mailer);
    let heldWhenFreed: boolean | null = null;
    // The new address's link opened the instant its mail leaves (a scripted inbox).
    kit.ctx.mailer.send = async (mail) => {
      const sent = await send(mail);
      const link = /\/a\/email-change\/([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
      if (link) {
        await confirmChange(args(form(`/a/email-change/${link[1]}`, {}), { token: link[1] }));
        heldWhenFreed = await emailTaken(kit.ctx.db, VICTIM, other.id, kit.clock.now);
      }
      return sent;
    };
    const saved = await call(
      postSettings,
      post(
        "/api/auth/settings",
        { email: "new@evil.test", current_password: PASSWORD },
        victim.cookie,
      ),
    );
    expect(saved.status).toBe(200);
    expect((await findUserById(kit.ctx.db, victim.id))!.email).toBe("new@evil.test");
    expect(heldWhenFreed).toBe(true);
  });
});

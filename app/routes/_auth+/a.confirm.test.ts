import { describe, expect, it } from "vitest";
import { findUserById } from "../../../db/queries/users";
import { LOGIN_LIMITS } from "../../services/platform/rate-limit.server";
import {
  args,
  fillMissingMailKeys,
  mailedToken,
  PASSWORD,
  signUp,
  withSettingsKit,
  type Kit,
} from "../../../tests/support/settings-kit";
import { formRequest, jsonRequest } from "../../../tests/support/auth";
import { action as apiLogin } from "../api+/auth+/login";
import { action as deleteAccount } from "../api+/auth+/account.delete";
import { action as postSettings } from "../api+/auth+/settings";
import { DELETE_CONFIRM_WORD } from "../../../core/account/settings";
import { action } from "./a.confirm";

/**
 * Issue 23, medium 2: the password asked by /a/confirm's "change address"
 * counts against the login limiter (account + address), like every other check.
 */
fillMissingMailKeys();
let kit: Kit;
withSettingsKit((k) => (kit = k));

const ATTACKER = "203.0.113.66";

async function change(cookie: string, email: string, password: string, ip = ATTACKER) {
  const r: unknown = await action(
    args(formRequest("/a/confirm", { intent: "change", email, password }, { ip, cookie })),
  );
  if (r instanceof Response) return { status: r.status, data: await r.json() };
  const d = r as { init?: { status?: number } | null; data: Record<string, unknown> };
  return { status: d.init?.status ?? 200, data: d.data };
}

describe("/a/confirm change address", () => {
  it("a confirmed account goes through the link, an unconfirmed one changes at once", async () => {
    const confirmed = await signUp(kit, "c@example.com");
    expect((await change(confirmed.cookie, "c2@example.com", PASSWORD)).status).toBe(200);
    expect((await findUserById(kit.ctx.db, confirmed.id))!.email).toBe("c@example.com");
    expect(mailedToken(kit, "c2@example.com", "https://app.test/a/email-change/")).toBeTruthy();

    const fresh = await signUp(kit, "u@example.com", { confirmed: false });
    expect((await change(fresh.cookie, "u2@example.com", PASSWORD)).status).toBe(200);
    expect((await findUserById(kit.ctx.db, fresh.id))!.email).toBe("u2@example.com");
    expect(mailedToken(kit, "u2@example.com", "https://app.test/a/confirm/")).toBeTruthy();
  });
});

describe("/a/confirm change address: the password check is rate limited", () => {
  it("locks this account from this address after the login limit; the owner elsewhere is not locked", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com", { confirmed: false });
    for (let i = 0; i < LOGIN_LIMITS.perAccountIp; i++) {
      const r = await change(cookie, `guess${i}@example.com`, `wrong-${i}`);
      expect(r.status, `guess ${i}`).toBe(400);
      expect(r.data).toMatchObject({ errors: { password: "wrongPassword" } });
    }
    // Even the right password is refused now, before it is checked.
    const locked = await change(cookie, "right@example.com", PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.data).toMatchObject({ formError: { key: "tooManyAttempts" } });
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("anna@example.com");

    // The same limiter as the login form: it is locked from that address too.
    const login = (ip: string) =>
      apiLogin(
        args(
          jsonRequest("/api/auth/login", { email: "anna@example.com", password: PASSWORD }, { ip }),
        ),
      );
    expect((await login(ATTACKER)).status).toBe(429);
    // Another address is not locked out by those guesses.
    expect((await change(cookie, "right@example.com", PASSWORD, "198.51.100.200")).status).toBe(
      200,
    );
    expect((await findUserById(kit.ctx.db, id))!.email).toBe("right@example.com");
  });

  it("login, Settings, account deletion and /a/confirm count on one counter", async () => {
    const { cookie } = await signUp(kit, "anna@example.com", { confirmed: false });
    const json = (url: string, body: unknown) => jsonRequest(url, body, { ip: ATTACKER, cookie });
    const guesses = [
      () =>
        apiLogin(
          args(json("/api/auth/login", { email: "anna@example.com", password: "wrong-guess-1" })),
        ),
      () =>
        postSettings(
          args(
            json("/api/auth/settings", {
              email: "n@example.com",
              current_password: "wrong-guess-2",
            }),
          ),
        ),
      () =>
        postSettings(
          args(
            json("/api/auth/settings", {
              new_password: "newpass12",
              current_password: "wrong-guess-3",
            }),
          ),
        ),
      () =>
        deleteAccount(
          args(
            json("/api/auth/account/delete", {
              password: "wrong-guess-4",
              confirm: DELETE_CONFIRM_WORD,
            }),
          ),
        ),
      () => change(cookie, "n@example.com", "wrong-guess-5"),
    ];
    expect(guesses.length).toBe(LOGIN_LIMITS.perAccountIp);
    for (const [i, guess] of guesses.entries())
      expect([400, 401], `guess ${i}`).toContain((await guess()).status);
    for (const [i, guess] of guesses.entries())
      expect((await guess()).status, `then ${i}`).toBe(429);
  });
});

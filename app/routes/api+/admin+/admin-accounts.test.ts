import { describe, expect, it } from "vitest";
import { findUserById } from "../../../../db/queries/users";
import { loadSession } from "../../../services/accounts/session.server";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import * as userItem from "./users.$id";

/**
 * Issue 23, low 8: one admin may not take over another admin's account from
 * the user editor (PUT /api/admin/users/{id}): neither the email (where resets
 * go) nor the password. Everything else of theirs stays editable.
 */

let kit: Kit;
withFreshKit((k) => (kit = k));

const put = (id: number, body: unknown, cookie = kit.adminCookie) =>
  call(userItem, "PUT", `/api/admin/users/${id}`, { cookie, body, params: { id: String(id) } });

const REFUSAL = {
  error: "You cannot change another admin's email or password",
  code: "changeAdminCredentials",
};

const isLive = async (cookie: string) =>
  (await loadSession(kit.ctx, new Request("https://app.test/", { headers: { cookie } }))) !== null;

describe("PUT /api/admin/users/{id} on another admin", () => {
  it("refuses a new email or a new password with 403; the account is untouched", async () => {
    // ADMIN_USER_IDS is 1,3,17: user 3 is an admin too.
    const other = await kit.addUser({ id: 3, email: "second-admin@x.io", confirmed: true });
    const theirs = await kit.signIn(other);
    const before = (await findUserById(kit.ctx.db, other))!;
    for (const body of [
      { email: "mine-now@x.io" },
      { password: "taken-over-1" },
      { name: "Renamed", email: "second-admin@x.io", password: "taken-over-1" },
    ]) {
      const res = await put(other, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(await res.json()).toEqual(REFUSAL);
    }
    expect(await findUserById(kit.ctx.db, other)).toEqual(before);
    expect(await isLive(theirs)).toBe(true);
  });

  it("saves their other fields, with the unchanged email the form sends back", async () => {
    const other = await kit.addUser({ id: 17, email: "third-admin@x.io" });
    const res = await put(other, { name: "Third", email: "third-admin@x.io", password: "" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: other, name: "Third", email: "third-admin@x.io" });
  });

  it("an ordinary user's email and password stay the admin's to set", async () => {
    const user = await kit.addUser({ email: "plain@x.io" });
    const res = await put(user, { email: "plain2@x.io", password: "brand-new-pass" });
    expect(res.status).toBe(200);
    expect((await findUserById(kit.ctx.db, user))!.email).toBe("plain2@x.io");
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { iso } from "../../../db/clock";
import { findUserById, insertUser } from "../../../db/queries/users";
import { checkToken, issueToken, TOKEN_TTL_MS } from "./tokens.server";
import {
  checkEmailChange,
  confirmEmailChange,
  pendingEmail,
  requestEmailChange,
  revertEmailChange,
} from "./email-change.server";
import {
  fillMissingMailKeys,
  withSettingsKit,
  mailedToken,
  type Kit,
} from "../../../tests/support/settings-kit";

fillMissingMailKeys();
let kit: Kit;
let userId: number;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

withSettingsKit((k) => (kit = k));
beforeEach(async () => {
  userId = await insertUser(kit.ctx.db, {
    name: "Anna",
    email: "anna@example.com",
    phone: "",
    password_hash: "x",
    created_at: iso(kit.clock.now),
    email_confirmed_at: iso(kit.clock.now),
  });
});

const email = async () => (await findUserById(kit.ctx.db, userId))!.email;

async function request(to = "new@example.com") {
  expect(await requestEmailChange(kit.ctx, userId, to)).toEqual({ ok: true, pending: to });
  return {
    change: mailedToken(kit, to, "https://app.test/a/email-change/"),
    revert: mailedToken(kit, "anna@example.com", "https://app.test/a/email-revert/"),
  };
}

describe("email_change / email_revert tokens", () => {
  it("live 48 hours and 7 days, carry their address, and only their sha256 is stored", async () => {
    expect(TOKEN_TTL_MS.email_change).toBe(48 * HOUR);
    expect(TOKEN_TTL_MS.email_revert).toBe(7 * DAY);
    const token = await issueToken(kit.ctx.db, userId, "email_change", kit.clock.now, {
      payload: "x@example.com",
    });
    expect(await checkToken(kit.ctx.db, "email_change", token, kit.clock.now)).toMatchObject({
      ok: true,
      userId,
      payload: "x@example.com",
    });
    const rows = await kit.ctx.db.selectFrom("one_time_tokens").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("a newer change supersedes the pending one; revert links all stay valid", async () => {
    const first = await request("one@example.com");
    const second = await request("two@example.com");
    expect(await pendingEmail(kit.ctx.db, userId, kit.clock.now)).toBe("two@example.com");
    expect(await checkEmailChange(kit.ctx, first.change)).toMatchObject({
      error: "emailChangeTokenInvalid",
    });
    expect((await checkEmailChange(kit.ctx, second.change)).ok).toBe(true);
    expect((await checkToken(kit.ctx.db, "email_revert", first.revert, kit.clock.now)).ok).toBe(
      true,
    );
  });

  it("confirms once; a second use fails", async () => {
    const { change } = await request();
    expect(await confirmEmailChange(kit.ctx, change)).toEqual({
      ok: true,
      userId,
      email: "new@example.com",
    });
    expect(await email()).toBe("new@example.com");
    expect(await confirmEmailChange(kit.ctx, change)).toEqual({
      ok: false,
      status: 400,
      error: "emailChangeTokenInvalid",
    });
    expect(await pendingEmail(kit.ctx.db, userId, kit.clock.now)).toBeNull();
  });

  it("expires after 48 hours", async () => {
    const { change } = await request();
    kit.advance(48 * HOUR - 1000);
    expect((await checkEmailChange(kit.ctx, change)).ok).toBe(true);
    kit.advance(1000);
    expect(await confirmEmailChange(kit.ctx, change)).toEqual({
      ok: false,
      status: 410,
      error: "emailChangeTokenExpired",
    });
    expect(await pendingEmail(kit.ctx.db, userId, kit.clock.now)).toBeNull();
    expect(await email()).toBe("anna@example.com");
  });

  it("revert within 7 days restores the old address", async () => {
    const { change, revert } = await request();
    await confirmEmailChange(kit.ctx, change);
    kit.advance(7 * DAY - 1000);
    expect(await revertEmailChange(kit.ctx, revert)).toEqual({
      ok: true,
      userId,
      email: "anna@example.com",
    });
    expect(await email()).toBe("anna@example.com");
    expect(await revertEmailChange(kit.ctx, revert)).toMatchObject({
      error: "emailRevertTokenInvalid",
    });
  });

  it("revert after 7 days fails and changes nothing", async () => {
    const { change, revert } = await request();
    await confirmEmailChange(kit.ctx, change);
    kit.advance(7 * DAY);
    expect(await revertEmailChange(kit.ctx, revert)).toEqual({
      ok: false,
      status: 410,
      error: "emailRevertTokenExpired",
    });
    expect(await email()).toBe("new@example.com");
  });

  it("an address with a live revert link is reserved for its owner", async () => {
    const { change } = await request("new@example.com");
    await confirmEmailChange(kit.ctx, change);
    const other = await insertUser(kit.ctx.db, {
      name: "B",
      email: "b@example.com",
      phone: "",
      password_hash: "x",
      created_at: iso(kit.clock.now),
    });
    // anna@example.com is free in users, but Anna may still take it back.
    expect(await requestEmailChange(kit.ctx, other, "anna@example.com")).toEqual({
      ok: false,
      reason: "emailExists",
    });
  });
});

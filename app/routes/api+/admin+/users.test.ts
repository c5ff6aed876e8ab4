import { describe, expect, it } from "vitest";
import { bindVerifiedHost } from "../../../services/publishing/hosts.server";
import { getLandingByUuid } from "../../../../db/queries/landings";
import { listScheduledTasks } from "../../../../db/queries/scheduled-tasks";
import { updateUserSettings } from "../../../../db/queries/user-settings";
import { findUserById } from "../../../../db/queries/users";
import { readMeta } from "../../../../renderer/publish-ops";
import { keys } from "../../../../core/storage/keys";
import { linkIn } from "../../../../tests/support/auth";
import { verifyResetToken } from "../../../services/accounts/accounts.server";
import { deleteRefusal } from "../../../services/admin/users.server";
import {
  call,
  DAY,
  withFreshKit,
  type Kit,
  asAdmin,
  json,
  type ListBody,
} from "../../../../tests/support/admin-kit";
import * as auditRoute from "./audit";
import * as grantPro from "./users.$id.grant-pro";
import * as userLandings from "./users.$id.landings";
import * as resend from "./users.$id.resend-confirmation";
import * as sendReset from "./users.$id.send-reset";
import * as setExpiration from "./users.$id.set-expiration";
import * as userItem from "./users.$id";
import * as userList from "./users._index";

let kit: Kit;
withFreshKit((k) => (kit = k));

const admin = (o?: Parameters<typeof asAdmin>[1]) => asAdmin(kit, o);
const list = async (query: string) => {
  const res = await call(userList, "GET", `/api/admin/users?${query}`, admin());
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
};
const put = (id: number, body: unknown) =>
  call(userItem, "PUT", `/api/admin/users/${id}`, admin({ body, params: { id: String(id) } }));
const del = (id: number, cookie = kit.adminCookie) =>
  call(userItem, "DELETE", `/api/admin/users/${id}`, { cookie, params: { id: String(id) } });

describe("GET /api/admin/users", () => {
  it("answers the list shape with the contract's row fields", async () => {
    const body = await list("");
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 10, sort: "id", dir: "desc" });
    expect(Object.keys(body.rows[0]).sort()).toEqual(
      [
        "id",
        "name",
        "email",
        "phone",
        "position",
        "location",
        "tariff",
        "tariff_expiration_date",
        "expiration_date",
        "total_available_landings",
        "units_plan",
        "active",
        "expired",
        "email_confirmed",
        "created_at",
        "last_login",
        "landings_count",
        "is_admin",
      ].sort(),
    );
    expect(body.rows[0]).toMatchObject({ id: 1, is_admin: true, active: true });
  });

  it("searches by prefix of email or name, case-insensitively, never inside", async () => {
    await kit.addUser({ email: "maria@shop.io", name: "Maria Lopez" });
    await kit.addUser({ email: "bob@maria.io", name: "Bob" });
    await kit.addUser({ email: "anna@x.io", name: "Анна Петрова" });
    expect((await list("search=MAR")).rows.map((r) => r.email)).toEqual(["maria@shop.io"]);
    expect((await list("search=bob")).rows.map((r) => r.email)).toEqual(["bob@maria.io"]);
    // A name typed in lower case finds the capitalised Cyrillic name.
    expect((await list("search=%D0%B0%D0%BD%D0%BD")).rows.map((r) => r.email)).toEqual([
      "anna@x.io",
    ]);
    expect((await list("search=shop")).total).toBe(0);
    // LIKE wildcards are literal.
    expect((await list("search=%25")).total).toBe(0);
    expect((await list("search=_")).total).toBe(0);
  });

  it("sorts by a whitelisted column either way; anything else is id desc", async () => {
    await kit.addUser({ email: "c@x.io", name: "charlie" });
    await kit.addUser({ email: "a@x.io", name: "Alpha" });
    await kit.addUser({ email: "b@x.io", name: "bravo" });
    const names = (b: ListBody) => b.rows.map((r) => r.name);
    expect(names(await list("sort=name&dir=asc"))).toEqual(["Admin", "Alpha", "bravo", "charlie"]);
    expect(names(await list("sort=name&dir=desc"))).toEqual(["charlie", "bravo", "Alpha", "Admin"]);
    const bogus = await list("sort=password_hash&dir=asc");
    expect(bogus).toMatchObject({ sort: "id", dir: "desc" });
    expect(bogus.rows.map((r) => r.id)).toEqual(
      [...bogus.rows.map((r) => r.id as number)].sort((a, b) => b - a),
    );
    expect((await list("sort=email")).dir).toBe("asc");
  });

  it("pages with the page clamped to [1, lastPage] and pageSize at most 100", async () => {
    for (let i = 0; i < 24; i++) await kit.addUser();
    const last = await list("page=99&pageSize=10");
    expect(last).toMatchObject({ page: 3, total: 25, pageSize: 10 });
    expect(last.rows).toHaveLength(5);
    expect((await list("page=0")).page).toBe(1);
    expect((await list("page=-4")).page).toBe(1);
    expect((await list("pageSize=1000")).pageSize).toBe(100);
    const empty = await list("search=nobody&page=7");
    expect(empty).toMatchObject({ page: 1, total: 0, rows: [] });
  });
});

describe("GET/PUT /api/admin/users/{id}", () => {
  it("404 for an unknown or impossible id", async () => {
    for (const id of ["999", "abc", "0", "-1"]) {
      const res = await call(userItem, "GET", `/api/admin/users/${id}`, admin({ params: { id } }));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "notFound", code: "notFound" });
    }
    expect((await put(999, { name: "x" })).status).toBe(404);
  });

  it("needs name and email, converts numbers, drops an empty password", async () => {
    const id = await kit.addUser({ email: "edit@x.io" });
    const before = (await findUserById(kit.ctx.db, id))!;
    for (const [body, field] of [
      [{ name: "  " }, "name"],
      [{ email: "" }, "email"],
      [{ name: "N", email: null }, "email"],
    ] as const) {
      const res = await put(id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: "User name and email are required",
        code: "nameEmailRequired",
        field,
      });
    }
    expect(await json(await put(id, { email: "not-an-email" }))).toEqual({
      error: "Invalid email format",
      code: "emailInvalid",
      field: "email",
    });
    expect((await json(await put(id, { tariff: "2" }))).field).toBe("tariff");
    expect((await json(await put(id, { total_available_landings: "many" }))).field).toBe(
      "total_available_landings",
    );
    expect((await json(await put(id, { password: "123" }))).field).toBe("password");

    const res = await put(id, {
      id: 12345,
      name: " Edited ",
      email: "Edit@X.io",
      tariff: "1",
      total_available_landings: "3",
      active: "true",
      password: "",
      location: "Bali",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      name: "Edited",
      email: "edit@x.io",
      tariff: 1,
      total_available_landings: 3,
      active: true,
      location: "Bali",
    });
    expect((await findUserById(kit.ctx.db, id))!.password_hash).toBe(before.password_hash);
  });

  it("a new password is hashed and ends the user's sessions", async () => {
    const id = await kit.addUser();
    const cookie = await kit.signIn(id);
    const before = (await findUserById(kit.ctx.db, id))!.password_hash;
    expect((await put(id, { password: "brand-new-pass" })).status).toBe(200);
    expect((await findUserById(kit.ctx.db, id))!.password_hash).not.toBe(before);
    const sessions = await kit.ctx.db
      .selectFrom("sessions")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(sessions).toHaveLength(0);
    expect(cookie).toContain("vitrina_session");
  });

  it("an email another account has is 409 emailExists", async () => {
    await kit.addUser({ email: "taken@x.io" });
    // Not 3, an admin id: another admin's email is not the editor's to change at all.
    const id = await kit.addUser({ id: 40, email: "mine@x.io" });
    const res = await put(id, { email: "TAKEN@x.io" });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "emailExists", code: "emailExists", field: "email" });
  });

  it("plan fields rewrite the owner's meta at once and re-render when the badge changes", async () => {
    const id = await kit.addUser({
      tariff: 0,
      expiry: new Date(kit.clock.now.getTime() - DAY).toISOString(),
    });
    const uuid = await kit.published(id, "plan-shop");
    await updateUserSettings(kit.ctx.db, id, { hide_logo_enabled: 1 });
    expect((await readMeta(kit.store, uuid))!.expiresAt).toBe(
      new Date(kit.clock.now.getTime() - DAY).toISOString(),
    );
    const pageBefore = (await kit.store.get(keys.page(uuid)))!.body;
    const hashBefore = (await getLandingByUuid(kit.ctx.db, uuid))!.published_hash;

    const future = new Date(kit.clock.now.getTime() + 100 * DAY).toISOString();
    const res = await put(id, { tariff: 1, tariff_expiration_date: future });
    expect(res.status).toBe(200);
    const meta = (await readMeta(kit.store, uuid))!;
    expect(meta).toMatchObject({ expiresAt: future, pro: true });
    // PRO with "hide logo": the badge goes, so the page itself was rendered again.
    expect((await getLandingByUuid(kit.ctx.db, uuid))!.published_hash).not.toBe(hashBefore);
    expect((await kit.store.get(keys.page(uuid)))!.body).not.toBe(pageBefore);
    // The owner's reminders follow the new date (task runner).
    expect((await listScheduledTasks(kit.ctx.db)).some((t) => t.name === "plan.expired")).toBe(
      true,
    );
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("refuses yourself, another admin and the last admin", async () => {
    const self = await del(1);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: "You cannot delete yourself", code: "deleteSelf" });
    await kit.addUser({ id: 3, email: "second-admin@x.io" });
    const other = await del(3);
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({
      error: "You cannot delete another admin",
      code: "deleteAdmin",
    });
    expect(await findUserById(kit.ctx.db, 3)).toBeDefined();
    // The rule itself, for a caller that is not the one remaining admin.
    const config = { adminUserIds: [1, 3, 17] };
    expect(deleteRefusal(config, 17, 3, 1)).toBe("You cannot delete the last admin");
    expect(deleteRefusal(config, 1, 3, 2)).toBe("You cannot delete another admin");
    expect(deleteRefusal(config, 1, 1, 2)).toBe("You cannot delete yourself");
    expect(deleteRefusal(config, 1, 40, 1)).toBeNull();
    expect((await del(999)).status).toBe(404);
  });

  it("removes every page, alias and host route of the user from the bucket, then the rows", async () => {
    const id = await kit.addUser();
    const a = await kit.published(id, "gone-one");
    const b = await kit.published(id, "gone-two");
    const c = await kit.draft(id);
    await bindVerifiedHost(kit.ctx, b, "gone.example.com");
    expect(await kit.store.get(keys.host("gone.example.com"))).not.toBeNull();
    const other = await kit.addUser();
    const kept = await kit.published(other, "kept-one");

    const res = await del(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    for (const uuid of [a, b, c]) {
      expect(await kit.store.get(keys.page(uuid))).toBeNull();
      expect(await kit.store.get(keys.meta(uuid))).toBeNull();
      expect(await kit.store.get(keys.preview(uuid))).toBeNull();
      expect(await getLandingByUuid(kit.ctx.db, uuid)).toBeUndefined();
    }
    expect(await kit.store.get(keys.alias("gone-one"))).toBeNull();
    expect(await kit.store.get(keys.alias("gone-two"))).toBeNull();
    expect(await kit.store.get(keys.host("gone.example.com"))).toBeNull();
    expect(await findUserById(kit.ctx.db, id)).toBeUndefined();
    expect(await kit.store.get(keys.page(kept))).not.toBeNull();
    expect(await kit.store.get(keys.alias("kept-one"))).not.toBeNull();
  });
});

describe("grant PRO, mails, set expiration, landings", () => {
  const grant = (id: number, body: unknown = {}) =>
    call(
      grantPro,
      "POST",
      `/api/admin/users/${id}/grant-pro`,
      admin({ body, params: { id: String(id) } }),
    );

  it("grant-pro writes an `admin` purchase and extends like a payment", async () => {
    const id = await kit.addUser({ tariff: 0 });
    const res = await grant(id);
    expect(res.status).toBe(200);
    const year = new Date(kit.clock.now.getTime() + 365 * DAY).toISOString();
    expect(await res.json()).toMatchObject({ id, tariff: 1, tariff_expiration_date: year });
    const rows = await kit.ctx.db
      .selectFrom("purchases")
      .selectAll()
      .where("user_id", "=", id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      payment_method: "admin",
      purchase_type: "pro",
      expiration_date: year,
    });
    // An unexpired PRO gets the days added to its expiry.
    const again = await json(await grant(id, { days: "30" }));
    expect(again.tariff_expiration_date).toBe(
      new Date(kit.clock.now.getTime() + 395 * DAY).toISOString(),
    );
    expect((await grant(id, { days: 0 })).status).toBe(400);
    expect((await grant(999)).status).toBe(404);
  });

  it("resend-confirmation and send-reset mail the user", async () => {
    const id = await kit.addUser({ email: "mail@x.io" });
    const p = { params: { id: String(id) } };
    const r1 = await call(resend, "POST", `/api/admin/users/${id}/resend-confirmation`, admin(p));
    expect(await r1.json()).toEqual({ ok: true });
    const r2 = await call(sendReset, "POST", `/api/admin/users/${id}/send-reset`, admin(p));
    expect(await r2.json()).toEqual({ ok: true });
    const mails = kit.mails().filter((m) => m.to.includes("mail@x.io"));
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[0].text)).toContain("/a/confirm/");
    const reset = linkIn(mails[1].text);
    expect(reset).toContain("/reset-password/");
    expect(await verifyResetToken(kit.ctx, reset.split("/").pop())).toEqual({ ok: true });

    const confirmed = await kit.addUser({ confirmed: true });
    const r3 = await call(
      resend,
      "POST",
      `/api/admin/users/${confirmed}/resend-confirmation`,
      admin({ params: { id: String(confirmed) } }),
    );
    expect(r3.status).toBe(400);
  });

  it("set-expiration needs a date ('Please set an expiration date') and rewrites meta", async () => {
    const id = await kit.addUser();
    const uuid = await kit.published(id, "exp-shop");
    const p = { params: { id: String(id) } };
    for (const body of [{}, { expiration_date: "" }, { expiration_date: "tomorrow-ish" }]) {
      const res = await call(
        setExpiration,
        "POST",
        `/api/admin/users/${id}/set-expiration`,
        admin({ ...p, body }),
      );
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe("Please set an expiration date");
    }
    const res = await call(
      setExpiration,
      "POST",
      `/api/admin/users/${id}/set-expiration`,
      admin({ ...p, body: { expiration_date: "2027-03-01" } }),
    );
    expect(res.status).toBe(200);
    expect((await readMeta(kit.store, uuid))!.expiresAt).toBe("2027-03-01T00:00:00.000Z");
  });

  it("View Landings lists the user's landings", async () => {
    const id = await kit.addUser({ email: "lands@x.io" });
    const a = await kit.published(id, "lands-one");
    const b = await kit.draft(id);
    await kit.draft(await kit.addUser());
    const res = await call(
      userLandings,
      "GET",
      `/api/admin/users/${id}/landings`,
      admin({ params: { id: String(id) } }),
    );
    const rows = (await res.json()) as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.uuid)).toEqual([b, a]);
    expect(rows[1]).toMatchObject({
      owner_email: "lands@x.io",
      published: true,
      textalias: "lands-one",
      public_url: "https://pages.test/l/lands-one",
    });
  });

  it("Add New is not implemented (400, SPEC's message)", async () => {
    const res = await call(userList, "POST", "/api/admin/users", admin({ body: { name: "x" } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Creating new users is not implemented yet",
      code: "createUsersNotImplemented",
    });
  });

  it("every write leaves an audit row: admin, target, time, IP and user agent", async () => {
    const id = await kit.addUser();
    await put(id, { name: "Audited" });
    await grant(id);
    await del(id);
    const res = await call(auditRoute, "GET", "/api/admin/audit?pageSize=2", admin());
    const body = (await res.json()) as ListBody;
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.rows.map((r) => r.action)).toEqual(["user.delete", "user.grant_pro"]);
    expect(body.rows[0]).toMatchObject({
      admin_id: 1,
      admin_email: kit.config.adminEmail,
      target_type: "user",
      target_id: String(id),
      ip: "203.0.113.7",
      user_agent: "vitest-admin",
      created_at: kit.clock.now.toISOString(),
    });
    const page2 = (await (
      await call(auditRoute, "GET", "/api/admin/audit?pageSize=2&page=2", admin())
    ).json()) as ListBody;
    expect(page2.rows.map((r) => r.action)).toEqual(["user.update"]);
    expect(page2.rows[0].details).toEqual({ fields: ["name"] });
  });
});

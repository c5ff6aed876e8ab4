import { expect, request as playwrightRequest, test } from "@playwright/test";
import { ApiClient, loginAdmin, registerOwner } from "./support/api-client";

/**
 * Issue 10 over HTTP, through the real server (scripts/server.ts) and build:
 * the session gate before the XSRF check, the role check on every method,
 * and "Login as" there and back.
 */

test("admin API: 401 anonymous before the XSRF check, 403 non-admin, the admin's answers", async () => {
  const anon = await ApiClient.create();
  // No session and no token: the gate says the session is missing, not a forgery.
  for (const [method, path] of [
    ["post", "/api/admin/users/1/grant-pro"],
    ["put", "/api/admin/users/1"],
    ["delete", "/api/admin/landing_kv/1"],
  ] as const) {
    const res = await anon.http[method](path, { data: {} });
    expect(res.status(), `${method} ${path}`).toBe(401);
    expect(await res.json()).toEqual({ error: "sessionExpired", code: "sessionExpired" });
  }
  const anonGet = await anon.http.get("/api/admin/users");
  expect(anonGet.status()).toBe(401);
  expect(await anonGet.json()).toEqual({ error: "sessionExpired", code: "sessionExpired" });

  const owner = await registerOwner("adminapi");
  const ownerGet = await owner.api.http.get("/api/admin/stats");
  expect(ownerGet.status()).toBe(403);
  expect(await ownerGet.json()).toEqual({ error: "Forbidden", code: "forbidden" });
  expect((await owner.api.post("/api/admin/users", {})).status()).toBe(403);
  // A signed-in user without the token still meets the XSRF check.
  expect((await owner.api.http.post("/api/admin/users", { data: {} })).status()).toBe(403);

  const admin = await loginAdmin();
  const prefix = encodeURIComponent(owner.email.slice(0, owner.email.indexOf("@")));
  const list = await admin.http.get(`/api/admin/users?search=${prefix}&sort=email&dir=asc`);
  expect(list.status()).toBe(200);
  const body = await list.json();
  expect(body).toMatchObject({ total: 1, page: 1, pageSize: 10, sort: "email", dir: "asc" });
  expect(body.rows[0]).toMatchObject({ id: owner.id, email: owner.email, is_admin: false });

  const edited = await admin.http.put(`/api/admin/users/${owner.id}`, {
    data: { name: "Edited by admin", password: "" },
    headers: { "X-XSRF-TOKEN": await admin.xsrf() },
  });
  expect(edited.status()).toBe(200);
  expect((await edited.json()).name).toBe("Edited by admin");

  const addNew = await admin.post("/api/admin/users", { name: "x" });
  expect(addNew.status()).toBe(400);
  expect(await addNew.json()).toEqual({
    error: "Creating new users is not implemented yet",
    code: "createUsersNotImplemented",
  });

  const kv = await admin.http.get("/api/admin/landing_kv");
  expect((await kv.json()).mirrored_keys).toEqual(["qas", "cards", "contacts"]);
  const stats = await admin.http.get("/api/admin/stats");
  expect(Object.keys(await stats.json()).sort()).toEqual(["failedTasks", "paidOrders", "signups"]);
  const audit = await admin.http.get("/api/admin/audit");
  expect((await audit.json()).rows[0]).toMatchObject({
    action: "user.update",
    target_id: String(owner.id),
  });
  await Promise.all([anon.dispose(), owner.api.dispose(), admin.dispose()]);
});

test("login as a user and back: the old admin cookie is dead, /admin comes back without a login", async () => {
  const owner = await registerOwner("impersonate");
  const admin = await loginAdmin();
  const before = await admin.http.storageState();

  const started = await admin.post(`/api/admin/login-as-user/${owner.id}`, {});
  expect(started.status()).toBe(200);
  expect(await started.json()).toMatchObject({
    id: owner.id,
    email: owner.email,
    impersonating: true,
  });
  const me = await admin.http.get("/api/auth/refreshData");
  expect((await me.json()).id).toBe(owner.id);
  expect((await admin.http.get("/api/admin/users")).status()).toBe(403);
  const pay = await admin.post("/api/payments/checkout", { item: "pro_year" });
  expect(pay.status()).toBe(403);
  expect(await pay.json()).toEqual({ error: "impersonating", code: "impersonating" });

  const ended = await admin.post("/api/admin/end-impersonation", {});
  expect(ended.status()).toBe(200);
  expect(await ended.json()).toEqual({ ok: true, redirect: "/admin" });
  expect((await admin.http.get("/api/admin/users")).status()).toBe(200);

  // The cookie the admin had before "Login as" never works again.
  const old = await playwrightRequest.newContext({
    baseURL: process.env.E2E_APP_URL,
    storageState: before,
  });
  expect((await old.get("/api/admin/users")).status()).toBe(401);
  await Promise.all([old.dispose(), owner.api.dispose(), admin.dispose()]);
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findOrder } from "../../../../db/queries/payment-orders";
import { cookieHeader, setCookiesOf } from "../../../../tests/support/auth";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import { loadConfig } from "../../../services/platform/config.server";
import { loadSession } from "../../../services/accounts/session.server";
import * as loginAs from "./login-as-user.$id";
import * as revokeOthers from "../auth+/sessions.revoke-others";
import * as checkout from "../payments+/checkout";
import * as ai from "../landings+/$id.ai";
import * as translate from "../landings+/$id.translate";
import * as testCheckout from "../../payments+/test.checkout.$orderId";

/**
 * Issue 23, low 8: what an admin acting as a user may not do, beside checkout
 * and the account's email, password and deletion (impersonation.test.ts): pay
 * on the test checkout, sign the owner out elsewhere, spend AI or translation.
 * Every provider is on, so each call would succeed but for the impersonation.
 */

let kit: Kit;
withFreshKit((k) => {
  kit = k;
  kit.ctx.config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: k.config.dataDir,
    APP_URL: "https://app.test",
    PUBLIC_URL: "https://pages.test",
    SESSION_SECRET: "s".repeat(40),
    PAYMENT_PROVIDER: "test",
    PAYMENT_TEST_SECRET: "payment-test-secret-0123456789",
    AI_PROVIDER: "fake",
    TRANSLATE_PROVIDER: "fake",
  });
});

const IMPERSONATING = { error: "impersonating", code: "impersonating" };

/** A PRO owner with a published page, and an admin's impersonation session of them. */
async function impersonated() {
  const owner = await kit.addUser({ tariff: 1, confirmed: true });
  const uuid = await kit.published(owner, `shop-${owner}`);
  const res = await call(loginAs, "POST", `/api/admin/login-as-user/${owner}`, {
    cookie: kit.adminCookie,
    params: { id: String(owner) },
  });
  expect(res.status).toBe(200);
  return { owner, uuid, cookie: cookieHeader(setCookiesOf(res)) };
}

const isLive = async (cookie: string) =>
  (await loadSession(kit.ctx, new Request("https://app.test/", { headers: { cookie } }))) !== null;

describe("while impersonating (issue 23)", () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // The test checkout notifies the webhook over HTTP: answered here, and counted.
    fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"));
  });
  afterEach(() => fetchSpy.mockRestore());

  it("the test checkout's Pay is refused; the owner's order stays pending", async () => {
    const owner = await kit.addUser({ confirmed: true });
    const own = await kit.signIn(owner);
    const opened = await call(checkout, "POST", "/api/payments/checkout", {
      cookie: own,
      body: { item: "pro_year" },
    });
    expect(opened.status).toBe(201);
    const { orderId } = (await opened.json()) as { orderId: string };
    const res = await call(loginAs, "POST", `/api/admin/login-as-user/${owner}`, {
      cookie: kit.adminCookie,
      params: { id: String(owner) },
    });
    const cookie = cookieHeader(setCookiesOf(res));
    const path = `/payments/test/checkout/${orderId}`;
    // The page itself still opens (it shows the order); paying is what is refused.
    const page = await call(testCheckout, "GET", path, {
      cookie,
      params: { orderId },
      ip: "127.0.0.1",
    });
    expect(page).toMatchObject({ order: { id: orderId, status: "pending" } });
    for (const intent of ["pay", "decline"]) {
      const paid = await call(testCheckout, "POST", path, {
        cookie,
        params: { orderId },
        ip: "127.0.0.1",
        body: { intent },
      });
      expect(paid.status).toBe(403);
      expect(await paid.json()).toEqual(IMPERSONATING);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect((await findOrder(kit.ctx.db, orderId))!.status).toBe("pending");
  });

  it("“sign out other sessions” is refused; the owner's own sessions live on", async () => {
    const { owner, cookie } = await impersonated();
    const own = await kit.signIn(owner);
    const res = await call(revokeOthers, "POST", "/api/auth/sessions/revoke-others", { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(IMPERSONATING);
    expect(await isLive(own)).toBe(true);
  });

  it("AI help is refused", async () => {
    const { uuid, cookie } = await impersonated();
    const res = await call(ai, "POST", `/api/landings/${uuid}/ai`, {
      cookie,
      params: { id: uuid },
      body: { action: "seo" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(IMPERSONATING);
  });

  it("translation is refused and spends none of the owner's quota", async () => {
    const { uuid, cookie } = await impersonated();
    const res = await call(translate, "POST", `/api/landings/${uuid}/translate`, {
      cookie,
      params: { id: uuid },
      body: { to: "en" },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(IMPERSONATING);
    const usage = await kit.ctx.db.selectFrom("translation_usage").selectAll().execute();
    expect(usage).toEqual([]);
  });

  it("the owner, signed in themselves, may do all of it", async () => {
    const { owner, uuid } = await impersonated();
    const cookie = await kit.signIn(owner);
    const other = await kit.signIn(owner);
    const revoked = await call(revokeOthers, "POST", "/api/auth/sessions/revoke-others", {
      cookie,
    });
    expect(revoked.status).toBe(200);
    expect(await isLive(other)).toBe(false);
    const suggested = await call(ai, "POST", `/api/landings/${uuid}/ai`, {
      cookie,
      params: { id: uuid },
      body: { action: "seo" },
    });
    expect(suggested.status).toBe(200);
    const translated = await call(translate, "POST", `/api/landings/${uuid}/translate`, {
      cookie,
      params: { id: uuid },
      body: { to: "en" },
    });
    expect(translated.status).toBe(200);
  });
});

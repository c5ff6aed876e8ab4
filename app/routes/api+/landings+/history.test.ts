import { describe, expect, it } from "vitest";
import { fullLanding } from "../../../../tests/fixtures/full-landing";
import { call, withFreshKit, type Kit } from "../../../../tests/support/admin-kit";
import { setCookiesOf, cookieHeader } from "../../../../tests/support/auth";
import * as adminLanding from "../admin+/landings.$id";
import * as loginAs from "../admin+/login-as-user.$id";
import * as landing from "./$id";
import * as setState from "./$id.setState";
import * as undelete from "./$id.undelete";
import * as preview from "./$id.versions.$n.preview";
import * as restore from "./$id.versions.$n.restore";
import * as versions from "./$id.versions._index";
import * as bin from "./bin";

/** Issue 15's API through the real route modules: owner only, exact paths and payloads. */
let kit: Kit;
withFreshKit((k) => (kit = k));

const publish = (cookie: string, uuid: string, text: string) =>
  call(setState, "POST", `/api/landings/${uuid}/setState`, {
    cookie,
    params: { id: uuid },
    body: { ...fullLanding, textAlias: "route-history", projectDescription: text, force: true },
  });

async function ownerWithTwoVersions() {
  const id = await kit.addUser({ tariff: 1, confirmed: true, name: "Olga" });
  const cookie = await kit.signIn(id);
  const uuid = await kit.draft(id);
  expect((await publish(cookie, uuid, "one")).status).toBe(200);
  kit.advance(60_000);
  expect((await publish(cookie, uuid, "two")).status).toBe(200);
  return { id, cookie, uuid };
}

describe("history API", () => {
  it("GET /api/landings/{id}/versions lists versions newest first; restore {publish} answers the new draft", async () => {
    const { cookie, uuid } = await ownerWithTwoVersions();
    const list = await call(versions, "GET", `/api/landings/${uuid}/versions`, {
      cookie,
      params: { id: uuid },
    });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { versions: Array<Record<string, unknown>> };
    expect(body.versions.map((v) => [v.n, v.by, v.byName, v.live])).toEqual([
      [2, "owner", "Olga", true],
      [1, "owner", "Olga", false],
    ]);
    expect(body.versions[0].summary).toEqual([
      { section: "texts", added: 0, removed: 0, changed: 1 },
    ]);

    const restored = await call(restore, "POST", `/api/landings/${uuid}/versions/1/restore`, {
      cookie,
      params: { id: uuid, n: "1" },
      body: { publish: true },
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      success: true,
      n: 1,
      published: true,
      publishState: "live",
      content: { projectDescription: "one" },
    });

    const page = await call(preview, "GET", `/api/landings/${uuid}/versions/2/preview`, {
      cookie,
      params: { id: uuid, n: "2" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toMatch(/^sandbox/);
    expect(await page.text()).toContain("two");
  });

  it("answers 401 without a session and 404 to anyone but the owner", async () => {
    const { uuid } = await ownerWithTwoVersions();
    const strangerCookie = await kit.signIn(await kit.addUser({ tariff: 1 }));
    const p = { id: uuid, n: "1" };
    expect(
      (await call(versions, "GET", `/api/landings/${uuid}/versions`, { params: p })).status,
    ).toBe(401);
    for (const cookie of [strangerCookie, kit.adminCookie]) {
      expect((await call(versions, "GET", "/", { cookie, params: p })).status).toBe(404);
      expect((await call(restore, "POST", "/", { cookie, params: p, body: {} })).status).toBe(404);
      expect((await call(preview, "GET", "/", { cookie, params: p })).status).toBe(404);
      expect((await call(undelete, "POST", "/", { cookie, params: p })).status).toBe(404);
    }
  });

  it("a publish by an admin acting as the owner is the admin's", async () => {
    const { id, cookie, uuid } = await ownerWithTwoVersions();
    const started = await call(loginAs, "POST", `/api/admin/login-as-user/${id}`, {
      cookie: kit.adminCookie,
      params: { id: String(id) },
    });
    expect(started.status).toBe(200);
    const asOwner = cookieHeader(setCookiesOf(started));
    kit.advance(60_000);
    expect((await publish(asOwner, uuid, "three")).status).toBe(200);
    const list = await call(versions, "GET", "/", { cookie, params: { id: uuid } });
    const body = (await list.json()) as { versions: Array<{ n: number; by: string }> };
    expect(body.versions[0]).toMatchObject({ n: 3, by: "admin" });
  });
});

describe("bin API", () => {
  it("DELETE bins; GET /api/landings/bin lists it; POST undelete brings it back", async () => {
    const { cookie, uuid } = await ownerWithTwoVersions();
    const removed = await call(landing, "DELETE", `/api/landings/${uuid}`, {
      cookie,
      params: { id: uuid },
    });
    expect(removed.status).toBe(200);
    const listed = await call(bin, "GET", "/api/landings/bin", { cookie });
    const items = ((await listed.json()) as { landings: Array<Record<string, unknown>> }).landings;
    expect(items).toEqual([
      expect.objectContaining({ uuid, textalias: "route-history", daysLeft: 30, aliasFree: true }),
    ]);
    const back = await call(undelete, "POST", `/api/landings/${uuid}/undelete`, {
      cookie,
      params: { id: uuid },
    });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({
      success: true,
      uuid,
      textalias: "route-history",
      aliasLost: false,
      published: true,
    });
  });

  it("an admin's DELETE takes ?mode=bin or ?mode=now", async () => {
    const { cookie, uuid } = await ownerWithTwoVersions();
    const bad = await call(adminLanding, "DELETE", `/api/admin/landings/${uuid}?mode=later`, {
      cookie: kit.adminCookie,
      params: { id: uuid },
    });
    expect(bad.status).toBe(400);
    const binned = await call(adminLanding, "DELETE", `/api/admin/landings/${uuid}?mode=bin`, {
      cookie: kit.adminCookie,
      params: { id: uuid },
    });
    expect(binned.status).toBe(200);
    const listed = await call(bin, "GET", "/api/landings/bin", { cookie });
    expect(((await listed.json()) as { landings: unknown[] }).landings).toHaveLength(1);
    const gone = await call(adminLanding, "DELETE", `/api/admin/landings/${uuid}?mode=now`, {
      cookie: kit.adminCookie,
      params: { id: uuid },
    });
    expect(gone.status).toBe(200);
    const after = await call(bin, "GET", "/api/landings/bin", { cookie });
    expect(((await after.json()) as { landings: unknown[] }).landings).toEqual([]);
  });
});

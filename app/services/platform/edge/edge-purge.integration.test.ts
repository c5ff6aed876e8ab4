import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../../db/database";
import { createLanding, updateLanding } from "../../../../db/queries/landings";
import { insertUser, updateUserRow } from "../../../../db/queries/users";
import { insertUserSettings, updateUserSettings } from "../../../../db/queries/user-settings";
import { keys } from "../../../../core/storage/keys";
import { startEdge, type Edge } from "../../../../scripts/lib/edge";
import { fullLanding } from "../../../../tests/fixtures/full-landing";
import { setUserExpiration } from "../../admin/set-expiration.server";
import { loadConfig, type Config } from "../config.server";
import { bindVerifiedHost, removeHost } from "../../publishing/hosts.server";
import { refreshOwnerMeta } from "../../publishing/owner-meta.server";
import { publishLanding } from "../../publishing/publish.server";
import { unpublishAndDelete } from "../../publishing/unpublish.server";
import type { AppContext } from "../runtime.server";
import { PURGE_MAX_FILES } from "../../../../core/edge-purge";
import { purgeUrls } from "./purge.server";
import { rebuildOwnerPages } from "../../settings/save.server";
import { requestOver } from "../../../../tests/support/edge-kit";

/**
 * Issue 12 end to end: the real worker (Miniflare) with its edge cache on (a
 * day, as production), the app's services writing to its bucket and purging
 * through the `local` driver. Every change must show on the very next request.
 */
const PREVIEW_SECRET = "edge-purge-preview-secret-0123456789abcdef";
const DAY = 86_400_000;
let dir: string;
let db: DB;
let edge: Edge;
let prodEdge: Edge;
let ctx: AppContext;
let prodCtx: AppContext;

function contextFor(e: Edge, env: Record<string, string>): AppContext {
  const config: Config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    SESSION_SECRET: "s".repeat(40),
    PREVIEW_SECRET,
    PUBLIC_URL: e.url,
    ...env,
  });
  return { db, store: e.store, config, mailer: { send: async () => {} }, now: () => new Date() };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-edge-purge-"));
  db = await createTestDb();
  // Local shape: pages at /l/{alias}. The purge secret comes from PREVIEW_SECRET on both sides.
  edge = await startEdge({
    persistDir: path.join(dir, "local"),
    port: 0,
    appUrl: "http://localhost:3000",
    publicUrl: "http://127.0.0.1",
    previewSecret: PREVIEW_SECRET,
    rebuild: true,
  });
  // Production shape: each landing on {alias}.<PUBLIC_DOMAIN>, reached with a Host header.
  prodEdge = await startEdge({
    persistDir: path.join(dir, "prod"),
    port: 0,
    appUrl: "http://localhost:3000",
    publicUrl: "http://vitrina.test",
    publicDomain: "vitrina.test",
    previewSecret: PREVIEW_SECRET,
  });
  ctx = contextFor(edge, {});
  // The production pipeline purges the worker's own endpoint here in place of Cloudflare's.
  prodCtx = contextFor(prodEdge, {
    PUBLIC_URL: "http://vitrina.test",
    PUBLIC_DOMAIN: "vitrina.test",
    EDGE_PURGE_URL: prodEdge.url,
  });
}, 120_000);

afterAll(async () => {
  await edge?.dispose();
  await prodEdge?.dispose();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** GET over a real socket with this Host header. */
const get = (e: Edge, p: string, host?: string) => requestOver(e.url, p, { host });

let n = 0;
async function owner(over: { tariff?: number; days?: number } = {}): Promise<number> {
  const id = await insertUser(db, {
    name: "Owner",
    email: `edge-${++n}@test.dev`,
    phone: "+7 900 000-00-00",
    password_hash: "x",
    created_at: new Date().toISOString(),
    tariff: over.tariff ?? 0,
    tariff_expiration_date: new Date(Date.now() + (over.days ?? 30) * DAY).toISOString(),
  });
  await insertUserSettings(db, { user_id: id });
  return id;
}

async function published(c: AppContext, userId: number, alias: string, marker: string) {
  const row = await createLanding(db, { parentUser: userId, now: new Date() });
  await setContent(c, row.uuid, alias, marker);
  return row.uuid;
}

async function setContent(c: AppContext, uuid: string, alias: string, marker: string) {
  await updateLanding(db, uuid, {
    content: JSON.stringify({ ...fullLanding, textAlias: alias, projectDescription: marker }),
  });
  await publishLanding(c, uuid, { force: true });
}

/** The edge really caches: a bucket write that skips the services (no purge) stays unseen. */
async function expectCached(e: Edge, p: string, uuid: string, host?: string) {
  const before = await get(e, p, host);
  await e.store.put(keys.page(uuid), "<p>written behind the edge's back</p>", {
    contentType: "text/html; charset=utf-8",
    customMetadata: (await e.store.get(keys.page(uuid)))!.customMetadata,
  });
  const after = await get(e, p, host);
  expect(after.status).toBe(before.status);
  expect(after.body).toBe(before.body);
}

describe("edge cache on, every change visible on the next request (issue 12)", () => {
  it("runs the local worker with a day-long cache and a purge endpoint", () => {
    expect(edge.cacheTtl).toBe(86_400);
    expect(edge.purgeSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(ctx.config.edgePurge).toMatchObject({ driver: "local", url: edge.url });
  });

  it("publish: the new version is served at once", async () => {
    const uid = await owner();
    const uuid = await published(ctx, uid, "edge-publish", "version-one");
    expect((await get(edge, "/l/edge-publish")).body).toContain("version-one");
    await expectCached(edge, "/l/edge-publish", uuid);
    await setContent(ctx, uuid, "edge-publish", "version-two");
    const next = await get(edge, "/l/edge-publish");
    expect(next.status).toBe(200);
    expect(next.body).toContain("version-two");
    // ...and by uuid, and under a new name; the old name is gone at once.
    expect((await get(edge, `/l/${uuid}`)).body).toContain("version-two");
    await setContent(ctx, uuid, "edge-renamed", "version-three");
    expect((await get(edge, "/l/edge-publish")).status).toBe(404);
    expect((await get(edge, "/l/edge-renamed")).body).toContain("version-three");
  });

  it("payment: the owner's meta is rewritten (refreshOwnerMeta) and the page is back at once", async () => {
    const uid = await owner();
    const uuid = await published(ctx, uid, "edge-paid", "paid-page");
    await updateUserRow(db, uid, {
      tariff_expiration_date: new Date(Date.now() - DAY).toISOString(),
    });
    await refreshOwnerMeta(ctx, uid);
    expect((await get(edge, "/l/edge-paid")).status).toBe(403);
    await expectCached(edge, "/l/edge-paid", uuid);
    // What the payment webhook does after its transaction commits:
    await updateUserRow(db, uid, {
      tariff: 1,
      tariff_expiration_date: new Date(Date.now() + 365 * DAY).toISOString(),
    });
    await refreshOwnerMeta(ctx, uid);
    const back = await get(edge, "/l/edge-paid");
    expect(back.status).toBe(200);
  });

  it("an admin's expiry change: the page goes dark at once", async () => {
    const uid = await owner({ days: 300 });
    const uuid = await published(ctx, uid, "edge-expiry", "expiry-page");
    expect((await get(edge, "/l/edge-expiry")).status).toBe(200);
    await expectCached(edge, "/l/edge-expiry", uuid);
    const result = await setUserExpiration(ctx, uid, new Date(Date.now() - DAY).toISOString());
    expect(result).toMatchObject({ ok: true, landingsUpdated: 1 });
    expect((await get(edge, "/l/edge-expiry")).status).toBe(403);
  });

  it("hide-logo: the re-rendered page is served at once", async () => {
    const uid = await owner({ tariff: 1, days: 300 });
    const uuid = await published(ctx, uid, "edge-logo", "logo-page");
    expect((await get(edge, "/l/edge-logo")).body).toContain('class="badge"');
    await expectCached(edge, "/l/edge-logo", uuid);
    await updateUserSettings(db, uid, { hide_logo_enabled: 1 });
    expect(await rebuildOwnerPages(ctx, uid)).toBe(1);
    const next = await get(edge, "/l/edge-logo");
    expect(next.status).toBe(200);
    expect(next.body).not.toContain('class="badge"');
  });

  it("a domain bound, then removed: the host answers at once, then 404s at once", async () => {
    const uid = await owner();
    const uuid = await published(ctx, uid, "edge-host", "host-page");
    expect((await get(edge, "/", "shop.example")).status).toBe(404);
    await bindVerifiedHost(ctx, uuid, "Shop.Example");
    const bound = await get(edge, "/", "shop.example");
    expect(bound.status).toBe(200);
    expect(bound.body).toContain("host-page");
    await expectCached(edge, "/", uuid, "shop.example");
    await removeHost(ctx, uuid, "shop.example");
    expect((await get(edge, "/", "shop.example")).status).toBe(404);
  });

  it("delete: every address of the landing answers 404 at once", async () => {
    const uid = await owner();
    const uuid = await published(ctx, uid, "edge-delete", "delete-page");
    await bindVerifiedHost(ctx, uuid, "gone.example");
    for (const [p, host] of [["/l/edge-delete"], [`/l/${uuid}`], ["/", "gone.example"]])
      expect((await get(edge, p, host)).status).toBe(200);
    await unpublishAndDelete(ctx, { uuid, textalias: "edge-delete" });
    for (const [p, host] of [["/l/edge-delete"], [`/l/${uuid}`], ["/", "gone.example"]])
      expect((await get(edge, p, host)).status).toBe(404);
  });
});

describe("long purge lists", () => {
  it("purges more URLs than one call to the worker takes, the cached page among them", async () => {
    const uid = await owner();
    const uuid = await published(ctx, uid, "edge-many", "many-page");
    await expectCached(edge, "/l/edge-many", uuid);
    // A rebuild or a plan change of a big owner: thousands of URLs at once,
    // more than the worker's 1,000 URLs and 64 KiB a call.
    const others = Array.from(
      { length: 2 * PURGE_MAX_FILES + 500 },
      (_, i) => `${edge.url}/l/other-landing-with-a-long-link-name-${i}`,
    );
    await expect(purgeUrls(ctx, [...others, `${edge.url}/l/edge-many`])).resolves.toBe(true);
    expect((await get(edge, "/l/edge-many")).body).toContain("written behind the edge's back");
    const queued = await db
      .selectFrom("scheduled_tasks")
      .where("name", "=", "edge.purge")
      .select("id")
      .execute();
    expect(queued).toEqual([]);
  });
});

describe("subdomains of the public domain (issue 12, production shape)", () => {
  it("serves {alias}.<PUBLIC_DOMAIN> by Host header, redirects /l/{alias} there, purges it", async () => {
    const uid = await owner();
    const uuid = await published(prodCtx, uid, "coffee", "sub-one");
    const sub = await get(prodEdge, "/", "coffee.vitrina.test");
    expect(sub.status).toBe(200);
    expect(sub.body).toContain("sub-one");
    // Its canonical address is the subdomain.
    expect(sub.body).toContain('href="https://coffee.vitrina.test/"');
    expect((await get(prodEdge, "/", `${uuid}.vitrina.test`)).body).toContain("sub-one");
    const moved = await get(prodEdge, "/l/coffee?utm=x", "vitrina.test");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("https://coffee.vitrina.test/?utm=x");
    // One landing's subdomain never serves another's page or the /l/ paths.
    expect((await get(prodEdge, "/l/coffee", "coffee.vitrina.test")).status).toBe(404);
    expect((await get(prodEdge, "/", "tea.vitrina.test")).status).toBe(404);
    await expectCached(prodEdge, "/", uuid, "coffee.vitrina.test");
    await setContent(prodCtx, uuid, "coffee", "sub-two");
    expect((await get(prodEdge, "/", "coffee.vitrina.test")).body).toContain("sub-two");
    expect((await get(prodEdge, "/", `${uuid}.vitrina.test`)).body).toContain("sub-two");
  });

  it("keeps /l/{alias} for a link name that is no DNS label", async () => {
    const uid = await owner();
    const alias = "ab--long-name";
    await published(prodCtx, uid, alias, "label-less");
    const page = await get(prodEdge, `/l/${alias}`, "vitrina.test");
    expect(page.status).toBe(200);
    expect(page.body).toContain("label-less");
  });

  it("refuses custom hosts under the public domain or the app's host", async () => {
    const uid = await owner();
    const uuid = await published(prodCtx, uid, "host-rules", "rules");
    for (const host of ["vitrina.test", "shop.vitrina.test", "localhost.example"]) {
      const c = { ...prodCtx, config: { ...prodCtx.config, appUrl: "https://localhost.example" } };
      await expect(bindVerifiedHost(c, uuid, host)).rejects.toMatchObject({ code: "reservedHost" });
    }
  });
});

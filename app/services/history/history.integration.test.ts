import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { insertUser } from "../../../db/queries/users";
import { insertUserSettings } from "../../../db/queries/user-settings";
import { startEdge, type Edge } from "../../../scripts/lib/edge";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { loadConfig } from "../platform/config.server";
import { createLandingFor, setState, type Actor } from "../landings/index.server";
import { deleteLandingFor } from "./index.server";
import type { AppContext } from "../platform/runtime.server";
import { listBin, listVersionsFor, restoreVersion, undeleteLanding } from "./index.server";

/**
 * Issue 15 end to end: the real worker (Miniflare) with its day-long edge
 * cache, the app's services writing to its bucket. Republishing version 1
 * serves version 1's text on the next request; a binned landing is gone from
 * the edge at once and back after a restore.
 */
const PREVIEW_SECRET = "history-preview-secret-0123456789abcdef0123";
let dir: string;
let db: DB;
let edge: Edge;
let ctx: AppContext;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-history-"));
  db = await createTestDb();
  edge = await startEdge({
    persistDir: dir,
    port: 0,
    appUrl: "http://localhost:3000",
    publicUrl: "http://127.0.0.1",
    previewSecret: PREVIEW_SECRET,
  });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    SESSION_SECRET: "s".repeat(40),
    PREVIEW_SECRET,
    PUBLIC_URL: edge.url,
  });
  ctx = { db, store: edge.store, config, mailer: { send: async () => {} }, now: () => new Date() };
}, 120_000);

afterAll(async () => {
  await edge?.dispose();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function get(p: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${edge.url}${p}`, (r) => {
        let body = "";
        r.setEncoding("utf8");
        r.on("data", (c) => (body += c));
        r.on("end", () => resolve({ status: r.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

async function owner(email: string): Promise<Actor> {
  const id = await insertUser(db, {
    name: "Owner",
    email,
    phone: "",
    password_hash: "x",
    created_at: new Date().toISOString(),
    tariff: 1,
    tariff_expiration_date: new Date(Date.now() + 300 * 86_400_000).toISOString(),
    email_confirmed_at: new Date().toISOString(),
  });
  await insertUserSettings(db, { user_id: id });
  return { id, tariff: 1, expired: false, total_available_landings: 1 };
}

const publish = (actor: Actor, uuid: string, alias: string, text: string) =>
  setState(ctx, actor, uuid, {
    ...fullLanding,
    textAlias: alias,
    projectDescription: text,
    force: true,
  });

describe("history and bin at the edge (issue 15)", () => {
  it("republishing version 1 serves version 1's text on the next request", async () => {
    const actor = await owner("history-edge@test.dev");
    const { uuid } = await createLandingFor(ctx, actor);
    await publish(actor, uuid, "history-edge", "Text of version one");
    await publish(actor, uuid, "history-edge", "Text of version two");
    const before = await get("/l/history-edge");
    expect(before.body).toContain("Text of version two");
    expect((await get("/l/history-edge")).body).toContain("Text of version two"); // now cached

    const started = Date.now();
    const out = await restoreVersion(ctx, actor, uuid, "1", { publish: true });
    const served = await get("/l/history-edge");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(out).toMatchObject({ published: true, publishState: "live" });
    expect(served.status).toBe(200);
    expect(served.body).toContain("Text of version one");
    expect(served.body).not.toContain("Text of version two");
    expect((await listVersionsFor(ctx, actor, uuid)).map((v) => v.n)).toEqual([3, 2, 1]);
  });

  it("a deleted landing is off the edge at once and comes back from the bin", async () => {
    const actor = await owner("bin-edge@test.dev");
    const { uuid } = await createLandingFor(ctx, actor);
    await publish(actor, uuid, "bin-edge", "Binned but not forgotten");
    expect((await get("/l/bin-edge")).status).toBe(200);
    expect((await get("/l/bin-edge")).status).toBe(200); // cached

    await deleteLandingFor(ctx, actor, uuid);
    expect((await get("/l/bin-edge")).status).toBe(404);
    expect((await get(`/l/${uuid}`)).status).toBe(404);
    expect((await listBin(ctx, actor)).map((l) => l.uuid)).toEqual([uuid]);

    expect(await undeleteLanding(ctx, actor, uuid)).toMatchObject({
      textalias: "bin-edge",
      published: true,
    });
    const back = await get("/l/bin-edge");
    expect(back.status).toBe(200);
    expect(back.body).toContain("Binned but not forgotten");
    expect(await listBin(ctx, actor)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import type { DB } from "../../../db/database";
import { insertUser } from "../../../db/queries/users";
import { insertUserSettings } from "../../../db/queries/user-settings";
import type { Edge } from "../../../scripts/lib/edge";
import { requestOver, withEdgeApp } from "../../../tests/support/edge-kit";
import { fullLanding } from "../../../tests/fixtures/full-landing";
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
let db: DB;
let edge: Edge;
let ctx: AppContext;

withEdgeApp("history", PREVIEW_SECRET, (app) => ({ db, edge, ctx } = app));
const get = (p: string) => requestOver(edge.url, p);

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

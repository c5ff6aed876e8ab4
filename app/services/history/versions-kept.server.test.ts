import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { sameVersionContent } from "../../../db/queries/landing-versions";
import type { SiteStore } from "../../../core/storage/site-store";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { insertBareUser } from "../../../tests/support/user-rows";
import { createLandingFor, setState, type Actor } from "../landings/index.server";
import type { AppContext } from "../platform/runtime.server";
import { listVersionsFor, restoreVersion, versionPreviewHtml } from "./index.server";

/**
 * Issue 29: a publish that changes nothing keeps no new version, so an
 * unchanged republish never pushes a real version out of the last 30.
 */
let store: SiteStore;
let db: DB;
let clock = new Date("2026-11-26T12:00:00Z");
const config = testConfig();
const ctx = () => ({ db, store, config, now: () => clock }) as AppContext;

withTestStore((s) => (store = s));
beforeEach(async () => {
  db = await createTestDb();
  clock = new Date("2026-11-26T12:00:00Z");
});

async function owner(email: string): Promise<Actor> {
  const id = await insertBareUser(db, email, clock, {
    name: "Owner",
    tariff: 1,
    tariff_expiration_date: new Date(clock.getTime() + 300 * 86_400_000).toISOString(),
    total_available_landings: 1,
    email_confirmed_at: clock.toISOString(),
  });
  return { id, tariff: 1, expired: false, total_available_landings: 1 };
}

const page = (text: string) => ({ ...fullLanding, textAlias: "kept", projectDescription: text });

async function publish(actor: Actor, uuid: string, text: string) {
  clock = new Date(clock.getTime() + 60_000);
  return setState(ctx(), actor, uuid, { ...page(text), force: true });
}

const numbers = async (actor: Actor, uuid: string) =>
  (await listVersionsFor(ctx(), actor, uuid)).map((v) => v.n);

describe("kept versions (issue 29)", () => {
  it("an unchanged republish keeps no new version; a changed one does", async () => {
    const actor = await owner("same@x.io");
    const { uuid } = await createLandingFor(ctx(), actor);
    await publish(actor, uuid, "one");
    await publish(actor, uuid, "one");
    expect(await numbers(actor, uuid)).toEqual([1]);

    await publish(actor, uuid, "two");
    await publish(actor, uuid, "two");
    const versions = await listVersionsFor(ctx(), actor, uuid);
    expect(versions.map((v) => v.n)).toEqual([2, 1]);
    expect(versions[0].summary).not.toEqual([]);
  });

  it("republishing an older version keeps it as the newest, once", async () => {
    const actor = await owner("older@x.io");
    const { uuid } = await createLandingFor(ctx(), actor);
    await publish(actor, uuid, "one");
    await publish(actor, uuid, "two");
    await restoreVersion(ctx(), actor, uuid, "1", { publish: true });
    expect(await numbers(actor, uuid)).toEqual([3, 2, 1]);
    await restoreVersion(ctx(), actor, uuid, "3", { publish: true });
    expect(await numbers(actor, uuid)).toEqual([3, 2, 1]);
  });

  it("a republish of the same content does not push out the oldest of the last 30", async () => {
    const actor = await owner("thirty@x.io");
    const { uuid } = await createLandingFor(ctx(), actor);
    for (let i = 1; i <= 30; i++) await publish(actor, uuid, `text ${i}`);
    await publish(actor, uuid, "text 30");
    const kept = await numbers(actor, uuid);
    expect(kept).toHaveLength(30);
    expect(kept.at(-1)).toBe(1);
  });

  it("the version preview is the page without a single script (issue 29)", async () => {
    const actor = await owner("preview@x.io");
    const { uuid } = await createLandingFor(ctx(), actor);
    await publish(actor, uuid, "previewed text");
    const html = await versionPreviewHtml(ctx(), actor, uuid, "1");
    expect(html).toContain("previewed text");
    expect(html).not.toMatch(/<script/i);
  });

  it("compares contents whatever their key order", () => {
    expect(sameVersionContent('{"a":1,"b":[1,2]}', '{"b":[1,2],"a":1}')).toBe(true);
    expect(sameVersionContent('{"a":1}', '{"a":2}')).toBe(false);
    expect(sameVersionContent("not json", "not json")).toBe(true);
    expect(sameVersionContent("not json", "{}")).toBe(false);
  });
});

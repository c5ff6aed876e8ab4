import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { insertClaim, updateClaim } from "../../../db/queries/domain-claims";
import { publicAddress } from "../../../core/landing/public-address";
import type { SiteStore } from "../../../core/storage/site-store";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { insertVerifiedHost } from "../../../tests/support/host-rows";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { insertBareUser } from "../../../tests/support/user-rows";
import type { AppContext } from "../platform/runtime.server";
import { createLandingFor, editorPageData, setState, type Actor } from "./index.server";

/**
 * Issue 29: the editor's link-name hint, its status line and the publish
 * dialog give out one address, the one publishing answers: the subdomain in
 * production, the owner's own domain once it is active.
 */
let store: SiteStore;
let db: DB;
const clock = new Date("2026-11-26T12:00:00Z");
const config = { ...testConfig(), publicDomain: "vitrina.app" };
const ctx = () => ({ db, store, config, now: () => clock }) as AppContext;

withTestStore((s) => (store = s));
beforeEach(async () => {
  db = await createTestDb();
});

async function owner(): Promise<Actor> {
  const id = await insertBareUser(db, "addr@x.io", clock, {
    name: "Owner",
    tariff: 1,
    tariff_expiration_date: new Date(clock.getTime() + 300 * 86_400_000).toISOString(),
    total_available_landings: 1,
    email_confirmed_at: clock.toISOString(),
  });
  return { id, tariff: 1, expired: false, total_available_landings: 1 };
}

describe("the editor's public address (issue 29)", () => {
  it("is the address publishing gives out: the subdomain, then the active own domain", async () => {
    const actor = await owner();
    const { uuid } = await createLandingFor(ctx(), actor);
    const published = await setState(ctx(), actor, uuid, {
      ...fullLanding,
      textAlias: "coffee",
      force: true,
    });
    expect(published.url).toBe("https://coffee.vitrina.app/");

    let data = await editorPageData(ctx(), actor, uuid);
    expect(data.landing.publicUrl).toBe(published.url);
    // What the sidebar's hint prints for the link name being typed.
    expect(publicAddress(data.address, "coffee", data.address.customHost)).toBe(published.url);

    await insertClaim(db, {
      hostname: "coffee.example",
      landing_uuid: uuid,
      token: "t",
      now: clock,
    });
    await insertVerifiedHost(db, "coffee.example", uuid, clock);
    await updateClaim(db, { hostname: "coffee.example", landing_uuid: uuid }, { status: "active" });
    const again = await setState(ctx(), actor, uuid, {
      ...fullLanding,
      textAlias: "coffee",
      force: true,
    });
    expect(again.url).toBe("https://coffee.example/");
    data = await editorPageData(ctx(), actor, uuid);
    expect(data.landing.publicUrl).toBe(again.url);
    expect(publicAddress(data.address, "coffee", data.address.customHost)).toBe(again.url);
  });
});

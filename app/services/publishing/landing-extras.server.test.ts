import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { insertClaim, updateClaim } from "../../../db/queries/domain-claims";
import { insertHost, markHostVerified } from "../../../db/queries/landing-hosts";
import { createLanding } from "../../../db/queries/landings";
import { saveTranslationSettings } from "../../../db/queries/translation-settings";
import { insertUserSettings, updateUserSettings } from "../../../db/queries/user-settings";
import { insertUser } from "../../../db/queries/users";
import {
  canonicalHost,
  chunkedExtras,
  landingDomains,
  landingExtras,
  loadLandingExtras,
  twinRedirects,
  verifiedHostnames,
} from "./landing-extras.server";

let db: DB;
const now = new Date("2026-11-23T12:00:00Z");

async function owner(email: string, hideLogo: boolean): Promise<number> {
  const id = await insertUser(db, {
    name: email,
    email,
    phone: "",
    password_hash: "x",
    created_at: now.toISOString(),
  });
  await insertUserSettings(db, { user_id: id });
  if (hideLogo) await updateUserSettings(db, id, { hide_logo_enabled: 1 });
  return id;
}

async function host(uuid: string, hostname: string, verified: boolean) {
  await insertHost(db, { hostname, landing_uuid: uuid, verification_token: "t", now });
  if (verified) await markHostVerified(db, hostname, now);
}

let plain: { uuid: string; parent_user: number };
let domained: { uuid: string; parent_user: number };
let pendingOnly: { uuid: string; parent_user: number };

beforeAll(async () => {
  db = await createTestDb();
  const a = await owner("a@vitrina.test", false);
  const b = await owner("b@vitrina.test", true);
  plain = { uuid: (await createLanding(db, { parentUser: a, now })).uuid, parent_user: a };
  domained = { uuid: (await createLanding(db, { parentUser: b, now })).uuid, parent_user: b };
  pendingOnly = { uuid: (await createLanding(db, { parentUser: b, now })).uuid, parent_user: b };
  // The owner's domain with its certificate, and the www twin bound with it.
  await insertClaim(db, { hostname: "shop.example", landing_uuid: domained.uuid, token: "x", now });
  await updateClaim(
    db,
    { hostname: "shop.example", landing_uuid: domained.uuid },
    { status: "active" },
  );
  await host(domained.uuid, "www.shop.example", true);
  await host(domained.uuid, "shop.example", true);
  await saveTranslationSettings(db, {
    uuid: domained.uuid,
    source_lang: "ru",
    targets: "en",
    translate_names: 0,
    now,
  });
  // Someone else's claim still waiting for its DNS: no canonical host, no route.
  await insertClaim(db, {
    hostname: "new.example",
    landing_uuid: pendingOnly.uuid,
    token: "y",
    now,
  });
  await host(pendingOnly.uuid, "new.example", false);
});

afterAll(async () => {
  await db.destroy();
});

describe("landing extras (what a page depends on besides its row)", () => {
  it("a landing without settings, domains or translations gets the defaults", async () => {
    const x = await landingExtras(db, plain);
    expect(x).toEqual({ hideLogo: false, translationSettings: undefined, claims: [], hosts: [] });
    expect(canonicalHost(x)).toBeNull();
    expect(verifiedHostnames(x)).toEqual([]);
    expect(twinRedirects(x, [])).toBeNull();
  });

  it("an active domain is canonical, its hosts are listed sorted, and the twin redirects to it", async () => {
    const x = await landingExtras(db, domained);
    expect(x.hideLogo).toBe(true);
    expect(x.translationSettings?.targets).toBe("en");
    expect(canonicalHost(x)).toBe("shop.example");
    const hosts = verifiedHostnames(x);
    expect(hosts).toEqual(["shop.example", "www.shop.example"]);
    expect(twinRedirects(x, hosts)).toEqual({ "www.shop.example": "shop.example" });
  });

  it("a pending claim is neither canonical nor routed", async () => {
    const x = await landingDomains(db, pendingOnly.uuid);
    expect(canonicalHost(x)).toBeNull();
    expect(verifiedHostnames(x)).toEqual([]);
  });

  it("loads many landings at once with each one's own rows", async () => {
    const all = await loadLandingExtras(db, [plain, domained, pendingOnly]);
    expect(all.get(plain.uuid)?.hosts).toEqual([]);
    expect(all.get(domained.uuid)?.hosts).toHaveLength(2);
    expect(all.get(pendingOnly.uuid)?.claims).toEqual([
      { hostname: "new.example", status: "pending" },
    ]);
  });

  it("the chunked loader answers every landing across chunk boundaries, like one at a time", async () => {
    const extrasOf = chunkedExtras(db, [plain, domained, pendingOnly], 2);
    for (const l of [plain, domained, pendingOnly]) {
      expect(await extrasOf(l.uuid)).toEqual(await landingExtras(db, l));
    }
    await expect(extrasOf("not-in-this-run")).rejects.toThrow(/not in this run/);
  });
});

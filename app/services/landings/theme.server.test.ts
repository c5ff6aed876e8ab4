import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { getLandingByUuid, getLandingWithOwner } from "../../../db/queries/landings";
import { resolvePalette } from "../../../core/landing/theme";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { COMPLETE_STATE, testConfig, withTestStore } from "../../../tests/support/landings-store";
import { setState } from "./draft.server";
import { createLandingFor, type Actor } from "./landings.server";
import { rebuildLanding } from "../publishing/rebuild-landing.server";
import { insertBareUser } from "../../../tests/support/user-rows";

/** Issue 13: colours are PRO; the server keeps what is stored for anyone else. */
let store: SiteStore;
let db: DB;
const now = new Date("2026-11-23T12:00:00Z");
const config = testConfig();
const ctx = () => ({ db, store, config, now: () => now });
const YEAR_AHEAD = "2027-11-23T12:00:00Z";

withTestStore((s) => (store = s));
beforeEach(async () => {
  db = await createTestDb();
});

async function addUser(email: string, tariff: 0 | 1): Promise<Actor> {
  const id = await insertBareUser(db, email, now, {
    tariff,
    tariff_expiration_date: YEAR_AHEAD,
    total_available_landings: 1,
  });
  return { id, tariff, expired: false, total_available_landings: 1 };
}

const setTariff = (id: number, tariff: 0 | 1) =>
  db.updateTable("users").set({ tariff }).where("id", "=", id).execute();

const complete = COMPLETE_STATE;
const dark = { accent: "#f5b301", mode: "dark" as const };

const storedTheme = async (uuid: string) =>
  JSON.parse((await getLandingByUuid(db, uuid))!.content).theme;
const html = async (key: string) => {
  const o = await store.get(key);
  return o ? new TextDecoder().decode(o.body) : "";
};
const isDark = (page: string) => page.includes(`--bg:${resolvePalette(dark).bg}`);
const isDefault = (page: string) => page.includes("--bg:#f4f5f9;--sf:#fff;--tx:#1c2033");

describe("theme: who may set it", () => {
  it("a PRO owner's malformed theme is refused like any bad field", async () => {
    const pro = await addUser("pro-bad@x.io", 1);
    const { uuid } = await createLandingFor(ctx(), pro);
    await expect(
      setState(ctx(), pro, uuid, { ...complete, theme: { accent: "red", mode: "dark" } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { error: "invalidState", fields: ["theme.accent"] },
    });
  });

  it("a PRO owner's theme is saved, previewed and published; no theme resets it", async () => {
    const pro = await addUser("pro@x.io", 1);
    const { uuid } = await createLandingFor(ctx(), pro);
    await setState(ctx(), pro, uuid, { ...complete, textalias: "acme", theme: dark });
    expect(await storedTheme(uuid)).toEqual(dark);
    expect(isDark(await html(keys.preview(uuid)))).toBe(true);

    const res = await setState(ctx(), pro, uuid, {
      ...complete,
      textalias: "acme",
      theme: dark,
      force: true,
    });
    expect(res.published).toBe(true);
    const page = await html(keys.page(uuid));
    expect(isDark(page)).toBe(true);
    expect(page).toContain(":root{color-scheme:dark;");

    await setState(ctx(), pro, uuid, { ...complete, textalias: "acme" });
    expect(await storedTheme(uuid)).toBeUndefined();
    expect(isDefault(await html(keys.preview(uuid)))).toBe(true);
  });

  it("a free owner's theme is ignored without an error, and the rest of the save goes through", async () => {
    const free = await addUser("free@x.io", 0);
    const { uuid } = await createLandingFor(ctx(), free);
    const res = await setState(ctx(), free, uuid, { ...complete, theme: dark });
    expect(res.changed).toBe(true);
    expect(await storedTheme(uuid)).toBeUndefined();
    expect(JSON.parse((await getLandingByUuid(db, uuid))!.content).projectName).toBe("Acme");
    // The stored content is exactly what it was without themes (its hash unchanged, ADR 005).
    expect((await getLandingByUuid(db, uuid))!.content).not.toContain("theme");
    // Not even a malformed theme fails a free owner's save: it is not read at all.
    const odd = await setState(ctx(), free, uuid, { ...complete, projectName: "B", theme: "red" });
    expect(odd.changed).toBe(true);
    expect(await storedTheme(uuid)).toBeUndefined();
  });

  it("a theme chosen while PRO is kept through a free owner's saves, in either direction", async () => {
    const owner = await addUser("was-pro@x.io", 1);
    const { uuid } = await createLandingFor(ctx(), owner);
    await setState(ctx(), owner, uuid, { ...complete, theme: dark });
    await setTariff(owner.id, 0);
    const free = { ...owner, tariff: 0 };
    // An editor still showing the theme, or one that leaves it out: both keep what is stored.
    await setState(ctx(), free, uuid, { ...complete, theme: { accent: "#e03131", mode: "light" } });
    expect(await storedTheme(uuid)).toEqual(dark);
    await setState(ctx(), free, uuid, { ...complete, projectName: "Renamed" });
    expect(await storedTheme(uuid)).toEqual(dark);
    // …but its preview shows the default colours.
    expect(isDefault(await html(keys.preview(uuid)))).toBe(true);
  });
});

describe("theme: a live page whose owner is no longer PRO", () => {
  it("is rendered with the default theme at the next rebuild, and with the theme again once PRO", async () => {
    const owner = await addUser("live@x.io", 1);
    const { uuid } = await createLandingFor(ctx(), owner);
    await setState(ctx(), owner, uuid, {
      ...complete,
      textalias: "live",
      theme: dark,
      force: true,
    });
    expect(isDark(await html(keys.page(uuid)))).toBe(true);

    // An admin sets tariff 0 and leaves the date in the future: the page stays live, unthemed.
    await setTariff(owner.id, 0);
    const asFree = (await getLandingWithOwner(db, uuid, now))!;
    expect(await rebuildLanding(ctx(), asFree)).toBe("written");
    const page = await html(keys.page(uuid));
    expect(isDefault(page)).toBe(true);
    expect(page).not.toContain("color-scheme:dark");
    expect(await storedTheme(uuid)).toEqual(dark);

    await setTariff(owner.id, 1);
    const asPro = (await getLandingWithOwner(db, uuid, now))!;
    expect(await rebuildLanding(ctx(), asPro)).toBe("written");
    expect(isDark(await html(keys.page(uuid)))).toBe(true);
  });

  it("is published with the default theme by a free owner", async () => {
    const owner = await addUser("pub@x.io", 1);
    const { uuid } = await createLandingFor(ctx(), owner);
    await setState(ctx(), owner, uuid, { ...complete, textalias: "pub", theme: dark });
    await setTariff(owner.id, 0);
    const res = await setState(ctx(), { ...owner, tariff: 0 }, uuid, {
      ...complete,
      textalias: "pub",
      theme: dark,
      force: true,
    });
    expect(res.published).toBe(true);
    expect(isDefault(await html(keys.page(uuid)))).toBe(true);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { getLandingByUuid } from "../../../db/queries/landings";
import { canonicalJson } from "../../../core/landing/hash";
import { LandingContentSchema } from "../../../core/landing/schema";
import type { SiteStore } from "../../../core/storage/site-store";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { insertBareUser } from "../../../tests/support/user-rows";
import { contentOf, createLandingFor, type Actor } from "./landings.server";

/** Issue 27: "Ask visitors before analytics" is on for new pages and off (absent) for older ones. */
let store: SiteStore;
let db: DB;
const now = new Date("2026-03-01T12:00:00Z");
const ctx = () => ({ db, store, config: testConfig(), now: () => now });
withTestStore((s) => (store = s));

describe("analytics consent on new pages", () => {
  beforeEach(async () => {
    db = await createTestDb();
  });

  it("a new landing asks visitors before analytics", async () => {
    const id = await insertBareUser(db, "new@x.io", now, {
      tariff: 0,
      tariff_expiration_date: null,
      total_available_landings: 1,
    });
    const actor: Actor = { id, tariff: 0, expired: false, total_available_landings: 1 };
    const { uuid } = await createLandingFor(ctx(), actor);
    const row = await getLandingByUuid(db, uuid);
    expect(contentOf(row!).analyticsConsent).toBe(true);
  });

  it("an older page's content, without the field, keeps it absent and keeps its hash", () => {
    const stored = { projectName: "Old", contacts: { whatsapp: "https://wa.me/1" } };
    const parsed = LandingContentSchema.parse(stored);
    expect("analyticsConsent" in parsed).toBe(false);
    expect("messageText" in parsed.contacts).toBe(false);
    // The hashed form (ADR 005) names neither field, so the stored page's hash is what it was.
    expect(canonicalJson(parsed)).not.toMatch(/analyticsConsent|messageText/);
  });
});

import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { UPLOAD_QUOTA_BYTES, uploadUsageMb } from "../../../core/landing/limits";
import type { SiteStore } from "../../../core/storage/site-store";
import { createTestDb, type DB } from "../../../db/database";
import { recordUserUpload, userUploadBytes } from "../../../db/queries/user-uploads";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { refusal } from "../../../tests/support/refusals";
import { insertBareUser } from "../../../tests/support/user-rows";
import { avatarFailure, getSettings, uploadAvatar } from "../settings/index.server";
import { UploadError } from "./image-input.server";
import { createLandingFor, type Actor } from "./landings.server";
import { saveImage } from "./uploads.server";

let store: SiteStore;
let db: DB;
let actor: Actor;
const config = testConfig();
const now = new Date("2026-03-01T12:00:00Z");
const ctx = () => ({ db, store, config, now: () => now });

withTestStore((s) => (store = s));

const image = async (w: number, h: number, shade = 120) =>
  new Uint8Array(
    await sharp({
      create: { width: w, height: h, channels: 3, background: { r: 20, g: shade, b: 200 } },
    })
      .jpeg()
      .toBuffer(),
  );

/** Fills the account's record up to `room` bytes below the quota. */
const fillTo = (room: number) =>
  recordUserUpload(db, {
    user_id: actor.id,
    sha256: "f".repeat(64),
    bytes: UPLOAD_QUOTA_BYTES - room,
    created_at: now.toISOString(),
  });

beforeEach(async () => {
  db = await createTestDb();
  const id = await insertBareUser(db, "a@x.io", now, { name: "a" });
  actor = { id, tariff: 0, expired: false, total_available_landings: 1 };
});

describe("the per-user upload quota (issue 23, low 7; ADR 026)", () => {
  it("counts the bytes of every stored rendition once per image and shows them in Settings", async () => {
    const { uuid } = await createLandingFor(ctx(), actor);
    const bytes = await image(800, 600);
    const { url } = await saveImage(ctx(), actor, uuid, "card_0", bytes);
    const hash = /assets\/([0-9a-f]{64})\./.exec(url)![1];
    const stored = (await store.list("assets/")).filter((k) => k.includes(hash));
    let total = 0;
    for (const key of stored) total += (await store.get(key))!.body.byteLength;
    expect(await userUploadBytes(db, actor.id)).toBe(total);
    // The same picture again costs nothing more.
    await saveImage(ctx(), actor, uuid, "card_1", bytes);
    expect(await userUploadBytes(db, actor.id)).toBe(total);
    expect(await getSettings(ctx(), actor.id)).toMatchObject({
      uploads_used_bytes: total,
      uploads_quota_bytes: UPLOAD_QUOTA_BYTES,
    });
  });

  it("refuses an upload past the quota with 413 uploadQuotaExceeded and stores nothing", async () => {
    const { uuid } = await createLandingFor(ctx(), actor);
    await fillTo(10);
    const before = await store.list("assets/");
    const refused = await refusal(saveImage(ctx(), actor, uuid, "card_0", await image(800, 600)));
    expect([refused.status, refused.code]).toEqual([413, "uploadQuotaExceeded"]);
    expect(await store.list("assets/")).toEqual(before);
    const avatar = await refusal(uploadAvatar(ctx(), actor.id, await image(400, 400, 30)));
    expect([avatar.status, avatar.code]).toEqual([413, "uploadQuotaExceeded"]);
    expect(await userUploadBytes(db, actor.id)).toBe(UPLOAD_QUOTA_BYTES - 10);
  });

  it("counts a profile photo's renditions", async () => {
    await uploadAvatar(ctx(), actor.id, await image(400, 400, 30));
    expect(await userUploadBytes(db, actor.id)).toBeGreaterThan(0);
  });

  it("Settings names the refusal and shows the usage in MB", () => {
    expect(avatarFailure(new UploadError("uploadQuotaExceeded"))).toEqual({
      ok: false,
      status: 413,
      error: "uploadQuotaExceeded",
      field: "image",
    });
    expect(uploadUsageMb(3.5 * 1024 * 1024, UPLOAD_QUOTA_BYTES)).toEqual({
      used: "3.5",
      quota: String(UPLOAD_QUOTA_BYTES / 1024 / 1024),
    });
  });
});

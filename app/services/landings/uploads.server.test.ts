import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "../../../core/landing/images";
import { createTestDb, type DB } from "../../../db/database";
import { getLandingByUuid } from "../../../db/queries/landings";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import type { SiteStore } from "../../../core/storage/site-store";
import { contentOf, createLandingFor, type Actor } from "./landings.server";
import {
  headerDimensions,
  imageTypeForField,
  parseImageType,
  readCapped,
  sniffImage,
} from "./image-input.server";
import { processImage, saveImage } from "./uploads.server";
import { insertBareUser } from "../../../tests/support/user-rows";
import { uploadCode as code } from "../../../tests/support/refusals";
import { pixelBombPng } from "../../../tests/support/settings-kit";

let store: SiteStore;
let db: DB;
const config = testConfig();
const now = new Date("2026-03-01T12:00:00Z");
const ctx = () => ({ db, store, config, now: () => now });

withTestStore((s) => (store = s));

const image = async (w: number, h: number, kind: "png" | "jpeg") => {
  const base = sharp({
    create: { width: w, height: h, channels: 3, background: { r: 20, g: 120, b: 200 } },
  });
  return new Uint8Array(await (kind === "png" ? base.png() : base.jpeg()).toBuffer());
};

describe("upload validation", () => {
  it("sniffs JPG and PNG by magic bytes only", async () => {
    expect(sniffImage(await image(10, 10, "png"))?.ext).toBe("png");
    expect(sniffImage(await image(10, 10, "jpeg"))?.ext).toBe("jpg");
    expect(sniffImage(new TextEncoder().encode("<!doctype html><html>"))).toBeNull();
  });

  it("accepts a PNG named .jpg as a PNG and writes every variant width", async () => {
    const file = new File([await image(1000, 800, "png")], "photo.jpg", { type: "image/jpeg" });
    const img = await processImage(await readCapped(file), "background");
    expect(img.ext).toBe("png");
    expect(img.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(img.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    const small = await sharp(Buffer.from(img.variants[0].body)).metadata();
    expect(small.format).toBe("webp");
    expect(small.width).toBe(IMAGE_WIDTHS[0]);
    // never enlarged past the original
    const big = await sharp(Buffer.from(img.variants.at(-1)!.body)).metadata();
    expect(big.width).toBe(1000);
  });

  it("refuses an HTML file named .png", async () => {
    const html = new File(["<!doctype html><script>alert(1)</script>"], "x.png", {
      type: "image/png",
    });
    expect(await code(readCapped(html).then((b) => processImage(b, "logo")))).toBe(
      "uploadInvalidType",
    );
  });

  it("refuses a 6 MB file without reading past the cap", async () => {
    let pulled = 0;
    async function* sixMb() {
      for (let i = 0; i < 96; i++) {
        pulled++;
        yield new Uint8Array(64 * 1024);
      }
    }
    expect(await code(readCapped(sixMb()))).toBe("uploadTooLarge");
    expect(pulled).toBeLessThan(96);
    expect(await code(readCapped(new Blob([new Uint8Array(6 * 1024 * 1024)])))).toBe(
      "uploadTooLarge",
    );
  });

  it("refuses 700×500 for cover, cards and video preview but allows a small logo", async () => {
    const small = await image(700, 500, "jpeg");
    for (const t of ["background", "card_0", "video"] as const) {
      expect(await code(processImage(small, t))).toBe("uploadTooSmall");
    }
    expect((await processImage(await image(320, 320, "png"), "logo")).width).toBe(320);
  });

  it("refuses a tiny file declaring 20000×20000 pixels before decoding it", async () => {
    const bomb = pixelBombPng(20000, 20000);
    expect(bomb.length).toBeLessThan(100);
    expect(await code(processImage(bomb, "logo"))).toBe("uploadTooManyPixels");
  });

  it("strips metadata and applies EXIF rotation", async () => {
    const tagged = new Uint8Array(
      await sharp({ create: { width: 600, height: 800, channels: 3, background: "#888" } })
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-owner" } } })
        .toBuffer(),
    );
    const img = await processImage(tagged, "background");
    expect([img.width, img.height]).toEqual([800, 600]);
    const meta = await sharp(Buffer.from(img.original)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
  });

  it("maps upload types and multipart field names", () => {
    expect(parseImageType("card_8")).toBe("card_8");
    expect(parseImageType("card_9")).toBeNull();
    expect(parseImageType("avatar")).toBeNull();
    expect(imageTypeForField("cards[2][file]")).toBe("card_2");
    expect(imageTypeForField("projectLogo")).toBe("logo");
    expect(imageTypeForField("videoFile")).toBe("video");
  });
});

describe("saveImage", () => {
  let actor: Actor;
  beforeEach(async () => {
    db = await createTestDb();
    const id = await insertBareUser(db, "a@x.io", now, { name: "a" });
    actor = { id, tariff: 0, expired: false, total_available_landings: 1 };
  });

  it("stores content-addressed objects and fills the draft field", async () => {
    const { uuid } = await createLandingFor(ctx(), actor);
    const { url, changed } = await saveImage(
      ctx(),
      actor,
      uuid,
      "card_1",
      await image(800, 600, "jpeg"),
    );
    expect(changed).toBe(true);
    expect(url).toMatch(/^http:\/\/pub\.test\/assets\/[0-9a-f]{64}\.jpg$/);
    const key = url.slice("http://pub.test/".length);
    expect((await store.get(key))?.contentType).toBe("image/jpeg");
    for (const w of IMAGE_WIDTHS) {
      expect(await store.get(key.replace(/\.jpg$/, `-${w}.webp`))).not.toBeNull();
    }
    const content = contentOf((await getLandingByUuid(db, uuid))!);
    expect(content.cards).toHaveLength(2);
    expect(content.cards[1].url).toBe(url);
  });

  it("changes nothing when the file is refused, and refuses other users", async () => {
    const { uuid } = await createLandingFor(ctx(), actor);
    const before = (await getLandingByUuid(db, uuid))!.content;
    const keysBefore = await store.list("assets/");
    expect(
      await code(saveImage(ctx(), actor, uuid, "background", await image(700, 500, "png"))),
    ).toBe("uploadTooSmall");
    expect((await getLandingByUuid(db, uuid))!.content).toBe(before);
    expect(await store.list("assets/")).toEqual(keysBefore);
    const other = { ...actor, id: actor.id + 100 };
    await expect(
      saveImage(ctx(), other, uuid, "logo", await image(400, 400, "png")),
    ).rejects.toMatchObject({
      // Issue 11 #13: someone else's landing answers like a missing one.
      status: 404,
    });
  });
});

describe("header dimensions", () => {
  it("reads PNG and JPEG sizes without decoding", async () => {
    expect(headerDimensions(await image(731, 541, "png"), "png")).toEqual({
      width: 731,
      height: 541,
    });
    expect(headerDimensions(await image(733, 549, "jpeg"), "jpg")).toEqual({
      width: 733,
      height: 549,
    });
    expect(headerDimensions(pixelBombPng(20000, 20000), "png")).toEqual({
      width: 20000,
      height: 20000,
    });
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findUserSettings } from "../../../../db/queries/user-settings";
import {
  call,
  get,
  pixelBombPng,
  post,
  withSettingsKit,
  signUp,
  uploadRequest,
  type Kit,
} from "../../../../tests/support/settings-kit";
import { action as avatar, loader as avatarGet } from "./avatar";
import { loader as getSettings } from "./settings";

let kit: Kit;
withSettingsKit((k) => (kit = k), { bucket: true });

const picture = async (w: number, h: number, kind: "png" | "jpeg", color = "#1478c8") => {
  const base = sharp({ create: { width: w, height: h, channels: 3, background: color } });
  return new Uint8Array(await (kind === "png" ? base.png() : base.jpeg()).toBuffer());
};
const upload = (bytes: Uint8Array, cookie: string, name = "me.png", type = "image/png") =>
  call(avatar, uploadRequest("/api/auth/avatar", { bytes, name, type }, cookie));
const avatarUrl = async (cookie: string) =>
  (await (await call(getSettings, get("/api/auth/settings", cookie))).json()).avatar_url;
const keyOf = (url: string) => url.slice(url.indexOf("assets/"));

describe("POST /api/auth/avatar", () => {
  it("a PNG → {url} of the 320 px WebP; 96/192/320 squares are in the bucket", async () => {
    const { id, cookie } = await signUp(kit, "anna@example.com");
    const res = await upload(await picture(640, 400, "png"), cookie);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(
      new RegExp(
        `^${kit.ctx.config.publicUrl.replace(/\./g, "\\.")}/assets/[0-9a-f]{64}-320\\.webp$`,
      ),
    );
    expect((await findUserSettings(kit.ctx.db, id))?.avatar_url).toBe(url);
    expect(await avatarUrl(cookie)).toBe(url);
    for (const w of [96, 192, 320]) {
      const obj = await kit.ctx.store.get(keyOf(url).replace("-320.webp", `-${w}.webp`));
      expect(obj, `rendition ${w}`).not.toBeNull();
      expect(obj!.contentType).toBe("image/webp");
      const meta = await sharp(Buffer.from(obj!.body)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", w, w]);
    }
    // No full-size original is kept for a profile photo.
    const hash = /assets\/([0-9a-f]{64})-/.exec(url)![1];
    expect((await kit.ctx.store.list(`assets/${hash}`)).sort()).toEqual(
      [96, 192, 320].map((w) => `assets/${hash}-${w}.webp`).sort(),
    );
  });

  it("a JPEG works too, with no minimum size; replacing removes the old files", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const first = (
      await (await upload(await picture(40, 30, "jpeg"), cookie, "a.jpg", "image/jpeg")).json()
    ).url as string;
    const second = (await (await upload(await picture(500, 500, "png", "#c81414"), cookie)).json())
      .url as string;
    expect(second).not.toBe(first);
    expect(await kit.ctx.store.get(keyOf(second))).not.toBeNull();
    expect(await kit.ctx.store.get(keyOf(first))).toBeNull();
  });

  it("a text file → 400 selectImage and the old photo stays", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const { url } = await (await upload(await picture(200, 200, "png"), cookie)).json();
    const res = await upload(
      new TextEncoder().encode("<!doctype html><script>alert(1)</script>"),
      cookie,
      "me.png",
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "selectImage", field: "image" });
    expect(await avatarUrl(cookie)).toBe(url);
    expect(await kit.ctx.store.get(keyOf(url))).not.toBeNull();
  });

  it("over 5 MB → 413 fileTooLarge", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(await picture(10, 10, "png"));
    const res = await upload(big, cookie);
    expect(res.status).toBe(413);
    // The message interpolates the cap (core/landing/limits), in the caller's language.
    expect(await res.json()).toMatchObject({ error: "fileTooLarge", message: "Файл больше 5 МБ" });
    expect(await avatarUrl(cookie)).toBeNull();
  });

  it("a pixel bomb (a PNG header claiming 100000×100000) → 400 selectImage, nothing decoded", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const bomb = pixelBombPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(100);
    const res = await upload(bomb, cookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "selectImage" });
    expect(await avatarUrl(cookie)).toBeNull();
  });

  it("no image field, or not multipart → 400 selectImage; signed out → 401", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const wrongField = await call(
      avatar,
      uploadRequest(
        "/api/auth/avatar",
        { bytes: await picture(50, 50, "png"), name: "a.png", type: "image/png", field: "photo" },
        cookie,
      ),
    );
    expect(wrongField.status).toBe(400);
    expect((await call(avatar, post("/api/auth/avatar", { image: "x" }, cookie))).status).toBe(400);
    const anon = await call(
      avatar,
      uploadRequest("/api/auth/avatar", {
        bytes: await picture(50, 50, "png"),
        name: "a.png",
        type: "image/png",
      }),
    );
    expect(anon.status).toBe(401);
    expect((await avatarGet()).status).toBe(405);
  });
});

describe("DELETE /api/auth/avatar", () => {
  it("removes the photo: {url: null}, files gone", async () => {
    const { cookie } = await signUp(kit, "anna@example.com");
    const { url } = await (await upload(await picture(100, 100, "png", "#00aa00"), cookie)).json();
    const res = await call(avatar, post("/api/auth/avatar", undefined, cookie, "DELETE"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ url: null });
    expect(await avatarUrl(cookie)).toBeNull();
    expect(await kit.ctx.store.get(keyOf(url))).toBeNull();
  });

  it("keeps files another account shows (the same photo uploaded twice)", async () => {
    const a = await signUp(kit, "a@example.com");
    const b = await signUp(kit, "b@example.com");
    const bytes = await picture(120, 120, "png", "#abcdef");
    const ua = (await (await upload(bytes, a.cookie)).json()).url;
    const ub = (await (await upload(bytes, b.cookie)).json()).url;
    expect(ua).toBe(ub);
    await call(avatar, post("/api/auth/avatar", undefined, a.cookie, "DELETE"));
    expect(await kit.ctx.store.get(keyOf(ub))).not.toBeNull();
    expect(await avatarUrl(b.cookie)).toBe(ub);
  });
});

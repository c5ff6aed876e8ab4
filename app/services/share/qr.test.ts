import QRCode from "qrcode";
import { HttpError } from "../../../core/http-error";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { insertClaim, updateClaim } from "../../../db/queries/domain-claims";
import { createLanding, updateLanding } from "../../../db/queries/landings";
import { insertUser } from "../../../db/queries/users";
import { serviceConfig } from "../../../tests/support/service-kit";
import { landingQr, QR_PNG_SIZE } from "./index.server";
import { insertVerifiedHost } from "../../../tests/support/host-rows";

let db: DB;
const clock = new Date("2026-11-26T12:00:00Z");
const ctx = (publicDomain?: string) => ({
  db,
  config: serviceConfig("qr", publicDomain ? { PUBLIC_DOMAIN: publicDomain } : {}),
  now: () => clock,
});

async function user(): Promise<number> {
  return insertUser(db, {
    name: "Owner",
    email: `o${Math.random()}@test.dev`,
    phone: "",
    password_hash: "x",
    created_at: clock.toISOString(),
  });
}

async function landing(owner: number, alias: string, published = true): Promise<string> {
  const row = await createLanding(db, { parentUser: owner, now: clock });
  await updateLanding(db, row.uuid, { textalias: alias, published: published ? 1 : 0 });
  return row.uuid;
}

/** Reads the PNG back module by module: what a scanner sees. */
async function modulesOf(png: Uint8Array, url: string): Promise<boolean> {
  const expected = QRCode.create(url, { errorCorrectionLevel: "M" }).modules;
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / (expected.size + 8);
  for (let r = 0; r < expected.size; r++) {
    for (let c = 0; c < expected.size; c++) {
      const x = Math.floor((4 + c + 0.5) * scale);
      const y = Math.floor((4 + r + 0.5) * scale);
      const dark = data[y * info.width + x] < 128;
      if (dark !== Boolean(expected.get(r, c))) return false;
    }
  }
  return true;
}

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.destroy();
});

describe("landingQr", () => {
  it("answers the owner with an SVG and a 1024 px PNG of the public URL", async () => {
    const owner = await user();
    const uuid = await landing(owner, "salon-qr");
    const svg = await landingQr(ctx(), { id: owner }, uuid, "svg");
    expect(svg.url).toBe("https://pages.test/l/salon-qr");
    expect(svg.contentType).toBe("image/svg+xml");
    expect(svg.body).toMatch(/^<svg [^>]*width="1024" height="1024"[^>]*viewBox="0 0 \d+ \d+"/);

    const png = await landingQr(ctx(), { id: owner }, uuid, "png");
    const meta = await sharp(png.body as Uint8Array).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", QR_PNG_SIZE, QR_PNG_SIZE]);
    expect(await modulesOf(png.body as Uint8Array, svg.url)).toBe(true);
    expect(await modulesOf(png.body as Uint8Array, "https://pages.test/l/other")).toBe(false);
  });

  it("encodes the subdomain in production, and the custom domain once it is active", async () => {
    const owner = await user();
    const uuid = await landing(owner, "bakery");
    expect((await landingQr(ctx("vitrina.app"), { id: owner }, uuid, "svg")).url).toBe(
      "https://bakery.vitrina.app/",
    );
    await insertClaim(db, {
      hostname: "bakery.example",
      landing_uuid: uuid,
      token: "t",
      now: clock,
    });
    await insertVerifiedHost(db, "bakery.example", uuid, clock);
    // Bound but its certificate not there yet: not the address to print.
    await updateClaim(
      db,
      { hostname: "bakery.example", landing_uuid: uuid },
      { status: "certificate_pending" },
    );
    expect((await landingQr(ctx("vitrina.app"), { id: owner }, uuid, "svg")).url).toBe(
      "https://bakery.vitrina.app/",
    );
    await updateClaim(db, { hostname: "bakery.example", landing_uuid: uuid }, { status: "active" });
    const png = await landingQr(ctx("vitrina.app"), { id: owner }, uuid, "png");
    expect(png.url).toBe("https://bakery.example/");
    expect(await modulesOf(png.body as Uint8Array, "https://bakery.example/")).toBe(true);
  });

  it("answers anyone else like a missing landing, and an unpublished one has no code", async () => {
    const owner = await user();
    const stranger = await user();
    const uuid = await landing(owner, "private-qr");
    await expect(landingQr(ctx(), { id: stranger }, uuid, "png")).rejects.toMatchObject({
      status: 404,
      body: { error: "notFound" },
    });
    const draft = await landing(owner, "draft-qr", false);
    const refusal = await landingQr(ctx(), { id: owner }, draft, "svg").catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 409, body: { error: "notPublished" } });
  });
});

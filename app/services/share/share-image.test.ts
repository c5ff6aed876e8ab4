import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type DB } from "../../../db/database";
import { createLanding, getLandingByUuid, updateLanding } from "../../../db/queries/landings";
import { keys } from "../../../core/storage/keys";
import { SHARE_IMAGE_SETTLE_MS } from "../../../core/landing/share-image";
import type { SiteStore } from "../../../core/storage/site-store";
import { insertOwner, serviceConfig, withDbAndBucket } from "../../../tests/support/service-kit";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { planShareImage, publishLanding, shareInputsHash } from "../publishing/index.server";
import { runTasksOnce } from "../tasks/index.server";
import { renderShareCard } from "./card.server";
import { generateShareImage } from "./generate.server";
import { closeDrawingThread, drawShareCard } from "./card-thread.server";

let db: DB;
let store: SiteStore;
const clock = new Date("2026-11-26T12:00:00Z");
const config = serviceConfig("share");
const ctx = () => ({ db, store, config, now: () => clock });
const page = async (uuid: string) =>
  new TextDecoder().decode((await store.get(keys.page(uuid)))!.body);
const ogImage = (html: string) => /property="og:image" content="([^"]+)"/.exec(html)?.[1];

async function shareTasks(uuid: string, status?: "pending" | "completed") {
  const rows = await db
    .selectFrom("scheduled_tasks")
    .select(["payload", "status", "result"])
    .where("name", "=", "share.image")
    .execute();
  return rows.filter((r) => JSON.parse(r.payload).uuid === uuid && (!status || r.status === status))
    .length;
}

/** One tick of the real task runner over the registry (the handler needs no mailer), `afterMs` on. */
const tick = (afterMs = SHARE_IMAGE_SETTLE_MS) =>
  runTasksOnce({
    ...ctx(),
    now: () => new Date(clock.getTime() + afterMs),
    mailer: undefined as never,
  });

/** An upload as the upload service stores it: the hash-named WebP renditions. */
async function upload(width: number, height: number, hue: number): Promise<string> {
  const body = await sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 120, b: 200 - hue / 2 } },
  })
    .webp()
    .toBuffer();
  const hash = createHash("sha256").update(body).digest("hex");
  for (const w of [320, 640, 1280, 1920]) {
    await store.put(keys.asset(`${hash}-${w}.webp`), new Uint8Array(body), {
      contentType: "image/webp",
    });
  }
  return `${config.publicUrl}/assets/${hash}.jpg`;
}

async function ownerLanding(content: object): Promise<string> {
  const id = await insertOwner(db, { email: `o${Math.random()}@test.dev`, now: clock });
  const row = await createLanding(db, { parentUser: id, now: clock });
  await updateLanding(db, row.uuid, { content: JSON.stringify(content) });
  return row.uuid;
}

async function edit(uuid: string, patch: object) {
  const row = await getLandingByUuid(db, uuid);
  await updateLanding(db, uuid, {
    content: JSON.stringify({ ...JSON.parse(row!.content), ...patch }),
  });
}

withDbAndBucket((opened) => ({ db, store } = opened));

/** A publish as the app's callers make it: the page, then the share image planned from it. */
async function publish(uuid: string) {
  const result = await publishLanding(ctx(), uuid, { force: false });
  await planShareImage(ctx(), result.share);
  return result;
}

describe("share image", () => {
  it("is drawn by the task after a publish, stored by content hash, and named by the page", async () => {
    const cover = await upload(1600, 840, 40);
    const logo = await upload(320, 320, 160);
    const uuid = await ownerLanding({
      ...fullLanding,
      textAlias: "dubrava-share",
      projectBackgroundUrl: cover,
      projectLogoUrl: logo,
    });
    await publish(uuid);
    expect(await shareTasks(uuid, "pending")).toBe(1);
    // Until the image exists the page shares its cover.
    expect(ogImage(await page(uuid))).toContain("-1280.webp");

    expect((await tick()).completed).toBeGreaterThanOrEqual(1);
    expect(await shareTasks(uuid, "completed")).toBe(1);
    const row = await getLandingByUuid(db, uuid);
    const outcome = { image: row!.share_image! };
    const stored = await store.get(keys.asset(outcome.image));
    expect(stored?.contentType).toBe("image/png");
    expect(createHash("sha256").update(stored!.body).digest("hex")).toBe(
      outcome.image.replace(/^share-|\.png$/g, ""),
    );
    const meta = await sharp(stored!.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);

    const html = await page(uuid);
    expect(ogImage(html)).toBe(`https://pages.test/assets/${outcome.image}`);
    expect(html).toContain('<meta name="twitter:image" content="https://pages.test/assets/');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  });

  it("is not drawn again while its inputs are unchanged", async () => {
    const uuid = await ownerLanding({ ...fullLanding, textAlias: "unchanged-share" });
    await publish(uuid);
    await tick();
    const first = { status: "generated", image: (await getLandingByUuid(db, uuid))!.share_image! };
    expect(first.image).toMatch(/^share-[0-9a-f]{64}\.png$/);

    const put = vi.spyOn(store, "put");
    expect(await generateShareImage(ctx(), uuid)).toEqual({
      status: "skipped",
      reason: "unchanged",
    });
    expect(put).not.toHaveBeenCalled();

    // A new description is no input of the image: published, no task, the image stays.
    await edit(uuid, { projectDescription: "Совсем другое описание" });
    expect((await publish(uuid)).published).toBe(true);
    expect(await shareTasks(uuid, "pending")).toBe(0);
    expect(put).not.toHaveBeenCalledWith(
      expect.stringMatching(/^assets\//),
      expect.anything(),
      expect.anything(),
    );
    put.mockRestore();
    if (first.status === "generated") expect(ogImage(await page(uuid))).toContain(first.image);

    // A new name is: a task is planned, and the page never shows the stale image meanwhile.
    await edit(uuid, { projectName: "Новое имя" });
    await publish(uuid);
    expect(await shareTasks(uuid, "pending")).toBe(1);
    if (first.status === "generated") expect(ogImage(await page(uuid))).not.toContain(first.image);
    // More publishes before the runner's turn add no more tasks: the one waiting reads the latest.
    await edit(uuid, { projectName: "Ещё одно имя" });
    await publish(uuid);
    expect(await shareTasks(uuid, "pending")).toBe(1);
  });

  it("waits until the page has stood still: a burst of publishes plans one drawing, after the last", async () => {
    // Earlier tests' waiting tasks would draw in this test's ticks.
    await db.deleteFrom("scheduled_tasks").where("status", "=", "pending").execute();
    const uuid = await ownerLanding({ ...fullLanding, textAlias: "burst-share" });
    const at = async () =>
      (
        await db
          .selectFrom("scheduled_tasks")
          .select("execution_time")
          .where("name", "=", "share.image")
          .where("status", "=", "pending")
          .where("payload", "=", JSON.stringify({ uuid }))
          .execute()
      ).map((r) => r.execution_time);
    const put = vi.spyOn(store, "put");
    const t0 = clock.getTime();
    for (const [i, name] of ["Первое", "Второе", "Третье"].entries()) {
      await edit(uuid, { projectName: name });
      const publishedAt = new Date(t0 + i * 5_000);
      const result = await publishLanding({ ...ctx(), now: () => publishedAt }, uuid, {
        force: false,
      });
      await planShareImage({ db, now: () => publishedAt }, result.share);
      // One task, moved to SHARE_IMAGE_SETTLE_MS after the latest publish.
      expect(await at()).toEqual([
        new Date(publishedAt.getTime() + SHARE_IMAGE_SETTLE_MS).toISOString(),
      ]);
    }
    // Before the page has stood still for the whole time, nothing is drawn.
    await tick(10_000 + SHARE_IMAGE_SETTLE_MS - 1);
    expect(await shareTasks(uuid, "completed")).toBe(0);
    expect(put).not.toHaveBeenCalledWith(
      expect.stringMatching(/^assets\/share-/),
      expect.anything(),
      expect.anything(),
    );
    await tick(10_000 + SHARE_IMAGE_SETTLE_MS);
    expect(await shareTasks(uuid, "completed")).toBe(1);
    const shares = put.mock.calls.filter(([key]) => /^assets\/share-/.test(key));
    put.mockRestore();
    expect(shares).toHaveLength(1);
    const row = await getLandingByUuid(db, uuid);
    expect(row!.share_inputs_hash).toBe(
      shareInputsHash({ ...fullLanding, projectName: "Третье" } as never),
    );
  });

  it("never fetches an image URL that is not one of our uploads (SSRF)", async () => {
    let hits = 0;
    const server: Server = createServer((_req, res) => {
      hits++;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const uuid = await ownerLanding({
        ...fullLanding,
        textAlias: "foreign-images",
        projectBackgroundUrl: `${origin}/cover.jpg`,
        projectLogoUrl: `${origin}/latest/meta-data/logo.png`,
      });
      await publish(uuid);
      const outcome = await generateShareImage(ctx(), uuid);
      expect(outcome.status).toBe("generated");
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });
});

describe("renderShareCard", () => {
  it("draws a 1200×630 PNG with Cyrillic text from the bundled font", async () => {
    const card = (projectName: string) =>
      renderShareCard({ projectName, companyName: "", cover: null, logo: null, theme: null });
    const [a, b] = await Promise.all([card("Дубрава"), card("Вавилон")]);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
    // Missing glyphs would draw the same boxes for two names of the same length.
    const [ra, rb] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
    expect(ra.equals(rb)).toBe(false);
  });
});

describe("drawShareCard", () => {
  afterAll(closeDrawingThread);

  it("draws on the drawing thread, in turn, the same PNGs as the card renderer", async () => {
    const card = (projectName: string) => ({
      projectName,
      companyName: "Пекарня",
      cover: null,
      logo: null,
      theme: null,
    });
    const names = ["Дубрава", "Вавилон", "Орешек"];
    const drawn = await Promise.all(names.map((n) => drawShareCard(card(n))));
    const direct = await Promise.all(names.map((n) => renderShareCard(card(n))));
    expect(drawn.map((png) => png.equals(direct[drawn.indexOf(png)]))).toEqual([true, true, true]);
    expect(drawn[0].equals(drawn[1])).toBe(false);
  });
});

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import enShare from "../../core/i18n/locales/en/share";
import enLandings from "../../core/i18n/locales/en/landings";
import ruShare from "../../core/i18n/locales/ru/share";
import ruLandings from "../../core/i18n/locales/ru/landings";
import type { ApiClient } from "./support/api-client";
import {
  completeState,
  newOwner,
  publicUrl,
  seedLanding,
  setLanguage,
  signIn,
  type Owner,
} from "./support/owner";

/**
 * Issue 15 "QR code" and "Share image and SEO" end to end: publish in the
 * editor, take the page's QR code as SVG and 1024 px PNG, find it in the
 * landing card's menu, and open the share image the task runner drew after
 * the publish as a PNG at the worker.
 */
const shots = path.resolve("tests/screenshots");
const alias = `vitrina-qr-${Date.now().toString(36)}`;
const projectName = "Мебельная мастерская «Дубрава»";

async function picture(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},55%,62%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.35}" r="${height * 0.28}" fill="rgba(255,255,255,0.2)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function upload(api: ApiClient, uuid: string, imageType: string, buffer: Buffer) {
  const res = await api.upload(
    `/api/landings/${uuid}/saveImages`,
    { imageType },
    { name: `${imageType}.jpg`, mimeType: "image/jpeg", buffer },
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).url as string;
}

let owner: Owner;
let uuid: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  owner = await newOwner("share");
  uuid = await seedLanding(owner.api, {
    ...completeState(projectName),
    companyName: "ООО «Дубрава» — столярная мастерская",
    textalias: alias,
  });
  const logo = await upload(owner.api, uuid, "logo", await picture(400, 400, 25));
  const cover = await upload(owner.api, uuid, "background", await picture(1600, 840, 200));
  const res = await owner.api.post(`/api/landings/${uuid}/setState`, {
    ...completeState(projectName),
    companyName: "ООО «Дубрава» — столярная мастерская",
    textalias: alias,
    projectLogoUrl: logo,
    projectBackgroundUrl: cover,
  });
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await owner.api.dispose();
});

async function download(page: Page, name: string | RegExp): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name }).click(),
  ]);
  return readFileSync((await file.path())!);
}

test("publish, then the QR code in the publish dialog downloads as SVG and as a 1024 px PNG", async ({
  page,
}) => {
  await signIn(page.context(), owner.api, "ru");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/e/${uuid}`);
  await page.getByTestId("publish-submit").click();
  const dialog = page.getByTestId("publish-success");
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: ruShare.qr.open }).click();
  const preview = dialog.getByRole("img", { name: /QR-код/ });
  await expect(preview).toBeVisible();
  await expect(
    dialog.getByText(ruShare.qr.opens.replace("{{url}}", `${publicUrl}/l/${alias}`)),
  ).toBeVisible();

  await page.screenshot({ path: `${shots}/qr-publish-ru-1440.png` });

  const svg = (await download(page, ruShare.qr.downloadSvg)).toString("utf8");
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  const svgMeta = await sharp(Buffer.from(svg)).metadata();
  expect([svgMeta.width, svgMeta.height]).toEqual([1024, 1024]);

  const png = await download(page, ruShare.qr.downloadPng);
  const pngMeta = await sharp(png).metadata();
  expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(["png", 1024, 1024]);
});

test("someone else gets no QR code for the landing", async () => {
  const stranger = await newOwner("share-stranger");
  for (const ext of ["svg", "png"]) {
    const res = await stranger.api.http.get(`/api/landings/${uuid}/qr.${ext}`);
    expect(res.status()).toBe(404);
  }
  await stranger.api.dispose();
});

test("the landing card's menu offers the QR code (screenshots ru/en, 390/1440)", async ({
  page,
}) => {
  await signIn(page.context(), owner.api);
  for (const [lang, share, landings] of [
    ["ru", ruShare, ruLandings],
    ["en", enShare, enLandings],
  ] as const) {
    await setLanguage(page.context(), lang);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto("/landings");
      const card = page.getByTestId("landing-card").first();
      await card
        .getByRole("button", { name: landings.menu.label.replace("{{name}}", projectName) })
        .click();
      await card.getByRole("menuitem", { name: share.qr.menu }).click();
      const dialog = page.getByRole("dialog", { name: share.qr.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("img")).toBeVisible();
      await expect(dialog.getByRole("link", { name: share.qr.downloadPng })).toBeVisible();
      await page.screenshot({ path: `${shots}/qr-${lang}-${width}.png` });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
});

test("the task runner draws the share image; the page names it and the worker serves a 1200×630 PNG", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pageUrl = `${publicUrl}/l/${alias}`;
  // The runner ticks every 5 s; the page is re-rendered once the image exists.
  let image = "";
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(pageUrl)).text();
        image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
        return image;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toMatch(/\/assets\/share-[0-9a-f]{64}\.png$/);

  const html = await (await page.request.get(pageUrl)).text();
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain(`<meta name="twitter:image" content="${image}"/>`);
  expect(html).toContain('<script type="application/ld+json">');

  const response = await page.goto(image);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toBe("image/png");
  const body = await response!.body();
  const meta = await sharp(body).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  writeFileSync(`${shots}/share-image.png`, body);
});

import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import sharp from "sharp";
import ruOverlay from "../../core/i18n/locales/ru/overlay";
import ruPublic from "../../core/i18n/locales/ru/public";
import { fullLanding } from "../fixtures/full-landing";
import { loginAdmin, registerOwner, type ApiClient } from "./support/api-client";
import { confirmEmail } from "./support/owner";

/**
 * Issue 3 end to end: a landing created and published through the API, then
 * opened through the worker in a real browser — sections, click-to-load video,
 * FAQ, a custom host, the expiry overlay, and the public 404.
 */
const publicUrl = process.env.E2E_PUBLIC_URL!;
const shots = path.resolve("tests/screenshots");
const alias = `salon-${Date.now().toString(36)}`;
const host = `${alias}.shop.example`;

async function image(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,70%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.4}" r="${height * 0.3}" fill="rgba(255,255,255,0.18)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function uploadImage(
  api: ApiClient,
  uuid: string,
  imageType: string,
  buffer: Buffer,
): Promise<string> {
  const res = await api.upload(
    `/api/landings/${uuid}/saveImages`,
    { imageType },
    {
      name: `${imageType}.jpg`,
      mimeType: "image/jpeg",
      buffer,
    },
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).url;
}

let owner: Awaited<ReturnType<typeof registerOwner>>;
let uuid: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  owner = await registerOwner("publisher");
  // Issue 11: the first publish needs a confirmed address.
  await confirmEmail(owner.api.http, owner.email);
  const created = await owner.api.post("/api/landings/", {});
  expect(created.status()).toBeLessThan(300);
  uuid = (await created.json()).uuid;
  const logo = await uploadImage(owner.api, uuid, "logo", await image(320, 320, 20));
  const cover = await uploadImage(owner.api, uuid, "background", await image(1600, 840, 200));
  const video = await uploadImage(owner.api, uuid, "video", await image(1280, 720, 280));
  const cards = [];
  for (let i = 0; i < 9; i++) {
    const url = await uploadImage(owner.api, uuid, `card_${i}`, await image(750, 540, i * 40));
    cards.push({ ...fullLanding.cards[i], url });
  }
  const state = {
    ...fullLanding,
    textAlias: undefined,
    textalias: alias,
    projectLogoUrl: logo,
    projectBackgroundUrl: cover,
    videoUrl: video,
    videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    cards,
    analytics: [],
    force: true,
  };
  const res = await owner.api.post(`/api/landings/${uuid}/setState`, state);
  expect(res.status(), await res.text()).toBe(200);
});

test.afterAll(async () => {
  await owner.api.http.delete(`/api/landings/${uuid}`, {
    headers: { "X-XSRF-TOKEN": await owner.api.xsrf() },
  });
  await owner.api.dispose();
});

test("the published landing shows every section; video loads on click; FAQ opens", async ({
  page,
}) => {
  const response = await page.goto(`${publicUrl}/l/${alias}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(fullLanding.projectName));
  await expect(
    page.getByRole("heading", { level: 1, name: fullLanding.projectName }),
  ).toBeVisible();
  await expect(page.getByText(fullLanding.companyName).first()).toBeVisible();
  await expect(page.getByRole("link", { name: fullLanding.mainButtonName })).toBeVisible();
  await expect(page.getByRole("link", { name: fullLanding.extraButtonName })).toBeVisible();
  for (const card of fullLanding.cards)
    await expect(page.getByText(card.title).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: fullLanding.videoSectionTitle })).toBeVisible();

  // No third-party player until the visitor asks for it.
  await expect(page.locator("iframe")).toHaveCount(0);
  await page
    .getByRole("button", { name: new RegExp(ruPublic.playVideo.split("{{")[0].trim()) })
    .click();
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(1);
  await expect(page.locator('iframe[src*="youtube"]')).toHaveAttribute("src", /autoplay=1/);

  const first = fullLanding.qas[0];
  const question = page.locator("summary", { hasText: first.question });
  await question.scrollIntoViewIfNeeded();
  const details = page.locator("details", { has: question });
  const wasOpen = await details.evaluate((d) => (d as HTMLDetailsElement).open);
  await question.click();
  await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(!wasOpen);
  if (!wasOpen) await expect(page.getByText(first.answer)).toBeVisible();

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(`${publicUrl}/l/${alias}`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${shots}/landing-${width}.png`, fullPage: true });
  }
});

test("a custom host bound to the landing serves the same page at /", async () => {
  const admin = await loginAdmin();
  const bind = await admin.post(`/api/admin/landings/${uuid}/hosts`, { host });
  expect(bind.status(), await bind.text()).toBe(201);
  await admin.dispose();

  const port = new URL(publicUrl).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--no-first-run",
      "--disable-quic",
      `--host-resolver-rules=MAP ${host} 127.0.0.1`,
    ],
  });
  try {
    const page = await browser.newPage();
    const res = await page.goto(`http://${host}:${port}/`);
    expect(res?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: fullLanding.projectName }),
    ).toBeVisible();
    // A host that is not bound never shows a tenant's page.
    const other = await page.goto(`http://unbound.${host}:${port}/`).catch(() => null);
    if (other) expect(other.status()).toBe(404);
  } finally {
    await browser.close();
  }
});

test("an unknown alias gives the public 404 page", async ({ page }) => {
  const res = await page.goto(`${publicUrl}/l/no-such-${alias}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("when the owner's plan ends the overlay appears and the page cannot scroll", async ({
  page,
}) => {
  const admin = await loginAdmin();
  const past = new Date(Date.now() - 60_000).toISOString();
  const res = await admin.post(`/api/admin/users/${owner.id}/set-expiration`, {
    expiration_date: past,
  });
  expect(res.status(), await res.text()).toBe(200);
  await admin.dispose();

  const response = await page.goto(`${publicUrl}/l/${alias}`);
  expect(response?.status()).toBe(403);
  // The public data call no longer hands out an expired landing's content.
  const data = await page.request.get(`/api/public/landings/${alias}/data`);
  expect(data.status()).toBe(403);
  await expect(page.getByText(ruOverlay.unavailableTitle)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: `${shots}/landing-expired.png` });
});

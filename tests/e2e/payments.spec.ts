import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import enCommon from "../../core/i18n/locales/en/common";
import en from "../../core/i18n/locales/en/landings";
import ruCommon from "../../core/i18n/locales/ru/common";
import ru from "../../core/i18n/locales/ru/landings";
import { EXTRA_LANDING_PRICE_USD, PRO_PRICE_USD } from "../../core/plans";
import { formatMoney } from "../../app/components/money";
import { ApiClient, loginAdmin, registerOwner } from "./support/api-client";
import { chooseBlank } from "./support/gallery";
import { newOwner } from "./support/owner";

/**
 * Issue 8 end to end with the local `test` provider: a free owner whose page
 * has gone dark pays on /s, becomes PRO, sees the purchase, gets the page
 * back at the worker without a rebuild, then buys and creates a second showroom.
 */
const publicUrl = process.env.E2E_PUBLIC_URL!;
const shots = path.resolve("tests/screenshots");
const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

async function jpeg(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},55%,45%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function publishOne(api: ApiClient, alias: string): Promise<string> {
  const created = await api.post("/api/landings/", {});
  expect(created.status()).toBe(201);
  const { uuid } = await created.json();
  const upload = async (imageType: string, buffer: Buffer) => {
    const res = await api.upload(
      `/api/landings/${uuid}/saveImages`,
      { imageType },
      { name: `${imageType}.jpg`, mimeType: "image/jpeg", buffer },
    );
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).url as string;
  };
  const logo = await upload("logo", await jpeg(320, 320, 30));
  const card = await upload("card_0", await jpeg(750, 540, 200));
  const res = await api.post(`/api/landings/${uuid}/setState`, {
    textalias: alias,
    projectName: "Студия Ромашка",
    companyName: "ООО Ромашка",
    projectDescription: "Цветы и декор для праздников.",
    projectLogoUrl: logo,
    cards: [{ id: "c1", title: "Букеты", link: "https://example.com", url: card }],
    force: true,
  });
  expect(res.status(), await res.text()).toBe(200);
  return uuid;
}

async function payOnTestCheckout(page: Page, lang: "ru" | "en", amount: number) {
  await expect(page).toHaveURL(/\/payments\/test\/checkout\/ord_/);
  const cat = lang === "ru" ? ru : en;
  // Issue 29: the button and the amount beside it read the same, from one formatter.
  const money = formatMoney(amount, "USD", lang);
  await expect(page.getByRole("definition").filter({ hasText: money })).toBeVisible();
  await page.getByRole("button", { name: fill(cat.testCheckout.pay, { amount: money }) }).click();
}

for (const [lang, cat, common] of [
  ["ru", ru, ruCommon],
  ["en", en, enCommon],
] as const) {
  test(`${lang}: an expired owner pays for PRO, the page comes back, and a second showroom is bought`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const owner = await newOwner(`pay-${lang}`);
    const alias = `paid-${lang}-${Date.now().toString(36)}`;
    await publishOne(owner.api, alias);

    // The trial ends: the worker shows the page as unavailable.
    const admin = await loginAdmin();
    const past = new Date(Date.now() - 60_000).toISOString();
    const set = await admin.post(`/api/admin/users/${owner.id}/set-expiration`, {
      expiration_date: past,
    });
    expect(set.status()).toBe(200);
    expect((await page.request.get(`${publicUrl}/l/${alias}`)).status()).toBe(403);

    await context.addCookies([
      ...(await owner.api.http.storageState()).cookies,
      { name: "selectedLanguage", value: lang, url: process.env.E2E_APP_URL! },
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/s");
    await expect(page.getByRole("heading", { level: 1, name: cat.plans.heading })).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    await expect(page.getByRole("link", { name: cat.plans.terms.toLowerCase() })).toHaveAttribute(
      "href",
      "/terms",
    );
    await page.screenshot({
      path: `${shots}/plans-free-${lang}-1440.png`,
      fullPage: true,
      animations: "disabled",
    });

    // Pay on the provider's page; the browser comes back before or after the callback.
    await page.getByRole("button", { name: cat.plans.activate }).click();
    await payOnTestCheckout(page, lang, PRO_PRICE_USD);
    await expect(page).toHaveURL(/\/landings$/, { timeout: 20_000 });
    const activated = page.getByRole("dialog", { name: cat.proActivated.title });
    await expect(activated).toBeVisible();
    await page.screenshot({
      path: `${shots}/pro-activated-${lang}-1440.png`,
      animations: "disabled",
    });
    await activated.getByRole("button", { name: cat.proActivated.ok }).click();
    await expect(page.getByLabel(common.proBadgeLabel).first()).toBeVisible();

    // The page is served again, without a rebuild.
    expect((await page.request.get(`${publicUrl}/l/${alias}`)).status()).toBe(200);

    // The purchase is listed on /s with its details.
    await page.goto("/s");
    await expect(page.getByTestId("plans-active")).toBeVisible();
    const history = page.getByRole("region", { name: cat.plans.historyTitle });
    await expect(history.getByText(cat.plans.purchaseTypes.pro)).toBeVisible();
    await history.getByRole("button", { name: cat.plans.details }).click();
    const facts = page.getByRole("dialog", { name: cat.plans.modal.title });
    // Issue 29: the method is named in the page's language, not as stored ("Test checkout").
    await expect(facts.getByText(cat.plans.methods.test_checkout, { exact: true })).toBeVisible();
    await expect(facts.getByText("USD", { exact: true })).toBeVisible();
    await page.screenshot({
      path: `${shots}/plans-pro-modal-${lang}-1440.png`,
      fullPage: true,
      animations: "disabled",
    });
    // The footer button (the corner × has the same name).
    await facts.getByRole("button", { name: cat.plans.modal.close }).last().click();

    // Cancel renewal keeps PRO until its date, and can be undone.
    await page.getByRole("button", { name: cat.plans.cancel }).click();
    await expect(page.getByRole("button", { name: cat.plans.undoCancel })).toBeVisible();
    await expect(page.getByText(cat.plans.cancelled.split("{{date}}")[0].trim())).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: `${shots}/plans-pro-${lang}-390.png`,
      fullPage: true,
      animations: "disabled",
    });
    await page.getByRole("button", { name: cat.plans.undoCancel }).click();
    await expect(page.getByRole("button", { name: cat.plans.cancel })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });

    // At the limit, PRO buys an extra showroom and creates it.
    await page.goto("/landings");
    await page.getByTestId("new-landing").click();
    const buy = page.getByRole("dialog", { name: cat.buyExtra.title });
    await expect(buy).toBeVisible();
    await page.screenshot({ path: `${shots}/buy-extra-${lang}-1440.png`, animations: "disabled" });
    await buy
      .getByRole("button", { name: fill(cat.buyExtra.buy, { amount: EXTRA_LANDING_PRICE_USD }) })
      .click();
    await payOnTestCheckout(page, lang, EXTRA_LANDING_PRICE_USD);
    await expect(page).toHaveURL(/\/landings$/, { timeout: 20_000 });
    await page.keyboard.press("Escape");
    await page.getByTestId("new-landing").click();
    await chooseBlank(page);
    await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);

    const purchases = await (await owner.api.http.get("/api/auth/purchases")).json();
    expect(purchases.map((p: { purchase_type: string }) => p.purchase_type)).toEqual([
      "extra_landing",
      "pro",
    ]);
    await admin.dispose();
    await owner.api.dispose();
  });
}

test("typing ?payment_success=1 without a payment shows no PRO modal", async ({
  page,
  context,
}) => {
  const owner = await registerOwner("nopay");
  await context.addCookies((await owner.api.http.storageState()).cookies);
  await page.goto("/landings?payment_success=1");
  await expect(page).toHaveURL(/\/landings$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await owner.api.dispose();
});

test("the checkout call needs the XSRF token; the webhook needs a signature instead", async ({
  request,
}) => {
  const owner = await registerOwner("gate");
  const noToken = await owner.api.http.post("/api/payments/checkout", {
    data: { item: "pro_year" },
  });
  expect(noToken.status()).toBe(403);
  const withToken = await owner.api.post("/api/payments/checkout", { item: "pro_year" });
  expect(withToken.status()).toBe(201);
  const unsigned = await request.post("/api/payments/test/webhook", {
    data: { eventId: "e", orderId: "x", status: "paid", amount: 500, currency: "USD" },
  });
  expect(unsigned.status()).toBe(401);
  // A provider that is not configured has no webhook.
  const other = await owner.api.post("/api/payments/mercuryo/webhook", {});
  expect(other.status()).toBe(404);
  await owner.api.dispose();
});

test("/terms and /subscription-successful", async ({ page, context }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: ru.terms.title })).toBeVisible();
  await page.goto("/subscription-successful?order=nothing");
  await expect(page).toHaveURL(/\/login/);
  const owner = await registerOwner("return");
  await context.addCookies((await owner.api.http.storageState()).cookies);
  await page.goto("/subscription-successful");
  await expect(page).toHaveURL(/\/landings$/);
  await owner.api.dispose();
});

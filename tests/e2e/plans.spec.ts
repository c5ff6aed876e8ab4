import { expect, test } from "@playwright/test";
import ru from "../../core/i18n/locales/ru/landings";
import { PRO_PRICE_USD } from "../../core/plans";
import { registerOwner } from "./support/api-client";

test("the plans page shows PRO's price, its eight features and the trial's end", async ({
  page,
}) => {
  const owner = await registerOwner("plans");
  await page.context().addCookies((await owner.api.http.storageState()).cookies);
  await page.goto("/s");
  await expect(page.getByRole("heading", { level: 1, name: ru.plans.heading })).toBeVisible();
  await expect(
    page.getByText(ru.plans.price.replace("{{amount}}", String(PRO_PRICE_USD))),
  ).toBeVisible();
  const offer = page.getByRole("region", {
    name: ru.plans.price.replace("{{amount}}", String(PRO_PRICE_USD)),
  });
  await expect(offer.getByRole("listitem")).toHaveCount(8);
  await expect(offer.getByRole("listitem").first()).toHaveText(ru.plans.features[0]);
  await expect(page.getByText(/Пробный период до/)).toBeVisible();
  await expect(page).toHaveTitle(/Тарифы/);
  await page.screenshot({ path: "tests/screenshots/plans-1440.png", fullPage: true });
  await owner.api.dispose();
});

test("/l/{alias} on the app host sends the visitor to the public origin", async ({ request }) => {
  const res = await request.get("/l/some-shop", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe(`${process.env.E2E_PUBLIC_URL}/l/some-shop`);
});

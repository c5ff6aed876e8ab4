import { expect, test, type Page } from "@playwright/test";

/**
 * The shell: not-found page, language switching, toasts, and the nav bar with
 * its avatar menu for a user registered through the UI.
 */

const shots = "tests/screenshots";

async function registerThroughUi(page: Page, email: string): Promise<void> {
  await page.goto("/register");
  // The page's own form, not the language switcher's buttons.
  const submit = page.locator('form:not(.language-switcher) button[type="submit"]');
  await page.locator('input[name="name"]').fill("Анна Петрова");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill("+7 900 123-45-67");
  await page.locator('input[name="password"]').fill("secret-pass-1");
  await page.locator('input[name="confirmPassword"]').fill("secret-pass-1");
  await page.locator('input[name="usagePurpose"]').first().check();
  await submit.click();
  // Step 2: the position.
  await page.locator('input[name="position"][value="ceo"]').check();
  await submit.click();
  await page.waitForURL("**/landings");
}

test("an unknown path answers 404 with a not-found page whose back button goes back", async ({
  page,
}) => {
  await page.goto("/login");
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  await expect(page).toHaveTitle("Страница не найдена — Vitrina");
  await expect(page.getByTestId("nav-bar")).toHaveCount(0);
  await page.screenshot({ path: `${shots}/shell-404.png`, fullPage: true });

  await page.getByRole("button", { name: "Назад" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("the language switcher turns the login page English, with the title and <html lang>", async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  const response = await page.goto("/login");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  const ruTitle = await page.title();
  expect(ruTitle).toMatch(/ — Vitrina$/);

  await page.getByRole("button", { name: "EN" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "EN" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).not.toHaveTitle(ruTitle);
  await expect(page).toHaveTitle(/ — Vitrina$/);

  // The choice is stored for a year and survives a reload.
  const cookie = (await page.context().cookies()).find((c) => c.name === "selectedLanguage");
  expect(cookie?.value).toBe("en");
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Switching back restores the Russian title.
  await page.getByRole("button", { name: "RU" }).click();
  await expect(page).toHaveTitle(ruTitle);
  // Hydration and every inline script ran under the strict CSP.
  expect(cspViolations).toEqual([]);
});

test("a guarded page sends an anonymous visitor to login with a top-right toast", async ({
  page,
}) => {
  await page.goto("/landings");
  await expect(page).toHaveURL(/\/login/);
  const toast = page.locator(".toast").first();
  await expect(toast).toHaveText(/Требуется авторизация/);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeLessThan(80);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  await expect(page.locator(".toast-stack")).toHaveAttribute("aria-live", "polite");

  // Closes by its button; the flash is shown once, not again on reload.
  await toast.getByRole("button").click();
  await expect(page.locator(".toast")).toHaveCount(0);
  await page.reload();
  await expect(page.locator(".toast")).toHaveCount(0);
});

test("toasts leave by themselves after 5 seconds", async ({ page }) => {
  await page.goto("/landings");
  await expect(page.locator(".toast")).toHaveCount(1);
  await page.mouse.move(5, 700);
  await expect(page.locator(".toast")).toHaveCount(0, { timeout: 7_000 });
});

test("a signed-in user gets the nav bar and an avatar menu usable by mouse and keyboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerThroughUi(page, `shell-${Date.now()}@example.com`);

  const nav = page.getByTestId("nav-bar");
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "Мои витрины" })).toHaveAttribute("href", "/landings");
  await expect(nav.getByRole("link", { name: "Тарифы" })).toHaveAttribute("href", "/s");
  const avatar = page.getByTestId("avatar-button");
  // The initials are drawn from data-initials by CSS (issue 29: the button's text is its name's).
  const drawn = await avatar
    .locator(".avatar-initials")
    .evaluate((el) => getComputedStyle(el, "::before").content);
  expect(drawn).toBe('"АП"');

  // Hover opens; leaving closes after the 100 ms delay.
  await avatar.hover();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu).toContainText("Анна Петрова");
  await expect(menu.getByRole("menuitem")).toHaveText([
    "Мои витрины",
    "Тарифы",
    "Настройки",
    "Выйти",
  ]);
  await page.screenshot({ path: `${shots}/shell-nav-menu.png` });
  await page.mouse.move(600, 600);
  await expect(menu).toHaveCount(0);
  await nav.screenshot({ path: `${shots}/shell-nav-bar.png` });

  // Keyboard: Enter opens with focus on the first item, arrows move, Escape returns focus.
  await avatar.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await expect(avatar).toHaveAttribute("aria-expanded", "true");
  await expect(menu.getByRole("menuitem", { name: "Мои витрины" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Тарифы" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(avatar).toBeFocused();

  // Below 1200 px it is a click-to-open panel; following a link closes it.
  await page.setViewportSize({ width: 800, height: 800 });
  await avatar.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Настройки" })).toHaveAttribute(
    "href",
    "/settings",
  );
  await menu.getByRole("menuitem", { name: "Мои витрины" }).click();
  await expect(page).toHaveURL(/\/landings$/);
  await expect(menu).toHaveCount(0);

  // Sign-out from the menu ends at login without the bar.
  await avatar.click();
  await menu.getByRole("menuitem", { name: "Выйти" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("nav-bar")).toHaveCount(0);
});

test("an API call that answers 401 sends the user to login with 'session expired'", async ({
  page,
}) => {
  await registerThroughUi(page, `shell-expired-${Date.now()}@example.com`);
  // The session ends behind the page's back (as when it is revoked or times out).
  await page.context().clearCookies({ name: "vitrina_session" });
  await page.evaluate(() => void fetch("/api/auth/refreshData"));
  // Back to this page after signing in again (issue 11: the editor restores its draft).
  await expect(page).toHaveURL(/\/login(\?redirectTo=.*)?$/);
  await expect(page.locator(".toast").first()).toHaveText(
    /Сессия истекла\. Пожалуйста, войдите заново\./,
  );
});

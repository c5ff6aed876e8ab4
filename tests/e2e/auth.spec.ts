import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import en from "../../core/i18n/locales/en/auth";
import ru from "../../core/i18n/locales/ru/auth";
import { linkIn, readOutbox } from "../../app/services/platform/mail-outbox";

/**
 * Accounts end to end against the real server: registration in two steps,
 * logout, login failure, the mailed reset link, refused reset tokens, the
 * admin guard and the XSRF gate. Each run uses fresh, unique addresses.
 */
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(".cache/e2e-data");
const outbox = path.join(dataDir, "mail");
const shots = path.resolve("tests/screenshots");
const unique = () => `e2e-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;

async function registerViaUi(page: Page, email: string, password = "secret12") {
  await page.goto("/register");
  await page.getByRole("textbox", { name: ru.register.name }).fill("Ева Тестова");
  await page.getByRole("textbox", { name: ru.register.email }).fill(email);
  await page.getByRole("textbox", { name: ru.register.phone }).fill("+7 900 123 45 67");
  await page.getByRole("textbox", { name: ru.register.password, exact: true }).fill(password);
  await page
    .getByRole("textbox", { name: ru.register.confirmPassword, exact: true })
    .fill(password);
  await page.getByRole("radio", { name: ru.purpose.business }).check();
  await page.getByRole("button", { name: ru.register.submit }).click();
  await expect(page.getByRole("heading", { name: ru.register.positionTitle })).toBeVisible();
  await page.getByRole("radio", { name: ru.positions.ceo }).check();
  await page.getByRole("button", { name: ru.register.finish }).click();
  await expect(page).toHaveURL(/\/landings$/);
}

async function loginViaUi(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: ru.login.email }).fill(email);
  await page.getByRole("textbox", { name: ru.login.password, exact: true }).fill(password);
  await page.getByRole("button", { name: ru.login.submit }).click();
}

function latestLinkFor(email: string): string {
  const mails = readOutbox(outbox).filter((m) => m.to.includes(email));
  expect(mails.length).toBeGreaterThan(0);
  return linkIn(mails[mails.length - 1].text);
}

test.describe("accounts", () => {
  test("register (both steps) lands on /landings; logout returns to /login", async ({ page }) => {
    const email = unique();
    await registerViaUi(page, email);
    // The confirmation mail went out with a link on the configured app URL.
    const link = latestLinkFor(email);
    expect(link).toMatch(/\/a\/confirm\/[\w-]+$/);
    // Opening the link only asks (ADR 025); the button confirms.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: ru.confirmLink.title })).toBeVisible();
    await expect(page.getByText(ru.confirmLink.text.replace("{{email}}", email))).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
      [],
    );
    await page.getByRole("button", { name: ru.confirmLink.submit }).click();
    await expect(page).toHaveURL(/\/landings$/);
    await expect(page.getByText(ru.emailConfirmed)).toBeVisible();
    await page.goto(link);
    await expect(page).toHaveURL(/\/a\/confirm$/);
    await expect(page.getByText(ru.confirmTokenInvalid)).toBeVisible();
    // A GET that no browser vouches for (no Sec-Fetch-Site) leaves the session alone.
    const bare = await page.request.get("/logout", { maxRedirects: 0 });
    expect(bare.headers()["location"]).toBe("/landings");
    await page.goto("/landings");
    await expect(page).toHaveURL(/\/landings$/);
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/landings");
    await expect(page).toHaveURL(/\/login/);
  });

  test("registration validation shows messages next to the fields and keeps the input", async ({
    page,
  }) => {
    await page.goto("/register");
    await page.getByRole("textbox", { name: ru.register.name }).fill("Ann");
    await page.getByRole("textbox", { name: ru.register.email }).fill("not-an-email");
    await page.getByRole("textbox", { name: ru.register.password, exact: true }).fill("123");
    await page.getByRole("button", { name: ru.register.submit }).click();
    const email = page.getByRole("textbox", { name: ru.register.email });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(ru.emailInvalid);
    await expect(page.getByText(ru.phoneRequired)).toBeVisible();
    await expect(page.getByText(ru.passwordTooShort)).toBeVisible();
    await expect(page.getByText(ru.usagePurposeRequired)).toBeVisible();
    await expect(page.getByRole("textbox", { name: ru.register.name })).toHaveValue("Ann");
  });

  test("a taken email is refused on the email field", async ({ page, browser }) => {
    const email = unique();
    await registerViaUi(page, email);
    const other = await browser.newPage();
    await other.goto("/register");
    await other.getByRole("textbox", { name: ru.register.name }).fill("Dup");
    await other.getByRole("textbox", { name: ru.register.email }).fill(email);
    await other.getByRole("textbox", { name: ru.register.phone }).fill("123");
    await other.getByRole("textbox", { name: ru.register.password, exact: true }).fill("secret12");
    await other
      .getByRole("textbox", { name: ru.register.confirmPassword, exact: true })
      .fill("secret12");
    await other.getByRole("radio", { name: ru.purpose.myself }).check();
    await other.getByRole("button", { name: ru.register.submit }).click();
    await expect(
      other.getByRole("textbox", { name: ru.register.email }),
    ).toHaveAccessibleDescription(ru.emailExists);
    await other.close();
  });

  test("a wrong password shows the message under the inputs", async ({ page }) => {
    const email = unique();
    await registerViaUi(page, email);
    await page.goto("/logout");
    await loginViaUi(page, email, "wrong-password");
    await expect(page.getByRole("alert").filter({ hasText: ru.invalidCredentials })).toBeVisible();
    await expect(page.getByRole("textbox", { name: ru.login.email })).toHaveValue(email);
    await expect(page.getByRole("textbox", { name: ru.login.password, exact: true })).toHaveValue(
      "",
    );
    await loginViaUi(page, email, "secret12");
    await expect(page).toHaveURL(/\/landings$/);
  });

  test("forgot password → mailed link → new password → sign in", async ({ page }) => {
    const email = unique();
    await registerViaUi(page, email);
    await page.goto("/logout");
    await page.goto("/forgot-password");
    await page.getByRole("textbox", { name: ru.forgot.email }).fill("ghost-" + email);
    await page.getByRole("button", { name: ru.forgot.submit }).click();
    await expect(page.getByRole("textbox", { name: ru.forgot.email })).toHaveAccessibleDescription(
      ru.emailNotFound,
    );

    await page.getByRole("textbox", { name: ru.forgot.email }).fill(email);
    await page.getByRole("button", { name: ru.forgot.submit }).click();
    await expect(page.getByText(ru.resetEmailSent).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

    const link = latestLinkFor(email);
    expect(link).toMatch(/\/reset-password\/[\w-]+$/);
    await page.goto(link);
    await page.getByRole("textbox", { name: ru.reset.password, exact: true }).fill("brand-new-1");
    await page
      .getByRole("textbox", { name: ru.reset.confirmPassword, exact: true })
      .fill("brand-new-2");
    await page.getByRole("button", { name: ru.reset.submit }).click();
    await expect(page.getByText(ru.passwordsMismatch)).toBeVisible();
    await page.getByRole("textbox", { name: ru.reset.password, exact: true }).fill("brand-new-1");
    await page
      .getByRole("textbox", { name: ru.reset.confirmPassword, exact: true })
      .fill("brand-new-1");
    await page.getByRole("button", { name: ru.reset.submit }).click();
    const changedAt = Date.now();
    await expect(page.getByText(ru.passwordChanged).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
    // SPEC §8: Login after 2 s, and no false "link invalid" toast on the way.
    expect(Date.now() - changedAt).toBeGreaterThanOrEqual(1800);
    await expect(page.getByText(ru.resetTokenInvalid)).toHaveCount(0);

    // The link worked once only.
    await page.goto(link);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(ru.resetTokenInvalid)).toBeVisible();

    await loginViaUi(page, email, "secret12");
    await expect(page.getByRole("alert").filter({ hasText: ru.invalidCredentials })).toBeVisible();
    await loginViaUi(page, email, "brand-new-1");
    await expect(page).toHaveURL(/\/landings$/);
  });

  test("invalid, missing and expired reset tokens go to /login with the message", async ({
    page,
  }) => {
    await page.goto("/reset-password/not-a-real-token");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(ru.resetTokenInvalid)).toBeVisible();

    await page.goto("/reset-password");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(ru.resetTokenMissing)).toBeVisible();

    // An expired token, planted in the app's database.
    const email = unique();
    await registerViaUi(page, email);
    await page.goto("/logout");
    const token = randomBytes(32).toString("base64url");
    const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
    try {
      const user = db.prepare("select id from users where email = ?").get(email) as { id: number };
      const past = new Date(Date.now() - 2 * 3600_000).toISOString();
      db.prepare(
        "insert into one_time_tokens (user_id, kind, token_hash, created_at, expires_at) values (?, 'password_reset', ?, ?, ?)",
      ).run(user.id, createHash("sha256").update(token).digest("hex"), past, past);
    } finally {
      db.close();
    }
    await page.goto(`/reset-password/${token}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(ru.resetTokenExpired)).toBeVisible();
  });

  test("a non-admin opening /admin is sent to /landings", async ({ page }) => {
    await registerViaUi(page, unique());
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/landings$/);
  });

  test("state-changing API calls need the XSRF header", async ({ page }) => {
    await registerViaUi(page, unique());
    const me = await (await page.request.get("/api/auth/check")).json();
    const refused = await page.request.post("/api/auth/updateUser", {
      data: { id: me.id, location: "Bali" },
    });
    expect(refused.status()).toBe(403);
    const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
    expect(xsrf).not.toBe("");
    const accepted = await page.request.post("/api/auth/updateUser", {
      data: { id: me.id, location: "Bali" },
      headers: { "X-XSRF-TOKEN": xsrf },
    });
    expect(accepted.status()).toBe(200);
    expect((await accepted.json()).location).toBe("Bali");
    // Anonymous: the login API is gated too.
    const anon = await page.request.post("/api/auth/login", {
      data: { email: "a@b.co", password: "whatever" },
      headers: { cookie: "" },
    });
    expect(anon.status()).toBe(403);
  });

  test("screenshots of the auth screens in ru and en", async ({ page, context }) => {
    for (const [lang, cat] of [
      ["ru", ru],
      ["en", en],
    ] as const) {
      await context.clearCookies();
      await context.addCookies([
        { name: "selectedLanguage", value: lang, url: test.info().project.use.baseURL! },
      ]);
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: cat.login.title })).toBeVisible();
      await expect(page).toHaveTitle(`${cat.login.title} — Vitrina`);
      await page.screenshot({ path: `${shots}/auth-login-${lang}.png`, fullPage: true });
      await page.getByRole("textbox", { name: cat.login.email }).fill("someone@example.com");
      await page.getByRole("textbox", { name: cat.login.password, exact: true }).fill("wrong-pass");
      await page.getByRole("button", { name: cat.login.submit }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: cat.invalidCredentials }),
      ).toBeVisible();
      await page.screenshot({ path: `${shots}/auth-login-error-${lang}.png`, fullPage: true });

      await page.goto("/register");
      await page.getByRole("button", { name: cat.register.submit }).click();
      await expect(page.getByText(cat.nameRequired)).toBeVisible();
      await page.screenshot({ path: `${shots}/auth-register-${lang}.png`, fullPage: true });

      await page.goto("/forgot-password");
      await page.screenshot({ path: `${shots}/auth-forgot-${lang}.png`, fullPage: true });

      const email = unique();
      await page.goto("/register");
      await page.getByRole("textbox", { name: cat.register.name }).fill("Eva");
      await page.getByRole("textbox", { name: cat.register.email }).fill(email);
      await page.getByRole("textbox", { name: cat.register.phone }).fill("+62 811 222");
      await page
        .getByRole("textbox", { name: cat.register.password, exact: true })
        .fill("secret12");
      await page
        .getByRole("textbox", { name: cat.register.confirmPassword, exact: true })
        .fill("secret12");
      await page.getByRole("radio", { name: cat.purpose.myself }).check();
      await page.getByRole("button", { name: cat.register.submit }).click();
      await expect(page.getByRole("heading", { name: cat.register.positionTitle })).toBeVisible();
      await page.screenshot({ path: `${shots}/auth-register-step2-${lang}.png`, fullPage: true });

      await page.goto("/a/confirm");
      await expect(page.getByRole("heading", { name: cat.confirm.title })).toBeVisible();
      await page.screenshot({ path: `${shots}/auth-confirm-${lang}.png`, fullPage: true });

      await page.goto("/logout");
      await page.goto("/forgot-password");
      await page.getByRole("textbox", { name: cat.forgot.email }).fill(email);
      await page.getByRole("button", { name: cat.forgot.submit }).click();
      await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
      await page.goto(latestLinkFor(email));
      await expect(page.getByRole("heading", { name: cat.reset.title })).toBeVisible();
      await page.screenshot({ path: `${shots}/auth-reset-${lang}.png`, fullPage: true });
    }
  });
});

import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import enAuth from "../../core/i18n/locales/en/auth";
import ruAuth from "../../core/i18n/locales/ru/auth";
import { loginAdmin } from "./support/api-client";
import { seriousAxeViolations } from "./support/axe";
import { settler } from "./support/settled";
import {
  completeState,
  dataDir,
  makePro,
  newOwner,
  seedLanding,
  setLanguage,
  signIn,
} from "./support/owner";

/**
 * Issue 29, done-means: axe finds no serious or critical WCAG 2.1 A/AA
 * violation on any app page, signed out, as an owner (free and PRO) and as
 * the admin, at 1440 and 390 px, in Russian and English. Each test walks its
 * pages and fails once at the end with every finding listed.
 */
const PREVIEW = '[data-testid="preview-frame"]';
const AUTH = { ru: ruAuth, en: enAuth };

/** Opens each path and gathers its findings; a path that redirects is reported as such. */
async function audit(
  page: Page,
  label: string,
  paths: Array<string | { path: string; ready?: (p: Page) => Promise<void> }>,
): Promise<string[]> {
  const found: string[] = [];
  const settled = settler(page);
  for (const item of paths) {
    const { path: url, ready } = typeof item === "string" ? { path: item, ready: undefined } : item;
    const res = await page.goto(url);
    expect(res?.status(), `${url} answers`).toBeLessThan(400);
    await settled();
    if (ready) await ready(page);
    found.push(...(await seriousAxeViolations(page, `${label} ${url}`, [PREVIEW])));
  }
  return found;
}

/** A password reset token for `email`, valid for an hour, planted as the mailed link would. */
function resetToken(email: string): string {
  const token = randomBytes(32).toString("base64url");
  const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
  try {
    const { id } = db.prepare("select id from users where email = ?").get(email) as { id: number };
    const now = new Date();
    db.prepare(
      "insert into one_time_tokens (user_id, kind, token_hash, created_at, expires_at) values (?, 'password_reset', ?, ?, ?)",
    ).run(
      id,
      createHash("sha256").update(token).digest("hex"),
      now.toISOString(),
      new Date(now.getTime() + 3600_000).toISOString(),
    );
  } finally {
    db.close();
  }
  return token;
}

for (const lang of ["ru", "en"] as const) {
  for (const width of [1440, 390]) {
    const label = `${lang} ${width}`;

    test(`${label}: signed-out pages have no serious axe violation`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await setLanguage(context, lang);
      const owner = await newOwner(`axe-anon-${lang}`);
      const found = await audit(page, label, [
        "/login",
        "/register",
        "/forgot-password",
        `/reset-password/${resetToken(owner.email)}`,
        "/terms",
      ]);
      // The not-found page answers 404 by design.
      await page.goto("/no-such-page-axe");
      found.push(...(await seriousAxeViolations(page, `${label} 404`)));
      // Register step 2 (the position) after a valid step 1.
      const t = AUTH[lang];
      await page.goto("/register");
      await page.getByRole("textbox", { name: t.register.name }).fill("Ева Тестова");
      await page
        .getByRole("textbox", { name: t.register.email })
        .fill(`axe-${Date.now().toString(36)}-${lang}-${width}@example.com`);
      await page.getByRole("textbox", { name: t.register.phone }).fill("+7 900 123 45 67");
      await page.getByRole("textbox", { name: t.register.password, exact: true }).fill("secret12");
      await page
        .getByRole("textbox", { name: t.register.confirmPassword, exact: true })
        .fill("secret12");
      await page.getByRole("radio", { name: t.purpose.business }).check();
      await page.getByRole("button", { name: t.register.submit }).click();
      await expect(page.getByRole("heading", { name: t.register.positionTitle })).toBeVisible();
      found.push(...(await seriousAxeViolations(page, `${label} /register (step 2)`)));
      // The "confirm your email" page of a new, unconfirmed owner.
      const fresh = await newOwner(`axe-unconfirmed-${lang}`, { confirmed: false });
      await signIn(context, fresh.api, lang);
      found.push(...(await audit(page, label, ["/a/confirm"])));
      expect(found).toEqual([]);
    });

    test(`${label}: owner pages have no serious axe violation`, async ({ page, context }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      const owner = await newOwner(`axe-owner-${lang}`);
      await signIn(context, owner.api, lang);
      // One in the bin first: a free owner has room for one landing outside it.
      const binned = await seedLanding(owner.api, { projectName: "В корзине" });
      const headers = { "X-XSRF-TOKEN": await owner.api.xsrf() };
      expect((await owner.api.http.delete(`/api/landings/${binned}`, { headers })).ok()).toBe(true);
      const uuid = await seedLanding(owner.api, completeState("Витрина для axe"));
      const checkout = await owner.api.post("/api/payments/checkout", { item: "pro_year" });
      expect(checkout.status(), await checkout.text()).toBe(201);
      const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };

      const found = await audit(page, `${label} free`, [
        "/landings",
        "/landings/bin",
        `/e/${uuid}`,
        `/landings/${uuid}/stats`,
        "/settings",
        "/s",
        "/s?payment=declined",
        new URL(checkoutUrl, "http://x").pathname,
        "/subscription-successful",
      ]);
      // PRO opens the editor's AI, languages and domain sections and the PRO settings.
      makePro(owner.email);
      found.push(...(await audit(page, `${label} pro`, [`/e/${uuid}`, "/settings", "/s"])));
      expect(found).toEqual([]);
    });

    test(`${label}: admin pages have no serious axe violation`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const admin = await loginAdmin();
      await signIn(context, admin, lang);
      const found = await audit(page, `${label} admin`, [
        "/admin/users",
        "/admin/landings",
        "/admin/landing-kv",
        "/admin/scheduled-tasks",
        "/admin/audit",
      ]);
      expect(found).toEqual([]);
    });
  }
}

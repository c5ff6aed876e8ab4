import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import enLeads from "../../core/i18n/locales/en/leads";
import ruCommon from "../../core/i18n/locales/ru/common";
import ruLeads from "../../core/i18n/locales/ru/leads";
import { seriousAxeViolations } from "./support/axe";
import { overflowing } from "./support/leads";
import { completeState, newOwner, seedLanding, signIn, type Owner } from "./support/owner";
import { screenshotPart } from "./support/screenshot";

/**
 * Issue 24, the owner's inbox: leads sent through the published page's real
 * form (worker → app), then the owner filters, opens one, changes its status,
 * marks it spam and back, and deletes one after confirming.
 */
const publicUrl = process.env.E2E_PUBLIC_URL!;
const shots = path.resolve("tests/screenshots");
const alias = `leads-${Date.now().toString(36)}`;
const XSS = "<img src=x onerror=alert(1)>";
const LANDING = "Пекарня у дома";

const form = {
  enabled: true,
  title: "Оставьте заявку",
  description: "",
  submitText: "Отправить",
  successMessage: "Спасибо! Мы перезвоним.",
  consentText: "Я согласен на обработку персональных данных",
  privacyPolicyUrl: "https://example.com/privacy",
  fields: [
    { id: "name", kind: "name", label: "Имя", required: true },
    { id: "phone", kind: "phone", label: "Телефон", required: true },
    { id: "note", kind: "message", label: "Комментарий", required: false },
  ],
};

let owner: Owner;
let uuid: string;

test.describe.configure({ mode: "serial" });

/**
 * Visitors fill the page's form in their own browsers. A person waits a few
 * seconds before sending (the page's minimum fill time); `hurry` sends at once,
 * as a bot would, and the lead goes to the Spam folder.
 */
async function visitorsSend(
  browser: Browser,
  visitors: Array<{ name: string; phone: string; note?: string; hurry?: boolean }>,
) {
  const pages: Array<{ page: Page; hurry: boolean }> = [];
  for (const v of visitors) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const res = await page.goto(`${publicUrl}/l/${alias}?utm_source=vk&utm_campaign=autumn`);
    expect(res?.status()).toBe(200);
    await page.getByLabel("Имя").fill(v.name);
    await page.getByLabel("Телефон").fill(v.phone);
    if (v.note) await page.getByLabel("Комментарий").fill(v.note);
    await page.getByRole("checkbox", { name: form.consentText }).check();
    if (v.hurry) await page.getByRole("button", { name: form.submitText }).click();
    pages.push({ page, hurry: Boolean(v.hurry) });
  }
  await new Promise((r) => setTimeout(r, 3_500));
  for (const { page, hurry } of pages) {
    if (!hurry) await page.getByRole("button", { name: form.submitText }).click();
    await expect(page.getByText(form.successMessage)).toBeVisible();
    await page.context().close();
  }
}

test.beforeAll(async ({ browser }) => {
  owner = await newOwner("leads");
  uuid = await seedLanding(owner.api, {
    ...completeState(LANDING),
    textalias: alias,
    form,
    force: true,
  });
  await visitorsSend(browser, [
    { name: "Анна", phone: "+7 900 111-22-33", note: "Торт на субботу" },
    { name: "Борис", phone: "+7 900 444-55-66" },
    { name: XSS, phone: "+7 900 777-88-99", note: "Перезвоните вечером" },
    { name: "Бот", phone: "+7 900 000-00-00", hurry: true },
  ]);
});

test.afterAll(async () => {
  await owner?.api.dispose();
});

/** The nav's "Заявки, 3 новые" (the count's words are for screen readers; a space may come before the comma). */
const newLeadsLink = (n: number) => new RegExp(`^${ruCommon.nav.leads}\\s*, ${n} новые$`);

const rows = (page: Page, label: string = ruLeads.list.label) =>
  page.getByRole("list", { name: label }).getByRole("listitem");

test("the owner finds, opens, re-files and deletes leads", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page.context(), owner.api, "ru");
  await page.goto("/landings");
  await expect(page.getByRole("link", { name: "3 новые заявки" })).toBeVisible();
  await page.getByRole("link", { name: newLeadsLink(3) }).click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: ruLeads.title })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  // A visitor's markup is shown as the text they typed; no image element is made of it.
  await expect(rows(page).first()).toContainText(XSS);
  await expect(rows(page).first().locator("img")).toHaveCount(0);
  await expect(rows(page).first()).toContainText("Перезвоните вечером");
  await expect(rows(page).first()).toContainText(LANDING);

  // Search, then the landing filter: each keeps the other in the address.
  await page.getByRole("searchbox", { name: ruLeads.filters.search }).fill("борис");
  await page.getByRole("button", { name: ruLeads.filters.apply }).click();
  await expect(page).toHaveURL(/q=%D0%B1/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("Борис");
  await page
    .getByRole("combobox", { name: ruLeads.filters.landing })
    .selectOption({ label: LANDING });
  await page.getByRole("button", { name: ruLeads.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`landing=${uuid}.*q=`));
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("link", { name: ruLeads.filters.reset }).click();
  await expect(rows(page)).toHaveCount(3);

  // The hurried one waits in the Spam folder.
  await page.getByRole("link", { name: ruLeads.folders.spam }).click();
  await expect(page).toHaveURL(/spam=true/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText("Бот");
  await page.getByRole("link", { name: ruLeads.folders.inbox }).click();

  // Open Anna's lead: the fields, the UTM and the consent proof.
  const anna = rows(page).filter({ hasText: "Анна" });
  await anna.getByRole("link", { name: /Открыть заявку/ }).click();
  await expect(page).toHaveURL(/\/leads\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Заявка от");
  const fields = page.getByRole("region", { name: ruLeads.detail.fields });
  await expect(fields).toContainText("Торт на субботу");
  await expect(page.getByRole("region", { name: ruLeads.detail.source })).toContainText("autumn");
  const consent = page.getByRole("region", { name: ruLeads.detail.consent });
  await expect(consent).toContainText(form.consentText);
  await expect(consent).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByRole("region", { name: ruLeads.detail.delivery })).toContainText(
    new RegExp(
      `${ruLeads.detail.channel.email}.*(${ruLeads.detail.state.sent}|${ruLeads.detail.state.pending})`,
    ),
  );

  await page.getByRole("button", { name: ruLeads.status.in_progress }).click();
  await expect(page.getByText(ruLeads.toasts.statusSaved)).toBeVisible();
  await expect(page.getByRole("button", { name: ruLeads.status.in_progress })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("button", { name: ruLeads.actions.markSpam }).click();
  await expect(page.getByText(ruLeads.toasts.markedSpam)).toBeVisible();
  await expect(page.getByText(ruLeads.detail.spam, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: ruLeads.actions.notSpam }).click();
  await expect(page.getByText(ruLeads.toasts.markedNotSpam)).toBeVisible();
  await expect(page.getByRole("button", { name: ruLeads.actions.markSpam })).toBeVisible();

  // Delete asks first; Cancel keeps the lead, Delete removes it.
  await page.getByRole("button", { name: ruLeads.actions.delete }).click();
  const dialog = page.getByRole("dialog", { name: ruLeads.actions.deleteTitle });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: path.join(shots, "leads-delete-dialog-ru-1440.png") });
  await dialog.getByRole("button", { name: ruLeads.actions.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/leads\/[\w-]+$/);
  await page.getByRole("button", { name: ruLeads.actions.delete }).click();
  await page
    .getByRole("dialog", { name: ruLeads.actions.deleteTitle })
    .getByRole("button", { name: ruLeads.actions.deleteConfirm, exact: true })
    .click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByText(ruLeads.toasts.deleted)).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: "Анна" })).toHaveCount(0);
  // Boris and the XSS lead are still new: the nav says 2.
  await expect(page.getByRole("link", { name: newLeadsLink(2) })).toBeVisible();
});

test("another owner's lead is not found", async ({ page }) => {
  await signIn(page.context(), owner.api, "ru");
  await page.goto("/leads");
  const href = await rows(page).first().getByRole("link").first().getAttribute("href");
  const stranger = await newOwner("leads-stranger");
  await page.context().clearCookies();
  await signIn(page.context(), stranger.api, "ru");
  const res = await page.goto(href!);
  expect(res?.status()).toBe(404);
  await stranger.api.dispose();
});

test("without script, Delete asks on the page and only the confirming button deletes", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signIn(context, owner.api, "ru");
  const page = await context.newPage();
  await page.goto("/leads");
  const before = await rows(page).count();
  await rows(page).filter({ hasText: "Борис" }).getByRole("link").first().click();
  await page.getByRole("button", { name: ruLeads.actions.delete }).click();
  await expect(page).toHaveURL(/\?confirm=delete$/);
  const ask = page.getByRole("alert").filter({ hasText: ruLeads.actions.deleteTitle });
  await expect(ask).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotPart(page, path.join(shots, "leads-confirm-noscript-ru-390.png"), 390);
  // Cancel keeps it; the confirming button deletes it.
  await ask.getByRole("link", { name: ruLeads.actions.cancel }).click();
  await expect(page).toHaveURL(/\/leads\/[\w-]+$/);
  await page.getByRole("button", { name: ruLeads.actions.delete }).click();
  await page
    .getByRole("alert")
    .getByRole("button", { name: ruLeads.actions.deleteConfirm, exact: true })
    .click();
  await expect(page).toHaveURL(/\/leads$/);
  await expect(rows(page).filter({ hasText: "Борис" })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(before - 1);
  await context.close();
});

for (const lang of ["ru", "en"] as const) {
  for (const width of [390, 1440]) {
    test(`inbox and detail in ${lang} at ${width} px: screenshots and no axe violations`, async ({
      page,
    }) => {
      const t = lang === "ru" ? ruLeads : enLeads;
      await page.setViewportSize({ width, height: 900 });
      await signIn(page.context(), owner.api, lang);
      await page.goto("/leads");
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(rows(page, t.list.label).first()).toBeVisible();
      await screenshotPart(page, path.join(shots, `leads-inbox-${lang}-${width}.png`), width);
      expect(await overflowing(page, width)).toEqual([]);
      expect(await seriousAxeViolations(page, "/leads")).toEqual([]);

      await rows(page, t.list.label).first().getByRole("link").first().click();
      await expect(page.getByRole("region", { name: t.detail.consent })).toBeVisible();
      await screenshotPart(page, path.join(shots, `leads-detail-${lang}-${width}.png`), width);
      expect(await overflowing(page, width)).toEqual([]);
      expect(await seriousAxeViolations(page, "/leads/{id}")).toEqual([]);
    });
  }
}

test("a new owner's empty inbox says how to get leads", async ({ page }) => {
  const fresh = await newOwner("leads-empty");
  await page.setViewportSize({ width: 390, height: 900 });
  await signIn(page.context(), fresh.api, "ru");
  await page.goto("/leads");
  await expect(page.getByRole("heading", { name: ruLeads.empty.title })).toBeVisible();
  await expect(page.getByText(ruLeads.empty.body)).toBeVisible();
  await screenshotPart(page, path.join(shots, "leads-empty-ru-390.png"), 390);
  expect(await seriousAxeViolations(page, "/leads empty")).toEqual([]);
  await fresh.api.dispose();
});

import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import enChannels from "../../core/i18n/locales/en/channels";
import enEditor from "../../core/i18n/locales/en/editor";
import enLeads from "../../core/i18n/locales/en/leads";
import ruChannels from "../../core/i18n/locales/ru/channels";
import ruEditor from "../../core/i18n/locales/ru/editor";
import ruLeads from "../../core/i18n/locales/ru/leads";
import { startTelegramStandIn, type TelegramStandIn } from "../stand-ins/telegram-bot-api";
import { startWebhookReceiver, type WebhookReceiver } from "../stand-ins/webhook-receiver";
import { APP_AXE_TAGS } from "./support/axe";
import { completeState, makePro, newOwner, publicUrl, seedLanding, signIn } from "./support/owner";
import { screenshotPart } from "./support/screenshot";

/**
 * Issue 25's journey in the editor, in each language: a PRO owner connects
 * Telegram through the deep link (the Bot API stand-in plays the chat), adds a
 * webhook on a loopback receiver (playwright.config.ts allows it), keeps the
 * secret shown once, sends a test, sees a visitor's lead delivered (verified
 * with `standardwebhooks`) and a failed one offered for Resend, deletes the
 * endpoint after confirming, and downloads the inbox as CSV.
 */
const L = {
  ru: { editor: ruEditor, channels: ruChannels, leads: ruLeads },
  en: { editor: enEditor, channels: enChannels, leads: enLeads },
} as const;

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
  ],
};

let tg: TelegramStandIn;
test.beforeAll(async () => {
  // The e2e server's bot outlives this stand-in (a retry starts another): its updates count on from now.
  tg = await startTelegramStandIn({
    port: Number(process.env.E2E_TELEGRAM_PORT),
    firstUpdateId: Math.floor(Date.now() / 1000),
  });
});
test.afterAll(async () => {
  await tg?.close();
});

/** A visitor sends the published page's form as a person would (after the minimum fill time). */
async function visitorSends(browser: Browser, alias: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.goto(`${publicUrl}/l/${alias}`))?.status()).toBe(200);
  await page.getByLabel("Имя").fill(name);
  await page.getByLabel("Телефон").fill("+7 900 111-22-33");
  await page.getByRole("checkbox", { name: form.consentText }).check();
  await page.waitForTimeout(3_500);
  await page.getByRole("button", { name: form.submitText }).click();
  await expect(page.getByText(form.successMessage)).toBeVisible();
  await context.close();
}

async function shot(page: Page, name: string, width: number, part?: Locator) {
  await page.setViewportSize({ width, height: 900 });
  await screenshotPart(page, `tests/screenshots/${name}-${width}.png`, width, part);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${name} runs off a ${width} px screen`).toBeLessThanOrEqual(width);
}

for (const lang of ["ru", "en"] as const) {
  test(`PRO (${lang}): Telegram by deep link, a webhook's secret once, Send test, a lead delivered, Resend, CSV`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { editor, channels, leads } = L[lang];
    const e = editor.channels;
    const alias = `ch-${lang}-${Date.now().toString(36)}`;
    const owner = await newOwner(`channels-${lang}`);
    makePro(owner.email);
    const uuid = await seedLanding(owner.api, {
      ...completeState(lang === "ru" ? "Пекарня с каналами" : "Bakery with channels"),
      textalias: alias,
      form,
      force: true,
    });
    const receiver: WebhookReceiver = await startWebhookReceiver();
    try {
      await signIn(page.context(), owner.api, lang);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/e/${uuid}`);
      const section = page.getByRole("region", { name: editor.sections.channels, exact: true });
      await expect(section.getByTestId("channels")).toBeVisible({ timeout: 30_000 });
      await expect(section.getByTestId("channels-locked")).toHaveCount(0);

      // Telegram: a one-time deep link; the chat presses Start and its name shows here.
      await section.getByRole("button", { name: e.telegram.connect }).click();
      const open = section.getByRole("link", { name: e.telegram.open });
      await expect(open).toHaveAttribute(
        "href",
        /^https:\/\/t\.me\/vitrina_test_bot\?start=[A-Za-z0-9_-]{1,64}$/,
      );
      await expect(section.getByRole("link", { name: e.telegram.openGroup })).toHaveAttribute(
        "href",
        /\?startgroup=[A-Za-z0-9_-]{1,64}$/,
      );
      const token = new URL((await open.getAttribute("href"))!).searchParams.get("start")!;
      const chatName = lang === "ru" ? "Анна Продажи" : "Anna Sales";
      const sentBefore = tg.sent.length;
      tg.userSends(
        { id: 7000 + (lang === "ru" ? 1 : 2), type: "private", first_name: chatName },
        `/start ${token}`,
      );
      await expect(section.getByTestId("telegram-chat")).toContainText(chatName, {
        timeout: 20_000,
      });
      await expect(section.getByTestId("telegram-chat")).toContainText(e.state.connected);
      await tg.waitForSent(sentBefore + 1, 10_000);

      // A refused address is explained next to the field, in the editor's language.
      const url = section.getByLabel(e.webhooks.urlLabel, { exact: true });
      await url.fill("http://10.0.0.1/hook");
      await section.getByRole("button", { name: e.webhooks.add, exact: true }).click();
      await expect(section.getByRole("alert")).toHaveText(
        channels.url.address.replace("{{address}}", "10.0.0.1"),
      );

      // The loopback receiver: the secret is shown once, with a copy button.
      await url.fill(receiver.url);
      await section.getByRole("button", { name: e.webhooks.add, exact: true }).click();
      const reveal = section.getByTestId("webhook-secret");
      await expect(reveal).toContainText(e.webhooks.secretOnce);
      const secret = (await reveal.locator("code").textContent())!.trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      receiver.secret = secret;
      await expect(
        reveal.getByRole("button", { name: `${e.copy}: ${e.webhooks.secretTitle}` }),
      ).toBeVisible();
      const hook = section.getByTestId("webhook-item");
      await expect(hook).toContainText(receiver.url);

      // Send test: delivered, verified by the receiver, and in the log.
      await hook.getByRole("button", { name: e.webhooks.test }).click();
      await expect(hook.getByTestId("webhook-note")).toContainText(
        e.webhooks.testOk.replace("{{status}}", "200"),
      );
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.verifyError).toBeNull();
      const log = hook.getByRole("list", { name: e.log.title });
      await expect(log.getByRole("listitem")).toHaveCount(1);
      await expect(log.getByRole("listitem").first()).toContainText(`${e.log.ok} · 200`);
      await expect(log.getByRole("listitem").first()).toContainText(e.log.test);

      const axe = await new AxeBuilder({ page })
        .options({ runOnly: { type: "tag", values: APP_AXE_TAGS } })
        .include("#channels")
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
      for (const width of [1440, 390]) await shot(page, `channels-${lang}`, width, section);
      await page.setViewportSize({ width: 1440, height: 900 });

      // A new secret replaces the shown one (the old one still signs for a day); off and on again.
      await hook.getByRole("button", { name: e.webhooks.rotate }).click();
      await expect(hook.getByTestId("webhook-note")).toContainText(e.webhooks.rotated);
      const rotated = (await reveal.locator("code").textContent())!.trim();
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      receiver.secret = rotated;
      const on = hook.getByRole("checkbox", { name: e.webhooks.enabled });
      await on.uncheck();
      await expect(hook.getByTestId("channel-state")).toHaveText(e.state.off);
      await on.check();
      await expect(hook.getByTestId("channel-state")).toHaveText(e.state.connected);

      // Gone after a reload: the secret is never shown again.
      await page.reload();
      await expect(section.getByTestId("webhook-item")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(secret)).toHaveCount(0);
      await expect(page.getByText(rotated)).toHaveCount(0);
      await expect(section.getByTestId("webhook-secret")).toHaveCount(0);

      // A visitor's lead reaches the receiver (verified) and the Telegram chat.
      await visitorSends(browser, alias, "Вера");
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      const lead = receiver.received[1]!;
      expect(lead.verifyError).toBeNull();
      expect((lead.payload as { type: string }).type).toBe("lead.created");
      await expect
        .poll(() => tg.sent.some((m) => m.text.includes("Вера")), { timeout: 20_000 })
        .toBe(true);

      // The receiver fails the next one: its log offers Resend, which sends it again.
      receiver.answer = { status: 500, body: "receiver is down" };
      await visitorSends(browser, alias, "Глеб");
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
      await hook.getByRole("button", { name: e.log.show }).click();
      const failed = log.getByRole("listitem").first();
      await expect(failed).toContainText(`${e.log.failed} · 500`);
      await expect(failed).toContainText("receiver is down");
      receiver.answer = { status: 200 };
      await failed.getByRole("button", { name: e.log.resend }).click();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(3);
      const ids = receiver.received.slice(2).map((r) => r.headers["webhook-id"]);
      expect(new Set(ids).size).toBe(1);
      await hook.getByRole("button", { name: e.log.hide }).click();
      await hook.getByRole("button", { name: e.log.show }).click();
      await expect(log.getByRole("listitem").first()).toContainText(`${e.log.ok} · 200`);
      await expect(log.getByRole("button", { name: e.log.resend })).toHaveCount(0);
      for (const width of [1440, 390]) await shot(page, `channels-log-${lang}`, width, hook);
      await page.setViewportSize({ width: 1440, height: 900 });

      // Delete asks first.
      await hook.getByRole("button", { name: e.webhooks.delete }).click();
      const dialog = page.getByRole("dialog", { name: e.webhooks.deleteTitle });
      await dialog.getByRole("button", { name: e.webhooks.delete }).click();
      await expect(section.getByTestId("webhook-item")).toHaveCount(0);

      // Bitrix24: the portal's code is a password, shown masked once saved; then removed.
      const portal = section.getByLabel(e.bitrix24.urlLabel, { exact: true });
      await portal.fill("http://127.0.0.1:9/rest/1/portalcode123/");
      await section.getByRole("button", { name: e.bitrix24.save }).click();
      const saved = section.getByTestId("bitrix24-portal");
      await expect(saved).toContainText("http://127.0.0.1:9/rest/1/••••/");
      await expect(page.getByText("portalcode123")).toHaveCount(0);
      await saved.getByRole("button", { name: e.bitrix24.remove }).click();
      await expect(section.getByTestId("bitrix24-portal")).toHaveCount(0);

      // The inbox's CSV of the current filter: UTF-8 with a BOM, one column per field label.
      await page.goto(`/leads?landing=${uuid}`);
      const exportLink = page.getByRole("link", { name: leads.exportCsv });
      await expect(exportLink).toHaveAttribute("href", `/api/leads/export.csv?landing=${uuid}`);
      for (const width of [1440, 390]) await shot(page, `leads-export-${lang}`, width);
      await page.setViewportSize({ width: 1440, height: 900 });
      const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = bytes.toString("utf8").slice(1).trim().split(/\r?\n/);
      expect(header).toContain("Имя");
      expect(header).toContain("Телефон");
      expect(rows).toHaveLength(2);
      expect(rows.join("\n")).toContain("Вера");
    } finally {
      await receiver.close();
      await owner.api.dispose();
    }
  });
}

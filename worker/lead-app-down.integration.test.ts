import { chromium, type Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishWithForm, startLeadEdge, type LeadEdge } from "../tests/support/lead-edge-kit";

/**
 * Issue 24, "app down": the real worker in front of an app that drops every
 * relay. The visitor is told nothing was sent — on the page without script,
 * in JSON, and in a real browser running the page's own inline script, where
 * every typed value stays so that the next try (the app back) sends them.
 */
let t: LeadEdge;
let browser: Browser;

beforeAll(async () => {
  [t, browser] = await Promise.all([
    startLeadEdge({ secret: "a".repeat(64) }),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }),
  ]);
  await publishWithForm(t.kit, "lead-down");
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await t?.dispose();
});

const leads = () => t.kit.ctx.db.selectFrom("leads").selectAll().execute();
const FORM = "name=Anna&phone=%2B7+900+123-45-67&consent=on&website=";

describe("the app cannot be reached", () => {
  it("without script: an error page says nothing was sent, with a link back", async () => {
    t.appDown = true;
    const relays = t.relays;
    const res = await fetch(`${t.edge.url}/l/lead-down/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: FORM,
    });
    expect(res.status).toBe(503);
    const html = await res.text();
    expect(html).toContain("<h1>Заявка не отправлена</h1>");
    expect(html).toContain("Ничего не отправлено. Попробуйте ещё раз.");
    expect(html).toContain('href="/l/lead-down"');
    expect(html).not.toContain("Заявка отправлена<");
    expect(t.relays).toBe(relays + 1);

    const json = await fetch(`${t.edge.url}/l/lead-down/lead`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: FORM,
    });
    expect(json.status).toBe(503);
    expect(await json.json()).toMatchObject({
      code: "notSent",
      message: "Ничего не отправлено. Попробуйте ещё раз.",
    });
    expect(await leads()).toEqual([]);
  });

  it("with script: the page says so in place and keeps every typed value for the next try", async () => {
    t.appDown = true;
    const page = await browser.newPage();
    try {
      await page.goto(`${t.edge.url}/l/lead-down`);
      const form = page.locator("#lead-form");
      await form.getByLabel("Имя").fill("Анна <b>");
      await form.getByLabel("Телефон").fill("+7 900 123-45-67");
      await form.getByLabel("Комментарий").fill("Позвоните\nвечером");
      await form.getByLabel("Я согласен на обработку персональных данных").check();
      await form.getByRole("button", { name: "Отправить" }).click();

      await expect
        .poll(() => form.getByRole("status").textContent())
        .toBe("Ничего не отправлено. Попробуйте ещё раз.");
      // Still the page with the form (no navigation to an error page), every value in place.
      expect(new URL(page.url()).pathname).toBe("/l/lead-down");
      expect(await form.getByLabel("Имя").inputValue()).toBe("Анна <b>");
      expect(await form.getByLabel("Телефон").inputValue()).toBe("+7 900 123-45-67");
      expect(await form.getByLabel("Комментарий").inputValue()).toBe("Позвоните\nвечером");
      expect(await form.getByLabel("Я согласен на обработку персональных данных").isChecked()).toBe(
        true,
      );
      expect(await form.getByRole("button", { name: "Отправить" }).isEnabled()).toBe(true);
      expect(await leads()).toEqual([]);

      // The app is back: the same values go with one more press.
      t.appDown = false;
      await form.getByRole("button", { name: "Отправить" }).click();
      await expect.poll(() => form.getByRole("status").textContent()).toBe("Спасибо!");
      const stored = await leads();
      expect(stored).toHaveLength(1);
      expect(JSON.parse(stored[0].fields)).toEqual([
        { name: "name", label: "Имя", value: "Анна <b>" },
        { name: "phone", label: "Телефон", value: "+7 900 123-45-67" },
        { name: "note", label: "Комментарий", value: "Позвоните\nвечером" },
      ]);
    } finally {
      await page.close();
    }
  });
});

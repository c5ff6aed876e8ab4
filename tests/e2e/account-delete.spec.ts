import path from "node:path";
import { expect, test } from "@playwright/test";
import enAuth from "../../core/i18n/locales/en/auth";
import en from "../../core/i18n/locales/en/settings";
import ruAuth from "../../core/i18n/locales/ru/auth";
import ru from "../../core/i18n/locales/ru/settings";
import { readOutbox } from "../../app/services/platform/mail-outbox";
import { registerOwner } from "./support/api-client";
import { dataDir, OWNER_PASSWORD, signIn } from "./support/owner";

/** Issue 29: deleting the account ends on the login page with a notice, and a mail confirms it. */
const shots = path.resolve("tests/screenshots");

for (const [lang, cat, auth, width] of [
  ["en", en, enAuth, 1440],
  ["ru", ru, ruAuth, 390],
] as const) {
  test(`${lang} ${width}px: the login page says the account was deleted; a mail confirms it`, async ({
    page,
    context,
  }) => {
    const owner = await registerOwner(`delete-${lang}`);
    // The account's own language, which its mails are written in.
    const saved = await owner.api.post("/api/auth/settings", { language: lang });
    expect(saved.status(), await saved.text()).toBe(200);
    await signIn(context, owner.api, lang);
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: cat.security.deleteTitle });
    await section.getByLabel(cat.security.deletePassword).fill(OWNER_PASSWORD);
    const word = cat.security.deleteWord;
    await section.getByLabel(cat.security.deleteConfirm.replace("{{word}}", word)).fill(word);
    await section.getByRole("button", { name: cat.security.deleteButton }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(auth.accountDeleted)).toBeVisible();
    await page.screenshot({ path: path.join(shots, `account-deleted-${lang}-${width}.png`) });
    const mails = readOutbox(path.join(dataDir, "mail")).filter((m) => m.to.includes(owner.email));
    expect(mails.map((m) => m.subject)).toContain(auth.mail.accountDeletedSubject);
  });
}

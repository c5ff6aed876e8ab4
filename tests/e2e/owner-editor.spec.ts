import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import common from "../../core/i18n/locales/ru/common";
import ed from "../../core/i18n/locales/ru/editor";
import enEd from "../../core/i18n/locales/en/editor";
import auth from "../../core/i18n/locales/ru/auth";
import {
  answer401,
  completeState,
  confirmEmail,
  countConfirmationMails,
  loginViaUi,
  newOwner,
  revokeSessions,
  seedLanding,
  setLanguage,
  signIn,
  waitSaved,
} from "./support/owner";
import { chooseBlank } from "./support/gallery";

/** Issue 11 in the editor: publish state, confirmation, lost session, two tabs, network, language, link names, focus, copy. */
const alias = (p: string) => `${p}-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
const field = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });

async function type(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

test.describe("owner editor (issue 11)", () => {
  test("#1 the editor says whether the page is live, and says it again after a reload", async ({
    page,
  }) => {
    const owner = await newOwner("state");
    const uuid = await seedLanding(owner.api, completeState("Статус"));
    await signIn(page.context(), owner.api);
    await page.goto(`/e/${uuid}`);
    const state = page.getByTestId("publish-state");
    await expect(state).toHaveAttribute("data-state", "draft");
    await expect(state).toHaveText(ed.publishState.draft);

    await page.getByTestId("publish-start").click();
    await page.getByTestId("alias-input").fill(alias("state"));
    await page.getByTestId("publish-submit").click();
    await expect(page.getByTestId("publish-success")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(state).toHaveAttribute("data-state", "live");
    await expect(state).toHaveText(ed.publishState.live);
    await page.reload();
    await expect(state).toHaveAttribute("data-state", "live");

    await type(page, ed.fields.projectName, "Статус 2");
    await waitSaved(page);
    await expect(state).toHaveAttribute("data-state", "changed");
    await expect(state).toContainText(ed.publishState.changed);
    await page.reload();
    await expect(state).toHaveAttribute("data-state", "changed");
    await state.getByTestId("publish-changes").click();
    await expect(page.getByTestId("publish-success")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(state).toHaveAttribute("data-state", "live");
    await page.reload();
    await expect(state).toHaveAttribute("data-state", "live");

    // The same in English.
    await setLanguage(page.context(), "en");
    await page.reload();
    await expect(state).toHaveText(enEd.publishState.live);
  });

  test("#2 an unconfirmed account sees the banner, cannot publish the first time, and can resend the mail", async ({
    page,
  }) => {
    const owner = await newOwner("unconfirmed", { confirmed: false });
    const uuid = await seedLanding(owner.api, completeState("Без подтверждения"));
    await signIn(page.context(), owner.api);
    await page.goto(`/e/${uuid}`);
    await expect(page.getByTestId("confirm-banner")).toBeVisible();

    await page.getByTestId("publish-start").click();
    await page.getByTestId("alias-input").fill(alias("unconf"));
    await page.getByTestId("publish-submit").click();
    const error = page.getByTestId("publish-error");
    await expect(error).toContainText(ed.errors.emailNotConfirmed);
    await expect(page.getByTestId("publish-state")).toHaveAttribute("data-state", "draft");

    const before = countConfirmationMails(owner.email);
    await error.getByTestId("resend-confirmation").click();
    await expect(page.getByText(auth.confirmationResent)).toBeVisible();
    await expect.poll(() => countConfirmationMails(owner.email)).toBe(before + 1);

    await confirmEmail(page.request, owner.email);
    await page.reload();
    await expect(page.getByTestId("confirm-banner")).toHaveCount(0);
    await page.getByTestId("publish-submit").click();
    await expect(page.getByTestId("publish-success")).toBeVisible();
  });

  test("#3 a revoked session: 'session expired', Login, and the unsaved draft is offered back", async ({
    page,
  }) => {
    const owner = await newOwner("revoked");
    const uuid = await seedLanding(owner.api, completeState("До отзыва"));
    await signIn(page.context(), owner.api);
    await page.goto(`/e/${uuid}`);
    await expect(field(page, ed.fields.projectName)).toHaveValue("До отзыва");
    // The first live preview is in; the next call the page makes is the save below.
    await expect(page.getByTestId("preview-frame")).toBeVisible();
    // Let the first preview settle; the preview pane can keep the network busy, so this is bounded.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);

    revokeSessions(owner.email);
    await answer401(page, "**/setState");
    await type(page, ed.fields.projectName, "Не потеряется после входа");
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/e/${uuid}`)}`),
    );
    await expect(page.getByText(common.sessionExpired)).toBeVisible();
    await page.unrouteAll();

    await loginViaUi(page, owner.email);
    await expect(page).toHaveURL(new RegExp(`/e/${uuid}$`));
    const offer = page.getByTestId("restore-draft");
    await expect(offer).toBeVisible();
    // Nothing is applied without asking: the form shows what the server has.
    await expect(field(page, ed.fields.projectName)).toHaveValue("До отзыва");
    await offer.getByRole("button", { name: ed.restore.restore }).click();
    await expect(field(page, ed.fields.projectName)).toHaveValue("Не потеряется после входа");
    await waitSaved(page);
    await page.reload();
    await expect(field(page, ed.fields.projectName)).toHaveValue("Не потеряется после входа");
    await expect(page.getByTestId("restore-draft")).toHaveCount(0);
  });

  test("#4 two tabs: the second save is stopped and the owner chooses to overwrite or reload", async ({
    page,
  }) => {
    const owner = await newOwner("tabs");
    const uuid = await seedLanding(owner.api, completeState("Общая"));
    await signIn(page.context(), owner.api);
    const other = await page.context().newPage();
    await page.goto(`/e/${uuid}`);
    await other.goto(`/e/${uuid}`);

    await type(page, ed.fields.projectName, "Из первой вкладки");
    await waitSaved(page);

    await type(other, ed.fields.projectName, "Из второй вкладки");
    const dialog = other.getByTestId("conflict-dialog");
    await expect(dialog).toBeVisible();
    await expect(other.getByTestId("save-status")).toHaveAttribute("data-status", "conflict");
    await dialog.getByTestId("conflict-overwrite").click();
    await waitSaved(other);

    // The first tab is now the stale one: it takes the other version.
    await type(page, ed.fields.companyName, "Устаревшая правка");
    await expect(page.getByTestId("conflict-dialog")).toBeVisible();
    await page.getByTestId("conflict-reload").click();
    await expect(field(page, ed.fields.projectName)).toHaveValue("Из второй вкладки");
    await expect(field(page, ed.fields.companyName)).toHaveValue("ООО «Пример»");
    await expect(page.getByTestId("restore-draft")).toHaveCount(0);
    await other.close();
  });

  test("#5 no answer from the server says so (network error) and keeps retrying", async ({
    page,
  }) => {
    const owner = await newOwner("network");
    const uuid = await seedLanding(owner.api, completeState("Сеть"));
    await signIn(page.context(), owner.api);
    await page.goto(`/e/${uuid}`);
    let dropped = 0;
    await page.route("**/setState", async (route) => {
      if (dropped++ < 1) return route.abort("internetdisconnected");
      return route.continue();
    });
    await type(page, ed.fields.projectName, "Сеть вернулась");
    const status = page.getByTestId("save-status");
    await expect(status).toContainText(ed.status.networkRetry.split("{{")[0].trim());
    await waitSaved(page);
  });

  test("#8 a new landing takes the UI language; the page language is chosen in its own section and redraws the preview", async ({
    page,
  }) => {
    const owner = await newOwner("lang");
    await signIn(page.context(), owner.api, "en");
    await page.goto("/landings");
    await page.getByTestId("new-landing").click();
    await chooseBlank(page);
    await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
    const choice = page.getByTestId("page-language");
    await expect(choice.getByRole("radio", { name: "English" })).toBeChecked();
    const frame = page.frameLocator('[data-testid="preview-frame"]');
    await expect(frame.locator("html")).toHaveAttribute("lang", "en");

    await choice.getByText("Bahasa Indonesia").click();
    await waitSaved(page);
    await expect(frame.locator("html")).toHaveAttribute("lang", "id");
    await page.reload();
    await expect(
      page.getByTestId("page-language").getByRole("radio", { name: "Bahasa Indonesia" }),
    ).toBeChecked();
  });

  test("#9 a Cyrillic link name gets a transliterated suggestion accepted in one click", async ({
    page,
  }) => {
    const owner = await newOwner("translit");
    const uuid = await seedLanding(owner.api, completeState("Мой магазин"));
    await signIn(page.context(), owner.api);
    await page.goto(`/e/${uuid}`);
    await page.getByTestId("publish-start").click();
    await page.getByTestId("alias-input").fill("Мой магазин");
    const suggestion = page.getByTestId("alias-suggestion");
    await expect(suggestion).toContainText("moy-magazin");
    await suggestion.getByTestId("use-suggestion").click();
    await expect(page.getByTestId("alias-input")).toHaveValue("moy-magazin");
    await expect(page.getByTestId("alias-suggestion")).toHaveCount(0);
  });

  test("#10 step 2 opened on its own (a link name exists) is focused; #11 a copy says 'link copied'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const owner = await newOwner("focus");
    const name = alias("focus");
    const uuid = await seedLanding(owner.api, { ...completeState("Фокус"), textalias: name });
    await signIn(context, owner.api);
    await page.goto(`/e/${uuid}`);
    await expect(page.getByTestId("publish-panel")).toHaveAttribute("data-step", "2");
    await expect(page.getByTestId("alias-input")).toBeFocused();
    await expect(page.getByTestId("alias-input")).toHaveValue(name);

    await page.getByTestId("publish-submit").click();
    const success = page.getByTestId("publish-success");
    await expect(success).toBeVisible();
    await success.getByTestId("copy-link").click();
    await expect(success.getByTestId("copy-link")).toHaveText(ed.publish.copied);
    await expect(page.locator(".toast", { hasText: ed.publish.linkCopied })).toBeVisible();
  });
});

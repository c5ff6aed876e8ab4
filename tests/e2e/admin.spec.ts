import { expect, test, type Locator, type Page } from "@playwright/test";
import enAdmin from "../../core/i18n/locales/en/admin";
import ruAdmin from "../../core/i18n/locales/ru/admin";
import enCommon from "../../core/i18n/locales/en/common";
import ruCommon from "../../core/i18n/locales/ru/common";
import enHistory from "../../core/i18n/locales/en/history";
import ruHistory from "../../core/i18n/locales/ru/history";
import { loginAdmin, registerOwner, type ApiClient } from "./support/api-client";

/**
 * The admin console (SPEC §2, issue 10) as the seeded admin, in Russian and
 * English, at 1440 px and 390 px: every page, search, sort, paging, edit,
 * delete with its confirmation, set expiration, Add New's "not implemented",
 * and Login As with the banner on owner pages and its End.
 */

type Lang = "ru" | "en";
const CATALOGUES = {
  ru: { admin: ruAdmin, common: ruCommon, history: ruHistory },
  en: { admin: enAdmin, common: enCommon, history: enHistory },
};

function tr(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
}
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A catalogue text with {{values}} as a pattern matching any value. */
const titleRe = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRe)
      .join(".*")}$`,
  );

async function shot(page: Page, name: string, lang: Lang, width: number) {
  await page.screenshot({
    path: `tests/screenshots/admin-${name}-${lang}-${width}.png`,
    animations: "disabled",
    fullPage: true,
  });
}

/**
 * 12 owners sharing one prefix (two pages of 10), sorted by email; the last
 * ones (first page when sorted descending) get a landing and are edited.
 */
async function seed(tag: string) {
  const owners: Array<{ api: ApiClient; id: number; email: string }> = [];
  for (let i = 0; i < 12; i += 4) {
    owners.push(...(await Promise.all([0, 1, 2, 3].map(() => registerOwner(tag)))));
  }
  owners.sort((a, b) => (a.email < b.email ? -1 : 1));
  const landing = async (o: (typeof owners)[number]) => {
    const res = await o.api.post("/api/landings/", {});
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { uuid: string }).uuid;
  };
  const uuid = await landing(owners[11]);
  const spareUuid = await landing(owners[0]);
  // A setting longer than 100 characters: cut at 50 in the KV table, at 100 in the settings view.
  const longValue = `${"Долгое значение настройки витрины ".repeat(5)}конец`;
  const kv = await owners[11].api.post(`/api/landings/${uuid}/setKV`, {
    key: "promo_note",
    value: longValue,
  });
  expect(kv.ok(), await kv.text()).toBe(true);
  return { owners, uuid, spareUuid, longValue };
}

for (const lang of ["ru", "en"] as const) {
  for (const width of [1440, 390] as const) {
    test(`admin console journey (${lang}, ${width} px)`, async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      const L = CATALOGUES[lang].admin;
      const C = CATALOGUES[lang].common;
      const tag = `adm${lang}${width}x${Date.now().toString(36)}`;
      const { owners, uuid, spareUuid, longValue } = await seed(tag);
      const admin = await loginAdmin();
      await context.addCookies((await admin.http.storageState()).cookies);
      await context.addCookies([{ name: "selectedLanguage", value: lang, url: baseURL! }]);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });

      const toasts = page.getByRole("region", { name: C.toasts.region });
      // Each toast is checked, then dismissed (at 390 px they cover the header and side links).
      const expectToast = async (text: string) => {
        const toast = toasts.locator(".toast").filter({ hasText: text }).last();
        await expect(toast.getByText(text, { exact: true })).toBeVisible();
        await toast.getByRole("button", { name: C.toasts.close }).click();
        await expect(toast).toBeHidden();
      };
      const nav = page.getByRole("navigation", { name: L.nav.label });

      // ---- layout: /admin → /admin/users, header, side links, counts
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole("heading", { level: 1, name: L.users.title })).toBeVisible();
      await expect(page.getByRole("banner").getByText(process.env.E2E_ADMIN_EMAIL!)).toBeVisible();
      await expect(page.getByRole("button", { name: L.header.logout })).toBeVisible();
      for (const key of [
        "users",
        "landings",
        "landingKv",
        "scheduledTasks",
        "audit",
        "backToSite",
      ] as const) {
        await expect(nav.getByRole("link", { name: L.nav[key] })).toBeAttached();
      }
      const stats = page.getByRole("region", { name: L.stats.label });
      await expect(stats.getByRole("heading", { name: L.stats.signups })).toBeVisible();
      await expect(stats.getByText(/^\d+$/).first()).toBeVisible();

      // ---- users: search (prefix), 10 a page, pager, back/forward
      const users = page.getByRole("table", { name: L.users.caption });
      const searchBox = page.getByRole("searchbox", { name: L.table.search });
      const searchButton = page.getByRole("button", { name: L.table.search, exact: true });
      await searchBox.fill(tag);
      await searchButton.click();
      await expect(page).toHaveURL(new RegExp(`search=${tag}`));
      await expect(users.getByRole("row")).toHaveCount(11);
      await expect(page.getByText(tr(L.table.pageOf, { page: 1, pages: 2 }))).toBeVisible();
      await expect(page.getByRole("button", { name: L.table.previous })).toBeDisabled();
      await page.getByRole("button", { name: L.table.next }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(tr(L.table.pageOf, { page: 2, pages: 2 }))).toBeVisible();
      await expect(users.getByRole("row")).toHaveCount(3);
      await expect(page.getByRole("button", { name: L.table.next })).toBeDisabled();
      await page.goBack();
      await expect(page.getByText(tr(L.table.pageOf, { page: 1, pages: 2 }))).toBeVisible();
      await page.goForward();
      await expect(page.getByText(tr(L.table.pageOf, { page: 2, pages: 2 }))).toBeVisible();
      // A new search starts again from page 1.
      await searchButton.click();
      await expect(page).not.toHaveURL(/page=/);
      await expect(page.getByText(tr(L.table.pageOf, { page: 1, pages: 2 }))).toBeVisible();

      // ---- users: sort by email, ascending then descending (aria-sort on the header)
      const emailHeader = users.getByRole("columnheader", { name: L.fields.email });
      const sortedAsc = owners.map((o) => o.email);
      const firstEmail = () => users.getByRole("row").nth(1).getByRole("cell").nth(2);
      await emailHeader.getByRole("button").click();
      await expect(emailHeader).toHaveAttribute("aria-sort", "ascending");
      await expect(firstEmail()).toContainText(sortedAsc[0]);
      await emailHeader.getByRole("button").click();
      await expect(emailHeader).toHaveAttribute("aria-sort", "descending");
      await expect(firstEmail()).toContainText(sortedAsc[sortedAsc.length - 1]);
      await expect(users.getByRole("columnheader", { name: L.fields.name })).toHaveAttribute(
        "aria-sort",
        "none",
      );
      await expect(page.getByText(tr(L.plan.free)).first()).toBeVisible();
      await shot(page, "users", lang, width);

      const rowOf = (table: Locator, text: string) =>
        table.getByRole("row").filter({ hasText: new RegExp(escapeRe(text)) });

      // ---- users: edit
      // Sorted descending, page 1 holds owners[11] … owners[2].
      const landingOwner = owners[11];
      const target = owners[10];
      await rowOf(users, target.email).getByRole("button", { name: L.actions.edit }).click();
      const editDialog = page.getByRole("dialog", {
        name: tr(L.users.editTitle, { email: target.email }),
      });
      await expect(editDialog).toBeVisible();
      const nameBox = editDialog.getByRole("textbox", { name: L.fields.name, exact: true });
      await nameBox.fill("");
      await editDialog.getByRole("button", { name: L.actions.save }).click();
      await expect(editDialog.getByText(L.messages.nameEmailRequired)).toBeVisible();
      await nameBox.fill(`Edited ${lang}`);
      await editDialog.getByRole("combobox", { name: L.fields.tariff }).selectOption("1");
      if (width === 1440) await shot(page, "users-edit", lang, width);
      await editDialog.getByRole("button", { name: L.actions.save }).click();
      await expectToast(L.toasts.userUpdated);
      await expect(editDialog).toBeHidden();
      await expect(rowOf(users, target.email)).toContainText(`Edited ${lang}`);
      await expect(rowOf(users, target.email)).toContainText(L.plan.standard);

      // ---- users: set expiration date (empty → SPEC's message)
      const more = (email: string) =>
        rowOf(users, email).getByRole("button", { name: L.table.more });
      await more(target.email).click();
      await page.getByRole("menuitem", { name: L.actions.setExpiration }).click();
      const expDialog = page.getByRole("dialog", {
        name: tr(L.users.expirationTitle, { email: target.email }),
      });
      const dateInput = expDialog.getByLabel(L.fields.expiration_date);
      await dateInput.fill("");
      await expDialog.getByRole("button", { name: L.actions.save }).click();
      await expect(expDialog.getByText(L.messages.expirationRequired)).toBeVisible();
      if (width === 390) await shot(page, "users-expiration", lang, width);
      await dateInput.fill("2031-05-01");
      await expDialog.getByRole("button", { name: L.actions.save }).click();
      await expectToast(L.toasts.expirationSet);
      await expect(expDialog).toBeHidden();

      // ---- users: orders (none) and view landings → settings
      await more(landingOwner.email).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await shot(page, "users-menu", lang, width);
      await page.getByRole("menuitem", { name: L.actions.orders }).click();
      const ordersDialog = page.getByRole("dialog", {
        name: tr(L.users.ordersTitle, { email: landingOwner.email }),
      });
      await expect(ordersDialog.getByText(L.users.noOrders)).toBeVisible();
      await ordersDialog.getByRole("button", { name: L.actions.close }).last().click();
      await more(landingOwner.email).click();
      await page.getByRole("menuitem", { name: L.actions.viewLandings }).click();
      const landingsDialog = page.getByRole("dialog", {
        name: tr(L.users.landingsTitle, { email: landingOwner.email }),
      });
      await expect(landingsDialog.getByText(uuid)).toBeVisible();
      await landingsDialog.getByRole("button", { name: L.actions.settings }).click();
      const settingsDialog = page.getByRole("dialog", { name: L.settings.heading });
      await expect(settingsDialog.getByText(longValue.slice(0, 100))).toBeVisible();
      await expect(settingsDialog.getByText(longValue, { exact: true })).toHaveCount(0);
      await settingsDialog
        .getByRole("listitem")
        .filter({ hasText: "promo_note" })
        .getByRole("button", { name: L.table.showAll })
        .click();
      await expect(settingsDialog.getByText(longValue, { exact: true })).toBeVisible();
      await shot(page, "landing-settings", lang, width);
      await settingsDialog.getByRole("button", { name: L.actions.close }).last().click();
      await expect(settingsDialog).toBeHidden();

      // ---- users: delete, with its confirmation (cancel first)
      const doomed = owners[9];
      await rowOf(users, doomed.email).getByRole("button", { name: L.actions.delete }).click();
      let confirm = page.getByRole("dialog", { name: L.users.deleteTitle });
      await expect(
        confirm.getByText(tr(L.users.deleteText, { email: doomed.email })),
      ).toBeVisible();
      await confirm.getByRole("button", { name: L.actions.cancel }).click();
      await expect(confirm).toBeHidden();
      await expect(rowOf(users, doomed.email)).toHaveCount(1);
      await rowOf(users, doomed.email).getByRole("button", { name: L.actions.delete }).click();
      confirm = page.getByRole("dialog", { name: L.users.deleteTitle });
      await confirm.getByRole("button", { name: L.actions.delete }).click();
      await expectToast(L.toasts.userDeleted);
      await expect(rowOf(users, doomed.email)).toHaveCount(0);

      // ---- users: no Add New, as creating users is not implemented (SPEC §5; issue 29)
      await expect(page.getByRole("button", { name: L.table.addNew })).toHaveCount(0);

      // ---- users: the API refuses deleting yourself, and the UI says why
      await searchBox.fill(process.env.E2E_ADMIN_EMAIL!);
      await searchButton.click();
      await expect(users.getByRole("row")).toHaveCount(2);
      await rowOf(users, process.env.E2E_ADMIN_EMAIL!)
        .getByRole("button", { name: L.actions.delete })
        .click();
      confirm = page.getByRole("dialog", { name: L.users.deleteTitle });
      await confirm.getByRole("button", { name: L.actions.delete }).click();
      await expectToast(
        tr(L.toasts.withReason, {
          message: L.toasts.deleteUserFailed,
          reason: L.messages.deleteSelf,
        }),
      );
      await confirm.getByRole("button", { name: L.actions.cancel }).click();

      // ---- landing KV: filter by UUID, mirrored keys, cut values, add, edit, delete
      await nav.getByRole("link", { name: L.nav.landingKv }).click();
      await expect(page.getByRole("heading", { level: 1, name: L.kv.title })).toBeVisible();
      const kvTable = page.getByRole("table", { name: L.kv.caption });
      await page.getByLabel(L.kv.filterLabel).fill(uuid);
      await page.getByRole("button", { name: L.actions.apply }).click();
      await expect(page).toHaveURL(new RegExp(`parent_landing=${uuid}`));
      await expect(page.getByText(tr(L.kv.filteredBy, { uuid }))).toBeVisible();
      await expect(
        page.getByText(tr(L.kv.mirrored, { keys: "qas, cards, contacts" })),
      ).toBeVisible();
      const promo = rowOf(kvTable, "promo_note");
      // The URL and the "filtered by" line change at once; the rows follow when the list reloads.
      await expect(promo).toHaveCount(1);
      await expect(promo).toContainText(longValue.slice(0, 50));
      await expect(promo).not.toContainText(longValue.slice(0, 51));
      await shot(page, "landing-kv", lang, width);
      await promo.getByRole("button", { name: L.table.showAll }).click();
      await expect(promo).toContainText(longValue);
      await expect(promo.getByRole("button", { name: L.table.showLess })).toHaveAttribute(
        "aria-expanded",
        "true",
      );

      await page.getByRole("button", { name: L.table.addNew }).click();
      let kvDialog = page.getByRole("dialog", { name: L.kv.createTitle });
      await expect(kvDialog.getByLabel(L.fields.parent_landing)).toHaveValue(uuid);
      await kvDialog.getByLabel(L.fields.key).fill("qas");
      await kvDialog.getByLabel(L.fields.value).fill("[{");
      await kvDialog.getByRole("button", { name: L.actions.create }).click();
      await expect(kvDialog.getByText(tr(L.messages.invalidJson, { field: "qas" }))).toBeVisible();
      await kvDialog.getByLabel(L.fields.key).fill("extra_note");
      await kvDialog.getByLabel(L.fields.value).fill("first value");
      await kvDialog.getByRole("button", { name: L.actions.create }).click();
      await expectToast(L.toasts.kvCreated);
      await expect(rowOf(kvTable, "extra_note")).toContainText("first value");

      await rowOf(kvTable, "extra_note").getByRole("button", { name: L.actions.edit }).click();
      kvDialog = page.getByRole("dialog", { name: tr(L.kv.editTitle, { key: "extra_note" }) });
      await kvDialog.getByLabel(L.fields.value).fill("second value");
      await kvDialog.getByRole("button", { name: L.actions.save }).click();
      await expectToast(L.toasts.kvUpdated);
      await expect(rowOf(kvTable, "extra_note")).toContainText("second value");

      await rowOf(kvTable, "promo_note").getByRole("button", { name: L.actions.delete }).click();
      confirm = page.getByRole("dialog", { name: L.kv.deleteTitle });
      // The delete dialog cuts the value at 50 too.
      await expect(confirm).toContainText(longValue.slice(0, 50));
      await expect(confirm).not.toContainText(longValue.slice(0, 51));
      if (width === 1440) await shot(page, "landing-kv-delete", lang, width);
      await confirm.getByRole("button", { name: L.actions.cancel }).click();
      await rowOf(kvTable, "extra_note").getByRole("button", { name: L.actions.delete }).click();
      confirm = page.getByRole("dialog", { name: L.kv.deleteTitle });
      await confirm.getByRole("button", { name: L.actions.delete }).click();
      await expectToast(L.toasts.kvDeleted);
      await expect(rowOf(kvTable, "extra_note")).toHaveCount(0);
      await page.getByRole("button", { name: L.actions.clear }).click();
      await expect(page).not.toHaveURL(/parent_landing=/);

      // ---- landings: search, details, edit (parent_user required number), settings, delete
      await nav.getByRole("link", { name: L.nav.landings }).click();
      await expect(page.getByRole("heading", { level: 1, name: L.landings.title })).toBeVisible();
      const landings = page.getByRole("table", { name: L.landings.caption });
      await page.getByRole("searchbox", { name: L.table.search }).fill(uuid.slice(0, 13));
      await page.getByRole("button", { name: L.table.search, exact: true }).click();
      await expect(landings.getByRole("row")).toHaveCount(2);
      const landingRow = rowOf(landings, uuid);
      await expect(landingRow).toContainText(L.landingStatus.draft);
      // No Add New: creating landings is not implemented (issue 29).
      await expect(page.getByRole("button", { name: L.table.addNew })).toHaveCount(0);
      await landingRow.getByRole("button", { name: L.actions.details }).click();
      const details = page.getByRole("dialog", { name: L.landings.detailsTitle });
      await expect(details.getByText(L.landings.noPreview)).toBeVisible();
      await expect(details.getByText(uuid)).toBeVisible();
      await expect(details.getByText(L.landings.noLink)).toBeVisible();
      await shot(page, "landings-details", lang, width);
      await details.getByRole("button", { name: L.actions.editDetails }).click();
      const landingEdit = page.getByRole("dialog", { name: titleRe(L.landings.editTitle) });
      const ownerBox = landingEdit.getByLabel(L.fields.parent_user);
      await expect(ownerBox).toHaveValue(String(landingOwner.id));
      await ownerBox.fill("");
      await landingEdit.getByRole("button", { name: L.actions.save }).click();
      await expect(landingEdit.getByText(L.messages.parentUserNumber)).toBeVisible();
      await ownerBox.fill(String(landingOwner.id));
      await landingEdit.getByLabel(L.fields.projectname).fill(`Shop ${lang}`);
      await landingEdit.getByRole("button", { name: L.actions.save }).click();
      await expectToast(L.toasts.landingUpdated);
      await expect(landingRow).toContainText(`Shop ${lang}`);
      await shot(page, "landings", lang, width);

      await page.getByRole("searchbox", { name: L.table.search }).fill(spareUuid);
      await page.getByRole("button", { name: L.table.search, exact: true }).click();
      await expect(landings.getByRole("row")).toHaveCount(2);
      await rowOf(landings, spareUuid).getByRole("button", { name: L.actions.delete }).click();
      confirm = page.getByRole("dialog", { name: L.landings.deleteTitle });
      // ADR 016: the bin is offered first; this journey deletes for good.
      const H = CATALOGUES[lang].history.admin;
      await expect(confirm.getByRole("radio", { name: H.toBin })).toBeChecked();
      await confirm.getByRole("radio", { name: H.now }).check();
      await confirm.getByRole("button", { name: L.actions.delete }).click();
      await expectToast(L.toasts.landingDeleted);
      await expect(landings.getByText(L.table.empty)).toBeVisible();
      await expect(page.getByText(tr(L.table.pageOf, { page: 1, pages: 1 }))).toBeVisible();

      // ---- scheduled tasks: table, no Add New (creating tasks is not implemented; issue 29), edit
      await nav.getByRole("link", { name: L.nav.scheduledTasks }).click();
      await expect(page.getByRole("heading", { level: 1, name: L.tasks.title })).toBeVisible();
      const tasks = page.getByRole("table", { name: L.tasks.caption });
      await expect(tasks.getByRole("columnheader", { name: L.fields.attempts })).toBeVisible();
      await expect(tasks.getByRole("row").nth(1)).not.toContainText(L.table.loading);
      await shot(page, "scheduled-tasks", lang, width);
      await expect(page.getByRole("button", { name: L.table.addNew })).toHaveCount(0);
      const taskRows = tasks.getByRole("row");
      if (
        (await taskRows.count()) > 1 &&
        !(await taskRows.nth(1).textContent())?.includes(L.table.empty)
      ) {
        await taskRows.nth(1).getByRole("button", { name: L.actions.edit }).click();
        const taskEdit = page.getByRole("dialog", { name: titleRe(L.tasks.editTitle) });
        await taskEdit.getByRole("button", { name: L.actions.save }).click();
        await expectToast(L.toasts.taskUpdated);
      }

      // ---- audit log: read-only, newest first
      await nav.getByRole("link", { name: L.nav.audit }).click();
      await expect(page.getByRole("heading", { level: 1, name: L.audit.title })).toBeVisible();
      const audit = page.getByRole("table", { name: L.audit.caption });
      await expect(audit.getByRole("row").nth(1)).not.toContainText(L.table.loading);
      await expect(audit.getByText("user.delete").first()).toBeVisible();
      await shot(page, "audit", lang, width);

      // ---- Login As: confirmation, /landings, the banner on owner pages, End → /admin
      await nav.getByRole("link", { name: L.nav.users }).click();
      await page.getByRole("searchbox", { name: L.table.search }).fill(target.email);
      await page.getByRole("button", { name: L.table.search, exact: true }).click();
      await expect(users.getByRole("row")).toHaveCount(2);
      await more(target.email).click();
      await page.getByRole("menuitem", { name: L.actions.loginAs }).click();
      const loginAs = page.getByRole("dialog", { name: L.users.loginAsTitle });
      await expect(
        loginAs.getByText(tr(L.users.loginAsText, { email: target.email })),
      ).toBeVisible();
      await loginAs.getByRole("button", { name: L.actions.loginAs }).click();
      await expect(page).toHaveURL(/\/landings$/);
      const banner = page.getByRole("region", {
        name: tr(L.impersonation.banner, { email: target.email }),
      });
      await expect(banner).toBeVisible();
      await expectToast(tr(L.impersonation.started, { email: target.email }));
      await shot(page, "impersonation", lang, width);
      for (const path of ["/settings", "/s"]) {
        await page.goto(path);
        await expect(banner).toBeVisible();
      }
      await banner.getByRole("button", { name: L.impersonation.end }).click();
      await expect(page).toHaveURL(/\/admin\/users$/);
      await expect(page.getByRole("heading", { level: 1, name: L.users.title })).toBeVisible();
      await expect(banner).toHaveCount(0);

      await admin.dispose();
      for (const o of owners) await o.api.dispose();
    });
  }
}

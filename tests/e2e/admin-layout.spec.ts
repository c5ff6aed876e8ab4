import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import enAdmin from "../../core/i18n/locales/en/admin";
import ruAdmin from "../../core/i18n/locales/ru/admin";
import { loginAdmin, registerOwner } from "./support/api-client";
import { seriousAxeViolations } from "./support/axe";
import { settler } from "./support/settled";

/**
 * Issue 29, admin console layout: at 1440 px the users table fits its card
 * (no column under the pinned Actions); at 390 px the section tabs and the
 * tables scroll sideways inside their frame, with a fade on each edge that has
 * more, and stay reachable from the keyboard. The admin landmarks have unique
 * names (axe landmark-unique) and axe finds nothing serious on any admin page.
 */

type Lang = "ru" | "en";
const L = { ru: ruAdmin, en: enAdmin };
const PAGES = [
  ["/admin/users", "users"],
  ["/admin/landings", "landings"],
  ["/admin/landing-kv", "kv"],
  ["/admin/scheduled-tasks", "tasks"],
  ["/admin/audit", "audit"],
] as const;

async function openAs(page: Page, lang: Lang, width: number, baseURL: string) {
  const admin = await loginAdmin();
  await page.context().addCookies((await admin.http.storageState()).cookies);
  await page.context().addCookies([{ name: "selectedLanguage", value: lang, url: baseURL }]);
  await admin.dispose();
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
}

/** The table's rows have loaded (the "Loading…" row is gone). */
async function loaded(table: Locator, lang: Lang) {
  await expect(table.getByRole("row").nth(1)).not.toContainText(L[lang].table.loading);
}

/**
 * Column headers that another element covers at their centre (a pinned
 * Actions column, say), among those whose centre lies inside `within`
 * (the scroller's box; the whole table when not given).
 */
function coveredHeaders(table: Locator, within?: { x: number; width: number }) {
  return table.evaluate(
    (t, box) =>
      [...t.querySelectorAll("thead th")].flatMap((th) => {
        const r = th.getBoundingClientRect();
        const x = r.left + r.width / 2;
        if (box && (x < box.x || x > box.x + box.width)) return [];
        const hit = document.elementFromPoint(x, r.top + r.height / 2);
        return hit && (hit === th || th.contains(hit)) ? [] : [th.textContent ?? ""];
      }),
    within ?? null,
  );
}

/**
 * The opacity of a scroller frame's edge fade: "1" shown, "0" not. `now`
 * reads where the fade is going (its transition's end) rather than where it is.
 */
function cue(frame: Locator, edge: "::before" | "::after", now = false) {
  return frame.evaluate(
    (el, [pseudo, target]) => {
      if (target) {
        const attr = pseudo === "::before" ? "data-more-start" : "data-more-end";
        return el.hasAttribute(attr) ? "1" : "0";
      }
      return getComputedStyle(el, pseudo).opacity;
    },
    [edge, now] as const,
  );
}

/** How far an element's content overflows it sideways. */
const overflow = (el: Locator) => el.evaluate((e) => e.scrollWidth - e.clientWidth);

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `tests/screenshots/${name}.png`, animations: "disabled" });
}

test.beforeAll(async () => {
  // Owners with long addresses, so the users table has real width to fit.
  for (let i = 0; i < 3; i++)
    await (await registerOwner("admin-layout-wide-address")).api.dispose();
});

for (const lang of ["ru", "en"] as const) {
  test(`users table fits its card at 1440 px, nothing under the Actions column (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await openAs(page, lang, 1440, baseURL!);
    await page.goto("/admin/users");
    const users = page.getByRole("table", { name: L[lang].users.caption });
    await loaded(users, lang);
    const frame = page.getByRole("region", { name: L[lang].users.caption });
    await shot(page, `admin-layout-users-${lang}-1440`);
    expect(await overflow(frame)).toBeLessThanOrEqual(0);
    expect(await coveredHeaders(users)).toEqual([]);
    await expect(
      users.getByRole("columnheader", { name: L[lang].fields.last_login }),
    ).toBeVisible();
    // The count's name reads naturally ("Сбойные задачи" did not).
    await expect(
      page
        .getByRole("region", { name: L[lang].stats.label })
        .getByRole("heading", { name: { ru: "Задачи с ошибками", en: "Failed tasks" }[lang] }),
    ).toBeVisible();
  });

  test(`tabs and tables scroll with a cue at 390 px, from the keyboard too (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await openAs(page, lang, 390, baseURL!);
    await page.goto("/admin/users");
    const users = page.getByRole("table", { name: L[lang].users.caption });
    await loaded(users, lang);
    const nav = page.getByRole("navigation", { name: L[lang].nav.label });
    const tabs = nav.getByRole("list");
    const wrap = page.getByRole("region", { name: L[lang].users.caption });
    const tableFrame = wrap.locator("xpath=..");
    await shot(page, `admin-layout-users-${lang}-390`);

    // Both are cut at the right edge and say so; nothing is cut on the left yet.
    for (const [scroller, frame, name] of [
      [tabs, nav, "tabs"],
      [wrap, tableFrame, "table"],
    ] as const) {
      expect(await overflow(scroller), `${name} overflows`).toBeGreaterThan(0);
      await expect.poll(() => cue(frame, "::after"), `${name}: fade on the right`).toBe("1");
      expect(await cue(frame, "::before"), `${name}: no fade on the left`).toBe("0");
    }

    // Tabbing to the last tab brings it into view; the left edge now fades.
    const links = nav.getByRole("link");
    await links.first().focus();
    const count = await links.count();
    for (let i = 1; i < count; i++) await page.keyboard.press("Tab");
    await expect(links.last()).toBeFocused();
    // Wholly, not just its first 32 px (where the browser alone stops for a sideways scroller).
    await expect
      .poll(async () => {
        const last = (await links.last().boundingBox())!;
        return last.x + last.width;
      })
      .toBeLessThanOrEqual(390);
    await expect.poll(() => cue(nav, "::before")).toBe("1");
    await shot(page, `admin-layout-tabs-end-${lang}-390`);

    // The table scrolls from the keyboard to its last column, which nothing covers.
    await wrap.focus();
    for (let i = 0; i < 80 && (await cue(tableFrame, "::after", true)) !== "0"; i++)
      await page.keyboard.press("ArrowRight");
    await expect.poll(() => cue(tableFrame, "::after")).toBe("0");
    await expect.poll(() => cue(tableFrame, "::before")).toBe("1");
    const actions = users.getByRole("columnheader", { name: L[lang].table.actions });
    const frameBox = (await wrap.boundingBox())!;
    const actionsBox = (await actions.boundingBox())!;
    expect(actionsBox.x + actionsBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
    expect(await coveredHeaders(users, frameBox)).toEqual([]);
    await shot(page, `admin-layout-users-end-${lang}-390`);

    // A section whose tab lies past the edge opens with that tab in view.
    await page.goto("/admin/scheduled-tasks");
    const current = nav.getByRole("link", { name: L[lang].nav.scheduledTasks });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect
      .poll(async () => {
        const box = (await current.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 390;
      })
      .toBe(true);
    await shot(page, `admin-layout-tasks-${lang}-390`);
  });

  test(`admin pages: landmarks named uniquely, no serious axe findings (${lang})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    const settled = settler(page);
    for (const width of [1440, 390]) {
      await openAs(page, lang, width, baseURL!);
      for (const [path, name] of PAGES) {
        await page.goto(path);
        await settled();
        await loaded(page.getByRole("table"), lang);
        const where = `${width} px ${path}`;
        found.push(...(await seriousAxeViolations(page, where)));
        // Best practice, not WCAG, so not in the set above: asked for by name.
        const { violations } = await new AxeBuilder({ page })
          .withRules(["landmark-unique", "landmark-no-duplicate-main", "region"])
          .analyze();
        found.push(
          ...violations.map(
            (v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          ),
        );
        if (width === 390) {
          // The page follows the tabs at once, however short it is.
          const tabsBottom = (await page
            .getByRole("navigation", { name: L[lang].nav.label })
            .boundingBox())!;
          const main = (await page.getByRole("main").boundingBox())!;
          expect(
            main.y - (tabsBottom.y + tabsBottom.height),
            `${path}: gap under the tabs`,
          ).toBeLessThan(1);
          if (name !== "users") await shot(page, `admin-layout-${name}-${lang}-390`);
        }
      }
    }
    expect(found).toEqual([]);
  });
}

import { expect, test, type ConsoleMessage, type Page } from "@playwright/test";
import { formatDateTime } from "../../app/components/dates";
import enHistory from "../../core/i18n/locales/en/history";
import ruHistory from "../../core/i18n/locales/ru/history";
import { loginAdmin } from "./support/api-client";
import path from "node:path";
import SQLite from "better-sqlite3";
import { completeState, dataDir, newOwner, seedLanding, signIn } from "./support/owner";
import { screenshotPart } from "./support/screenshot";

/**
 * Issue 29: every time is shown in the user's own time zone, the browser's,
 * with the zone named next to a time. A user in Jakarta (UTC+7) sees +7
 * times, not Moscow's or UTC; the first page (rendered before the server
 * knows the zone) hydrates without a mismatch, and the next one is rendered
 * in that zone on the server already.
 */
const ZONE = "Asia/Jakarta";
test.use({ timezoneId: ZONE });
const CATALOGUES = { ru: ruHistory, en: enHistory } as const;

/** The owner's plan ends at `iso`, straight in the database. */
function setExpiry(email: string, iso: string): void {
  const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
  try {
    db.prepare("update users set tariff_expiration_date = ? where email = ?").run(iso, email);
  } finally {
    db.close();
  }
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m: ConsoleMessage) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

for (const lang of ["ru", "en"] as const) {
  test(`${lang}: the History panel shows when each version was published in the user's zone`, async ({
    page,
    context,
  }) => {
    const h = CATALOGUES[lang];
    const owner = await newOwner(`tz-${lang}`);
    const uuid = await seedLanding(owner.api, {
      ...completeState("Часовой пояс"),
      textAlias: `tz-${lang}-${Date.now().toString(36)}`,
      force: true,
    });
    const versions = (await (
      await owner.api.http.get(`/api/landings/${uuid}/versions`)
    ).json()) as {
      versions: { publishedAt: string }[];
    };
    const publishedAt = versions.versions[0].publishedAt;
    await signIn(context, owner.api, lang);
    const errors = watchErrors(page);
    await page.goto(`/e/${uuid}`);

    const panel = page.getByRole("region", { name: h.panel.title });
    const when = formatDateTime(publishedAt, lang, ZONE, { zone: true });
    expect(when).toContain("GMT+7");
    await expect(panel.getByTestId("history-version").first()).toContainText(when);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await screenshotPart(
        page,
        `tests/screenshots/time-zone-history-${lang}-${width}.png`,
        width,
        panel,
      );
    }
    // The browser kept its zone for the server's next pages.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "tz")?.value).toBe(encodeURIComponent(ZONE));
    expect(errors).toEqual([]);
  });
}

test("a plan date: the first page turns to the browser's zone, the next is rendered in it", async ({
  page,
  context,
}) => {
  const owner = await newOwner("tz-plan");
  // 18:00 UTC: already the next day in Jakarta (01:00), still the same day in Moscow (21:00).
  setExpiry(owner.email, "2030-01-01T18:00:00.000Z");
  await signIn(context, owner.api, "en");
  const errors = watchErrors(page);
  await page.goto("/s");
  await expect(page.getByText("January 2, 2030")).toBeVisible();
  await expect(page.getByText("January 1, 2030")).toHaveCount(0);
  expect(errors).toEqual([]);

  // Now the server knows the zone: its HTML already holds Jakarta's day.
  const html = await (await page.request.get("/s")).text();
  expect(html).toContain("January 2, 2030");
  await page.reload();
  await expect(page.getByText("January 2, 2030")).toBeVisible();
  expect(errors).toEqual([]);
});

test("admin: the tables show the admin's zone", async ({ page, context }) => {
  const owner = await newOwner("tz-admin");
  await seedLanding(owner.api, completeState("Часовой пояс"));
  const admin = await loginAdmin();
  await context.addCookies((await admin.http.storageState()).cookies);
  await context.addCookies([
    { name: "selectedLanguage", value: "en", url: process.env.E2E_APP_URL! },
  ]);
  const errors = watchErrors(page);
  await page.goto("/admin/landings");
  const table = page.getByRole("table").first();
  await expect(table).toContainText("GMT+7");
  await expect(table).not.toContainText("GMT+3");
  await expect(table).not.toContainText("UTC");
  expect(errors).toEqual([]);
  await page.screenshot({ path: "tests/screenshots/time-zone-admin-en-1440.png" });
  await admin.dispose();
});

import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import enHistory from "../../core/i18n/locales/en/history";
import { completeState, newOwner, seedLanding, signIn } from "./support/owner";

/**
 * Issue 29: the History panel's preview of a version runs no script, so its
 * sandbox refuses nothing and logs no error. A trace's DOM snapshots are
 * scripts too (refused and logged the same way), so this file records none.
 */
test.use({ trace: "off" });
const h = enHistory;
const alias = (p: string) => `${p}-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;

test("runs no script, so the sandbox logs no error (issue 29)", async ({ page }) => {
  const owner = await newOwner("history-scripts");
  const uuid = await seedLanding(owner.api, {
    ...completeState("Riverside homes"),
    lang: "en",
    textAlias: alias("hist-scripts"),
    // A FAQ gives the page its own script (it opens the answer a link points to).
    qas: JSON.stringify([{ question: "When?", answer: "In spring.", open: false }]),
    force: true,
  });
  await signIn(page.context(), owner.api, "en");
  await page.goto(`/e/${uuid}`);
  await expect(page.getByTestId("preview-frame")).toBeVisible({ timeout: 30_000 });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const loaded = page.waitForResponse((r) => /\/versions\/1\/preview$/.test(r.url()));
  const panel = page.getByRole("region", { name: h.panel.title });
  await panel.getByRole("button", { name: h.actions.preview }).click();
  await expect(
    page.getByRole("dialog", { name: h.preview.title.replace("{{n}}", "1") }),
  ).toBeVisible();
  const html = await (await loaded).text();
  expect(html).toContain("Riverside homes");
  expect(html).not.toMatch(/<script/i);
  await page.waitForTimeout(1000);
  expect(errors.filter((e) => /Blocked script execution/.test(e))).toEqual([]);
});

import { expect, type Page } from "@playwright/test";

/**
 * Issue 26: "New showroom" opens the template gallery at /createLanding;
 * specs that want an empty landing choose its "Blank" card.
 */
export async function chooseBlank(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/createLanding(\?.*)?$/);
  await page.getByTestId("template-blank").click();
}

/** From My landings: "New showroom", then "Blank"; the editor opens. */
export async function newBlankLanding(page: Page): Promise<string> {
  await page.goto("/landings");
  await page.getByTestId("new-landing").click();
  await chooseBlank(page);
  await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
  return page.url().split("/").pop()!;
}

import path from "node:path";
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { linkIn, readOutbox } from "../../../app/services/platform/mail-outbox";
import auth from "../../../core/i18n/locales/ru/auth";
import { registerOwner, type ApiClient } from "./api-client";

/**
 * Owner helpers for the issue 11 specs: accounts made through the API and
 * handed to a browser context, the mailed confirmation link, and a landing
 * filled through setState so a spec starts where it wants to test.
 */
export const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(".cache/e2e-data");
export const publicUrl = process.env.E2E_PUBLIC_URL ?? "http://127.0.0.1:8900";
export const OWNER_PASSWORD = "secret12";

/** The newest confirmation link mailed to `email` (the file mailer writes DATA_DIR/mail). */
export async function confirmationLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(() => {
      const mails = readOutbox(path.join(dataDir, "mail")).filter(
        (m) => m.to.includes(email) && m.text.includes("/a/confirm/"),
      );
      link = mails.length ? linkIn(mails[mails.length - 1].text) : "";
      return link;
    })
    .toMatch(/\/a\/confirm\/[\w-]+$/);
  return link;
}

export function countConfirmationMails(email: string): number {
  return readOutbox(path.join(dataDir, "mail")).filter(
    (m) => m.to.includes(email) && m.text.includes("/a/confirm/"),
  ).length;
}

/**
 * Opens the mailed link and presses its button, as the owner would (any client of the app
 * will do): the GET only shows the page, its form POSTs with the `_xsrf` field (ADR 025).
 */
export async function confirmEmail(http: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await confirmationLink(email));
  const page = await http.get(link.pathname, { maxRedirects: 0 });
  const html = await page.text();
  expect(page.status(), html).toBe(200);
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(xsrf, "the confirmation page's form carries _xsrf").toBeTruthy();
  const res = await http.post(link.pathname, { form: { _xsrf: xsrf! }, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(302);
}

export type Owner = Awaited<ReturnType<typeof registerOwner>>;

/** A new owner through POST /api/auth/register, confirmed unless asked otherwise. */
export async function newOwner(tag: string, o: { confirmed?: boolean } = {}): Promise<Owner> {
  const owner = await registerOwner(tag);
  if (o.confirmed ?? true) await confirmEmail(owner.api.http, owner.email);
  return owner;
}

/** Signs the browser context in as the API client's session (same cookies). */
export async function signIn(context: BrowserContext, api: ApiClient, lang?: "ru" | "en" | "id") {
  const state = await api.http.storageState();
  // The session and XSRF cookies; a flash toast left for the API client stays there.
  await context.addCookies(state.cookies.filter((c) => c.name !== "vitrina_toast"));
  if (lang) await setLanguage(context, lang);
}

export async function setLanguage(context: BrowserContext, lang: "ru" | "en" | "id") {
  const url = process.env.E2E_APP_URL!;
  await context.addCookies([{ name: "selectedLanguage", value: lang, url }]);
}

/** Content that passes the publish rules (SPEC §5), with the preset images as pictures. */
export function completeState(name: string) {
  const preset = (n: number) =>
    `${publicUrl}/assets/preset-card-${String(n).padStart(2, "0")}.webp`;
  return {
    projectName: name,
    companyName: "ООО «Пример»",
    projectDescription: "Квартиры у леса с видом на реку.",
    projectLocation: "Москва",
    projectLogoUrl: preset(3),
    projectBackgroundUrl: preset(5),
    cards: JSON.stringify([
      { id: "c1", title: "Дом у реки", link: "", url: preset(1) },
      { id: "c2", title: "Дом у леса", link: "", url: preset(2) },
    ]),
    qas: "[]",
    contacts: "{}",
    analytics: "[]",
  };
}

/** Creates a landing through the API and saves `state` into it. */
export async function seedLanding(
  api: ApiClient,
  state: Record<string, unknown> = {},
): Promise<string> {
  const created = await api.post("/api/landings/", {});
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  if (Object.keys(state).length) {
    const res = await api.post(`/api/landings/${uuid}/setState`, state);
    expect(res.status(), await res.text()).toBe(200);
  }
  return uuid;
}

/** PRO for a year (tariff 1), straight in the database. */
export function makePro(email: string): void {
  const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
  try {
    db.prepare("update users set tariff = 1, tariff_expiration_date = ? where email = ?").run(
      new Date(Date.now() + 365 * 86_400_000).toISOString(),
      email,
    );
  } finally {
    db.close();
  }
}

/** Ends every session of a user, as a password change elsewhere or an admin would. */
export function revokeSessions(email: string): void {
  const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
  try {
    db.prepare("delete from sessions where user_id = (select id from users where email = ?)").run(
      email,
    );
  } finally {
    db.close();
  }
}

/**
 * Until the server answers a lost session's writes with 401 before its XSRF
 * check (another engineer's part of issue 11), the browser's POSTs are
 * answered as that gate will: 401 {error: "Unauthorized"}.
 */
export async function answer401(page: Page, pattern: string, method = "POST"): Promise<void> {
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.continue();
    await route.fulfill({ status: 401, json: { error: "Unauthorized" } });
  });
}

export async function waitSaved(page: Page) {
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
}

export async function loginViaUi(page: Page, email: string, password = OWNER_PASSWORD) {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: auth.login.submit }).click();
}

import { screenshotPart } from "./support/screenshot";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { expect, test, type Locator, type Page } from "@playwright/test";
import enDomain from "../../core/i18n/locales/en/domain";
import ruDomain from "../../core/i18n/locales/ru/domain";
import enCommon from "../../core/i18n/locales/en/common";
import ruCommon from "../../core/i18n/locales/ru/common";
import { startDnsStandIn, type DnsStandIn } from "../stand-ins/dns-server";
import { completeState, makePro, newOwner, publicUrl, seedLanding, signIn } from "./support/owner";

/**
 * Issue 13: a PRO owner connects their own domain from the editor's Domain
 * section, proves it in DNS (a dns2 stand-in on the port playwright.config.ts
 * gives the app as DNS_SERVERS), publishes, and the worker serves the page on
 * that Host.
 */
const CATALOGUES = { ru: ruDomain, en: enDomain } as const;
const common = { ru: ruCommon, en: enCommon } as const;
type Lang = keyof typeof CATALOGUES;
const TARGET = "cdn.vitrina.test";
let dns: DnsStandIn;

test.beforeAll(async () => {
  dns = await startDnsStandIn(Number(process.env.E2E_DNS_PORT));
  dns.set(TARGET, { A: ["192.0.2.10"] });
});
test.afterAll(async () => {
  await dns?.close();
});

const section = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: CATALOGUES[lang].title, exact: true });

/** GET / on the worker with this Host header, as `curl -H 'Host: …' $PUBLIC_URL/` does. */
function getWithHost(host: string): Promise<{ status: number; body: string }> {
  const u = new URL(publicUrl);
  return new Promise((resolve, reject) => {
    http
      .get({ host: u.hostname, port: u.port, path: "/", headers: { Host: host } }, (r) => {
        let body = "";
        r.setEncoding("utf8");
        r.on("data", (c) => (body += c));
        r.on("end", () => resolve({ status: r.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

async function shot(page: Page, lang: Lang, width: number, part: Locator) {
  await page.setViewportSize({ width, height: 900 });
  await screenshotPart(page, `tests/screenshots/domain-section-${lang}-${width}.png`, width, part);
}

for (const lang of ["ru", "en"] as const) {
  test(`PRO (${lang}): connect a domain, create the records, verify, publish, served on that Host`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = CATALOGUES[lang];
    const host = `shop-${lang}-${randomBytes(3).toString("hex")}.example.com`;
    const owner = await newOwner(`domain-${lang}`);
    makePro(owner.email);
    const name = lang === "en" ? "Own domain showroom" : "Витрина на своём домене";
    const uuid = await seedLanding(owner.api, completeState(name));
    await signIn(page.context(), owner.api, lang);
    await page.goto(`/e/${uuid}`);
    const domain = section(page, lang);
    // Hydrated, and the current domain (none) is known: from here on a click is React's.
    await expect(domain.getByTestId("domain-form")).toHaveAttribute("data-state", "ready", {
      timeout: 30_000,
    });
    await expect(domain.getByTestId("domain-locked")).toHaveCount(0);
    await domain.getByLabel(t.hostnameLabel).fill(`  ${host.toUpperCase()} `);
    await domain.getByRole("button", { name: t.connect, exact: true }).click();

    // The instructions: the TXT proof and the CNAME, each with a copy button.
    const txt = domain.getByTestId("domain-record-TXT");
    await expect(txt).toContainText(`_vitrina-challenge.${host}`);
    const token = (await txt.locator("code").nth(1).textContent())!.trim();
    expect(token).toMatch(/^vitrina-[0-9a-f]{32}$/);
    await expect(domain.getByTestId("domain-record-CNAME")).toContainText(TARGET);
    await expect(
      domain.getByRole("button", { name: `${t.copy}: TXT ${t.colValue}` }),
    ).toBeVisible();
    await expect(domain.getByText(t.status.pending)).toBeVisible();

    // Before the records exist: a specific answer, and the host serves nothing.
    await domain.getByRole("button", { name: t.checkNow }).click();
    await expect(domain.getByTestId("domain-note")).toHaveText(
      t.problem.txtMissing.replace("{{txtName}}", `_vitrina-challenge.${host}`),
    );
    expect((await getWithHost(host)).status).toBe(404);

    // The owner creates both records at their DNS provider.
    dns.set(`_vitrina-challenge.${host}`, { TXT: [token] });
    dns.set(host, { CNAME: TARGET });
    await domain.getByRole("button", { name: t.checkNow }).click();
    await expect(domain.getByTestId("domain-note")).toHaveText(
      t.allGood.replace("{{hostname}}", host),
    );
    await expect(domain.getByText(t.status.active, { exact: true })).toBeVisible();

    for (const width of [390, 1440]) await shot(page, lang, width, domain);
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId("publish-start").click();
    await page.getByTestId("alias-input").fill(`dom-${lang}-${randomBytes(3).toString("hex")}`);
    await page.getByTestId("publish-submit").click();
    await expect(page.getByTestId("publish-success")).toBeVisible();

    const served = await getWithHost(host);
    expect(served.status).toBe(200);
    expect(served.body).toContain(name.replace("«", "&laquo;"));
    expect(served.body).toContain(`href="https://${host}/"`);

    // Removing it asks first (issue 29): Cancel keeps the domain, and the page on that Host.
    await page.keyboard.press("Escape");
    await domain.getByRole("button", { name: t.remove }).click();
    const ask = page.getByRole("dialog", { name: t.removeTitle.replace("{{hostname}}", host) });
    await expect(ask).toContainText(t.removeConfirm);
    await expect(ask.getByRole("button", { name: common[lang].cancel })).toBeFocused();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `tests/screenshots/domain-remove-confirm-${lang}-${width}.png`,
        animations: "disabled",
      });
    }
    await ask.getByRole("button", { name: common[lang].cancel }).click();
    await expect(ask).toHaveCount(0);
    await expect(domain.getByTestId("domain-current")).toContainText(host);
    expect((await getWithHost(host)).status).toBe(200);

    // Confirmed, it takes the page off that Host at once.
    await domain.getByRole("button", { name: t.remove }).click();
    await ask.getByRole("button", { name: t.remove }).click();
    await expect(ask).toHaveCount(0);
    await expect(domain.getByTestId("domain-note")).toHaveText(t.removed);
    expect((await getWithHost(host)).status).toBe(404);
  });
}

test("a free owner sees the Domain section locked, with the way to PRO", async ({ page }) => {
  const t = CATALOGUES.ru;
  const owner = await newOwner("domain-free");
  const uuid = await seedLanding(owner.api, completeState("Бесплатная"));
  await signIn(page.context(), owner.api, "ru");
  await page.goto(`/e/${uuid}`);
  const domain = section(page, "ru");
  await expect(domain.getByTestId("domain-form")).toHaveAttribute("data-state", "ready", {
    timeout: 30_000,
  });
  await expect(domain.getByTestId("domain-locked")).toContainText(t.lockedText);
  await expect(domain.getByRole("link", { name: t.lockedLink })).toHaveAttribute("href", "/s");
  await expect(domain.getByLabel(t.hostnameLabel)).toBeDisabled();
  const res = await owner.api.http.get(`/api/landings/${uuid}/domain`);
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ error: "proRequired", code: "proRequired" });
});

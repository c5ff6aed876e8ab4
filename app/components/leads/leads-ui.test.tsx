import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { i18nConfig } from "../../i18n";
import { renderMarkup } from "../../../tests/support/render-markup";
import { NavBar } from "../nav-bar";
import { LandingCard, type CardItem } from "../landings/landing-card";
import { LeadActions } from "./lead-actions";
import { LeadDetailView } from "./lead-detail";
import { LeadList, type LeadRowData } from "./lead-list";

const XSS = "<img src=x onerror=alert(1)>";
const ESCAPED = "&lt;img src=x onerror=alert(1)&gt;";

/** renderMarkup, with root data naming the owner's time zone (as the root loader does). */
async function renderIn(lng: string, timeZone: string, node: ReactNode): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng });
  const element = <I18nextProvider i18n={i18n}>{node}</I18nextProvider>;
  const router = createMemoryRouter([{ id: "root", path: "/", element, loader: () => null }], {
    hydrationData: { loaderData: { root: { timeZone } } },
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const row: LeadRowData = {
  id: "lead-1",
  status: "in_progress",
  spam: false,
  createdAt: "2026-11-25T21:30:00.000Z",
  landing: "landing-1",
  fields: [
    { label: "Имя", value: XSS },
    { label: "Телефон", value: "+7 900 123-45-67" },
    { label: "Комментарий", value: "" },
  ],
  item: { title: "Торт", price: { amount: 150000, currency: "RUB" } },
};

const list = (lng: string, zone = "Europe/Moscow") =>
  renderIn(lng, zone, <LeadList leads={[row]} landingName={() => "Пекарня"} />);

describe("an inbox row", () => {
  it("shows a visitor's markup as text, never as an element", async () => {
    const html = await list("ru");
    expect(html).toContain(ESCAPED);
    expect(html).not.toMatch(/<img/i);
  });

  it("shows every field's value, the item with its price, the landing and the status", async () => {
    const html = await list("ru");
    for (const text of ["+7 900 123-45-67", "Пекарня", "В работе", "Торт — 1\u00a0500\u00a0₽"]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/leads/lead-1"');
    expect(await list("en")).toContain("In progress");
  });

  it("tells the time in the owner's time zone", async () => {
    // 21:30 UTC is 00:30 the next day in Moscow and 04:30 in Jakarta.
    expect(await list("ru", "Europe/Moscow")).toMatch(/26\.11\.2026,? 00:30/);
    expect(await list("ru", "Asia/Jakarta")).toMatch(/26\.11\.2026,? 04:30/);
  });
});

const detail = {
  spam: false,
  fields: [{ label: "Имя", value: XSS }],
  item: { title: "Cake", price: { amount: 1550, currency: "USD" } },
  pageUrl: "https://pages.test/l/shop/en?utm_source=vk",
  pageLang: "en",
  referrer: `https://evil.test/"><script>alert(1)</script>`,
  utm: { source: "vk", medium: "", campaign: "autumn", term: "", content: "" },
  consent: {
    text: "I agree to the processing of my personal data",
    hash: "a".repeat(64),
    policyUrl: "https://example.com/privacy",
    at: "2026-11-25T21:30:00.000Z",
    ip: "198.51.0.7",
    userAgent: `${XSS} Mozilla/5.0`,
  },
  deliveries: [
    {
      channel: "email",
      status: "failed" as const,
      attempts: 10,
      lastError: "550 mailbox <unavailable>",
      updatedAt: "2026-11-26T09:00:00.000Z",
      target: null,
    },
  ],
};

describe("a lead's detail", () => {
  it("shows the consent proof, the source and the delivery state, every visitor value as text", async () => {
    const html = await renderIn("en", "UTC", <LeadDetailView lead={detail} />);
    for (const text of [
      "I agree to the processing of my personal data",
      "a".repeat(64),
      'href="https://example.com/privacy"',
      "198.51.0.7",
      "utm_source",
      "autumn",
      "Cake — $15.50",
      "Not delivered",
      "Attempts: 10",
      "Last error: 550 mailbox &lt;unavailable&gt;",
      "Nov 25, 2026, 09:30 PM UTC",
      "English (en)",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(ESCAPED);
    expect(html).not.toMatch(/<img|<script/i);
    // The referrer is shown, never followed: no link to a visitor-given address.
    expect(html).not.toContain('href="https://evil.test');
  });

  it("says why a spam lead has no delivery", async () => {
    const html = await renderMarkup(
      "ru",
      <LeadDetailView lead={{ ...detail, spam: true, deliveries: [] }} />,
    );
    expect(html).toContain("Заявки из спама не пересылаются.");
  });
});

describe("new-lead counts", () => {
  const user = { id: 2, name: "Anna", email: "a@example.com", tariff: 0, expired: false };
  it("the nav links to the inbox and says how many leads are new", async () => {
    const html = await renderMarkup("ru", <NavBar user={user as never} newLeads={3} />);
    expect(html).toMatch(
      /href="\/leads"[^>]*>Заявки<span class="nav-count" aria-hidden="true">3<\/span><span class="visually-hidden">, 3 новые<\/span>/,
    );
    const none = await renderMarkup("en", <NavBar user={user as never} newLeads={0} />);
    expect(none).toMatch(/href="\/leads"[^>]*>Leads<\/a>/);
    expect(await renderMarkup("id", <NavBar user={user as never} />)).toContain(">Prospek</a>");
  });

  it("a landing card links to its leads with its count of new ones", async () => {
    const item: CardItem = {
      uuid: "u-1",
      projectname: "Пекарня",
      companyname: "",
      preview_link: null,
      published: true,
      public_url: "https://pages.test/l/shop",
      owner_expired: false,
      owner_tariff_expiration_date: null,
      owner_tariff: 0,
    };
    const card = (n: number, lng = "ru") =>
      renderMarkup(
        lng,
        <LandingCard
          item={item}
          now={new Date("2026-11-25T12:00:00Z")}
          onEdit={() => {}}
          onPublish={() => {}}
          onDelete={() => {}}
          newLeads={n}
        />,
      );
    expect(await card(2)).toMatch(
      /href="\/leads\?landing=u-1&amp;status=new"[^>]*>2 новые заявки<\/a>/,
    );
    expect(await card(5)).toContain("5 новых заявок");
    expect(await card(1, "en")).toContain("1 new lead<");
    expect(await card(0)).toMatch(/href="\/leads\?landing=u-1"[^>]*>Новых заявок нет<\/a>/);
  });
});

describe("a lead's actions", () => {
  it("asks before deleting without script: the page itself holds the confirming POST", async () => {
    const plain = await renderMarkup("ru", <LeadActions status="new" spam={false} />);
    // Delete is a GET to ?confirm=delete, never a POST that deletes at once.
    expect(plain).toMatch(
      /<form method="get"[^>]*><input type="hidden" name="confirm" value="delete"\/><button type="submit" class="btn btn-danger btn-sm">Удалить заявку<\/button>/,
    );
    expect(plain).not.toContain('name="intent" value="delete"');
    const asking = await renderMarkup(
      "ru",
      <LeadActions status="new" spam={false} confirmDelete />,
    );
    expect(asking).toContain("Удалить заявку?");
    expect(asking).toMatch(
      /<form method="post"[^>]*>.*name="intent" value="delete".*>Удалить<\/button>/,
    );
  });

  it("marks the current status pressed and offers 'not spam' for a lead in spam", async () => {
    const html = await renderMarkup("en", <LeadActions status="done" spam />);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Done</);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toContain(">Not spam<");
    expect(html).not.toContain(">Mark as spam<");
  });
});

import { describe, expect, it } from "vitest";
import {
  CHANNEL_OFF_ERROR,
  CHANNEL_REMOVED_ERROR,
  PAUSED_NO_PRO,
} from "../../../core/leads/channels";
import enCommon from "../../../core/i18n/locales/en/common";
import enLeads from "../../../core/i18n/locales/en/leads";
import idCommon from "../../../core/i18n/locales/id/common";
import idLeads from "../../../core/i18n/locales/id/leads";
import ruCommon from "../../../core/i18n/locales/ru/common";
import ruLeads from "../../../core/i18n/locales/ru/leads";
import { renderMarkup } from "../../../tests/support/render-markup";
import { LeadDeliveries } from "./lead-delivery";

/** Issue 25's channels in a lead's detail: named for people, never by their stored keys. */
const at = "2026-11-26T09:00:00.000Z";
const deliveries = [
  {
    channel: "email",
    status: "sent" as const,
    attempts: 1,
    lastError: null,
    updatedAt: at,
    target: null,
  },
  {
    channel: "telegram:tg-1",
    status: "sent" as const,
    attempts: 1,
    lastError: null,
    updatedAt: at,
    target: "Пекарня — заявки",
  },
  {
    channel: "webhook:wh-1",
    status: "failed" as const,
    attempts: 8,
    lastError: "HTTP 500",
    updatedAt: at,
    target: "hooks.example.com",
  },
  // A deleted webhook: its host is gone with it, the kind still reads.
  {
    channel: "webhook:wh-gone",
    status: "sent" as const,
    attempts: 1,
    lastError: null,
    updatedAt: at,
    target: null,
  },
  {
    channel: "bitrix24:bx-1",
    status: "pending" as const,
    attempts: 2,
    lastError: PAUSED_NO_PRO,
    updatedAt: at,
    target: "shop.bitrix24.ru",
  },
];

const names = (html: string) =>
  [...html.matchAll(/<strong[^>]*>([^<]*)<\/strong>/g)].map((m) => m[1]);

describe("a lead's delivery channels", () => {
  it("names each channel in words, with the webhook's host or the chat while it exists", async () => {
    const html = await renderMarkup("en", <LeadDeliveries deliveries={deliveries} />);
    expect(names(html)).toEqual([
      "Email",
      "Telegram · Пекарня — заявки",
      "Webhook · hooks.example.com",
      "Webhook",
      "Bitrix24 · shop.bitrix24.ru",
    ]);
    // The stored keys stay in the test ids only.
    expect(html.replace(/data-testid="[^"]*"/g, "")).not.toMatch(/(telegram|webhook|bitrix24):/);
  });

  it("says a delivery waiting for PRO is paused, in the owner's language, without the raw error", async () => {
    for (const [lng, t] of [
      ["ru", ruLeads],
      ["en", enLeads],
      ["id", idLeads],
    ] as const) {
      const html = await renderMarkup(lng, <LeadDeliveries deliveries={deliveries} />);
      expect(html).toContain(t.detail.state.paused);
      expect(html).toContain(t.detail.channel.bitrix24);
      expect(html).toContain(t.detail.state.failed);
      expect(html).not.toContain(PAUSED_NO_PRO);
    }
    const ru = await renderMarkup("ru", <LeadDeliveries deliveries={deliveries} />);
    expect(names(ru)).toContain("Вебхук · hooks.example.com");
    expect(ru).toContain("Приостановлено: тариф PRO закончился");
  });

  it("says in words that a delivery ended because its channel was switched off or removed", async () => {
    const ended = [
      { ...deliveries[2]!, status: "failed" as const, lastError: CHANNEL_OFF_ERROR },
      { ...deliveries[3]!, status: "failed" as const, lastError: CHANNEL_REMOVED_ERROR },
    ];
    for (const [lng, t] of [
      ["ru", ruLeads],
      ["en", enLeads],
      ["id", idLeads],
    ] as const) {
      const html = await renderMarkup(lng, <LeadDeliveries deliveries={ended} />);
      expect(html).toContain(t.detail.reason.channelOff);
      expect(html).toContain(t.detail.reason.channelRemoved);
      expect(html).not.toContain(CHANNEL_OFF_ERROR);
      expect(html).not.toContain(CHANNEL_REMOVED_ERROR);
    }
    const ru = await renderMarkup("ru", <LeadDeliveries deliveries={ended} />);
    expect(ru).toContain("Канал выключили до того, как заявка ушла");
  });

  it("a key of no known kind reads as a channel, not as the key", async () => {
    const odd = [{ ...deliveries[0], channel: "carrier-pigeon:7" }];
    const html = await renderMarkup("en", <LeadDeliveries deliveries={odd} />);
    expect(names(html)).toEqual(["Channel"]);
  });

  it("its section is named apart from the toasts' region, so each landmark can be told apart", () => {
    for (const [common, leads] of [
      [ruCommon, ruLeads],
      [enCommon, enLeads],
      [idCommon, idLeads],
    ] as const) {
      expect(leads.detail.delivery).not.toBe(common.toasts.region);
    }
  });
});

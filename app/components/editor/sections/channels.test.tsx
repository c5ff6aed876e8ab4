import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../../../core/i18n";
import { renderMarkup } from "../../../../tests/support/render-markup";
import { i18nConfig } from "../../../i18n";
import { exportCsvHref, ExportCsvLink } from "../../leads/export-link";
import { keepRevealed, refusalText, type Attempt, type ChannelView } from "../channels/model";
import { DeliveryLog } from "../channels/parts";
import { TelegramBlock } from "../channels/telegram";
import { WebhookItem } from "../channels/webhooks";
import { ChannelsSection } from "./channels";

/** Issue 25: the editor's Lead channels section and the inbox's CSV export link. */
const SECRET = "whsec_c2VjcmV0LW9mLXRoZS10ZXN0LWVuZHBvaW50";

const channel = (o: Partial<ChannelView>): ChannelView => ({
  id: "w1",
  kind: "webhook",
  url: "https://crm.example.com/hooks/leads",
  enabled: true,
  state: "connected",
  offReason: null,
  failingSince: null,
  createdAt: "2026-11-27T09:00:00.000Z",
  lastDelivery: null,
  ...o,
});

const attempt = (o: Partial<Attempt>): Attempt => ({
  at: "2026-11-27T09:05:00.000Z",
  ok: true,
  statusCode: 200,
  durationMs: 35,
  answer: null,
  error: null,
  leadId: "lead-1",
  deliveryId: "msg_1",
  ...o,
});

/** Text as React writes it into markup. */
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
const rx = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const count = (html: string, text: string) => html.split(esc(text)).length - 1;
const noop = () => {};

describe.each(["ru", "en"] as const)("the Lead channels section in %s", (lng) => {
  const e = resources[lng].editor.channels;
  const title = resources[lng].editor.sections.channels;

  it("is locked for a free owner, with the way to PRO and no channel controls", async () => {
    const html = await renderMarkup(
      lng,
      <ChannelsSection uuid="u1" pro={false} disabled={false} />,
    );
    expect(html).toContain(esc(title));
    expect(html).toContain('data-testid="channels-locked"');
    expect(html).toContain(esc(e.lockedText));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/s"[^>]*>${rx(esc(e.lockedLink))}</a>`));
    expect(html).not.toContain(esc(e.telegram.connect));
    expect(html).not.toContain(esc(e.webhooks.urlLabel));
  });

  it("shows a PRO owner's chat, endpoints with their state, and the masked Bitrix24 portal", async () => {
    const channels = [
      channel({ id: "t1", kind: "telegram", url: null, chatTitle: "Отдел продаж" }),
      channel({ id: "w1" }),
      channel({ id: "w2", url: "https://b.example.com/h", state: "failing" }),
      channel({ id: "b1", kind: "bitrix24", url: "https://p.bitrix24.ru/rest/1/••••/" }),
    ];
    const html = await renderMarkup(
      lng,
      <ChannelsSection uuid="u1" pro disabled={false} initial={channels} />,
    );
    expect(html).not.toContain("channels-locked");
    expect(html).toContain("Отдел продаж");
    expect(html).toContain(esc(e.telegram.disconnect));
    expect(html.split(`data-testid="webhook-item"`).length - 1).toBe(2);
    expect(html).toContain("https://crm.example.com/hooks/leads");
    expect(html).toContain(esc(e.state.failing));
    expect(html).toContain("https://p.bitrix24.ru/rest/1/••••/");
    expect(html).toContain(esc(e.webhooks.test));
    expect(html).toContain(esc(e.webhooks.rotate));
    // Not a secret anywhere when none was just made.
    expect(html).not.toContain("whsec_");
  });

  it("shows a new secret once, with a copy button and the warning; the list alone never has it", async () => {
    const hooks = [channel({ id: "w1" }), channel({ id: "w2", url: "https://b.example.com/h" })];
    const just = await renderMarkup(
      lng,
      <ChannelsSection
        uuid="u1"
        pro
        disabled={false}
        initial={hooks}
        initialRevealed={{ id: "w2", secret: SECRET }}
      />,
    );
    expect(count(just, SECRET)).toBe(1);
    expect(just).toContain(esc(e.webhooks.secretOnce));
    expect(just).toContain(`aria-label="${esc(`${e.copy}: ${e.webhooks.secretTitle}`)}"`);
    const later = await renderMarkup(
      lng,
      <ChannelsSection uuid="u1" pro disabled={false} initial={hooks} />,
    );
    expect(later).not.toContain(SECRET);
    expect(later).not.toContain(esc(e.webhooks.secretOnce));
  });

  it("offers Resend only on a lead's delivery whose last call failed, with code, time and answer", async () => {
    const log = [
      attempt({ deliveryId: "msg_a", ok: false, statusCode: 500, answer: "upstream down" }),
      attempt({ deliveryId: "msg_b", ok: true, statusCode: 204, durationMs: 12 }),
      attempt({
        deliveryId: "msg_test",
        ok: false,
        statusCode: null,
        leadId: null,
        error: "ECONNREFUSED",
      }),
      // An older failure of a delivery that then went through: nothing to resend.
      attempt({ deliveryId: "msg_b", ok: false, statusCode: 502, at: "2026-11-27T09:00:00.000Z" }),
    ];
    const html = await renderMarkup(lng, <DeliveryLog log={log} busy={null} onResend={noop} />);
    expect(count(html, `>${e.log.resend}</button>`)).toBe(1);
    const firstItem = html.slice(0, html.indexOf("</li>"));
    expect(firstItem).toContain(esc(e.log.resend));
    expect(firstItem).toContain("500");
    expect(firstItem).toContain("upstream down");
    // The owner's zone (Moscow when the browser has not said otherwise): 09:05 UTC is 12:05.
    expect(firstItem).toContain("12:05");
    expect(html).toContain(esc(e.log.duration.replace("{{ms}}", "12")));
    expect(html).toContain("ECONNREFUSED");
    expect(count(html, `>${e.log.test}</span>`)).toBe(1);
  });

  it("an open log with a failed delivery sits under its endpoint", async () => {
    const html = await renderMarkup(
      lng,
      <WebhookItem
        api="/api/landings/u1/channels"
        hook={channel({})}
        secret={null}
        disabled={false}
        initialLog={[attempt({ ok: false, statusCode: 410 })]}
        onReveal={noop}
        onChanged={noop}
      />,
    );
    expect(html).toContain(esc(e.log.title));
    expect(html).toContain(esc(e.log.resend));
    expect(html).toContain(esc(e.log.hide));
  });

  it("a Telegram link opens the bot, or adds it to a group", async () => {
    const link = {
      deepLink: "https://t.me/vitrina_test_bot?start=tok_123",
      groupLink: "https://t.me/vitrina_test_bot?startgroup=tok_123",
      expiresAt: "2099-01-01T00:00:00.000Z",
    };
    const html = await renderMarkup(
      lng,
      <TelegramBlock api="/x" chat={null} disabled={false} initialLink={link} onChanged={noop} />,
    );
    expect(html).toMatch(
      new RegExp(`href="${rx(link.deepLink)}"[^>]*>${rx(esc(e.telegram.open))}<`),
    );
    expect(html).toMatch(
      new RegExp(`href="${rx(link.groupLink)}"[^>]*>${rx(esc(e.telegram.openGroup))}<`),
    );
    expect(html).toContain(esc(e.telegram.linkHint));
  });

  it("words the filter's refusal in the editor's language, with the address", async () => {
    const i18n = createInstance();
    await i18n.init({ ...i18nConfig, lng });
    const text = refusalText(i18n.t, {
      status: 400,
      code: "urlNotAllowed",
      reason: "address",
      address: "10.0.0.1",
    });
    expect(text).toBe(resources[lng].channels.url.address.replace("{{address}}", "10.0.0.1"));
    expect(refusalText(i18n.t, { status: 503, code: "telegramNotConfigured" })).toBe(
      e.errors.telegramNotConfigured,
    );
    expect(refusalText(i18n.t, { status: 500, code: "somethingNew" })).toBe(e.errors.generic);
  });

  it("the inbox's export link downloads the current filter's leads", async () => {
    const html = await renderMarkup(
      lng,
      <ExportCsvLink filters={{ landing: "u1", status: "new", spam: false, q: "торт", page: 3 }} />,
    );
    expect(html).toContain(esc(resources[lng].leads.exportCsv));
    expect(html).toContain(
      `href="/api/leads/export.csv?landing=u1&amp;status=new&amp;q=%D1%82%D0%BE%D1%80%D1%82"`,
    );
    expect(html).toMatch(/<a [^>]*download=""/);
  });
});

describe("the secret kept on screen", () => {
  it("stays while its endpoint is listed and goes with it", () => {
    const shown = { id: "w1", secret: SECRET };
    expect(keepRevealed(shown, [channel({ id: "w1" })])).toBe(shown);
    expect(keepRevealed(shown, [channel({ id: "w2" })])).toBeNull();
  });

  it("the export address keeps spam and leaves out the page", () => {
    expect(exportCsvHref({ landing: "", status: "", spam: true, q: "", page: 2 })).toBe(
      "/api/leads/export.csv?spam=true",
    );
    expect(exportCsvHref({ landing: "", status: "", spam: false, q: "", page: 1 })).toBe(
      "/api/leads/export.csv",
    );
  });
});

import { createInstance } from "i18next";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CARD_STATS_DAYS } from "../../../core/stats/rules";
import { i18nConfig } from "../../i18n";
import { LandingCard, type CardItem } from "./landing-card";
import { renderMarkup } from "../../../tests/support/render-markup";

async function i18nFor(lng: string) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng });
  return i18n;
}

const item: CardItem = {
  uuid: "u-1",
  projectname: "Дом у реки",
  companyname: "",
  preview_link: null,
  published: true,
  public_url: "https://river.example",
  owner_expired: false,
  owner_tariff_expiration_date: null,
  owner_tariff: 0,
} as CardItem;

function renderCard(lng: string, views7: number) {
  return renderMarkup(
    lng,
    <LandingCard
      item={item}
      now={new Date("2026-11-27T00:00:00Z")}
      onEdit={() => {}}
      onPublish={() => {}}
      onDelete={() => {}}
      views7={views7}
    />,
  );
}

/**
 * Issue 29: the card's "N views in 7 days" and the Statistics link it opens
 * both take their period from core's CARD_STATS_DAYS; no catalogue restates it.
 */
describe("the landing card's views period", () => {
  it.each([
    ["ru", 4, `4 просмотра за ${CARD_STATS_DAYS} дней`],
    ["en", 1, `1 view in ${CARD_STATS_DAYS} days`],
    ["id", 3, `3 tayangan dalam ${CARD_STATS_DAYS} hari`],
  ])("%s: the card reads the constant's period and links to it", async (lng, views, text) => {
    const html = await renderCard(lng, views);
    expect(html).toContain(`>${text}</a>`);
    expect(html).toContain(`href="/landings/u-1/stats?days=${CARD_STATS_DAYS}"`);
  });

  it.each([
    ["ru", 1, "5 просмотров за 1 день"],
    ["ru", 30, "5 просмотров за 30 дней"],
    ["ru", 2, "5 просмотров за 2 дня"],
    ["en", 30, "5 views in 30 days"],
    ["en", 1, "5 views in 1 day"],
    ["id", 30, "5 tayangan dalam 30 hari"],
  ])(
    "%s: the text follows the days it is given (%i), in that language's plural",
    async (lng, days, text) => {
      const t = (await i18nFor(lng)).getFixedT(lng, "stats");
      expect(t("cardViews", { count: 5, days })).toBe(text);
    },
  );
});

import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { TARIFF_FREE, TARIFF_PRO } from "../../core/plans";
import { i18nConfig } from "../i18n";
import { ProBadge } from "./pro-badge";

async function render(tariff: number, expired: boolean): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "en" });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ProBadge tariff={tariff} expired={expired} />
    </I18nextProvider>,
  );
}

describe("the nav bar's PRO badge (issue 29)", () => {
  it("shows for a PRO account that has not ended", async () => {
    expect(await render(TARIFF_PRO, false)).toContain(">PRO</span>");
  });

  it("is gone once the PRO plan has ended, though the tariff still reads PRO", async () => {
    expect(await render(TARIFF_PRO, true)).toBe("");
  });

  it("never shows for a free account", async () => {
    expect(await render(TARIFF_FREE, false)).toBe("");
  });
});

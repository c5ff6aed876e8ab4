import { describe, expect, it } from "vitest";
import { resources, UI_LANGUAGES } from "../../../core/i18n";
import { fixedT } from "../../i18n";
import { methodKey } from "./purchase-history";

/** The stored labels of the payment drivers (purchases.payment_method). */
const STORED = ["Test checkout", "Mercuryo"];

describe("a purchase's payment method is named through the catalogues (issue 29)", () => {
  it.each(UI_LANGUAGES)("every stored method has a %s name", (lng) => {
    const methods = (resources[lng].landings as typeof resources.ru.landings).plans.methods;
    for (const label of STORED) expect(methods).toHaveProperty(methodKey(label));
  });

  it("Russian shows the test checkout in Russian, not as stored", () => {
    const t = fixedT("ru");
    expect(t(`landings:plans.methods.${methodKey("Test checkout")}`)).toBe("Тестовая оплата");
  });
});

describe("the plans page's per-year rouble label (SPEC §9, issue 29)", () => {
  it("Russian carries it; English and Indonesian show none (no fallback to the Russian text)", () => {
    expect(fixedT("ru")("landings:plans.rubLabel")).toMatch(/рубл.*год/);
    expect(fixedT("en")("landings:plans.rubLabel")).toBe("");
    expect(fixedT("id")("landings:plans.rubLabel")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { resources } from "../../../core/i18n";
import { PRO_FEATURE_NEEDS } from "../../../core/plans";
import { LimitDialog } from "./dialogs";
import { renderMarkup } from "../../../tests/support/render-markup";

function render(lng: string, available: Record<"ai" | "translate" | "domains", boolean>) {
  const offer = {
    salesContactUrl: "https://t.me/sales",
    canPay: true,
    totalAvailable: 1,
    available,
  };
  return renderMarkup(lng, <LimitDialog kind="upgrade" offer={offer} onClose={() => {}} />);
}

type Landings = typeof resources.ru.landings;
const plans = (lng: "ru" | "en") => (resources[lng].landings as Landings).plans;
const offLines = (html: string) =>
  [...html.matchAll(/<li class="plans-feature-off">([^<]*)<span/g)].map((m) => m[1]);

/**
 * Issue 29: the upgrade dialog a free owner sees at the showroom limit lists
 * PRO's lines as /s does, so it never sells what this server has not set up.
 */
describe("the upgrade dialog's PRO lines", () => {
  it.each(["ru", "en"] as const)(
    "on a server without AI, translation and domains, those three say so, in %s",
    async (lng) => {
      const p = plans(lng);
      const html = await render(lng, { ai: false, translate: false, domains: false });
      expect(html).toContain('data-testid="upgrade-dialog"');
      expect(html).toContain('<ul class="upgrade-features">');
      expect(offLines(html)).toEqual([p.features[2], p.features[4], p.features[7]]);
      expect(html.split(p.notAvailableHere)).toHaveLength(4);
    },
  );

  it("where the server has everything, all eight lines are plain", async () => {
    const html = await render("en", { ai: true, translate: true, domains: true });
    expect(html).not.toContain(plans("en").notAvailableHere);
    expect(html.match(/<li>/g)).toHaveLength(PRO_FEATURE_NEEDS.length);
  });

  it("marks only the line whose feature is missing", async () => {
    const html = await render("en", { ai: false, translate: true, domains: true });
    expect(offLines(html)).toEqual([plans("en").features[7]]);
  });
});

import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { resources } from "../../../core/i18n";
import { PRO_FEATURE_NEEDS } from "../../../core/plans";
import { i18nConfig } from "../../i18n";
import { LimitDialog } from "./dialogs";

async function render(lng: string, available: Record<"ai" | "translate" | "domains", boolean>) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng });
  const offer = {
    salesContactUrl: "https://t.me/sales",
    canPay: true,
    totalAvailable: 1,
    available,
  };
  const element = (
    <I18nextProvider i18n={i18n}>
      <LimitDialog kind="upgrade" offer={offer} onClose={() => {}} />
    </I18nextProvider>
  );
  // A data router: the dialog's way to /s is a Link.
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
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

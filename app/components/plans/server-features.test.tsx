import { describe, expect, it } from "vitest";
import { resources, UI_LANGUAGES } from "../../../core/i18n";
import { PRO_FEATURE_NEEDS } from "../../../core/plans";
import { DomainSection } from "../editor/sections/domain";
import { LanguagesSection } from "../editor/sections/languages";
import { PlanFeatures } from "./plan-features";
import { renderMarkup } from "../../../tests/support/render-markup";

const render = renderMarkup;

const NONE = { ai: false, translate: false, domains: false };
const ALL = { ai: true, translate: true, domains: true };
type Landings = typeof resources.ru.landings;
const plans = (lng: (typeof UI_LANGUAGES)[number]) => (resources[lng].landings as Landings).plans;

describe("the plans page's PRO lines on a server without AI, translation, domains (issue 29)", () => {
  it.each(UI_LANGUAGES)("every %s catalogue lists the lines PRO_FEATURE_NEEDS maps", (lng) => {
    expect(plans(lng).features).toHaveLength(PRO_FEATURE_NEEDS.length);
  });

  it.each(["ru", "en"] as const)(
    "marks exactly those three as not available here, in %s",
    async (lng) => {
      const p = plans(lng);
      const html = await render(lng, <PlanFeatures available={NONE} />);
      const off = [...html.matchAll(/<li class="plans-feature-off">([^<]*)<span/g)].map(
        (m) => m[1],
      );
      expect(off).toEqual([p.features[2], p.features[4], p.features[7]]);
      expect(html.split(p.notAvailableHere)).toHaveLength(4);
    },
  );

  it("marks nothing where the server has all three", async () => {
    const html = await render("en", <PlanFeatures available={ALL} />);
    expect(html).not.toContain(plans("en").notAvailableHere);
    expect(html.match(/<li>/g)).toHaveLength(PRO_FEATURE_NEEDS.length);
  });

  it("marks only the one this server lacks", async () => {
    const html = await render("en", <PlanFeatures available={{ ...ALL, domains: false }} />);
    expect(html).toContain(`${plans("en").features[4]}<span class="plans-feature-note">`);
    expect(html.split(plans("en").notAvailableHere)).toHaveLength(2);
  });
});

describe("the editor's sections of a PRO owner on a server without them (issue 29)", () => {
  it.each(["ru", "en"] as const)(
    "Domain says so and its field and button are disabled, in %s",
    async (lng) => {
      const html = await render(
        lng,
        <DomainSection uuid="u1" pro configured={false} disabled={false} />,
      );
      expect(html).toContain(resources[lng].domain.errors.notConfigured);
      expect(html).toMatch(/<input[^>]*disabled=""[^>]*>/);
      expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    },
  );

  it("Domain with the feature on is not marked", async () => {
    const html = await render("en", <DomainSection uuid="u1" pro configured disabled={false} />);
    expect(html).not.toContain(resources.en.domain.errors.notConfigured);
  });

  it.each(["ru", "en"] as const)("Languages says so before anything loads, in %s", async (lng) => {
    const props = { uuid: "u1", pro: true, disabled: false, draftVersion: "0", publicUrl: null };
    const save = () => Promise.resolve({ ok: true });
    const off = await render(lng, <LanguagesSection {...props} save={save} configured={false} />);
    expect(off).toContain(resources[lng].translate.notConfigured);
    const on = await render(lng, <LanguagesSection {...props} save={save} configured />);
    expect(on).not.toContain(resources[lng].translate.notConfigured);
  });
});

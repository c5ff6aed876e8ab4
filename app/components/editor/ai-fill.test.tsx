import { describe, expect, it } from "vitest";
import en from "../../../core/i18n/locales/en/ai";
import enTranslate from "../../../core/i18n/locales/en/translate";
import ru from "../../../core/i18n/locales/ru/ai";
import { renderMarkup } from "../../../tests/support/render-markup";
import { AiContext, type AiApi } from "./ai-context";
import { AiReview } from "./ai-review";
import { AiSection } from "./sections/ai";

/** Fill with AI (issue 26) in the editor: where the owner meets it, and how its review names fields. */
const api = (o: Partial<AiApi>): AiApi => ({
  state: "on",
  destination: "fake",
  busy: null,
  disabled: false,
  ask: () => {},
  ...o,
});
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
const fillButton = (html: string, label: string) =>
  new RegExp(`<button[^>]*>${esc(label)}</button>`).exec(html)?.[0] ?? "";

describe("the AI section's Fill with AI block", () => {
  it("is there for a PRO owner with AI on, and its button works", async () => {
    const html = await renderMarkup(
      "en",
      <AiContext.Provider value={api({})}>
        <AiSection />
      </AiContext.Provider>,
    );
    expect(html).toContain(esc(en.fill.heading));
    expect(fillButton(html, en.fill.button)).not.toBe("");
    expect(fillButton(html, en.fill.button)).not.toContain("disabled");
  });

  it("a free owner sees the PRO lock and a disabled button, as for Draft my page", async () => {
    const html = await renderMarkup(
      "ru",
      <AiContext.Provider value={api({ state: "locked" })}>
        <AiSection />
      </AiContext.Provider>,
    );
    expect(html).toContain('data-testid="ai-locked"');
    expect(fillButton(html, ru.fill.button)).toContain("disabled");
  });

  it("with AI off the section says it is not configured and Fill is disabled", async () => {
    const html = await renderMarkup(
      "en",
      <AiContext.Provider value={api({ state: "off" })}>
        <AiSection />
      </AiContext.Provider>,
    );
    expect(html).toContain('data-testid="ai-not-configured"');
    expect(fillButton(html, en.fill.button)).toContain("disabled");
  });
});

describe("the review dialog names what a fill changes", () => {
  it("the project name and the lead form's words by their labels, not by their paths", async () => {
    const html = await renderMarkup(
      "en",
      <AiReview
        changes={[
          { path: "projectName", before: "Corner Bakery", after: "Sunny Crust" },
          { path: "form.title", before: "Order", after: "Order at Sunny Crust" },
          { path: "form.fields.1.label", before: "Phone", after: "Your phone" },
          { path: "form.fields.2.options.0", before: "Cake", after: "Birthday cake" },
        ]}
        onApply={() => {}}
        onClose={() => {}}
      />,
    );
    expect(html).toContain(`>${en.paths.projectName}<`);
    expect(html).toContain(`>${enTranslate.fields.form.title}<`);
    expect(html).toContain(`>${enTranslate.fields.form.label.replace("{{n}}", "2")}<`);
    expect(html).toContain(
      `>${enTranslate.fields.form.option.replace("{{n}}", "3").replace("{{m}}", "1")}<`,
    );
    expect(html).not.toMatch(/>form\./);
  });
});

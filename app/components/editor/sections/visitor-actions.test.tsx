import { describe, expect, it } from "vitest";
import { resources } from "../../../../core/i18n";
import type { LandingContent } from "../../../../core/landing/schema";
import { renderMarkup } from "../../../../tests/support/render-markup";
import { sectionProps } from "../../../../tests/support/section-props";
import { AnalyticsSection } from "./analytics";
import { ContactsSection } from "./contacts";

/** Issue 27 in the editor: the messenger message text and "Ask visitors before analytics". */
const props = (content: Partial<LandingContent>, lang = "ru") => sectionProps(content, { lang });

const control = (html: string, field: string) =>
  new RegExp(`<(?:input|textarea)[^>]*data-field="${field.replace(/\./g, "\\.")}"[^>]*>`).exec(
    html,
  )?.[0] ?? "";
/** The id of the control named `field`, and the label that names it. */
const labelFor = (html: string, field: string) => {
  const id = /id="([^"]+)"/.exec(control(html, field))?.[1];
  return new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)`).exec(html)?.[1];
};

describe.each(["ru", "en", "id"] as const)("the visitor actions in the editor (%s)", (lng) => {
  const e = resources[lng].editor;

  it("has a labelled message text whose placeholder is the page language's default", async () => {
    const html = await renderMarkup(
      lng,
      <ContactsSection {...props({ projectName: "Мебель" }, lng)} />,
    );
    expect(labelFor(html, "contacts.messageText")).toBe(e.fields.messageText);
    const def = resources[lng].public.messageDefault.replace("{{project}}", "Мебель");
    expect(control(html, "contacts.messageText")).toContain(
      `placeholder="${def.replace(/'/g, "&#x27;")}"`,
    );
    expect(html).toContain(e.hints.messageText.replace(/'/g, "&#x27;"));
  });

  it("has the consent switch, off when missing and on when set", async () => {
    const off = await renderMarkup(lng, <AnalyticsSection {...props({}, lng)} />);
    expect(off).toContain(e.analyticsConsent.label);
    expect(control(off, "analyticsConsent")).toMatch(/type="checkbox"/);
    expect(control(off, "analyticsConsent")).not.toContain("checked");
    expect(control(off, "analyticsConsent")).toContain('aria-describedby="analytics-consent-hint"');
    const on = await renderMarkup(
      lng,
      <AnalyticsSection {...props({ analyticsConsent: true }, lng)} />,
    );
    expect(control(on, "analyticsConsent")).toContain("checked");
  });
});

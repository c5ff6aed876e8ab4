import { describe, expect, it } from "vitest";
import { resources } from "../../../../core/i18n";
import type { Form } from "../../../../core/landing/form";
import { LandingContentSchema, type LandingContent } from "../../../../core/landing/schema";
import { renderMarkup } from "../../../../tests/support/render-markup";
import { sectionProps } from "../../../../tests/support/section-props";
import { CardPrice } from "../card-price";
import { fieldErrors } from "../validation";
import { FormSection } from "./form";
import type { SectionProps } from "./types";

/** Issue 24: the owner's editor of the lead form, and a card's price. */
const form: Form = {
  enabled: true,
  title: "",
  description: "",
  submitText: "",
  successMessage: "",
  consentText: "",
  privacyPolicyUrl: "",
  fields: [
    { id: "f1", kind: "name", label: "Имя", required: true },
    { id: "f2", kind: "select", label: "", required: false, options: ["Малый", "Большой"] },
  ],
};

const props = (content: Partial<LandingContent>, o: Partial<SectionProps> = {}) => ({
  ...sectionProps(content, o),
  leadMail: true,
});

/** The opening tag of the control named `field`. */
const control = (html: string, field: string) =>
  new RegExp(
    `<(?:input|textarea|select)[^>]*data-field="${field.replace(/\./g, "\\.")}"[^>]*>`,
  ).exec(html)?.[0] ?? "";

describe.each(["ru", "en"] as const)("the Form section in %s", (lng) => {
  const e = resources[lng].editor;

  it("is off on a page without a form: one switch, no fields", async () => {
    const html = await renderMarkup(lng, <FormSection {...props({})} />);
    expect(html).toContain(e.sections.form);
    expect(html).toContain(e.form.enabled);
    expect(control(html, "form.enabled")).not.toContain("checked");
    expect(html).not.toContain(e.form.fields);
    expect(html).not.toContain(e.form.mail);
  });

  it("says a ready form that is off (a template's) waits for a privacy-policy link", async () => {
    const esc = (s: string) => s.replace(/'/g, "&#x27;");
    const ready = { ...form, enabled: false };
    const off = await renderMarkup(lng, <FormSection {...props({ form: ready })} />);
    expect(off).toContain(esc(e.form.offUntilPolicy));
    expect(off).not.toContain(esc(e.form.enabledHint));
    // With a policy link, or with no form yet, the usual hint.
    const linked = { ...ready, privacyPolicyUrl: "https://example.com/privacy" };
    const withPolicy = await renderMarkup(lng, <FormSection {...props({ form: linked })} />);
    expect(withPolicy).not.toContain(esc(e.form.offUntilPolicy));
    const none = await renderMarkup(lng, <FormSection {...props({})} />);
    expect(none).toContain(esc(e.form.enabledHint));
    expect(none).not.toContain(esc(e.form.offUntilPolicy));
  });

  it("lists the fields with their kinds, a select's options, the count and the mail switch", async () => {
    const html = await renderMarkup(lng, <FormSection {...props({ form })} leadMail={false} />);
    expect(control(html, "form.enabled")).toContain("checked");
    for (const kind of Object.values(e.form.kinds)) expect(html).toContain(`>${kind}</option>`);
    expect(html).toContain(e.form.count.replace("{{count}}", "2").replace("{{max}}", "10"));
    expect(html).toMatch(
      /<textarea[^>]*data-field="form\.fields\.1\.options"[^>]*>Малый\nБольшой</,
    );
    expect(html).toContain(e.form.mail);
    expect(control(html, "leadMail")).not.toContain("checked");
  });

  it("shows the page language's defaults where the owner wrote nothing", async () => {
    const html = await renderMarkup(lng, <FormSection {...props({ form })} />);
    const page = resources.ru.public.lead;
    expect(control(html, "form.title")).toContain(`placeholder="${page.formTitle}"`);
    expect(control(html, "form.submitText")).toContain(`placeholder="${page.submit}"`);
    expect(control(html, "form.consentText")).toContain(`placeholder="${page.consentDefault}"`);
  });

  it("after a publish attempt, names the missing policy link and the empty label at their inputs", async () => {
    const content = { ...LandingContentSchema.parse({}), form };
    const html = await renderMarkup(
      lng,
      <FormSection {...props({ form }, { showRequired: true, errors: fieldErrors(content) })} />,
    );
    const policy = control(html, "form.privacyPolicyUrl");
    expect(policy).toContain('aria-invalid="true"');
    expect(policy).toContain('aria-required="true"');
    expect(html).toContain(e.validation.needsPrivacyPolicy);
    expect(control(html, "form.fields.1.label")).toContain('aria-invalid="true"');
    expect(control(html, "form.fields.0.label")).not.toContain("aria-invalid");
  });

  it("keeps the last field: its remove button is disabled", async () => {
    const one = { ...form, fields: [form.fields[0]] };
    const html = await renderMarkup(lng, <FormSection {...props({ form: one })} />);
    expect(html).toMatch(new RegExp(`<button[^>]*aria-label="${e.form.removeLast}"[^>]*disabled`));
  });
});

describe.each(["ru", "en"] as const)("a card's price in %s", (lng) => {
  const e = resources[lng].editor;
  const render = (card: Parameters<typeof CardPrice>[0]["card"], lang: string) =>
    renderMarkup(
      lng,
      <CardPrice
        card={card}
        index={0}
        lang={lang}
        disabled={false}
        set={() => {}}
        save={() => {}}
      />,
    );

  it("shows a stored price in major units as the page's language writes it, with its currency", async () => {
    const card = {
      id: "c1",
      title: "Sofa",
      link: "",
      url: "",
      order: true,
      price: { amount: 150_050, currency: "RUB" as const },
    };
    const html = await render(card, "ru");
    expect(control(html, "cards.0.price")).toContain('value="1 500,50"');
    expect(html).toMatch(/<option value="RUB" selected="">RUB<\/option>/);
    expect(control(html, "cards.0.order")).toContain("checked");
    expect(html).toContain(e.cards.order);
  });

  it("starts a new price in the page language's currency, with no Order button", async () => {
    const html = await render({ id: "c1", title: "", link: "", url: "" }, "en");
    expect(control(html, "cards.0.price")).toContain('value=""');
    expect(html).toMatch(/<option value="USD" selected="">USD<\/option>/);
    expect(control(html, "cards.0.order")).not.toContain("checked");
  });
});

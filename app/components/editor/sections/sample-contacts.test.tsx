import { describe, expect, it } from "vitest";
import { resources } from "../../../../core/i18n";
import { LandingContentSchema, type LandingContent } from "../../../../core/landing/schema";
import { templateContent } from "../../../../core/templates/catalogue";
import { renderMarkup } from "../../../../tests/support/render-markup";
import { sectionProps } from "../../../../tests/support/section-props";
import { ToastProvider } from "../../toasts";
import { PublishPanel } from "../publish-panel";
import { ContactsSection } from "./contacts";

/** Issue 26 review: a template's sample contacts must not go live unnoticed (never blocked). */
const props = (content: LandingContent, lang: string) => sectionProps(content, { lang });

const escape = (s: string) => s.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe.each(["ru", "en", "id"] as const)("sample contacts in the editor (%s)", (lng) => {
  const e = resources[lng].editor;
  const fromTemplate = templateContent("barber", lng)!;
  const sampleFields = `${e.fields.mainPhone}, ${e.fields.email}`;

  it("the Contacts section says which contacts are the template's samples to replace", async () => {
    const html = await renderMarkup(lng, <ContactsSection {...props(fromTemplate, lng)} />);
    expect(html).toContain(escape(e.sampleContacts.notice.replace("{{fields}}", sampleFields)));
  });

  it("says nothing once the owner has typed their own contacts", async () => {
    const own = {
      ...fromTemplate,
      contacts: { ...fromTemplate.contacts, mainPhone: "+7 912 345-67-89", email: "me@mail.ru" },
    };
    const html = await renderMarkup(lng, <ContactsSection {...props(own, lng)} />);
    expect(html).not.toContain(escape(e.sampleContacts.notice.split("{{fields}}")[0]));
    const blank = await renderMarkup(
      lng,
      <ContactsSection {...props(LandingContentSchema.parse({}), lng)} />,
    );
    expect(blank).not.toContain('class="alert alert-warning"');
  });

  it("the publish panel warns about them and still offers Publish", async () => {
    const html = await renderMarkup(
      lng,
      <ToastProvider serverToasts={[]}>
        <PublishPanel
          alias="my-page"
          onAliasChange={() => {}}
          onAliasBlur={() => {}}
          onPublish={() => new Promise<never>(() => {})}
          uuid="u-1"
          address={{ publicUrl: "https://pub.test", publicDomain: null, customHost: null }}
          expiresAt={null}
          autoStart={false}
          disabled={false}
          sampleContacts={[e.fields.mainPhone, e.fields.email]}
        />
      </ToastProvider>,
    );
    expect(html).toContain(escape(e.sampleContacts.publish.replace("{{fields}}", sampleFields)));
    expect(html).toMatch(/<button type="submit"[^>]*data-testid="publish-submit"/);
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/);
  });
});

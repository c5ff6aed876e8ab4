import { useTranslation } from "react-i18next";
import { shapeTelegram, shapeWhatsapp } from "../../../../core/landing/contacts";
import type { Contacts } from "../../../../core/landing/schema";
import { MESSAGE_TEXT_MAX } from "../../../../core/landing/limits";
import { placeholderContactKeys } from "../../../../core/templates/placeholders";
import { Section, TextField } from "../fields";
import { pageT } from "../lead-form-model";
import type { SectionProps } from "./types";

type ContactKey = Exclude<keyof Contacts, "messageText">;

const CONTACT_FIELDS: {
  key: ContactKey;
  type: "tel" | "email" | "url" | "text";
  placeholder: string;
  hint?: string;
}[] = [
  { key: "mainPhone", type: "tel", placeholder: "placeholders.phone" },
  { key: "extraPhone", type: "tel", placeholder: "placeholders.phone" },
  { key: "email", type: "email", placeholder: "placeholders.email" },
  { key: "website", type: "url", placeholder: "placeholders.link" },
  { key: "whatsapp", type: "text", placeholder: "placeholders.whatsapp", hint: "hints.whatsapp" },
  {
    key: "telegramContact",
    type: "text",
    placeholder: "placeholders.telegram",
    hint: "hints.telegram",
  },
  {
    key: "telegramChannelLink",
    type: "text",
    placeholder: "placeholders.telegram",
    hint: "hints.telegram",
  },
  { key: "instagramLink", type: "url", placeholder: "placeholders.link" },
  { key: "vkLink", type: "url", placeholder: "placeholders.link" },
  { key: "youtubeLink", type: "url", placeholder: "placeholders.link" },
];

/** SPEC §5 "Contact input shaping", applied when the field is left. */
function shapeOnBlur(key: ContactKey, value: string): string {
  if (key === "whatsapp") return shapeWhatsapp(value);
  if (key === "telegramContact" || key === "telegramChannelLink") return shapeTelegram(value);
  return value;
}

export function ContactsSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const pt = pageT(t, p.lang);
  const project = p.content.projectName || p.content.companyName || pt("public:untitled");
  // Issue 26: a template's sample contacts stay valid values; only saying so keeps them from going live unnoticed.
  const samples = placeholderContactKeys(p.content.contacts);
  return (
    <Section id="contacts" title={t("sections.contacts")} hint={t("sectionHints.contacts")}>
      {samples.length ? (
        <p className="alert alert-warning" role="status">
          {t("sampleContacts.notice", {
            fields: samples.map((k) => t(`fields.${k}`)).join(", "),
          })}
        </p>
      ) : null}
      <div className="form-grid">
        {CONTACT_FIELDS.map(({ key, type, placeholder, hint }) => (
          <TextField
            key={key}
            name={`contacts.${key}`}
            label={t(`fields.${key}`)}
            type={type}
            inputMode={type === "text" ? undefined : type}
            autoComplete={type === "tel" ? "tel" : type === "email" ? "email" : "off"}
            placeholder={t(placeholder)}
            hint={hint ? t(hint) : undefined}
            value={p.content.contacts[key]}
            disabled={p.disabled}
            onChange={(v) => p.update((c) => ({ ...c, contacts: { ...c.contacts, [key]: v } }))}
            onBlur={() => {
              p.update((c) => ({
                ...c,
                contacts: { ...c.contacts, [key]: shapeOnBlur(key, c.contacts[key]) },
              }));
              p.commit();
            }}
          />
        ))}
      </div>
      {/* Issue 27: what the WhatsApp and Telegram links type; empty shows the page language's default. */}
      <TextField
        name="contacts.messageText"
        label={t("fields.messageText")}
        value={p.content.contacts.messageText ?? ""}
        maxLength={MESSAGE_TEXT_MAX}
        multiline
        rows={2}
        placeholder={pt("public:messageDefault", { project })}
        hint={t("hints.messageText")}
        disabled={p.disabled}
        onChange={(v) => p.update((c) => ({ ...c, contacts: { ...c.contacts, messageText: v } }))}
        onBlur={p.commit}
      />
    </Section>
  );
}

import { useTranslation } from "react-i18next";
import { shapeTelegram, shapeWhatsapp } from "../../../../core/landing/contacts";
import type { Contacts } from "../../../../core/landing/schema";
import { Section, TextField } from "../fields";
import type { SectionProps } from "./types";

const CONTACT_FIELDS: {
  key: keyof Contacts;
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
function shapeOnBlur(key: keyof Contacts, value: string): string {
  if (key === "whatsapp") return shapeWhatsapp(value);
  if (key === "telegramContact" || key === "telegramChannelLink") return shapeTelegram(value);
  return value;
}

export function ContactsSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  return (
    <Section id="contacts" title={t("sections.contacts")} hint={t("sectionHints.contacts")}>
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
    </Section>
  );
}

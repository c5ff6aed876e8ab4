import { useState } from "react";
import { useTranslation } from "react-i18next";
import { shapeTelegram, shapeWhatsapp } from "../../../core/landing/contacts";
import type { Contacts, LandingContent } from "../../../core/landing/schema";
import { isValidVideoLink } from "../../../core/landing/video";
import { ImageDrop, type UploadLimits } from "./image-drop";
import { Section, TextField } from "./fields";
import { ItemList, listEditor } from "./item-list";
import { PresetPicker } from "./preset-picker";

export interface SectionProps {
  content: LandingContent;
  /** Change local state only. */
  update: (fn: (c: LandingContent) => LandingContent) => void;
  /** Save now (blur, structural change, upload). */
  commit: () => void;
  /** Message key per field, only when validation was triggered. */
  errors: Record<string, string>;
  showRequired: boolean;
  uuid: string;
  limits: UploadLimits & { maxCards: number; maxQas: number; maxAnalytics: number };
  onUploaded: (answer: { changed: boolean; previewUrl?: string }) => void;
  disabled: boolean;
}

type Key = keyof LandingContent;

function useField(p: SectionProps) {
  const { t } = useTranslation("editor");
  return (key: Key & string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => ({
    name: key,
    label: t(`fields.${key}`),
    value: String(p.content[key] ?? ""),
    onChange: (v: string) => p.update((c) => ({ ...c, [key]: v })),
    onBlur: p.commit,
    error: p.errors[key] ? t(p.errors[key]) : null,
    disabled: p.disabled,
    ...extra,
  });
}

export function BasicSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  return (
    <Section id="basic" title={t("sections.basic")} hint={t("sectionHints.basic")}>
      <div className="form-grid">
        <TextField
          {...field("projectName", {
            required: p.showRequired,
            placeholder: t("placeholders.projectName"),
            maxLength: 200,
          })}
        />
        <TextField
          {...field("companyName", {
            required: p.showRequired,
            placeholder: t("placeholders.companyName"),
            maxLength: 200,
          })}
        />
      </div>
      <TextField
        {...field("projectDescription", {
          required: p.showRequired,
          multiline: true,
          rows: 5,
          placeholder: t("placeholders.projectDescription"),
          maxLength: 3000,
        })}
      />
      <TextField
        {...field("projectLocation", {
          required: p.showRequired,
          placeholder: t("placeholders.projectLocation"),
          maxLength: 200,
        })}
      />
    </Section>
  );
}

export function MediaSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  const setImage =
    (key: "projectLogoUrl" | "projectBackgroundUrl") =>
    (url: string, answer: { changed: boolean; previewUrl?: string }) => {
      p.update((c) => ({ ...c, [key]: url }));
      p.onUploaded(answer);
      p.commit();
    };
  const clear = (key: "projectLogoUrl" | "projectBackgroundUrl") => () => {
    p.update((c) => ({ ...c, [key]: "" }));
    p.commit();
  };
  return (
    <Section id="media" title={t("sections.media")} hint={t("sectionHints.media")}>
      <div className="form-grid media-grid">
        <ImageDrop
          uuid={p.uuid}
          imageType="logo"
          name="projectLogoUrl"
          label={t("fields.logo")}
          hint={t("hints.logo")}
          value={p.content.projectLogoUrl}
          onUploaded={setImage("projectLogoUrl")}
          onRemove={clear("projectLogoUrl")}
          required={p.showRequired}
          error={p.errors.projectLogoUrl ? t(p.errors.projectLogoUrl) : null}
          limits={p.limits}
          compact
        />
        <ImageDrop
          uuid={p.uuid}
          imageType="background"
          name="projectBackgroundUrl"
          label={t("fields.cover")}
          hint={t("hints.cover")}
          value={p.content.projectBackgroundUrl}
          onUploaded={setImage("projectBackgroundUrl")}
          onRemove={clear("projectBackgroundUrl")}
          limits={p.limits}
        />
      </div>
      <div className="form-grid">
        <TextField
          {...field("mainButtonName", { placeholder: t("placeholders.buttonName"), maxLength: 60 })}
        />
        <TextField
          {...field("mainButtonLink", {
            type: "url",
            inputMode: "url",
            placeholder: t("placeholders.link"),
          })}
        />
        <TextField
          {...field("extraButtonName", {
            placeholder: t("placeholders.buttonName"),
            maxLength: 60,
          })}
        />
        <TextField
          {...field("extraButtonLink", {
            type: "url",
            inputMode: "url",
            placeholder: t("placeholders.link"),
          })}
        />
      </div>
    </Section>
  );
}

let cardSeq = 0;
const newCardId = () => `c${Date.now().toString(36)}${(cardSeq++).toString(36)}`;

export function CardsSection(p: SectionProps & { presets: string[] }) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  const [picking, setPicking] = useState<number | null>(null);
  const cards = p.content.cards;
  const { setItem: setCard, structural } = listEditor(p, "cards");
  return (
    <Section id="cards" title={t("sections.cards")} hint={t("sectionHints.cards")}>
      <TextField {...field("cardsSectionTitle", { maxLength: 200 })} />
      {p.errors.cards ? (
        <p className="field-error" role="alert" data-error-for="cards">
          {t(p.errors.cards)}
        </p>
      ) : null}
      <ItemList
        ns="cards"
        items={cards}
        max={p.limits.maxCards}
        disabled={p.disabled}
        structural={structural}
        newItem={() => ({ id: newCardId(), title: "", link: "", url: "" })}
        itemKey={(card, i) => card.id || i}
        itemClassName="item card-item"
        itemTestId="card-item"
        addTestId="add-card"
        limitId="cards-limit"
        limitTestId="cards-limit"
        renderItem={(card, i) => (
          <div className="card-item-body">
            <ImageDrop
              uuid={p.uuid}
              imageType={`card_${i}`}
              name={`cards.${i}.url`}
              label={t("fields.cardImage")}
              hint={t("hints.card")}
              value={card.url}
              onUploaded={(url, answer) => {
                setCard(i, { url });
                p.onUploaded(answer);
                p.commit();
              }}
              required={p.showRequired && i === 0}
              error={p.errors[`cards.${i}.url`] ? t(p.errors[`cards.${i}.url`]) : null}
              limits={p.limits}
              extraAction={
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setPicking(i)}
                  data-testid={`pick-preset-${i}`}
                >
                  {t("cards.pickPreset")}
                </button>
              }
            />
            <div className="stack">
              <TextField
                name={`cards.${i}.title`}
                label={t("fields.cardTitle")}
                value={card.title}
                maxLength={200}
                onChange={(v) => setCard(i, { title: v })}
                onBlur={p.commit}
                disabled={p.disabled}
              />
              <TextField
                name={`cards.${i}.link`}
                label={t("fields.cardLink")}
                type="url"
                inputMode="url"
                placeholder={t("placeholders.link")}
                value={card.link}
                onChange={(v) => setCard(i, { link: v })}
                onBlur={p.commit}
                disabled={p.disabled}
              />
            </div>
          </div>
        )}
      />
      {picking !== null ? (
        <PresetPicker
          presets={p.presets}
          cardNumber={picking + 1}
          current={cards[picking]?.url ?? ""}
          onClose={() => setPicking(null)}
          onPick={(url) => {
            const at = picking;
            setPicking(null);
            structural((l) => l.map((card, j) => (j === at ? { ...card, url } : card)));
          }}
        />
      ) : null}
    </Section>
  );
}

export function VideoSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const linkError = (key: "videoLink" | "extraVideoLink") => {
    if ((touched[key] || p.showRequired) && !isValidVideoLink(p.content[key]))
      return t("video.invalidLink");
    return p.errors[key] ? t(p.errors[key]) : null;
  };
  const blur = (key: string) => () => {
    setTouched((s) => ({ ...s, [key]: true }));
    p.commit();
  };
  const hasVideo = Boolean(
    p.content.videoLink ||
    p.content.extraVideoLink ||
    p.content.videoUrl ||
    p.content.videoSectionTitle,
  );
  return (
    <Section
      id="video"
      title={t("sections.video")}
      hint={t("sectionHints.video")}
      actions={
        hasVideo ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={p.disabled}
            onClick={() => {
              p.update((c) => ({
                ...c,
                videoLink: "",
                extraVideoLink: "",
                videoUrl: "",
                videoSectionTitle: "",
              }));
              setTouched({});
              p.commit();
            }}
            data-testid="clear-video"
          >
            {t("video.clear")}
          </button>
        ) : null
      }
    >
      <TextField {...field("videoSectionTitle", { maxLength: 200 })} />
      <div className="form-grid">
        <TextField
          {...field("videoLink", {
            type: "url",
            inputMode: "url",
            placeholder: "https://youtu.be/…",
            error: linkError("videoLink"),
          })}
          onBlur={blur("videoLink")}
        />
        <TextField
          {...field("extraVideoLink", {
            type: "url",
            inputMode: "url",
            placeholder: t("placeholders.link"),
            error: linkError("extraVideoLink"),
          })}
          onBlur={blur("extraVideoLink")}
        />
      </div>
      <ImageDrop
        uuid={p.uuid}
        imageType="video"
        name="videoUrl"
        label={t("fields.videoPreview")}
        hint={t("hints.videoPreview")}
        value={p.content.videoUrl}
        onUploaded={(url, answer) => {
          p.update((c) => ({ ...c, videoUrl: url }));
          p.onUploaded(answer);
          p.commit();
        }}
        onRemove={() => {
          p.update((c) => ({ ...c, videoUrl: "" }));
          p.commit();
        }}
        limits={p.limits}
      />
    </Section>
  );
}

export function FaqSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const { setItem: setQa, structural } = listEditor(p, "qas");
  return (
    <Section id="faq" title={t("sections.faq")} hint={t("sectionHints.faq")}>
      <ItemList
        ns="faq"
        items={p.content.qas}
        max={p.limits.maxQas}
        disabled={p.disabled}
        structural={structural}
        newItem={() => ({ question: "", answer: "", open: false })}
        itemTestId="qa-item"
        addTestId="add-qa"
        limitId="faq-limit"
        renderItem={(qa, i) => (
          <>
            <TextField
              name={`qas.${i}.question`}
              label={t("fields.question")}
              value={qa.question}
              maxLength={500}
              placeholder={t("placeholders.question")}
              onChange={(v) => setQa(i, { question: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
            <TextField
              name={`qas.${i}.answer`}
              label={t("fields.answer")}
              value={qa.answer}
              multiline
              rows={3}
              maxLength={3000}
              placeholder={t("placeholders.answer")}
              onChange={(v) => setQa(i, { answer: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={qa.open}
                disabled={p.disabled}
                onChange={(e) =>
                  structural((l) =>
                    l.map((q, j) => (j === i ? { ...q, open: e.target.checked } : q)),
                  )
                }
              />
              <span>{t("fields.qaOpen")}</span>
            </label>
          </>
        )}
      />
    </Section>
  );
}

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

export function AnalyticsSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const { setItem, structural } = listEditor(p, "analytics");
  return (
    <Section id="analytics" title={t("sections.analytics")} hint={t("sectionHints.analytics")}>
      <ItemList
        ns="analytics"
        items={p.content.analytics}
        max={p.limits.maxAnalytics}
        disabled={p.disabled}
        structural={structural}
        newItem={() => ({ name: "", code: "" })}
        itemTestId="analytics-item"
        addTestId="add-analytics"
        renderItem={(a, i) => (
          <>
            <TextField
              name={`analytics.${i}.name`}
              label={t("fields.analyticsName")}
              value={a.name}
              maxLength={100}
              placeholder={t("placeholders.analyticsName")}
              onChange={(v) => setItem(i, { name: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
            <TextField
              name={`analytics.${i}.code`}
              label={t("fields.analyticsCode")}
              value={a.code}
              multiline
              mono
              rows={4}
              placeholder={t("placeholders.analyticsCode")}
              hint={t("hints.analyticsCode")}
              onChange={(v) => setItem(i, { code: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
          </>
        )}
      />
    </Section>
  );
}

import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "../../../../core/landing/schema";
import { CardPrice } from "../card-price";
import { Section, TextField } from "../fields";
import { ImageDrop } from "../image-drop";
import { ItemList, listEditor } from "../item-list";
import { PresetPicker } from "../preset-picker";
import { markedRequired, useField, type SectionProps } from "./types";

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
        newItem={(): Card => ({ id: newCardId(), title: "", link: "", url: "" })}
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
              required={markedRequired(p, `cards.${i}.url`)}
              error={p.errors[`cards.${i}.url`] ? t(p.errors[`cards.${i}.url`]) : null}
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
              {card.url ? (
                <TextField
                  name={`cards.${i}.alt`}
                  label={t("ai:fields.cardAlt")}
                  value={card.alt ?? ""}
                  maxLength={200}
                  hint={t("ai:fields.altHint")}
                  onChange={(v) => setCard(i, { alt: v || undefined })}
                  onBlur={p.commit}
                  disabled={p.disabled}
                />
              ) : null}
              <CardPrice
                card={card}
                index={i}
                lang={p.lang}
                disabled={p.disabled}
                set={(patch) => setCard(i, patch)}
                save={(patch) =>
                  structural((l) => l.map((c, j) => (j === i ? { ...c, ...patch } : c)))
                }
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

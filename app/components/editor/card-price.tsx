import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Card } from "../../../core/landing/schema";
import { CURRENCIES, isCurrency, type Currency } from "../../../core/landing/price";
import {
  defaultCurrency,
  formatMajorAmount,
  parseMajorAmount,
} from "../../../core/landing/price-input";
import { isPageLanguage, defaultLanguage } from "../../../core/i18n";
import { TextField } from "./fields";

/**
 * Issue 24, cards as a small catalogue: a card's optional price, typed in
 * major units as the owner thinks of it ("1 500") and stored in minor units,
 * and its "Order" button. An amount that does not read is shown as an error
 * and not saved; an empty one removes the price.
 */
export function CardPrice({
  card,
  index,
  lang,
  disabled,
  set,
  save,
}: {
  card: Card;
  index: number;
  lang: string;
  disabled: boolean;
  /** Typing: local state only. */
  set: (patch: Partial<Card>) => void;
  /** A toggle or a select: changed and saved at once. */
  save: (patch: Partial<Card>) => void;
}) {
  const { t } = useTranslation("editor");
  const pageLang = isPageLanguage(lang) ? lang : defaultLanguage;
  const currencyId = useId();
  const [currency, setCurrency] = useState<Currency>(
    card.price?.currency ?? defaultCurrency(pageLang),
  );
  const [text, setText] = useState(() =>
    card.price ? formatMajorAmount(card.price.amount, card.price.currency, pageLang) : "",
  );
  const amount = parseMajorAmount(text, currency);
  const without = (): Partial<Card> => ({ price: undefined });

  return (
    <div className="card-price">
      <div className="card-price-row">
        <TextField
          name={`cards.${index}.price`}
          label={t("cards.price")}
          value={text}
          inputMode="text"
          maxLength={24}
          hint={t("cards.priceHint")}
          error={amount === null ? t("cards.priceInvalid") : null}
          disabled={disabled}
          onChange={(v) => {
            setText(v);
            const next = parseMajorAmount(v, currency);
            if (next === "") set(without());
            else if (next !== null) set({ price: { amount: next, currency } });
          }}
          onBlur={() => save({})}
        />
        <div className="field">
          <label className="label" htmlFor={currencyId}>
            {t("cards.currency")}
          </label>
          <select
            id={currencyId}
            className="select"
            value={currency}
            disabled={disabled}
            data-field={`cards.${index}.currency`}
            onChange={(e) => {
              const next = e.target.value;
              if (!isCurrency(next)) return;
              setCurrency(next);
              const a = parseMajorAmount(text, next);
              if (typeof a === "number") save({ price: { amount: a, currency: next } });
            }}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={card.order === true}
          disabled={disabled}
          data-field={`cards.${index}.order`}
          onChange={(e) => save({ order: e.target.checked ? true : undefined })}
        />
        <span>{t("cards.order")}</span>
      </label>
    </div>
  );
}

import { z } from "zod";
import type { PublishedLanguage } from "../translate/languages";
import { PRICE_AMOUNT_MAX } from "./limits";

/** Issue 24: the currencies a card's price may be in, the one list the editor, page and inbox use. */
export const CURRENCIES = ["RUB", "USD", "EUR", "IDR", "UAH"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** ISO 4217 minor units: every listed currency counts hundredths (IDR too, though cash has none). */
export const MINOR_DIGITS: Record<Currency, number> = { RUB: 2, USD: 2, EUR: 2, IDR: 2, UAH: 2 };

/** Amounts are integers in minor units, so no price ever goes through floating-point sums. */
export const PriceSchema = z.object({
  amount: z.number().int().min(0).max(PRICE_AMOUNT_MAX),
  currency: z.enum(CURRENCIES),
});
export type Price = z.infer<typeof PriceSchema>;

export const isCurrency = (v: unknown): v is Currency =>
  typeof v === "string" && (CURRENCIES as readonly string[]).includes(v);

// The renderer formats prices on every page build; a formatter costs far more than a format.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, currency: Currency, whole: boolean): Intl.NumberFormat {
  const key = `${lang}|${currency}|${whole ? 0 : 1}`;
  let f = formatters.get(key);
  if (!f) {
    const digits = MINOR_DIGITS[currency];
    f = new Intl.NumberFormat(lang, {
      style: "currency",
      currency,
      // "1 500 ₽", not "1 500,00 ₽"; kopecks are shown only when there are some.
      minimumFractionDigits: whole ? 0 : digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, f);
  }
  return f;
}

/** The price as the page's language writes it: "1 500 ₽" (ru), "$15.50" (en), "Rp 150.000" (id). */
export function formatPrice(price: Price, lang: PublishedLanguage): string {
  const scale = 10 ** MINOR_DIGITS[price.currency];
  const whole = price.amount % scale === 0;
  return formatter(lang, price.currency, whole).format(price.amount / scale);
}

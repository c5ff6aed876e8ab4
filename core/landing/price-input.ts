import type { PageLanguage } from "../i18n";
import { PRICE_AMOUNT_MAX } from "./limits";
import { MINOR_DIGITS, type Currency } from "./price";

/**
 * Issue 24: a card's price as the owner types it in the editor, in major
 * units ("1 500", "15,50", "1,500.50", "150.000"), and back. Stored amounts
 * are minor units (./price). Spaces group thousands in every language; a
 * separator followed by three digits groups thousands too (en "1,500", id
 * "150.000"), and one followed by one or two digits at the end is the decimal
 * point, whichever of "," and "." it is, so each language's own writing reads.
 */

const GROUPING = /[\s\u00a0\u202f'’]/g;

/** Minor units of the typed amount; `""` for a blank input (no price), null when it is not an amount. */
export function parseMajorAmount(input: string, currency: Currency): number | "" | null {
  const s = input.replace(GROUPING, "");
  if (s === "") return "";
  if (!/^\d+(?:[.,]\d+)*$/.test(s)) return null;
  const parts = s.split(/[.,]/);
  const digits = MINOR_DIGITS[currency];
  let fraction = "";
  const last = parts[parts.length - 1];
  if (parts.length > 1 && last.length <= digits) {
    fraction = last;
    parts.pop();
  }
  // Groups after the first are thousands: exactly three digits each.
  if (parts.slice(1).some((g) => g.length !== 3)) return null;
  const whole = parts.join("").replace(/^0+(?=\d)/, "");
  if (whole.length > 15) return null;
  const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(amount) && amount <= PRICE_AMOUNT_MAX ? amount : null;
}

/** The stored amount as the editor's input shows it: "1 500", "15,50" (ru); "1,500", "15.50" (en). */
export function formatMajorAmount(amount: number, currency: Currency, lang: PageLanguage): string {
  const digits = MINOR_DIGITS[currency];
  const scale = 10 ** digits;
  const whole = amount % scale === 0;
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  })
    .format(amount / scale)
    .replace(/[\u00a0\u202f]/g, " ");
}

/** The currency a new price starts in: the page language's own. */
export function defaultCurrency(lang: string): Currency {
  return lang === "en" ? "USD" : lang === "id" ? "IDR" : "RUB";
}

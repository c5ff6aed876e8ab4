/**
 * The one money format of the app's screens (the checkout's amount and its
 * Pay button, the purchase history): the currency as its code, placed as
 * the language places it ("500 USD", "USD 500"), and cents only when there
 * are any, so a button and the line beside it never read differently.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    minimumFractionDigits: cents,
    maximumFractionDigits: 2,
  }).format(amount);
}

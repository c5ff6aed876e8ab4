/**
 * Issue 26 review: cards with a price or Order already give the form its
 * automatic "item" list (core/landing/form.ts formItems), so a template's own
 * select listing the same services is a second list of the same choice. The
 * rule, kept simple on purpose: an option *names* a card when every word of
 * it (3+ letters, numbers ignored) is a word of that card's title, Russian
 * endings tolerated (same stem: all but the last letter); a select *repeats
 * the cards* when two or more of its options name one. A single shared word
 * ("Sell" beside a "Sell your home" card) is allowed: the select asks
 * something else.
 */
const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !/^\p{N}+$/u.test(w));

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const short = Math.min(a.length, b.length);
  if (short < 4) return false;
  let common = 0;
  while (common < short && a[common] === b[common]) common++;
  return common >= Math.max(4, short - 1);
}

/** Whether the option's words are all in the title. */
export function optionNamesCard(option: string, title: string): boolean {
  const own = words(option);
  const titleWords = words(title);
  return own.length > 0 && own.every((w) => titleWords.some((t) => sameWord(w, t)));
}

/** The options that name one of the cards; two or more mean the select repeats the item list. */
export function optionsNamingCards(
  options: readonly string[],
  titles: readonly string[],
): string[] {
  return options.filter((o) => titles.some((t) => optionNamesCard(o, t)));
}

export const SELECT_REPEATS_CARDS_AT = 2;

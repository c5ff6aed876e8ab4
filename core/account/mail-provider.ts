/**
 * "Open mailbox" on the confirm screen: the web mail of well-known providers,
 * otherwise a mailto: link that opens the visitor's own mail program.
 */
const PROVIDERS: Array<[RegExp, string]> = [
  [/^(gmail\.com|googlemail\.com)$/, "https://mail.google.com"],
  [/^(yandex\.(ru|com|by|kz|ua)|ya\.ru)$/, "https://mail.yandex.ru"],
  [/^(mail\.ru|bk\.ru|inbox\.ru|list\.ru|internet\.ru)$/, "https://e.mail.ru"],
  [/^(outlook\.com|hotmail\.com|live\.com|msn\.com)$/, "https://outlook.live.com/mail"],
  [/^yahoo\.[a-z.]+$/, "https://mail.yahoo.com"],
  [/^(icloud\.com|me\.com|mac\.com)$/, "https://www.icloud.com/mail"],
  [/^(proton\.me|protonmail\.com)$/, "https://mail.proton.me"],
  [/^rambler\.ru$/, "https://mail.rambler.ru"],
];

export function mailProviderUrl(email: string): string {
  const domain = email.trim().toLowerCase().split("@")[1] ?? "";
  for (const [re, url] of PROVIDERS) if (re.test(domain)) return url;
  return `mailto:${email.trim()}`;
}

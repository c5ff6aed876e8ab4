import { accountLanguage } from "../../../core/i18n";
import { formatPrice, PriceSchema } from "../../../core/landing/price";
import { escapeHtml } from "../../../core/overlay";
import { namespaceT } from "../accounts/index.server";
import type { ChannelLead } from "./driver";

/** Telegram's limit for one message's text. */
export const TELEGRAM_TEXT_MAX = 4096;
const ELLIPSIS = "…";

/** `s` cut to `max` characters (code points, so no emoji is split), "…" marking the cut. */
export function cutText(s: string, max: number): string {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  return max <= 0 ? ELLIPSIS : chars.slice(0, max - 1).join("") + ELLIPSIS;
}

/**
 * A lead as a Telegram message (parse_mode HTML) in the owner's language:
 * the project, each field, the item, the page and UTM, and a link to the lead
 * in the inbox. Every visitor and owner value is escaped; values are cut
 * (before escaping, so no entity is split) until the whole text fits in
 * TELEGRAM_TEXT_MAX.
 */
export function telegramLeadText(lead: ChannelLead): string {
  const lng = accountLanguage(lead.ownerLanguage);
  const t = namespaceT("notices", lng);
  const rows: Array<[string, string]> = lead.fields.map((f) => [f.label, f.value]);
  if (lead.item) {
    const price = PriceSchema.safeParse(lead.item.price);
    rows.push([
      t("leadItem"),
      price.success ? `${lead.item.title} — ${formatPrice(price.data, lng)}` : lead.item.title,
    ]);
  }
  if (lead.pageUrl) rows.push([t("leadPage"), lead.pageUrl]);
  const utm = Object.values(lead.utm).filter(Boolean).join(" / ");
  if (utm) rows.push(["UTM", utm]);
  const head = (cap: number) =>
    `<b>${escapeHtml(t("leadSubject", { project: cutText(lead.project, cap) || t("leadUntitled") }))}</b>`;
  const link = `<a href="${escapeHtml(lead.inboxUrl)}">${escapeHtml(t("leadOpen"))}</a>`;
  const build = (cap: number) =>
    [
      head(cap),
      "",
      ...rows.map(
        ([label, value]) =>
          `<b>${escapeHtml(cutText(label, cap))}:</b> ${escapeHtml(cutText(value, cap))}`,
      ),
      "",
      link,
    ].join("\n");

  const longest = Math.max(lead.project.length, ...rows.flatMap(([l, v]) => [l.length, v.length]));
  const text = build(longest);
  if (text.length <= TELEGRAM_TEXT_MAX) return text;
  // The largest cap that fits: every value longer than it is cut with "…".
  let lo = 0;
  let hi = longest;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (build(mid).length <= TELEGRAM_TEXT_MAX) lo = mid;
    else hi = mid - 1;
  }
  // A form has few fields, so at cap 0 ("…" each) the text always fits.
  return build(lo);
}

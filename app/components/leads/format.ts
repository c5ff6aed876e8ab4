import { formatPrice, PriceSchema } from "../../../core/landing/price";
import {
  CHANNEL_OFF_ERROR,
  CHANNEL_REMOVED_ERROR,
  isChannelKind,
  PAUSED_NO_PRO,
  type ChannelKind,
} from "../../../core/leads/channels";
import { isPublishedLanguage } from "../../../core/translate/languages";

/** The inbox's filters as the page keeps them in its address (issue 24). */
export interface InboxFilters {
  landing: string;
  status: string;
  spam: boolean;
  q: string;
  page: number;
}

/** The inbox's address for these filters: empty ones are left out, page 1 is the default. */
export function inboxHref(f: InboxFilters, change: Partial<InboxFilters> = {}): string {
  const next = { ...f, ...change };
  const params = new URLSearchParams();
  if (next.spam) params.set("spam", "true");
  if (next.landing) params.set("landing", next.landing);
  if (next.status) params.set("status", next.status);
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `/leads?${query}` : "/leads";
}

/** The filters a query string asks for, as the form shows them back (the server checks them). */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const page = Number(params.get("page") ?? "1");
  return {
    landing: params.get("landing")?.trim() ?? "",
    status: params.get("status")?.trim() ?? "",
    spam: params.get("spam") === "true" || params.get("spam") === "1",
    q: params.get("q")?.trim() ?? "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The chosen card as the inbox shows it: its title, and its price written in
 * the owner's language ("Торт — 1 500 ₽"). A price stored in another shape is
 * left out rather than shown wrong.
 */
export function itemText(item: { title: string; price?: unknown } | null, lang: string): string {
  if (!item) return "";
  const price = PriceSchema.safeParse(item.price);
  if (!price.success) return item.title;
  const formatted = formatPrice(price.data, isPublishedLanguage(lang) ? lang : "en");
  return item.title ? `${item.title} — ${formatted}` : formatted;
}

/**
 * A delivery row's channel as the catalogue names it: "email" is the mail of
 * issue 24, "telegram:{id}" and the like are issue 25's connected channels.
 * Anything else reads as a plain "channel" rather than a raw key.
 */
export function deliveryChannelKind(channel: string): "email" | ChannelKind | "other" {
  if (channel === "email") return "email";
  const kind = channel.split(":", 1)[0];
  return channel.includes(":") && isChannelKind(kind) ? kind : "other";
}

/** A delivery waiting because its owner's PRO ended reads as paused, not as an error. */
export function deliveryState(d: {
  status: "pending" | "sent" | "failed";
  lastError: string | null;
}): "pending" | "sent" | "failed" | "paused" {
  return d.status === "pending" && d.lastError === PAUSED_NO_PRO ? "paused" : d.status;
}

/** A delivery ended because its channel went away: the catalogue's words instead of the stored error. */
export function deliveryEndReason(
  lastError: string | null,
): "channelOff" | "channelRemoved" | null {
  if (lastError === CHANNEL_OFF_ERROR) return "channelOff";
  if (lastError === CHANNEL_REMOVED_ERROR) return "channelRemoved";
  return null;
}

import { shapeTelegram, shapeWhatsapp } from "./contacts";
import { wellFormed } from "./text";

/**
 * Issue 27: messenger links that open the chat with a message already typed
 * (ADR 030). Pure; the renderer calls them with the owner's contacts and the
 * text in the page's language.
 *
 * WhatsApp: https://wa.me/{digits}?text=…, where {digits} are only the digits
 * of whatever the owner typed (a phone, a wa.me link, an api.whatsapp.com
 * link). A leading 8 is kept as typed: we cannot tell a Russian 8-prefix from
 * a country code, and the editor tells owners to type the international form.
 * The text is the owner's message text; else the `text` their own link
 * carries (written for that link on purpose, before the message field
 * existed); else the page language's default (`messageText`). A WhatsApp link with no number (a catalogue, a group
 * invite, wa.me/message/…) is kept as it is.
 *
 * Telegram: a username's link t.me/{name} takes `?text=` (Telegram's "public
 * username links", core.telegram.org/api/links: the text is put in the
 * message field as a draft; a client that does not know it opens the chat).
 * Invite links (t.me/+…, t.me/joinchat/…) and deeper paths are kept as they are.
 */

const WA_HOSTS = /^(?:wa\.me|(?:api\.|www\.)?whatsapp\.com)$/i;
const TG_HOSTS = /^(?:t\.me|telegram\.me|telegram\.dog)$/i;
/** Telegram usernames: 4–32 characters, a letter first (core.telegram.org/api/links). */
const TG_USERNAME = /^[a-z][a-z0-9_]{3,31}$/i;

function parse(href: string): URL | null {
  try {
    return new URL(href);
  } catch {
    return null;
  }
}

/** `text` as a query value; a lone surrogate (half an emoji) would make encodeURIComponent throw. */
export function encodeText(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** The digits of a WhatsApp number from what the owner typed, or null when it names no number. */
export function whatsappDigits(value: string): string | null {
  const href = shapeWhatsapp(value);
  const url = href ? parse(href) : null;
  if (!url || !WA_HOSTS.test(url.hostname)) return null;
  const raw =
    url.hostname.toLowerCase() === "wa.me"
      ? /^\/\+?[\d\s().-]+\/?$/.test(url.pathname)
        ? url.pathname
        : ""
      : (url.searchParams.get("phone") ?? "");
  const digits = raw.replace(/\D/g, "");
  return digits.length >= 5 ? digits : null;
}

/** The WhatsApp link with the message typed, or the owner's link as it is when it names no number. */
export function whatsappHref(value: string, text: string): string | null {
  const href = shapeWhatsapp(value);
  if (!href) return null;
  const digits = whatsappDigits(value);
  if (!digits) return href;
  return `https://wa.me/${digits}${text.trim() ? `?text=${encodeText(text)}` : ""}`;
}

/** The Telegram contact's link, with the message typed when it is a username's chat. */
export function telegramHref(value: string, text: string): string | null {
  const href = shapeTelegram(value);
  if (!href) return null;
  const url = parse(href);
  if (!url || !TG_HOSTS.test(url.hostname)) return href;
  const name = url.pathname.replace(/^\/|\/$/g, "");
  if (!TG_USERNAME.test(name)) return href;
  return `https://t.me/${name}${text.trim() ? `?text=${encodeText(text)}` : ""}`;
}

/** The `text` an owner's own WhatsApp or Telegram link carries, if any. */
export function linkText(href: string): string | null {
  const own = parse(href)?.searchParams.get("text")?.trim();
  return own || null;
}

/** The text a messenger link types: the owner's message, else their link's own text, else the default. */
export function messageText(owner: string | undefined, link: string, fallback: string): string {
  return owner?.trim() || linkText(link) || fallback;
}

/** The text for a card's Order in a messenger: the message, then the card's title. */
export function orderText(message: string, item: string): string {
  return item.trim() ? `${message}\n${item.trim()}` : message;
}

/**
 * The page's messenger links: WhatsApp and the Telegram contact with the
 * message typed ("" when absent), and a card's Order link, WhatsApp else
 * Telegram, with the card's title after the message (null with neither).
 */
export function messengerLinks(
  contacts: { whatsapp: string; telegramContact: string; messageText?: string },
  defaultText: string,
) {
  const typed = (link: string) => messageText(contacts.messageText, link, defaultText);
  const wa = (text: string) => whatsappHref(contacts.whatsapp, text) ?? "";
  const tg = (text: string) => telegramHref(contacts.telegramContact, text) ?? "";
  return {
    whatsapp: wa(typed(contacts.whatsapp)),
    telegram: tg(typed(contacts.telegramContact)),
    order: (title: string): string | null =>
      wa(orderText(typed(contacts.whatsapp), title)) ||
      tg(orderText(typed(contacts.telegramContact), title)) ||
      null,
  };
}

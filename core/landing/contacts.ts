import type { Contacts } from "./schema";
import { wellFormed } from "./text";

/**
 * SPEC §5 "Contact input shaping". A value that is already a URL is kept;
 * otherwise:
 * - WhatsApp: reduced to its digits → https://wa.me/<digits> ("+7 (999) 123-45-67"
 *   → https://wa.me/79991234567); no digits → "".
 * - Telegram (contact and channel): leading @ removed → https://t.me/<name>.
 * A bare domain such as "t.me/shop" counts as a URL and gains "https://".
 * Shaping is idempotent, so the editor (on blur) and the renderer can both apply it.
 */
const SCHEME_URL = /^[a-z][a-z0-9+.-]*:\/\//i;
const BARE_URL = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\//i;
const PHONE_ISH = /^[+\d\s().-]+$/;

function asUrl(v: string): string | null {
  if (SCHEME_URL.test(v)) return v;
  if (BARE_URL.test(v) && !PHONE_ISH.test(v)) return `https://${v}`;
  return null;
}

export function shapeWhatsapp(value: unknown): string {
  const v = typeof value === "string" ? value.trim() : "";
  if (!v) return "";
  const url = asUrl(v);
  if (url) return url;
  const digits = v.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}` : "";
}

export function shapeTelegram(value: unknown): string {
  const v = typeof value === "string" ? value.trim() : "";
  if (!v) return "";
  const url = asUrl(v);
  if (url) return url;
  const name = v.replace(/^@+/, "").trim();
  // A lone surrogate would make encodeURIComponent throw.
  return name ? `https://t.me/${encodeURIComponent(wellFormed(name))}` : "";
}

export function shapeContacts<T extends Partial<Contacts>>(contacts: T): T {
  return {
    ...contacts,
    ...(contacts.whatsapp !== undefined && { whatsapp: shapeWhatsapp(contacts.whatsapp) }),
    ...(contacts.telegramContact !== undefined && {
      telegramContact: shapeTelegram(contacts.telegramContact),
    }),
    ...(contacts.telegramChannelLink !== undefined && {
      telegramChannelLink: shapeTelegram(contacts.telegramChannelLink),
    }),
  };
}

/** A phone as a tel: link: keeps a leading + and the digits. */
export function telHref(phone: unknown): string | null {
  if (typeof phone !== "string") return null;
  const t = phone.trim();
  const digits = t.replace(/\D/g, "");
  if (digits.length < 3) return null;
  return `tel:${t.startsWith("+") ? "+" : ""}${digits}`;
}

/** An e-mail address as a mailto: link when it looks like one. */
export function mailtoHref(email: unknown): string | null {
  if (typeof email !== "string") return null;
  const t = email.trim();
  return /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/.test(t) ? `mailto:${t}` : null;
}

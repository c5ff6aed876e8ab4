import ruPublic from "../i18n/locales/ru/public";
import enPublic from "../i18n/locales/en/public";
import idPublic from "../i18n/locales/id/public";
import ukPublic from "../i18n/locales/uk/public";
import { httpUrl } from "../url";
import { mailtoHref, shapeContacts, telHref } from "./contacts";
import type { LandingContent } from "./schema";
import { VCARD_FILE } from "./vcard-file";

export { VCARD_CONTENT_TYPE, VCARD_FILE } from "./vcard-file";

/**
 * Issue 27 "Save contact": the owner's contact as a vCard 3.0 (RFC 2426),
 * made at publish from the published content and stored beside the page.
 *
 * Written here, not with a library (ADR 030): the best kept one,
 * vcard-creator 1.0, folds and escapes right but writes REV with a ".sss"
 * fraction RFC 2425 does not allow, leaves EMAIL and X- values unescaped and
 * upper-cases X-ABLabel. Lines end with CRLF and fold at 75 octets counted in
 * UTF-8 bytes, never inside a character (RFC 2425 §5.8.1).
 */

const LABELS = { ru: ruPublic, en: enPublic, id: idPublic, uk: ukPublic } as const;

/** What the page shows of its contacts, through the same shaping and URL gate as the page. */
export interface VcardContacts {
  phones: string[];
  email: string | null;
  website: string | null;
  messengers: Array<{ kind: MessengerKind; url: string }>;
}
type MessengerKind =
  "whatsapp" | "telegramContact" | "telegramChannel" | "instagram" | "vk" | "youtube";

export function vcardContacts(content: Pick<LandingContent, "contacts">): VcardContacts {
  const c = shapeContacts(content.contacts);
  const phones = [c.mainPhone, c.extraPhone].flatMap((p) => {
    const href = telHref(p);
    return href ? [href.slice("tel:".length)] : [];
  });
  const sources: Array<[MessengerKind, string]> = [
    ["whatsapp", c.whatsapp],
    ["telegramContact", c.telegramContact],
    ["telegramChannel", c.telegramChannelLink],
    ["instagram", c.instagramLink],
    ["vk", c.vkLink],
    ["youtube", c.youtubeLink],
  ];
  return {
    phones,
    email: mailtoHref(c.email) ? c.email.trim() : null,
    website: httpUrl(c.website),
    messengers: sources.flatMap(([kind, url]) => {
      const href = httpUrl(url);
      return href ? [{ kind, url: href }] : [];
    }),
  };
}

/** THE rule for "Save contact": the page shows the link, and publish stores the file, only with a contact to save. */
export function hasSavableContact(content: Pick<LandingContent, "contacts">): boolean {
  const c = vcardContacts(content);
  return c.phones.length > 0 || !!c.email || !!c.website || c.messengers.length > 0;
}

/** `{page URL}/contact.vcf`: `/l/{alias}/contact.vcf`, `/en/contact.vcf`, `https://host/contact.vcf`. */
export function vcardUrl(pageUrl: string): string {
  return `${pageUrl.replace(/\/+$/, "")}/${VCARD_FILE}`;
}

/** RFC 2426 §4 text escaping: backslash, semicolon, comma and newlines. */
export function escapeVcardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * A URL as a property value. URL is of the `uri` type, which RFC 2426 does not
 * escape, yet some readers unescape every value: percent-encoding the three
 * special characters reads the same everywhere and names the same resource.
 */
const uriValue = (url: string) =>
  url.replace(/[,;\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** RFC 2425 §5.8.1: at most 75 octets a line; a continuation starts with a space, which counts. */
export function foldLine(line: string): string {
  let out = "";
  let size = 0;
  for (const ch of line) {
    const n = utf8Length(ch.codePointAt(0)!);
    if (size + n > 75) {
      out += "\r\n ";
      size = 1;
    }
    out += ch;
    size += n;
  }
  return out;
}

export interface VcardInput {
  content: Pick<LandingContent, "projectName" | "companyName" | "contacts">;
  /** The page's public address (its language version's, for a version). */
  pageUrl: string;
  /** The page's language: the labels' language. */
  lang: string;
  /** REV: when the card was made (the publish). */
  now: Date;
}

/** The vCard text, or null when there is no contact to save (hasSavableContact). */
export function buildVcard(input: VcardInput): string | null {
  if (!hasSavableContact(input.content)) return null;
  const contacts = vcardContacts(input.content);
  const labels = LABELS[input.lang as keyof typeof LABELS] ?? LABELS.ru;
  const { projectName, companyName } = input.content;
  const name = projectName || companyName || labels.untitled;
  const lines: string[] = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    "PRODID:-//Vitrina//Save contact//EN",
    // A company card: N is required by RFC 2426 but names no person here, so
    // its parts stay empty; FN is what Android lists, and X-ABShowAs:COMPANY
    // makes Apple's Contacts show ORG rather than an empty person's name.
    "N:;;;;",
    `FN:${escapeVcardText(name)}`,
    `ORG:${escapeVcardText(companyName || name)}`,
    "X-ABShowAs:COMPANY",
  ];
  contacts.phones.forEach((number, i) =>
    lines.push(`TEL;TYPE=WORK,VOICE${i === 0 ? ",PREF" : ""}:${number}`),
  );
  if (contacts.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVcardText(contacts.email)}`);
  if (contacts.website) lines.push(`URL;TYPE=WORK:${uriValue(contacts.website)}`);
  // Messengers and the page as labelled URLs: `itemN.URL` with `itemN.X-ABLabel`
  // is what Apple's and Google's Contacts both write and read back with the
  // label; a reader that ignores the label still keeps the URL as a website.
  // X-SOCIALPROFILE was not chosen: Android's importer drops it.
  const page = httpUrl(input.pageUrl);
  const labelled: Array<[label: string, url: string]> = [
    ...contacts.messengers.map((m): [string, string] => [labels[m.kind], m.url]),
    ...(page ? [[labels.vcardPage, page] as [string, string]] : []),
  ];
  labelled.forEach(([label, url], i) => {
    lines.push(`item${i + 1}.URL:${uriValue(url)}`);
    lines.push(`item${i + 1}.X-ABLabel:${escapeVcardText(label)}`);
  });
  lines.push(`REV:${input.now.toISOString().replace(/\.\d+Z$/, "Z")}`, "END:VCARD");
  return lines.map((l) => `${foldLine(l)}\r\n`).join("");
}

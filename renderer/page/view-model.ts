import { mailtoHref, shapeContacts, telHref } from "../../core/landing/contacts";
import { srcSet, variantUrl } from "../../core/landing/images";
import { metaDescription, organizationJsonLd, jsonLdText } from "../../core/landing/seo";
import { firstGrapheme } from "../../core/landing/text";
import type { LandingContent } from "../../core/landing/schema";
import { DEFAULT_PALETTE, resolvePalette, type Palette } from "../../core/landing/theme";
import { videoEmbed, type VideoEmbed } from "../../core/landing/video";
import { absoluteUrl, httpUrl, safeUrl } from "../../core/url";
import { hasSavableContact, vcardUrl } from "../../core/landing/vcard";
import {
  LANGUAGE_NATIVE_NAMES,
  type PublishedLanguage as Language,
} from "../../core/translate/languages";
import { PRODUCT_NAME, PRODUCT_URL, type RenderMeta } from "../render-meta";
import type { PublicT } from "../i18n";
import { formItems, LEAD_PATH_SUFFIX } from "../../core/landing/form";
import { formatPrice } from "../../core/landing/price";
import { consentText } from "../../core/leads/consent";
import type { LeadFormModel } from "./lead-form";
import { messengerLinks } from "../../core/landing/messenger-links";

/**
 * Everything the page shows, already passed through the URL gate: the
 * components below never see a raw user URL. Empty sections are null, which is
 * also what hides their anchors.
 */
export interface Img {
  src: string;
  srcSet: string | null;
  /** The owner's alt text (issue 14), when they wrote one. */
  alt?: string;
}
export interface Link {
  href: string;
  external: boolean;
}
export interface SocialLink extends Link {
  kind: "whatsapp" | "telegramContact" | "telegramChannel" | "instagram" | "vk" | "youtube";
}
export interface PageModel {
  lang: Language;
  title: string;
  name: string;
  companyName: string;
  description: string;
  metaDescription: string;
  canonicalUrl: string | null;
  ogImage: string | null;
  /** og:image is the 1200×630 share image (its size is then known to the tags). */
  ogImageIsShareImage: boolean;
  /** JSON-LD `Organization`, already escaped for a <script> body (core/landing/seo). */
  jsonLd: string;
  favicon: string;
  productUrl: string;
  cover: Img | null;
  logo: Img | null;
  buttons: Array<Link & { label: string; primary: boolean }>;
  location: string;
  phones: Array<{ text: string; href: string }>;
  email: { text: string; href: string } | null;
  website: { text: string; href: string } | null;
  cards: {
    title: string;
    items: Array<{
      title: string;
      image: Img | null;
      link: Link | null;
      /** Issue 24: the price as the page's language writes it. */
      price: string | null;
      /** The card's value in the form's item list, when it has an Order button. */
      order: string | null;
      /** Issue 27: with no form, Order opens the messenger with the card's title typed. */
      orderLink: Link | null;
    }>;
  } | null;
  /** Issue 24: the lead form, when enabled. */
  form: LeadFormModel | null;
  video: {
    title: string;
    thumbnail: Img | null;
    embed: VideoEmbed | null;
    link: Link | null;
    extraLink: Link | null;
  } | null;
  faq: { title: string; items: Array<{ question: string; answer: string; open: boolean }> } | null;
  socials: { title: string; items: SocialLink[] } | null;
  showBadge: boolean;
  showScript: boolean;
  /** The colours (issue 13): content.theme as resolved by core/landing/theme. */
  palette: Palette;
  /** Issue 27: `{page URL}/contact.vcf`, when the page has a contact to save (publish stores it). */
  vcardUrl: string | null;
  /**
   * Issue 27: the owner asks before analytics; their snippets (sanitised) wait
   * for "Accept", kept per landing under `key`. Set by renderLanding.
   */
  consent?: { key: string; snippets: string } | null;
  /** Language versions (issue 14), source first; empty when the page has no translations. */
  languages: Array<{ lang: string; href: string; name: string; current: boolean }>;
}

const OG_LOCALE: Record<Language, string> = {
  ru: "ru_RU",
  en: "en_US",
  id: "id_ID",
  uk: "uk_UA",
};

/** The versions as links through the URL gate; a single language needs no switch. */
function languageLinks(meta: RenderMeta, lang: Language): PageModel["languages"] {
  const links = (meta.languages ?? []).flatMap((v) => {
    const href = httpUrl(v.href);
    const name = LANGUAGE_NATIVE_NAMES[v.lang as keyof typeof LANGUAGE_NATIVE_NAMES];
    return href && name ? [{ lang: v.lang, href, name, current: v.lang === lang }] : [];
  });
  return links.length > 1 ? links : [];
}
export const ogLocale = (lang: Language) => OG_LOCALE[lang];

function image(url: string, alt?: string): Img | null {
  const src = safeUrl(url);
  if (!src) return null;
  return alt?.trim() ? { src, srcSet: srcSet(src), alt: alt.trim() } : { src, srcSet: srcSet(src) };
}

function link(url: string): Link | null {
  const href = safeUrl(url);
  return href ? { href, external: /^https?:/.test(href) } : null;
}

/** A link only to an absolute http(s) URL. */
function httpLink(url: string): Link | null {
  const href = httpUrl(url);
  return href ? { href, external: true } : null;
}

function websiteText(href: string): string {
  return href.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
}

const XML_ESCAPES: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;",
};

const ICON_COLORS = { fill: DEFAULT_PALETTE.ac, text: DEFAULT_PALETTE.ao };

/**
 * SVG data URL used as favicon when there is no logo (a missing icon is a 404
 * per view): the name's first grapheme, whole — an emoji, a flag, an accented
 * letter — never half of a surrogate pair (issue 11).
 */
export function letterIcon(
  name: string,
  colors: { fill: string; text: string } = ICON_COLORS,
): string {
  const letter = (firstGrapheme(name) || "V")
    .toUpperCase()
    .replace(/[<>&"']/g, (c) => XML_ESCAPES[c]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colors.fill}"/><text x="32" y="44" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="${colors.text}" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** `{page path}/lead` on the page's own origin (the worker rewrites it to the path actually viewed). */
export function leadAction(canonicalUrl: string): string {
  let path = "/";
  try {
    path = new URL(canonicalUrl).pathname;
  } catch {
    // No canonical address (a preview): the host's own root.
  }
  return `${path.replace(/\/+$/, "")}${LEAD_PATH_SUFFIX}`;
}

function leadForm(
  content: LandingContent,
  meta: RenderMeta,
  lang: Language,
  t: PublicT,
): LeadFormModel | null {
  const f = content.form;
  if (!f?.enabled) return null;
  return {
    action: leadAction(meta.canonicalUrl),
    title: f.title || t("lead.formTitle"),
    description: f.description,
    submit: f.submitText || t("lead.submit"),
    success: f.successMessage || t("lead.success"),
    consent: consentText(f, lang),
    policyUrl: httpUrl(f.privacyPolicyUrl),
    fields: f.fields,
    items: formItems(content.cards).map((i) => ({
      value: i.value,
      // An untitled card is still a choice: its number in the list.
      text: [
        i.title || String(Number(i.value) + 1),
        ...(i.price ? [formatPrice(i.price, lang)] : []),
      ].join(" — "),
    })),
  };
}

export function buildPageModel(
  content: LandingContent,
  meta: RenderMeta,
  lang: Language,
  t: PublicT,
): PageModel {
  const name = content.projectName || content.companyName || t("untitled");
  const title = `${name} — ${PRODUCT_NAME}`;
  const cover = image(content.projectBackgroundUrl, content.projectBackgroundAlt);
  const logo = image(content.projectLogoUrl, content.projectLogoAlt);
  const palette = resolvePalette(content.theme);

  const buttons: PageModel["buttons"] = [];
  const main = content.mainButtonName ? link(content.mainButtonLink) : null;
  if (main) buttons.push({ ...main, label: content.mainButtonName, primary: true });
  const extra = content.extraButtonName ? link(content.extraButtonLink) : null;
  if (extra) buttons.push({ ...extra, label: content.extraButtonName, primary: false });

  const contacts = shapeContacts(content.contacts);
  const phones = [contacts.mainPhone, contacts.extraPhone].flatMap((p) => {
    const href = telHref(p);
    return href ? [{ text: p, href }] : [];
  });
  const mail = mailtoHref(contacts.email);
  const site = httpUrl(contacts.website);

  const form = content.form?.enabled ? leadForm(content, meta, lang, t) : null;
  // Issue 27: the messengers open with a message typed; without a form, Order writes there.
  const messengers = messengerLinks(contacts, t("messageDefault", { project: name }));
  const orderVia = (title: string) => (form ? null : httpLink(messengers.order(title) ?? ""));
  const cardItems = content.cards.flatMap((c, i) => {
    const img = image(c.url, c.alt);
    const price = c.price ? formatPrice(c.price, lang) : null;
    // The Order link's value is the card's place in the content, as in the form's item list.
    const order = form && c.order ? String(i) : null;
    const orderLink = c.order ? orderVia(c.title) : null;
    return c.title || img || price || order || orderLink
      ? [{ title: c.title, image: img, link: link(c.link), price, order, orderLink }]
      : [];
  });

  const embed = videoEmbed(content.videoLink);
  const thumb =
    image(content.videoUrl) ??
    (embed?.thumbnailUrl ? { src: embed.thumbnailUrl, srcSet: null } : null);
  const videoLink = httpLink(content.videoLink);
  const extraVideo = httpLink(content.extraVideoLink);
  const hasVideo = Boolean(embed || videoLink || thumb);

  const qas = content.qas.filter((q) => q.question);

  const socialSources: Array<[SocialLink["kind"], string]> = [
    ["whatsapp", messengers.whatsapp],
    ["telegramContact", messengers.telegram],
    ["telegramChannel", contacts.telegramChannelLink],
    ["instagram", contacts.instagramLink],
    ["vk", contacts.vkLink],
    ["youtube", contacts.youtubeLink],
  ];
  const plain: Partial<Record<SocialLink["kind"], string>> = {
    whatsapp: contacts.whatsapp,
    telegramContact: contacts.telegramContact,
  };
  const socials = socialSources.flatMap(([kind, url]) => {
    const l = httpLink(url);
    return l ? [{ ...l, kind }] : [];
  });

  const ogSource =
    variantUrl(cover?.src, 1280) ?? cover?.src ?? variantUrl(logo?.src, 640) ?? logo?.src;
  const canonical = httpUrl(meta.canonicalUrl);
  const shareImage = httpUrl(meta.shareImage);
  const description = metaDescription(content, t("defaultDescription", { name }));

  return {
    lang,
    languages: languageLinks(meta, lang),
    title,
    name,
    companyName: content.projectName ? content.companyName : "",
    description: content.projectDescription,
    metaDescription: description,
    canonicalUrl: canonical,
    ogImage: shareImage ?? (ogSource ? absoluteUrl(ogSource, meta.publicUrl) : null),
    ogImageIsShareImage: shareImage !== null,
    jsonLd: jsonLdText(
      organizationJsonLd({
        name: content.companyName || name,
        url: canonical,
        description,
        logo: logo ? absoluteUrl(logo.src, meta.publicUrl) : null,
        telephones: phones.map((p) => p.text),
        email: mail ? contacts.email : null,
        location: content.projectLocation,
        // The profiles themselves, not the links with a message typed.
        sameAs: [site, ...socialSources.map(([kind, url]) => httpUrl(plain[kind] ?? url))].filter(
          (u): u is string => Boolean(u),
        ),
      }),
    ),
    favicon:
      (logo && (variantUrl(logo.src, 320) ?? logo.src)) ||
      letterIcon(name, { fill: palette.ac, text: palette.ao }),
    productUrl: safeUrl(meta.productUrl ?? PRODUCT_URL) ?? PRODUCT_URL,
    cover,
    logo,
    buttons,
    location: content.projectLocation,
    phones,
    email: mail ? { text: contacts.email, href: mail } : null,
    website: site ? { text: websiteText(site), href: site } : null,
    vcardUrl: canonical && hasSavableContact(content) ? vcardUrl(canonical) : null,
    cards: cardItems.length
      ? { title: content.cardsSectionTitle || t("cardsTitle"), items: cardItems }
      : null,
    video: hasVideo
      ? {
          title: content.videoSectionTitle || t("videoTitle"),
          thumbnail: thumb,
          embed,
          link: videoLink,
          extraLink: extraVideo,
        }
      : null,
    faq: qas.length
      ? {
          title: t("faqTitle"),
          items: qas.map((q) => ({ question: q.question, answer: q.answer, open: q.open })),
        }
      : null,
    socials: socials.length ? { title: t("socialsTitle"), items: socials } : null,
    form,
    showBadge: meta.showBadge !== false,
    showScript: Boolean(embed) || qas.length > 0,
    palette,
  };
}

import type { PublicT } from "../i18n";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../core/landing/share-image";
import { FORM_INPUTS } from "../../core/landing/form";
import { PRODUCT_NAME } from "../render-meta";
import { CLIENT_SCRIPT, STATS_SCRIPT } from "./client-script";
import { attrs, el, esc, voidEl } from "./html";
import { icon, PLAY_ICON, type IconName } from "./icons";
import {
  CARD_SHOP_CSS,
  FORM_SECTION_ID,
  LEAD_FORM_CSS,
  LEAD_FORM_SCRIPT,
  leadFormSection,
} from "./lead-form";
import { PAGE_CSS, themeCss } from "./styles";
import {
  CONSENT_CSS,
  consentBar,
  SHARE_SCRIPT,
  VISITOR_CSS,
  visitorActions,
} from "./visitor-actions";
import { ogLocale, type Img, type Link, type PageModel, type SocialLink } from "./view-model";

/**
 * The public page (SPEC §2 "Public landing") as one HTML string (html.ts says
 * how it is written). Image sizes are the recommended upload sizes of SPEC §5
 * so the browser reserves space before they load.
 */
const SIZE = {
  cover: { width: 3200, height: 840, sizes: "100vw" },
  logo: { width: 320, height: 320, sizes: "96px" },
  card: {
    width: 750,
    height: 540,
    sizes: "(min-width:1200px) 240px, (min-width:700px) 31vw, 46vw",
  },
  video: { width: 1920, height: 1080, sizes: "(min-width:1200px) 740px, 92vw" },
} as const;

function picture(
  img: Img,
  kind: keyof typeof SIZE,
  alt: string,
  lazy: boolean,
  className?: string,
) {
  const s = SIZE[kind];
  return voidEl("img", {
    class: className,
    src: img.src,
    srcSet: img.srcSet,
    sizes: img.srcSet ? s.sizes : undefined,
    width: s.width,
    height: s.height,
    alt,
    loading: lazy ? "lazy" : undefined,
    decoding: lazy ? "async" : undefined,
    fetchpriority: !lazy && kind === "cover" ? "high" : undefined,
  });
}

/** A link to a user URL; `stat` is the click statistics target (`button:0`, `card:2`) STATS_SCRIPT reads. */
function a(
  link: Link,
  inner: string,
  opts: { className?: string; label?: string; stat?: string } = {},
) {
  return el(
    "a",
    {
      class: opts.className,
      href: link.href,
      "aria-label": opts.label,
      "data-v": opts.stat,
      target: link.external ? "_blank" : undefined,
      rel: link.external ? "noopener" : undefined,
    },
    inner,
  );
}

const meta = (list: Record<string, string>) => voidEl("meta", list);

function head(m: PageModel): string {
  const cover = m.cover;
  let out = '<head><meta charSet="utf-8"/>';
  out += meta({ name: "viewport", content: "width=device-width, initial-scale=1" });
  out += `<title>${esc(m.title)}</title>`;
  out += meta({ name: "description", content: m.metaDescription });
  if (m.canonicalUrl) out += voidEl("link", { rel: "canonical", href: m.canonicalUrl });
  for (const l of m.languages)
    out += voidEl("link", { rel: "alternate", hrefLang: l.lang, href: l.href });
  if (m.languages.length > 0)
    out += voidEl("link", { rel: "alternate", hrefLang: "x-default", href: m.languages[0].href });
  out += meta({ property: "og:type", content: "website" });
  out += meta({ property: "og:title", content: m.title });
  out += meta({ property: "og:description", content: m.metaDescription });
  out += meta({ property: "og:site_name", content: m.name });
  out += meta({ property: "og:locale", content: ogLocale(m.lang) });
  if (m.canonicalUrl) out += meta({ property: "og:url", content: m.canonicalUrl });
  if (m.ogImage) out += meta({ property: "og:image", content: m.ogImage });
  if (m.ogImageIsShareImage) {
    out += meta({ property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) });
    out += meta({ property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) });
  }
  out += meta({ name: "twitter:card", content: m.ogImage ? "summary_large_image" : "summary" });
  out += meta({ name: "twitter:title", content: m.title });
  out += meta({ name: "twitter:description", content: m.metaDescription });
  if (m.ogImage) out += meta({ name: "twitter:image", content: m.ogImage });
  out += meta({ name: "theme-color", content: m.palette.ac });
  out += voidEl("link", { rel: "icon", href: m.favicon });
  if (cover)
    out += voidEl("link", {
      rel: "preload",
      as: "image",
      href: cover.src,
      imageSrcSet: cover.srcSet,
      imageSizes: cover.srcSet ? SIZE.cover.sizes : undefined,
      fetchpriority: "high",
    });
  const shop = m.cards?.items.some((c) => c.price || c.order || c.orderLink) ? CARD_SHOP_CSS : "";
  const visitor = VISITOR_CSS + (m.consent ? CONSENT_CSS : "");
  out += `<style>${PAGE_CSS}${m.form ? LEAD_FORM_CSS : ""}${shop}${visitor}${themeCss(m.palette)}</style>`;
  out += `<script type="application/ld+json">${m.jsonLd}</script>`;
  return out + "</head>";
}

function profile(m: PageModel, t: PublicT): string {
  let out = '<div class="profile">';
  if (m.logo)
    out += picture(m.logo, "logo", m.logo.alt ?? t("logoAlt", { name: m.name }), false, "logo");
  out += `<h1>${esc(m.name)}</h1>`;
  if (m.companyName) out += `<p class="company">${esc(m.companyName)}</p>`;
  if (m.buttons.length > 0) {
    out += '<div class="btns">';
    m.buttons.forEach((b, i) => {
      out += a(b, esc(b.label), {
        className: `btn ${b.primary ? "main" : "alt"}`,
        stat: `button:${i}`,
      });
    });
    out += "</div>";
  }
  if (m.description) out += `<p class="desc">${esc(m.description)}</p>`;
  if (m.location || m.phones.length > 0 || m.email || m.website) {
    out += '<ul class="facts">';
    if (m.location) out += `<li>${icon("pin")}<span>${esc(m.location)}</span></li>`;
    for (const p of m.phones)
      out += `<li>${icon("phone")}${el("a", { href: p.href }, esc(p.text))}</li>`;
    if (m.email)
      out += `<li>${icon("mail")}${el("a", { href: m.email.href }, esc(m.email.text))}</li>`;
    if (m.website) {
      const link = el(
        "a",
        { href: m.website.href, target: "_blank", rel: "noopener" },
        esc(m.website.text),
      );
      out += `<li>${icon("globe")}${link}</li>`;
    }
    out += "</ul>";
  }
  // Issue 27: Save contact, a download of the vCard publish stored beside the page.
  const save = m.vcardUrl
    ? el("a", { class: "btn alt", href: m.vcardUrl, download: true }, esc(t("saveContact")))
    : "";
  return out + visitorActions(t, save) + "</div>";
}

const SOCIAL: Record<SocialLink["kind"], [className: string, icon: IconName]> = {
  whatsapp: ["wa", "whatsapp"],
  telegramContact: ["tg", "telegram"],
  telegramChannel: ["tc", "channel"],
  instagram: ["ig", "instagram"],
  vk: ["vk", "vk"],
  youtube: ["yt", "youtube"],
};

function section(id: string, title: string, inner: string): string {
  return `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${esc(title)}</h2>${inner}</section>`;
}

function cards(list: NonNullable<PageModel["cards"]>, t: PublicT): string {
  let items = "";
  list.items.forEach((c, i) => {
    let body = "";
    if (c.image)
      body += picture(
        c.image,
        "card",
        c.image.alt ?? (c.title ? "" : `${list.title} ${i + 1}`),
        true,
      );
    if (c.title) body += `<h3>${esc(c.title)}</h3>`;
    if (c.price) body += `<p class="price">${esc(c.price)}</p>`;
    let card = c.link ? a(c.link, body, { stat: `card:${i}` }) : body;
    // Issue 24: a plain link to the form with this card chosen, so it works without script.
    if (c.order) {
      const href = `?${FORM_INPUTS.item}=${c.order}#${FORM_SECTION_ID}`;
      card += el("a", { class: "btn main order", href }, esc(t("lead.order")));
    } else if (c.orderLink) {
      // Issue 27: no form, so Order writes to the messenger with the card's title typed.
      card += a(c.orderLink, esc(t("lead.order")), { className: "btn main order" });
    }
    const plain = c.link && !c.order && !c.orderLink;
    items += `<li class="card">${plain ? card : `<div>${card}</div>`}</li>`;
  });
  return section("cards", list.title, `<ul class="grid">${items}</ul>`);
}

function video(v: NonNullable<PageModel["video"]>, t: PublicT): string {
  let inner = '<div class="video">';
  if (v.thumbnail) inner += picture(v.thumbnail, "video", "", true);
  const label = t("playVideo", { title: v.title });
  if (v.embed) {
    inner += el(
      "button",
      {
        type: "button",
        class: "play",
        "data-embed": v.embed.embedUrl,
        "data-kind": v.embed.kind,
        "aria-label": label,
      },
      `<span>${PLAY_ICON}</span>`,
    );
  } else if (v.link) {
    inner += a(v.link, `<span>${PLAY_ICON}</span>`, { className: "play", label });
  }
  inner += "</div>";
  if (v.extraLink) inner += a(v.extraLink, esc(t("videoExtraLink")), { className: "vlink" });
  return section("video", v.title, inner);
}

function faq(list: NonNullable<PageModel["faq"]>): string {
  let inner = "";
  list.items.forEach((q, i) => {
    const answer = q.answer ? `<p class="ans">${esc(q.answer)}</p>` : "";
    inner += el(
      "details",
      { id: `faq-${i + 1}`, open: q.open || undefined },
      `<summary>${esc(q.question)}${icon("chevron")}</summary>${answer}`,
    );
  });
  return section("faq", list.title, inner);
}

function socials(list: NonNullable<PageModel["socials"]>, t: PublicT): string {
  let items = "";
  for (const s of list.items) {
    const [className, name] = SOCIAL[s.kind];
    items += `<li class="${className}">${a(s, icon(name) + esc(t(s.kind)))}</li>`;
  }
  return section("socials", list.title, `<ul class="soc">${items}</ul>`);
}

function sections(m: PageModel, t: PublicT): string {
  const anchors = [
    m.cards && ["cards", t("navCards")],
    m.video && ["video", t("navVideo")],
    m.faq && ["faq", t("navFaq")],
    m.socials && ["socials", t("navSocials")],
  ].filter((x): x is [string, string] => Boolean(x));
  let out = '<div class="content">';
  if (anchors.length > 0) {
    const items = anchors
      .map(([id, label]) => `<li><a href="#${id}">${esc(label)}</a></li>`)
      .join("");
    out += `<nav${attrs({ "aria-label": t("sectionsNav") })}><ul class="nav">${items}</ul></nav>`;
  }
  if (m.cards) out += cards(m.cards, t);
  if (m.video) out += video(m.video, t);
  if (m.faq) out += faq(m.faq);
  if (m.socials) out += socials(m.socials, t);
  if (m.form) out += leadFormSection(m.form, t);
  return out + "</div>";
}

/** Issue 14: a small switch between the page's language versions, each named in itself. */
function languageSwitch(m: PageModel, t: PublicT): string {
  const links = m.languages
    .map((l) =>
      el(
        "a",
        {
          href: l.href,
          hrefLang: l.lang,
          lang: l.lang,
          "aria-label": l.name,
          "aria-current": l.current ? "page" : undefined,
        },
        esc(l.lang.toUpperCase()),
      ),
    )
    .join("");
  return `<nav class="langs"${attrs({ "aria-label": t("languageSwitch") })}>${links}</nav>`;
}

/** The whole document after `<!doctype html>`. */
export function landingPage(m: PageModel, t: PublicT): string {
  let body = `<a class="skip" href="#main">${esc(t("skipToContent"))}</a>`;
  if (m.languages.length > 0) body += languageSwitch(m, t);
  const cover = m.cover ? picture(m.cover, "cover", m.cover.alt ?? "", false) : "";
  body += `<header class="hero">${cover}</header>`;
  body += `<main id="main" class="wrap">${profile(m, t)}${sections(m, t)}</main>`;
  const product = el("a", { href: m.productUrl }, PRODUCT_NAME);
  const badge = m.showBadge ? el("a", { class: "badge", href: m.productUrl }, esc(t("badge"))) : "";
  body += `<footer><strong>${esc(m.name)}</strong><p>${esc(t("footerMadeWith"))} ${product}</p>${badge}</footer>`;
  if (m.showScript) body += `<script>${CLIENT_SCRIPT}</script>`;
  if (m.form) body += `<script>${LEAD_FORM_SCRIPT}</script>`;
  body += `<script>${SHARE_SCRIPT}</script>`;
  if (m.consent) body += consentBar(t, m.consent.key, m.consent.snippets);
  if (m.buttons.length > 0 || m.cards?.items.some((c) => c.link))
    body += `<script>${STATS_SCRIPT}</script>`;
  return `<html${attrs({ lang: m.lang })}>${head(m)}<body>${body}</body></html>`;
}

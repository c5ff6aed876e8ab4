import type { ReactNode } from "react";
import type { PublicT } from "../i18n";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../core/landing/share-image";
import { PRODUCT_NAME } from "../render-meta";
import { CLIENT_SCRIPT, STATS_SCRIPT } from "./client-script";
import { Icon, PlayIcon, type IconName } from "./icons";
import { PAGE_CSS, themeCss } from "./styles";
import { ogLocale, type Img, type Link, type PageModel, type SocialLink } from "./view-model";

/**
 * The public page (SPEC §2 "Public landing"). Image sizes are the recommended
 * upload sizes of SPEC §5 so the browser reserves space before they load.
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

function Picture({
  img,
  kind,
  alt,
  lazy,
  className,
}: {
  img: Img;
  kind: keyof typeof SIZE;
  alt: string;
  lazy: boolean;
  className?: string;
}) {
  const s = SIZE[kind];
  return (
    <img
      className={className}
      src={img.src}
      srcSet={img.srcSet ?? undefined}
      sizes={img.srcSet ? s.sizes : undefined}
      width={s.width}
      height={s.height}
      alt={alt}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      {...(!lazy && kind === "cover" ? { fetchpriority: "high" } : {})}
    />
  );
}

function A({
  link,
  className,
  children,
  label,
  stat,
}: {
  link: Link;
  className?: string;
  children: ReactNode;
  label?: string;
  /** Click statistics target (`button:0`, `card:2`), read by STATS_SCRIPT. */
  stat?: string;
}) {
  return (
    <a
      className={className}
      href={link.href}
      aria-label={label}
      data-v={stat}
      {...(link.external ? { target: "_blank", rel: "noopener" } : {})}
    >
      {children}
    </a>
  );
}

function Head({ m }: { m: PageModel }) {
  const cover = m.cover;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{m.title}</title>
      <meta name="description" content={m.metaDescription} />
      {m.canonicalUrl && <link rel="canonical" href={m.canonicalUrl} />}
      {m.languages.map((l) => (
        <link key={l.lang} rel="alternate" hrefLang={l.lang} href={l.href} />
      ))}
      {m.languages.length > 0 && (
        <link rel="alternate" hrefLang="x-default" href={m.languages[0].href} />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={m.title} />
      <meta property="og:description" content={m.metaDescription} />
      <meta property="og:site_name" content={m.name} />
      <meta property="og:locale" content={ogLocale(m.lang)} />
      {m.canonicalUrl && <meta property="og:url" content={m.canonicalUrl} />}
      {m.ogImage && <meta property="og:image" content={m.ogImage} />}
      {m.ogImageIsShareImage && (
        <>
          <meta property="og:image:width" content={String(SHARE_IMAGE_WIDTH)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE_HEIGHT)} />
        </>
      )}
      <meta name="twitter:card" content={m.ogImage ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={m.title} />
      <meta name="twitter:description" content={m.metaDescription} />
      {m.ogImage && <meta name="twitter:image" content={m.ogImage} />}
      <meta name="theme-color" content={m.palette.ac} />
      <link rel="icon" href={m.favicon} />
      {cover && (
        <link
          rel="preload"
          as="image"
          href={cover.src}
          {...(cover.srcSet ? { imageSrcSet: cover.srcSet, imageSizes: SIZE.cover.sizes } : {})}
          {...{ fetchpriority: "high" }}
        />
      )}
      <style dangerouslySetInnerHTML={{ __html: PAGE_CSS + themeCss(m.palette) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: m.jsonLd }} />
    </head>
  );
}

function Profile({ m, t }: { m: PageModel; t: PublicT }) {
  return (
    <div className="profile">
      {m.logo && (
        <Picture
          img={m.logo}
          kind="logo"
          className="logo"
          alt={m.logo.alt ?? t("logoAlt", { name: m.name })}
          lazy={false}
        />
      )}
      <h1>{m.name}</h1>
      {m.companyName && <p className="company">{m.companyName}</p>}
      {m.buttons.length > 0 && (
        <div className="btns">
          {m.buttons.map((b, i) => (
            <A
              key={i}
              link={b}
              className={`btn ${b.primary ? "main" : "alt"}`}
              stat={`button:${i}`}
            >
              {b.label}
            </A>
          ))}
        </div>
      )}
      {m.description && <p className="desc">{m.description}</p>}
      {(m.location || m.phones.length > 0 || m.email || m.website) && (
        <ul className="facts">
          {m.location && (
            <li>
              <Icon name="pin" />
              <span>{m.location}</span>
            </li>
          )}
          {m.phones.map((p, i) => (
            <li key={i}>
              <Icon name="phone" />
              <a href={p.href}>{p.text}</a>
            </li>
          ))}
          {m.email && (
            <li>
              <Icon name="mail" />
              <a href={m.email.href}>{m.email.text}</a>
            </li>
          )}
          {m.website && (
            <li>
              <Icon name="globe" />
              <a href={m.website.href} target="_blank" rel="noopener">
                {m.website.text}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

const SOCIAL: Record<SocialLink["kind"], [className: string, icon: IconName]> = {
  whatsapp: ["wa", "whatsapp"],
  telegramContact: ["tg", "telegram"],
  telegramChannel: ["tc", "channel"],
  instagram: ["ig", "instagram"],
  vk: ["vk", "vk"],
  youtube: ["yt", "youtube"],
};

function Sections({ m, t }: { m: PageModel; t: PublicT }) {
  const anchors = [
    m.cards && ["cards", t("navCards")],
    m.video && ["video", t("navVideo")],
    m.faq && ["faq", t("navFaq")],
    m.socials && ["socials", t("navSocials")],
  ].filter((x): x is [string, string] => Boolean(x));
  const v = m.video;
  return (
    <div className="content">
      {anchors.length > 0 && (
        <nav aria-label={t("sectionsNav")}>
          <ul className="nav">
            {anchors.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {m.cards && (
        <section id="cards" aria-labelledby="cards-h">
          <h2 id="cards-h">{m.cards.title}</h2>
          <ul className="grid">
            {m.cards.items.map((c, i) => {
              const body = (
                <>
                  {c.image && (
                    <Picture
                      img={c.image}
                      kind="card"
                      alt={c.image.alt ?? (c.title ? "" : `${m.cards!.title} ${i + 1}`)}
                      lazy
                    />
                  )}
                  {c.title && <h3>{c.title}</h3>}
                </>
              );
              return (
                <li key={i} className="card">
                  {c.link ? (
                    <A link={c.link} stat={`card:${i}`}>
                      {body}
                    </A>
                  ) : (
                    <div>{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {v && (
        <section id="video" aria-labelledby="video-h">
          <h2 id="video-h">{v.title}</h2>
          <div className="video">
            {v.thumbnail && <Picture img={v.thumbnail} kind="video" alt="" lazy />}
            {v.embed ? (
              <button
                type="button"
                className="play"
                data-embed={v.embed.embedUrl}
                data-kind={v.embed.kind}
                aria-label={t("playVideo", { title: v.title })}
              >
                <span>
                  <PlayIcon />
                </span>
              </button>
            ) : (
              v.link && (
                <A link={v.link} className="play" label={t("playVideo", { title: v.title })}>
                  <span>
                    <PlayIcon />
                  </span>
                </A>
              )
            )}
          </div>
          {v.extraLink && (
            <A link={v.extraLink} className="vlink">
              {t("videoExtraLink")}
            </A>
          )}
        </section>
      )}
      {m.faq && (
        <section id="faq" aria-labelledby="faq-h">
          <h2 id="faq-h">{m.faq.title}</h2>
          {m.faq.items.map((q, i) => (
            <details key={i} id={`faq-${i + 1}`} open={q.open || undefined}>
              <summary>
                {q.question}
                <Icon name="chevron" />
              </summary>
              {q.answer && <p className="ans">{q.answer}</p>}
            </details>
          ))}
        </section>
      )}
      {m.socials && (
        <section id="socials" aria-labelledby="socials-h">
          <h2 id="socials-h">{m.socials.title}</h2>
          <ul className="soc">
            {m.socials.items.map((s) => (
              <li key={s.kind} className={SOCIAL[s.kind][0]}>
                <A link={s}>
                  <Icon name={SOCIAL[s.kind][1]} />
                  {t(s.kind)}
                </A>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Issue 14: a small switch between the page's language versions, each named in itself. */
function LanguageSwitch({ m, t }: { m: PageModel; t: PublicT }) {
  return (
    <nav className="langs" aria-label={t("languageSwitch")}>
      {m.languages.map((l) => (
        <a
          key={l.lang}
          href={l.href}
          hrefLang={l.lang}
          lang={l.lang}
          aria-label={l.name}
          aria-current={l.current ? "page" : undefined}
        >
          {l.lang.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}

export function LandingPage({ m, t }: { m: PageModel; t: PublicT }) {
  return (
    <html lang={m.lang}>
      <Head m={m} />
      <body>
        <a className="skip" href="#main">
          {t("skipToContent")}
        </a>
        {m.languages.length > 0 && <LanguageSwitch m={m} t={t} />}
        <header className="hero">
          {m.cover && <Picture img={m.cover} kind="cover" alt={m.cover.alt ?? ""} lazy={false} />}
        </header>
        <main id="main" className="wrap">
          <Profile m={m} t={t} />
          <Sections m={m} t={t} />
        </main>
        <footer>
          <strong>{m.name}</strong>
          <p>
            {t("footerMadeWith")} <a href={m.productUrl}>{PRODUCT_NAME}</a>
          </p>
          {m.showBadge && (
            <a className="badge" href={m.productUrl}>
              {t("badge")}
            </a>
          )}
        </footer>
        {m.showScript && <script dangerouslySetInnerHTML={{ __html: CLIENT_SCRIPT }} />}
        {(m.buttons.length > 0 || m.cards?.items.some((c) => c.link)) && (
          <script dangerouslySetInnerHTML={{ __html: STATS_SCRIPT }} />
        )}
      </body>
    </html>
  );
}

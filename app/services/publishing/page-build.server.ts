import { landingExpiry } from "../../../core/expiry";
import { pageShowsPro } from "../../../core/plans";
import { canonicalJson } from "../../../core/landing/hash";
import { effectiveTheme } from "../../../core/landing/theme";
import type { LandingContent } from "../../../core/landing/schema";
import type { LandingWithOwner } from "../../../db/queries/landings";
import { bindHost } from "../../../renderer/publish-ops";
import { renderLanding, type RenderMeta } from "../../../renderer/render-landing";
import { inThreadRenderer, type PageRenderer } from "../../../renderer/page-renderer";
import type { LandingMeta } from "../../../core/storage/records";
import { signPreview } from "../../../core/preview-signature";
import type { AppContext, Config } from "../platform/index.server";
import { landingPublicUrl } from "../platform/index.server";
import { publicAddress } from "../../../core/landing/public-address";
import { buildVcard } from "../../../core/landing/vcard";
import { sha256Hex } from "../platform/index.server";
import { languageVersions, type LanguageVersion } from "./language-versions.server";
import {
  canonicalHost,
  landingExtras,
  twinRedirects,
  verifiedHostnames,
  type LandingExtras,
} from "./landing-extras.server";
import { currentShareImage, shareImageUrl } from "./share-image.server";

/**
 * What a landing's page is made from (content, the owner's plan and settings,
 * hosts, translations, the share image), its version and stored state, and
 * how it is rendered: shared by publish, preview, rebuild and the meta refresh.
 */

/**
 * Bumped when the page template changes, so a rebuild rewrites every page.
 * 2: analytics marked for the worker and parsed by an HTML tokenizer; whole
 * graphemes in the favicon initial and the meta description (issue 11).
 * 3: colours as CSS variables from the theme (issue 13, ADR 012).
 * 4: JSON-LD Organization, the owner's meta description, og:image from the
 * share image (issue 15, ADR 017).
 * 5: issue 27's visitor actions (the Save contact link, and its vCard stored beside the page).
 */
export const RENDER_VERSION = "5";

/** What building a page reads and writes through. */
export type PublishCtx = Pick<AppContext, "db" | "store" | "config" | "now">;
type Ctx = PublishCtx;

/** `{alias}.<PUBLIC_DOMAIN>` in production, `PUBLIC_URL/l/{alias}` otherwise (edge/urls.ts). */
export function publicLandingUrl(
  config: Pick<Config, "publicUrl"> & Partial<Pick<Config, "publicDomain">>,
  landing: { uuid: string; textalias: string | null },
): string {
  return landingPublicUrl(config, landing);
}

/** A link to the draft that only its holder can open, for a day (core/preview-signature). */
export async function previewUrl(
  config: Pick<Config, "publicUrl" | "previewSecret">,
  uuid: string,
  now: Date,
): Promise<string> {
  return `${config.publicUrl}/preview/${uuid}?${await signPreview(config.previewSecret, uuid, now)}`;
}

/** What the page depends on besides its content: the owner's plan and settings. */
export interface RenderInputs {
  content: LandingContent;
  lang: string;
  showBadge: boolean;
  meta: Omit<LandingMeta, "version" | "title">;
  /** The owner's own domain, once verified with its certificate: the page's canonical host (decision 011). */
  canonicalHost: string | null;
  /** The share image's asset name when it was made from this content (ADR 017); else null. */
  shareImage: string | null;
  /** Translated versions published beside the page (issue 14, ADR 013); the source is `lang`. */
  versions: LanguageVersion[];
  /** Languages whose addresses a purge includes (every target once translation was used). */
  purgeLanguages: string[];
  /** Verified custom hosts, sorted, and the twin's redirect to the owner's domain. */
  hosts: string[];
  redirects: Record<string, string> | null;
}

/** A landing's expiry is its owner's (SPEC §4): a deactivated owner, a past date, or a lapsed extra showroom. */
export function ownerExpiry(landing: LandingWithOwner, now: Date) {
  return landingExpiry(
    {
      owner_expired: landing.owner_active === 0 || landing.over_limit,
      owner_tariff_expiration_date: landing.owner_tariff_expiration_date,
    },
    now,
  );
}

/** `extras`: already loaded (a rebuild loads them a chunk of landings at a time). */
export async function renderInputs(
  ctx: Ctx,
  landing: LandingWithOwner,
  content: LandingContent,
  extras?: LandingExtras,
): Promise<RenderInputs> {
  const expiry = ownerExpiry(landing, ctx.now());
  // Theme, hidden badge and language versions: core/plans pageShowsPro.
  const pro = pageShowsPro(landing, ctx.now());
  const x = extras ?? (await landingExtras(ctx.db, landing));
  const shown = { ...content, theme: effectiveTheme(content.theme, pro) };
  const languages = await languageVersions(ctx.db, landing, shown, pro, x.translationSettings);
  const hosts = verifiedHostnames(x);
  return {
    // Issue 13: the theme applies only while the owner is PRO; the content keeps it either way.
    content: shown,
    lang: languages.source,
    versions: languages.versions,
    purgeLanguages: languages.purge,
    showBadge: !(pro && x.hideLogo),
    canonicalHost: canonicalHost(x),
    hosts,
    redirects: twinRedirects(x, hosts),
    shareImage: currentShareImage(landing, shown),
    meta: {
      uuid: landing.uuid,
      lang: languages.source,
      published: true,
      expiresAt: expiry.expiresAt ? expiry.expiresAt.toISOString() : null,
      ownerExpired: landing.owner_active === 0 || landing.over_limit,
      pro,
      // Only when off: meta records (and their hashes) of counted landings stay as they were.
      ...(landing.stats_off === 1 ? { statsOff: true } : {}),
      // Only with translations, so landings without them keep their meta hash.
      ...(languages.versions.length ? { languages: languages.versions.map((v) => v.lang) } : {}),
    },
  };
}

export function pageTitle(content: LandingContent): string {
  return content.projectName || content.companyName || "Vitrina";
}

export function pageCanonicalUrl(ctx: Ctx, inputs: RenderInputs, alias: string): string {
  return publicAddress(ctx.config, alias, inputs.canonicalHost);
}

/**
 * The page's version: a hash of everything the page is made from. Computed
 * before rendering, so an unchanged landing is skipped without a render.
 * Plain JSON.stringify, not canonicalJson: the content comes out of
 * parseServerContent with its keys in the schema's order and the rest is
 * written here, so equal inputs serialise equally, at about half the CPU
 * on every landing a rebuild looks at (ADR 018).
 */
export function pageVersion(ctx: Ctx, inputs: RenderInputs, alias: string) {
  const canonicalUrl = pageCanonicalUrl(ctx, inputs, alias);
  const version = sha256Hex(
    JSON.stringify({
      v: RENDER_VERSION,
      content: inputs.content,
      lang: inputs.lang,
      showBadge: inputs.showBadge,
      canonicalUrl,
      productUrl: ctx.config.appUrl,
      shareImage: inputs.shareImage,
      ...(inputs.versions.length ? { versions: inputs.versions } : {}),
    }),
  );
  return { canonicalUrl, version };
}

/**
 * Everything a publish stores besides the page body: the meta record (the
 * page object carries a copy) with the page version, and the host routes. Its
 * hash is kept in `published_meta_hash`, so a rebuild notices an owner's new
 * expiry, plan, extra-showroom coverage, language or hosts (issue 11) — the
 * page version alone covers only what the HTML is made from. Whatever a stored
 * object comes to depend on (theme, translations, canonical host) belongs in
 * RenderInputs.meta or here.
 */
export function storedState(inputs: RenderInputs, title: string, version: string) {
  const meta: LandingMeta = { ...inputs.meta, title, version };
  const { hosts, redirects } = inputs;
  const hashed = redirects ? { meta, hosts, redirects } : { meta, hosts };
  return { meta, hosts, redirects, metaHash: sha256Hex(canonicalJson(hashed)) };
}

export async function writeHostRoutes(
  ctx: Ctx,
  uuid: string,
  hosts: readonly string[],
  redirects: Record<string, string> | null,
): Promise<void> {
  await Promise.all(hosts.map((host) => bindHost(ctx.store, host, uuid, redirects?.[host])));
}

/** What the renderer needs for the page (`lang` absent) or one of its language versions. */
export function renderMeta(
  ctx: Ctx,
  inputs: RenderInputs,
  canonicalUrl: string,
  includeAnalytics: boolean,
  lang?: string,
): RenderMeta {
  return {
    uuid: inputs.meta.uuid,
    lang: lang ?? inputs.lang,
    canonicalUrl: lang ? versionUrl(canonicalUrl, lang) : canonicalUrl,
    publicUrl: ctx.config.publicUrl,
    showBadge: inputs.showBadge,
    includeAnalytics,
    productUrl: ctx.config.appUrl,
    shareImage: inputs.shareImage ? shareImageUrl(ctx.config, inputs.shareImage) : null,
    languages: languageLinks(inputs, canonicalUrl),
  };
}

export function renderPage(
  ctx: Ctx,
  inputs: RenderInputs,
  canonicalUrl: string,
  includeAnalytics: boolean,
) {
  return renderLanding(inputs.content, renderMeta(ctx, inputs, canonicalUrl, includeAnalytics));
}

/** A language version's address: the page's own plus `/{lang}` (`/l/{alias}/en`, `https://host/en`). */
export function versionUrl(canonicalUrl: string, lang: string): string {
  return `${canonicalUrl.replace(/\/+$/, "")}/${lang}`;
}

export function languageLinks(inputs: RenderInputs, canonicalUrl: string) {
  if (!inputs.versions.length) return undefined;
  return [
    { lang: inputs.lang, href: canonicalUrl },
    ...inputs.versions.map((v) => ({ lang: v.lang, href: versionUrl(canonicalUrl, v.lang) })),
  ];
}

/**
 * The published page and each translated version under its own address
 * (issue 14), each with its vCard (issue 27; null when it has no contact to
 * save). `versions` is undefined for a landing that never used translation:
 * it has no language pages, so nothing stale to delete.
 */
export async function renderPublished(
  ctx: Ctx,
  inputs: RenderInputs,
  canonicalUrl: string,
  renderer: PageRenderer = inThreadRenderer,
) {
  const now = ctx.now();
  const [html, versions] = await Promise.all([
    renderer.render(inputs.content, renderMeta(ctx, inputs, canonicalUrl, true)),
    inputs.purgeLanguages.length
      ? Promise.all(
          inputs.versions.map(async (v) => ({
            lang: v.lang,
            html: await renderer.render(
              v.content,
              renderMeta(ctx, inputs, canonicalUrl, true, v.lang),
            ),
            vcard: buildVcard({
              content: v.content,
              pageUrl: versionUrl(canonicalUrl, v.lang),
              lang: v.lang,
              now,
            }),
          })),
        )
      : undefined,
  ]);
  const vcard = buildVcard({
    content: inputs.content,
    pageUrl: canonicalUrl,
    lang: inputs.lang,
    now,
  });
  return { html, versions, vcard };
}

import { landingExpiry } from "../../../core/expiry";
import { pageShowsPro } from "../../../core/plans";
import { withLandingLock } from "./landing-lock.server";
import { canonicalJson } from "../../../core/landing/hash";
import { parseServerContent } from "../../../core/landing/parse";
import { checkPublish } from "../../../core/landing/publish-rules";
import { effectiveTheme } from "../../../core/landing/theme";
import type { LandingContent } from "../../../core/landing/schema";
import { normalizeTextAlias, textAliasError } from "../../../core/landing/textalias";
import {
  getLandingByAlias,
  getLandingWithOwner,
  getPublishedRows,
  listAllPublished,
  updateLanding,
  type LandingWithOwner,
  type PublishedRow,
} from "../../../db/queries/landings";
import { isUniqueViolation } from "../../../db/dialect";
import { listHostsOfLanding } from "../../../db/queries/landing-hosts";
import { insertVersion } from "../../../db/queries/landing-versions";
import {
  bindHost,
  removeLanding,
  writeMeta,
  writePreview,
  writePublished,
} from "../../../renderer/publish-ops";
import { renderLanding, type RenderMeta } from "../../../renderer/render-landing";
import { inThreadRenderer, type PageRenderer } from "../../../renderer/page-renderer";
import type { LandingMeta } from "../../../core/storage/records";
import { signPreview } from "../../../core/preview-signature";
import type { Config } from "../platform/index.server";
import { landingPublicUrl, purgeLandings, type LandingAddresses } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { sha256Hex } from "../platform/index.server";
import {
  languageVersions,
  translatedLanguages,
  type LanguageVersion,
} from "./language-versions.server";
import type { AppContext } from "../platform/index.server";
import {
  canonicalHost,
  landingExtras,
  loadLandingExtras,
  twinRedirects,
  verifiedHostnames,
  type LandingExtras,
} from "./landing-extras.server";
import { currentShareImage, shareImageUrl, type ShareImagePlan } from "./share-image.server";

/**
 * Bumped when the page template changes, so a rebuild rewrites every page.
 * 2: analytics marked for the worker and parsed by an HTML tokenizer; whole
 * graphemes in the favicon initial and the meta description (issue 11).
 * 3: colours as CSS variables from the theme (issue 13, ADR 012).
 * 4: JSON-LD Organization, the owner's meta description, og:image from the
 * share image (issue 15, ADR 017).
 */
export const RENDER_VERSION = "4";

export type PublishErrorCode =
  | "fillAllRequired"
  | "enterLinkName"
  | "invalidLinkName"
  | "reservedLinkName"
  | "nameAlreadyTaken"
  | "notFound";

/** A publish refused; `fields` names the inputs at fault (the editor marks them). */
export class PublishError extends HttpError {
  constructor(
    readonly code: PublishErrorCode,
    readonly fields: string[] = [],
  ) {
    const status = code === "nameAlreadyTaken" ? 409 : code === "notFound" ? 404 : 400;
    super(status, code, fields.length ? { fields } : {});
  }
}

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

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
interface RenderInputs {
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
async function renderInputs(
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

function pageTitle(content: LandingContent): string {
  return content.projectName || content.companyName || "Vitrina";
}

function pageCanonicalUrl(ctx: Ctx, inputs: RenderInputs, alias: string): string {
  return inputs.canonicalHost
    ? `https://${inputs.canonicalHost}/`
    : publicLandingUrl(ctx.config, { uuid: inputs.meta.uuid, textalias: alias });
}

/**
 * The page's version: a hash of everything the page is made from. Computed
 * before rendering, so an unchanged landing is skipped without a render.
 * Plain JSON.stringify, not canonicalJson: the content comes out of
 * parseServerContent with its keys in the schema's order and the rest is
 * written here, so equal inputs serialise equally, at about half the CPU
 * on every landing a rebuild looks at (ADR 018).
 */
function pageVersion(ctx: Ctx, inputs: RenderInputs, alias: string) {
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
function storedState(inputs: RenderInputs, title: string, version: string) {
  const meta: LandingMeta = { ...inputs.meta, title, version };
  const { hosts, redirects } = inputs;
  const hashed = redirects ? { meta, hosts, redirects } : { meta, hosts };
  return { meta, hosts, redirects, metaHash: sha256Hex(canonicalJson(hashed)) };
}

async function writeHostRoutes(
  ctx: Ctx,
  uuid: string,
  hosts: readonly string[],
  redirects: Record<string, string> | null,
): Promise<void> {
  await Promise.all(hosts.map((host) => bindHost(ctx.store, host, uuid, redirects?.[host])));
}

/** What the renderer needs for the page (`lang` absent) or one of its language versions. */
function renderMeta(
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

function renderPage(
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

function languageLinks(inputs: RenderInputs, canonicalUrl: string) {
  if (!inputs.versions.length) return undefined;
  return [
    { lang: inputs.lang, href: canonicalUrl },
    ...inputs.versions.map((v) => ({ lang: v.lang, href: versionUrl(canonicalUrl, v.lang) })),
  ];
}

/**
 * The published page and each translated version under its own address
 * (issue 14). `versions` is undefined for a landing that never used
 * translation: it has no language pages, so nothing stale to delete.
 */
async function renderPublished(
  ctx: Ctx,
  inputs: RenderInputs,
  canonicalUrl: string,
  renderer: PageRenderer = inThreadRenderer,
) {
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
          })),
        )
      : undefined,
  ]);
  return { html, versions };
}

/**
 * Publish (SPEC §4, §5 "Publish"): validate, claim the link name, render, write
 * page + meta + alias route. Skipped when the content is unchanged since the
 * last publish, unless forced.
 */
export interface PublishResult {
  published: boolean;
  url: string;
  /** What `planShareImage` needs after a publish that wrote the page (ADR 017); null when nothing changed. */
  share: ShareImagePlan | null;
}

export async function publishLanding(
  ctx: Ctx,
  uuid: string,
  opts: {
    force: boolean;
    /** Who publishes, kept with the version (ADR 016): the admin when acting as the owner; default the owner. */
    publishedBy?: number | null;
  },
): Promise<PublishResult> {
  return withLandingLock(ctx.db, uuid, () => publishUnlocked(ctx, uuid, opts));
}

async function publishUnlocked(
  ctx: Ctx,
  uuid: string,
  opts: { force: boolean; publishedBy?: number | null },
): Promise<PublishResult> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  // A binned landing stays off the edge until it is restored (ADR 016).
  if (!landing || landing.deleted_at !== null) throw new PublishError("notFound");
  const content = parseServerContent(JSON.parse(landing.content));
  const verdict = checkPublish(content);
  if (!verdict.ok) throw new PublishError(verdict.error, verdict.fields);
  const alias = normalizeTextAlias(content.textAlias);
  const aliasProblem = textAliasError(alias);
  if (aliasProblem) throw new PublishError(aliasProblem, ["textAlias"]);

  const holder = await getLandingByAlias(ctx.db, alias);
  if (holder && holder.uuid !== uuid) throw new PublishError("nameAlreadyTaken", ["textAlias"]);

  const inputs = await renderInputs(ctx, landing, { ...content, textAlias: alias });
  const { canonicalUrl, version } = pageVersion(ctx, inputs, alias);
  const state = storedState(inputs, pageTitle(content), version);
  if (
    !opts.force &&
    landing.published === 1 &&
    landing.published_hash === version &&
    landing.published_meta_hash === state.metaHash
  ) {
    return { published: false, url: canonicalUrl, share: null };
  }
  const { html, versions } = await renderPublished(ctx, inputs, canonicalUrl);

  try {
    // The unique index settles a race between two owners claiming one name.
    await updateLanding(ctx.db, uuid, { textalias: alias });
  } catch (error) {
    if (isUniqueViolation(error)) throw new PublishError("nameAlreadyTaken", ["textAlias"]);
    throw error;
  }
  const previousAlias =
    landing.published === 1 && landing.textalias && landing.textalias !== alias
      ? landing.textalias
      : null;
  await writePublished(ctx.store, {
    uuid,
    html,
    meta: state.meta,
    alias,
    previousAlias,
    versions,
  });
  await writeHostRoutes(ctx, uuid, state.hosts, state.redirects);
  // Issue 12: the edge keeps pages for a day; the new version shows on the next request.
  await purgeLandings(ctx, [
    {
      uuid,
      alias,
      previousAliases: [previousAlias],
      hosts: state.hosts,
      languages: inputs.purgeLanguages,
    },
  ]);
  const stamp = ctx.now().toISOString();
  const publishedContent = JSON.stringify({ ...content, textAlias: alias });
  await updateLanding(ctx.db, uuid, {
    published: 1,
    published_hash: version,
    published_meta_hash: state.metaHash,
    published_at: stamp,
    published_content: publishedContent,
    projectname: content.projectName,
    companyname: content.companyName,
  });
  // Every publish is kept as a version (issue 15, ADR 016); the last 30 stay.
  await insertVersion(ctx.db, {
    landingUuid: uuid,
    content: publishedContent,
    publishedAt: stamp,
    publishedBy: opts.publishedBy === undefined ? landing.parent_user : opts.publishedBy,
  });
  // The caller plans the share image (ADR 017) with `share`: a task draws it only when its inputs changed.
  return { published: true, url: canonicalUrl, share: { landing, content: inputs.content } };
}

/** Renders the draft (never analytics) to previews/{uuid}.html on the public origin. */
export async function renderPreview(ctx: Ctx, uuid: string): Promise<{ url: string }> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing) throw new PublishError("notFound");
  const content = parseServerContent(JSON.parse(landing.content));
  const inputs = await renderInputs(ctx, landing, content);
  const canonicalUrl = pageCanonicalUrl(ctx, inputs, landing.textalias ?? uuid);
  const html = renderPage(ctx, inputs, canonicalUrl, false);
  await writePreview(ctx.store, uuid, html);
  return { url: await previewUrl(ctx.config, uuid, ctx.now()) };
}

/** A kept version's page as it would render today, without analytics (the History panel's preview, ADR 016). */
export async function renderVersionHtml(
  ctx: Ctx,
  uuid: string,
  content: LandingContent,
): Promise<string> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing) throw new PublishError("notFound");
  const inputs = await renderInputs(ctx, landing, content);
  const canonicalUrl = pageCanonicalUrl(ctx, inputs, landing.textalias ?? uuid);
  return renderPage(ctx, inputs, canonicalUrl, false);
}

/**
 * Removes everything a landing put in the bucket (before its row is deleted).
 * Callers release its own domains too (`releaseLandingDomains`, decision 011).
 */
export async function unpublishAndDelete(
  ctx: Pick<AppContext, "db" | "store" | "config">,
  landing: { uuid: string; textalias: string | null },
): Promise<void> {
  const hosts = await listHostsOfLanding(ctx.db, landing.uuid);
  await removeLanding(ctx.store, {
    uuid: landing.uuid,
    aliases: landing.textalias ? [landing.textalias] : [],
    hosts,
  });
  await purgeLandings(ctx, [
    {
      uuid: landing.uuid,
      alias: landing.textalias,
      hosts,
      languages: await translatedLanguages(ctx.db, landing.uuid),
    },
  ]);
}

/** What a landing's row says the bucket holds for it (ADR 005). */
export type RecordedVersions = { published_hash?: string; published_meta_hash: string };

/** written: page and meta; meta: meta only (the stored page body reused, not rendered); unchanged: nothing. */
export type RebuildOutcome = "written" | "meta" | "unchanged";

export interface RebuildOptions {
  force?: boolean;
  /** An admin moved the landing's alias (issue 10): write the new route, drop this one. */
  previousAlias?: string | null;
  /**
   * Who purges the landing's URLs once its objects are written. Default: this
   * call, before it returns. rebuildMany takes them over so a landing's slot is
   * not held while the edge answers (the purges go out batched all the same).
   */
  purge?: (urls: LandingAddresses) => void;
  /** The landing's extras, when the caller loaded them with others' (rebuildMany). */
  extras?: LandingExtras;
  /** Where pages are rendered; default this thread (rebuildMany may pass a thread pool). */
  renderer?: PageRenderer;
  /**
   * Who writes the landing's new versions to its row. Default: this call,
   * before it returns; rebuildMany gathers them into one statement per batch.
   */
  record?: (uuid: string, versions: RecordedVersions) => void;
}

/**
 * The landing as it is now, with the listed owner facts (and draft: a
 * rebuild publishes `published_content`); null once it is no longer published.
 */
export function currentLanding(
  listed: LandingWithOwner,
  row: PublishedRow | undefined,
): LandingWithOwner | null {
  return row && row.published === 1 && row.deleted_at === null ? { ...listed, ...row } : null;
}

/**
 * rebuildLanding for a landing listed a moment ago: under the landing's lock,
 * with its row read again inside it, so a publish meanwhile (on any app
 * server) is neither overwritten nor, when the owner unpublished, brought back.
 */
export async function rebuildLocked(
  ctx: Ctx,
  listed: LandingWithOwner,
  opts: RebuildOptions = {},
): Promise<RebuildOutcome> {
  return withLandingLock(ctx.db, listed.uuid, async () => {
    const landing = currentLanding(listed, (await getPublishedRows(ctx.db, [listed.uuid]))[0]);
    return landing ? rebuildLanding(ctx, landing, opts) : "unchanged";
  });
}

/**
 * Re-renders one published landing from its published content. Writes only
 * what would differ (DESIGN §5): the page when its version changed, else the
 * meta (and host routes) when their hash changed; an unchanged landing costs
 * two hashes and a compare, no render and no write. The caller holds the
 * landing's lock (rebuildLocked, a rebuild's chunk, the share image's re-render).
 */
export async function rebuildLanding(
  ctx: Ctx,
  landing: LandingWithOwner,
  opts: RebuildOptions = {},
): Promise<RebuildOutcome> {
  const purge = (urls: LandingAddresses) =>
    opts.purge ? (opts.purge(urls), Promise.resolve()) : purgeLandings(ctx, [urls]);
  const record = async (versions: RecordedVersions) => {
    if (opts.record) opts.record(landing.uuid, versions);
    else await updateLanding(ctx.db, landing.uuid, versions);
  };
  const source = landing.published_content ?? landing.content;
  const content = parseServerContent(JSON.parse(source));
  const alias = landing.textalias ?? landing.uuid;
  const inputs = await renderInputs(ctx, landing, content, opts.extras);
  const { canonicalUrl, version } = pageVersion(ctx, inputs, alias);
  const state = storedState(inputs, pageTitle(content), version);
  const pageChanged = opts.force || opts.previousAlias || version !== landing.published_hash;
  const stateChanged = opts.force || state.metaHash !== landing.published_meta_hash;
  if (!pageChanged && !stateChanged) return "unchanged";
  if (stateChanged) await writeHostRoutes(ctx, landing.uuid, state.hosts, state.redirects);
  const urls: LandingAddresses = {
    uuid: landing.uuid,
    alias: landing.textalias,
    previousAliases: [opts.previousAlias],
    hosts: state.hosts,
    languages: inputs.purgeLanguages,
  };
  if (!pageChanged) {
    await writeMeta(ctx.store, state.meta);
    await purge(urls);
    await record({ published_meta_hash: state.metaHash });
    return "meta";
  }
  const { html, versions } = await renderPublished(ctx, inputs, canonicalUrl, opts.renderer);
  await writePublished(ctx.store, {
    uuid: landing.uuid,
    html,
    meta: state.meta,
    // The alias route only changes on publish (or an admin's alias move); a
    // forced rebuild (e.g. into an emptied bucket) writes it again.
    alias: opts.force || opts.previousAlias ? landing.textalias : null,
    previousAlias: opts.previousAlias ?? null,
    versions,
  });
  await purge(urls);
  await record({ published_hash: version, published_meta_hash: state.metaHash });
  return "written";
}

/** A plan change rewrites only the meta of the owner's published landings, never the pages. */
export async function refreshOwnerMeta(ctx: Ctx, userId: number): Promise<number> {
  const landings = await listAllPublished(ctx.db, { userId }, ctx.now());
  const extras = await loadLandingExtras(ctx.db, landings);
  const changed: LandingAddresses[] = [];
  for (const landing of landings) {
    const content = parseServerContent(JSON.parse(landing.published_content ?? landing.content));
    const inputs = await renderInputs(ctx, landing, content, extras.get(landing.uuid));
    await writeMeta(ctx.store, {
      ...inputs.meta,
      title: pageTitle(content),
      version: landing.published_hash ?? "",
    });
    // Host routes are not written here: the next rebuild checks meta and hosts again.
    await updateLanding(ctx.db, landing.uuid, { published_meta_hash: null });
    changed.push({
      uuid: landing.uuid,
      alias: landing.textalias,
      hosts: inputs.hosts,
      languages: inputs.purgeLanguages,
    });
  }
  // A payment or an admin's change shows at the edge on the next request (issue 12).
  await purgeLandings(ctx, changed);
  return landings.length;
}

import { parseServerContent } from "../../../core/landing/parse";
import {
  getPublishedRows,
  updateLanding,
  type LandingWithOwner,
  type PublishedRow,
} from "../../../db/queries/landings";
import { writeMeta, writePublished } from "../../../renderer/publish-ops";
import type { PageRenderer } from "../../../renderer/page-renderer";
import { purgeLandings, type LandingAddresses } from "../platform/index.server";
import { withLandingLock } from "./landing-lock.server";
import type { LandingExtras } from "./landing-extras.server";
import {
  pageTitle,
  pageVersion,
  renderInputs,
  renderPublished,
  storedState,
  writeHostRoutes,
  type PublishCtx as Ctx,
} from "./page-build.server";

/** Re-rendering a published landing from its published content (rebuild, plan changes, hosts). */

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
  const { html, versions, vcard } = await renderPublished(ctx, inputs, canonicalUrl, opts.renderer);
  await writePublished(ctx.store, {
    uuid: landing.uuid,
    html,
    vcard,
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

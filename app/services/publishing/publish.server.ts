import { checkPublish } from "../../../core/landing/publish-rules";
import { parseServerContent } from "../../../core/landing/parse";
import type { LandingContent } from "../../../core/landing/schema";
import { normalizeTextAlias, textAliasError } from "../../../core/landing/textalias";
import {
  getLandingByAlias,
  getLandingWithOwner,
  updateLanding,
  type LandingWithOwner,
} from "../../../db/queries/landings";
import { isUniqueViolation } from "../../../db/dialect";
import { insertVersion } from "../../../db/queries/landing-versions";
import { writePreview, writePublished } from "../../../renderer/publish-ops";
import { HttpError, purgeLandings } from "../platform/index.server";
import { withLandingLock } from "./landing-lock.server";
import {
  pageCanonicalUrl,
  pageTitle,
  pageVersion,
  previewUrl,
  renderInputs,
  renderPage,
  renderPublished,
  storedState,
  writeHostRoutes,
  type PublishCtx as Ctx,
} from "./page-build.server";
import type { ShareImagePlan } from "./share-image.server";

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
  const { html, versions, vcard } = await renderPublished(ctx, inputs, canonicalUrl);

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
    vcard,
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
export async function renderPreview(
  ctx: Ctx,
  uuid: string,
  /** The row and draft the caller has just written (an autosave): not read again (issue 28). */
  known?: { landing: LandingWithOwner; content: LandingContent },
): Promise<{ url: string }> {
  const landing = known?.landing ?? (await getLandingWithOwner(ctx.db, uuid, ctx.now()));
  if (!landing) throw new PublishError("notFound");
  const content = known?.content ?? parseServerContent(JSON.parse(landing.content));
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

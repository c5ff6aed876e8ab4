import { diffSummary, type DiffSummary } from "../../../core/landing/history";
import { parseServerContent } from "../../../core/landing/parse";
import type { LandingContent } from "../../../core/landing/schema";
import { getLandingByUuid } from "../../../db/queries/landings";
import { getVersion, listVersions } from "../../../db/queries/landing-versions";
import {
  contentOf,
  publishStateOf,
  requireEditable,
  requireOwned,
  saveDraft,
  savedDraftVersion,
  type Actor,
  type PublishState,
} from "../landings/index.server";
import {
  PublishError,
  planShareImage,
  publishLanding,
  renderVersionHtml,
} from "../publishing/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { stripScripts } from "./preview-html";

/**
 * Version history (issue 15, ADR 016): every publish is kept; the owner lists
 * them, previews one, loads one into the draft, or publishes one again —
 * always through today's publish (rules, analytics sanitiser, alias claim).
 */

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** Who published a version, as the owner sees it. */
export type VersionAuthor = "owner" | "admin" | "removed";

/** An item of `GET /api/landings/{id}/versions`, newest first. */
export interface VersionItem {
  n: number;
  publishedAt: string;
  by: VersionAuthor;
  /** The owner's own name; an admin is shown as "administrator". */
  byName: string | null;
  /** What changed since the version before; null for the oldest kept one. */
  summary: DiffSummary | null;
  /** The newest version of a published landing: what the page shows now. */
  live: boolean;
  /** The version's page, rendered as it would publish today (owner only). */
  previewUrl: string;
}

const notFound = () => new HttpError(404, "notFound");

function parseVersion(text: string): LandingContent {
  try {
    return parseServerContent(JSON.parse(text));
  } catch {
    return contentOf({ content: "{}" });
  }
}

export async function listVersionsFor(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
): Promise<VersionItem[]> {
  const landing = await requireOwned(ctx, actor, uuid);
  const rows = await listVersions(ctx.db, landing.uuid);
  const contents = rows.map((r) => parseVersion(r.content));
  return rows.map((r, i) => {
    const by: VersionAuthor =
      r.published_by === null
        ? "removed"
        : r.published_by === landing.parent_user
          ? "owner"
          : "admin";
    return {
      n: r.n,
      publishedAt: r.published_at,
      by,
      byName: by === "owner" ? r.author_name : null,
      summary: i + 1 < rows.length ? diffSummary(contents[i + 1], contents[i]) : null,
      live: i === 0 && landing.published === 1,
      previewUrl: `/api/landings/${landing.uuid}/versions/${r.n}/preview`,
    };
  });
}

/** `{n}` of the routes: a positive integer, else the version is not found. */
export function parseVersionNumber(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

async function requireVersion(ctx: Ctx, uuid: string, n: number | null) {
  const version = n === null ? undefined : await getVersion(ctx.db, uuid, n);
  if (!version) throw new HttpError(404, "versionNotFound");
  return parseVersion(version.content);
}

export interface RestoreResult {
  success: true;
  n: number;
  /** The draft's new version stamp (the editor's next `baseUpdatedAt`). */
  updatedAt: string;
  publishState: PublishState;
  /** The restored draft, as the editor holds it. */
  content: LandingContent;
  previewUrl?: string;
  /** Set when `publish` was asked and went through. */
  published?: boolean;
  url?: string;
}

/**
 * `POST /api/landings/{id}/versions/{n}/restore {publish}`: the version becomes
 * the draft; with `publish` it is then published exactly as the editor's
 * Publish would (a refusal leaves the restored draft saved, as there).
 */
export async function restoreVersion(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  rawN: string | undefined,
  input: unknown,
): Promise<RestoreResult> {
  const body = (typeof input === "object" && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  if (body.publish !== undefined && typeof body.publish !== "boolean")
    throw new HttpError(400, "invalidState", { fields: ["publish"] });
  const landing = await requireEditable(ctx, actor, uuid);
  const n = parseVersionNumber(rawN);
  const content = await requireVersion(ctx, landing.uuid, n);
  const saved = await saveDraft(ctx, landing, content);
  const state = async () => {
    const row = await getLandingByUuid(ctx.db, landing.uuid);
    return row ? publishStateOf(row) : publishStateOf(landing);
  };
  const result: RestoreResult = {
    success: true,
    n: n!,
    updatedAt: saved.updatedAt,
    publishState: "draft",
    content,
    ...(saved.previewUrl ? { previewUrl: saved.previewUrl } : {}),
  };
  if (body.publish !== true) return { ...result, publishState: await state() };
  try {
    const { published, url, share } = await publishLanding(ctx, landing.uuid, {
      force: true,
      publishedBy: actor.impersonatorId ?? actor.id,
    });
    await planShareImage(ctx, share);
    return { ...result, published, url, publishState: await state() };
  } catch (error) {
    if (!(error instanceof PublishError)) throw error;
    if (error.code === "notFound") throw notFound();
    throw new HttpError(error.status, error.code, error.values, savedDraftVersion(saved.updatedAt));
  }
}

/** The version's page for the History preview: rendered today, no analytics. */
export async function versionPreviewHtml(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  rawN: string | undefined,
): Promise<string> {
  const landing = await requireOwned(ctx, actor, uuid);
  const content = await requireVersion(ctx, landing.uuid, parseVersionNumber(rawN));
  const html = await renderVersionHtml(ctx, landing.uuid, content);
  // Served from the app's origin: root-relative asset URLs must still reach the public origin.
  const base = `<base href="${new URL("/", ctx.config.publicUrl).href}">`;
  return stripScripts(html).replace(/<head>/i, `<head>${base}`);
}

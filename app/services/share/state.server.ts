import { canonicalJson } from "../../../core/landing/hash";
import type { LandingContent } from "../../../core/landing/schema";
import { shareImageInputs } from "../../../core/landing/share-image";
import { insertTaskOnce } from "../../../db/queries/scheduled-tasks";
import type { Executor } from "../../../db/database";
import type { Config } from "../config.server";
import type { TaskHandlerName } from "../tasks/names";
import { sha256Hex } from "../tokens.server";

/**
 * What a publish needs to know about the share image (ADR 017), without any
 * read beyond the landing row it already has: the image fits the content
 * exactly when the hash of its inputs is the one it was made from.
 */

export const SHARE_IMAGE_TASK: TaskHandlerName = "share.image";

type ShareInputsContent = Parameters<typeof shareImageInputs>[0];

export function shareInputsHash(content: ShareInputsContent): string {
  return sha256Hex(canonicalJson(shareImageInputs(content)));
}

export interface ShareState {
  share_image: string | null;
  share_inputs_hash: string | null;
}

/** The asset name of the landing's share image when it was made from this content; else null. */
export function currentShareImage(landing: ShareState, content: ShareInputsContent): string | null {
  if (!landing.share_image || !landing.share_inputs_hash) return null;
  return landing.share_inputs_hash === shareInputsHash(content) ? landing.share_image : null;
}

/** Absolute URL of a share image on the public origin (the worker serves `/assets/…`). */
export function shareImageUrl(config: Pick<Config, "publicUrl">, name: string): string {
  return `${config.publicUrl}/assets/${name}`;
}

/**
 * After a publish: plans the `share.image` task when the stored image does not
 * fit the published content. One task row per (landing, inputs, publish time),
 * so an owner going back to earlier inputs gets that image again; the task
 * itself checks the hash and does nothing when another run already made it.
 */
export async function planShareImage(
  ctx: { db: Executor; now: () => Date },
  landing: { uuid: string } & ShareState,
  content: LandingContent,
): Promise<boolean> {
  const hash = shareInputsHash(content);
  if (landing.share_image && landing.share_inputs_hash === hash) return false;
  const now = ctx.now().toISOString();
  const id = await insertTaskOnce(ctx.db, {
    name: SHARE_IMAGE_TASK,
    execution_time: now,
    payload: JSON.stringify({ uuid: landing.uuid }),
    dedupe_key: `share.image:${landing.uuid}:${hash.slice(0, 16)}@${now}`,
    created_at: now,
  });
  return id !== undefined;
}

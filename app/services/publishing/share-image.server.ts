import { canonicalJson } from "../../../core/landing/hash";
import { SHARE_IMAGE_SETTLE_MS, shareImageInputs } from "../../../core/landing/share-image";
import { insertScheduledTask, postponePendingTask } from "../../../db/queries/scheduled-tasks";
import type { Executor } from "../../../db/database";
import type { TaskHandlerName } from "../../../core/tasks/names";
import { sha256Hex, type Config } from "../platform/index.server";

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
 * fit the published content, SHARE_IMAGE_SETTLE_MS from now (issue 28, ADR
 * 027). A task already waiting is moved to that time instead: it reads the
 * latest published content when it runs, so one task covers a burst of
 * publishes, and the drawing waits until the page has stood still. The task
 * checks the hash again and does nothing when the image already fits.
 */
export interface ShareImagePlan {
  landing: { uuid: string } & ShareState;
  content: ShareInputsContent;
}

export async function planShareImage(
  ctx: { db: Executor; now: () => Date },
  plan: ShareImagePlan | null,
): Promise<boolean> {
  if (!plan) return false;
  const { landing, content } = plan;
  const hash = shareInputsHash(content);
  if (landing.share_image && landing.share_inputs_hash === hash) return false;
  const payload = JSON.stringify({ uuid: landing.uuid });
  const now = ctx.now();
  const at = new Date(now.getTime() + SHARE_IMAGE_SETTLE_MS).toISOString();
  const waiting = await ctx.db
    .selectFrom("scheduled_tasks")
    .select("id")
    .where("status", "=", "pending")
    .where("name", "=", SHARE_IMAGE_TASK)
    .where("payload", "=", payload)
    .executeTakeFirst();
  // A runner may claim it between the read and the move: then a new one is planned.
  if (waiting && (await postponePendingTask(ctx.db, waiting.id, at))) return true;
  // No dedupe key: going back to earlier inputs must be able to plan again; two
  // publishes racing here plan two tasks, and the second finds the image made.
  await insertScheduledTask(ctx.db, {
    name: SHARE_IMAGE_TASK,
    execution_time: at,
    payload,
    created_at: now.toISOString(),
  });
  return true;
}

import { canonicalJson } from "../../../core/landing/hash";
import { shareImageInputs } from "../../../core/landing/share-image";
import { insertScheduledTask } from "../../../db/queries/scheduled-tasks";
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
 * fit the published content, unless one is waiting already (it reads the
 * latest published content when it runs, so one waiting task covers any
 * number of publishes). The task checks the hash again and does nothing when
 * the image already fits.
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
  const waiting = await ctx.db
    .selectFrom("scheduled_tasks")
    .select("id")
    .where("status", "=", "pending")
    .where("name", "=", SHARE_IMAGE_TASK)
    .where("payload", "=", payload)
    .executeTakeFirst();
  if (waiting) return false;
  const now = ctx.now().toISOString();
  // No dedupe key: going back to earlier inputs must be able to plan again; two
  // publishes racing here plan two tasks, and the second finds the image made.
  await insertScheduledTask(ctx.db, {
    name: SHARE_IMAGE_TASK,
    execution_time: now,
    payload,
    created_at: now,
  });
  return true;
}

import {
  deleteUploadRecords,
  listAvatarUrls,
  uploadHashesOlderThan,
  uploadHashesSince,
} from "../../../db/queries/user-uploads";
import { avatarHash } from "../landings/index.server";
import { templateAssetHashes } from "../templates/index.server";
import type { AppContext } from "../platform/index.server";
import { retainedAssetHashes } from "./asset-retention.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** An image uploaded this recently is never collected (issue 23): its draft may not be saved yet. */
export const ASSET_GRACE_MS = 24 * 60 * 60 * 1000;

/** ADR 016's retention set plus every account's profile photo and every template image. */
async function keptHashes(ctx: Ctx): Promise<Set<string>> {
  const kept = await retainedAssetHashes(ctx.db);
  // Issue 26: shared by every landing made from a template, even if an owner uploaded the same file.
  for (const hash of await templateAssetHashes()) kept.add(hash);
  for (const url of await listAvatarUrls(ctx.db)) {
    const hash = avatarHash(ctx.config, url);
    if (hash) kept.add(hash);
  }
  return kept;
}

/**
 * The asset collector (task `assets.collect`, ADR 016 and 026): deletes the
 * files of recorded uploads that no draft, published content, binned landing,
 * kept version or profile photo refers to, and that nobody uploaded in the last
 * day, then their records (which frees the owners' quota). Images with no
 * record (uploaded before ADR 026, presets, share images) are not its to judge.
 *
 * Beside a publish or a save in progress: a publish only copies the draft,
 * whose images are kept; an image uploaded meanwhile is recent. The kept set
 * is read again just before deleting, so a write between the two reads that
 * refers to an old unreferenced image (a restored browser copy) keeps it.
 * Answers how many images were deleted.
 */
export async function collectAssets(ctx: Ctx): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - ASSET_GRACE_MS).toISOString();
  const candidates = await uploadHashesOlderThan(ctx.db, cutoff);
  if (candidates.length === 0) return 0;
  const first = await keptHashes(ctx);
  const unkept = candidates.filter((h) => !first.has(h));
  if (unkept.length === 0) return 0;
  const names = await ctx.store.list("assets/");
  const again = await keptHashes(ctx);
  const renewed = await uploadHashesSince(ctx.db, unkept, cutoff);
  let deleted = 0;
  for (const hash of unkept) {
    if (again.has(hash) || renewed.has(hash)) continue;
    const files = names.filter(
      (k) => k.startsWith(`assets/${hash}.`) || k.startsWith(`assets/${hash}-`),
    );
    // Files first: a failure leaves the record, and the next run tries again.
    if (files.length > 0) await ctx.store.delete(files);
    await deleteUploadRecords(ctx.db, hash, cutoff);
    deleted++;
  }
  return deleted;
}

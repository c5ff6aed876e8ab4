import { contentAssetHashes } from "../../../core/landing/history";
import { parseServerContent } from "../../../core/landing/parse";
import { listAllVersionContents } from "../../../db/queries/landing-versions";
import type { Executor } from "../../../db/database";

/**
 * Asset retention (issue 15, ADR 016). Uploads are content-addressed and
 * shared (assets/{sha256}…); there is no garbage collector yet, and this is
 * the set any collector must keep: every asset a draft, a published content,
 * a binned landing (its row stays until the purge) or a kept version refers
 * to. A version restored weeks later must find its images.
 */
export async function retainedAssetHashes(db: Executor): Promise<Set<string>> {
  const texts: string[] = [];
  // Binned landings are rows like any other until the purge: included here.
  const rows = await db.selectFrom("landings").select(["content", "published_content"]).execute();
  for (const r of rows) {
    texts.push(r.content);
    if (r.published_content) texts.push(r.published_content);
  }
  texts.push(...(await listAllVersionContents(db)));
  const out = new Set<string>();
  for (const text of texts) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      continue;
    }
    for (const hash of contentAssetHashes(parseServerContent(raw))) out.add(hash);
  }
  return out;
}

/** Whether the bucket object `assets/{name}` (an original or a width variant) must be kept. */
export function isRetainedAsset(name: string, retained: ReadonlySet<string>): boolean {
  const hash = /^([0-9a-f]{64})[-.]/.exec(name)?.[1];
  // Anything that is not an upload (presets, avatars, share images…) is not this rule's to judge.
  return hash === undefined || retained.has(hash);
}

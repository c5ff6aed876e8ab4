import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createR2Store, type R2BucketLike, type R2StoreOptions } from "../../core/storage/r2-store";
import type { SiteStore } from "../../core/storage/site-store";

/** A real (Miniflare/workerd) R2 bucket for Node-side tests of the store and the edge handlers. */
export async function openTestBucket(
  opts: R2StoreOptions = {},
): Promise<{ store: SiteStore; dispose(): Promise<void> }> {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } };",
    r2Buckets: ["SITE"],
  });
  const store = createR2Store(
    // Miniflare types its proxy with @cloudflare/workers-types, which this project does not install.
    (await mf.getR2Bucket("SITE")) as unknown as R2BucketLike,
    opts,
  );
  return { store, dispose: () => mf.dispose() };
}

/**
 * Registers a file's hooks: one bucket for the file, handed to `take`; with
 * `emptyEachTest`, emptied before each test.
 */
export function withTestBucket(
  take: (store: SiteStore) => void,
  o: { emptyEachTest?: boolean } = {},
): void {
  let store: SiteStore | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ store, dispose } = await openTestBucket());
    take(store);
  });
  afterAll(() => dispose?.());
  if (o.emptyEachTest) beforeEach(async () => store!.delete(await store!.list("")));
}

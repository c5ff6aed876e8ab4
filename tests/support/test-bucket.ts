import { Miniflare } from "miniflare";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { createR2Store, type R2StoreOptions } from "../../core/storage/r2-store";
import type { SiteStore } from "../../core/storage/site-store";
import {
  LOCAL_BUCKET_WORKER,
  httpBucket,
  localBucketScript,
  newLocalBucketSecret,
} from "../../scripts/lib/local-bucket";

/**
 * A real (Miniflare/workerd) R2 bucket for Node-side tests of the store and the
 * edge handlers, reached the way the app reaches its local bucket (local-bucket.ts).
 */
export async function openTestBucket(
  opts: R2StoreOptions = {},
): Promise<{ store: SiteStore; dispose(): Promise<void> }> {
  const secret = newLocalBucketSecret();
  const mf = new Miniflare({
    name: LOCAL_BUCKET_WORKER,
    modules: true,
    script: localBucketScript("SITE"),
    r2Buckets: ["SITE"],
    bindings: { LOCAL_BUCKET_SECRET: secret },
    unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  });
  try {
    const url = await mf.unsafeGetDirectURL(LOCAL_BUCKET_WORKER);
    return {
      store: createR2Store(httpBucket(url.origin, secret), opts),
      dispose: () => mf.dispose(),
    };
  } catch (err) {
    await mf.dispose().catch(() => undefined);
    throw err;
  }
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

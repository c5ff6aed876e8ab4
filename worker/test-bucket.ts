import { Miniflare } from "miniflare";
import { createR2Store, type R2BucketLike } from "../renderer/storage/r2-store";
import type { SiteStore } from "../renderer/storage/site-store";

/** A real (Miniflare/workerd) R2 bucket for Node-side tests of the edge handlers. */
export async function openTestBucket(): Promise<{ store: SiteStore; dispose(): Promise<void> }> {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } };",
    r2Buckets: ["SITE"],
  });
  const store = createR2Store((await mf.getR2Bucket("SITE")) as unknown as R2BucketLike);
  return { store, dispose: () => mf.dispose() };
}

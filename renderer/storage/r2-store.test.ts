import { Miniflare } from "miniflare";
import { afterAll, beforeAll } from "vitest";
import { createR2Store, type R2BucketLike } from "./r2-store";
import type { SiteStore } from "./site-store";
import { LIST_PAGE_SIZE, siteStoreContract } from "./store-contract";

let mf: Miniflare;
let store: SiteStore;

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 204 }); } };",
    r2Buckets: ["SITE"],
  });
  store = createR2Store(
    // Miniflare types its proxy with @cloudflare/workers-types, which this project does not install.
    (await mf.getR2Bucket("SITE")) as unknown as R2BucketLike,
    { listPageSize: LIST_PAGE_SIZE },
  );
});

afterAll(async () => {
  await mf?.dispose();
});

siteStoreContract("r2 (Miniflare)", () => store);

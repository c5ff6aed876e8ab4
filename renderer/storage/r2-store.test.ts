import { afterAll, beforeAll } from "vitest";
import type { SiteStore } from "../../core/storage/site-store";
import { LIST_PAGE_SIZE, siteStoreContract } from "../../tests/support/store-contract";
import { openTestBucket } from "../../tests/support/test-bucket";

let store: SiteStore;
let dispose: () => Promise<void>;
beforeAll(
  async () => ({ store, dispose } = await openTestBucket({ listPageSize: LIST_PAGE_SIZE })),
);
afterAll(() => dispose?.());

siteStoreContract("r2 (Miniflare)", () => store);

import type { SiteStore } from "../renderer/storage/site-store";
import type { EdgeConfig } from "./config";
import type { EdgeCache } from "./edge-cache";
import type { ExecutionContextLike } from "./runtime";

/** What every edge handler may use: the bucket, the config, the cache, the clock and the request's context. */
export interface EdgeDeps {
  store: SiteStore;
  config: EdgeConfig;
  cache: EdgeCache | null;
  now(): Date;
  ctx?: ExecutionContextLike;
}

import type { SiteStore } from "../core/storage/site-store";
import type { EdgeConfig } from "./config";
import type { EdgeCache } from "./edge-cache";
import type { ExecutionContextLike } from "./runtime";
import type { StatsCounter } from "./stats";

/** What every edge handler may use: the bucket, the config, the cache, the clock and the request's context. */
export interface EdgeDeps {
  store: SiteStore;
  config: EdgeConfig;
  cache: EdgeCache | null;
  now(): Date;
  ctx?: ExecutionContextLike;
  /** View statistics (issue 15); absent = nothing is counted. */
  stats?: StatsCounter | null;
  /** How the worker reaches the app (the lead relay); the global fetch when absent. */
  fetcher?: typeof fetch;
}

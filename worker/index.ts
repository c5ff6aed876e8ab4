import { createR2Store } from "../renderer/storage/r2-store";
import { edgeConfig, type EdgeConfig, type Env } from "./config";
import { DEFAULT_CACHE_LIMITS, EdgeCache } from "./edge-cache";
import { handleRequest } from "./router";
import { defaultCache, type ExecutionContextLike } from "./runtime";

// Module scope lives as long as the isolate: the memory cache layer and the parsed config persist between requests.
let cache: EdgeCache | null = null;
let configFor: { env: Env; config: EdgeConfig } | null = null;

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContextLike): Promise<Response> {
    if (configFor?.env !== env) configFor = { env, config: edgeConfig(env) };
    cache ??= new EdgeCache(defaultCache(), {
      ...DEFAULT_CACHE_LIMITS,
      maxBytes: configFor.config.memoryCacheBytes,
    });
    try {
      return await handleRequest(request, {
        store: createR2Store(env.SITE),
        config: configFor.config,
        cache,
        now: () => new Date(),
        ctx,
      });
    } catch (err) {
      console.error("edge error", err);
      return new Response("Internal error", {
        status: 500,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
  },
};

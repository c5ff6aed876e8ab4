import { createR2Store } from "../core/storage/r2-store";
import type { SiteStore } from "../core/storage/site-store";
import { edgeConfig, type EdgeConfig, type Env } from "./config";
import { DEFAULT_CACHE_LIMITS, EdgeCache } from "./edge-cache";
import { answerFromMemory, handleRequest, type EdgeDeps } from "./router";
import { defaultCache, type ExecutionContextLike } from "./runtime";
import { statsCounterFor, type StatsCounter } from "./stats";

// Module scope lives as long as the isolate: the memory cache layer and the parsed config persist between requests.
let cache: EdgeCache | null = null;
let configFor: {
  env: Env;
  config: EdgeConfig;
  store: SiteStore;
  stats: StatsCounter | null;
} | null = null;

const now = () => new Date();

function internalError(err: unknown): Response {
  console.error("edge error", err);
  return new Response("Internal error", {
    status: 500,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

async function answer(request: Request, deps: EdgeDeps): Promise<Response> {
  try {
    return await handleRequest(request, deps);
  } catch (err) {
    return internalError(err);
  }
}

export default {
  // Not async: a repeat view is answered from memory without a promise.
  fetch(request: Request, env: Env, ctx: ExecutionContextLike): Response | Promise<Response> {
    if (configFor?.env !== env) {
      const store = createR2Store(env.SITE);
      configFor = { env, config: edgeConfig(env), store, stats: statsCounterFor(env, store, now) };
    }
    cache ??= new EdgeCache(defaultCache(), {
      ...DEFAULT_CACHE_LIMITS,
      maxBytes: configFor.config.memoryCacheBytes,
    });
    const deps: EdgeDeps = {
      store: configFor.store,
      config: configFor.config,
      cache,
      now,
      ctx,
      stats: configFor.stats,
    };
    try {
      const hit = answerFromMemory(request, deps);
      if (hit) return hit;
    } catch (err) {
      return internalError(err);
    }
    return answer(request, deps);
  },
};

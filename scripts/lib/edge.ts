import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { createR2Store, type R2BucketLike } from "../../renderer/storage/r2-store";
import type { SiteStore } from "../../renderer/storage/site-store";
import { WORKER_BUNDLE, buildWorker } from "../build-worker.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** wrangler.toml is the one place that names the bucket, binding and compatibility date. */
function wranglerSettings(): { compatibilityDate: string; binding: string; bucket: string } {
  const toml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
  const pick = (re: RegExp, fallback: string) => re.exec(toml)?.[1] ?? fallback;
  return {
    compatibilityDate: pick(/^compatibility_date\s*=\s*"([^"]+)"/m, "2026-04-26"),
    binding: pick(/^binding\s*=\s*"([^"]+)"/m, "SITE"),
    bucket: pick(/^bucket_name\s*=\s*"([^"]+)"/m, "vitrina-site"),
  };
}

export interface StartEdgeOptions {
  /** Directory holding the persisted R2 bucket (created if missing). */
  persistDir: string;
  /** 0 picks a free port. */
  port: number;
  /** 127.0.0.1 by default; 0.0.0.0 to listen on every interface. */
  host?: string;
  appUrl: string;
  publicUrl?: string;
  /**
   * Seconds a landing may be served from the edge caches. 0 (the local default)
   * means a page written through `store` is served on the very next request;
   * production uses 30 (wrangler.toml).
   */
  cacheTtl?: number;
  /** Megabytes of answers the worker keeps in memory before the Cache API (default 16; 0 = Cache API only). */
  memoryCacheMb?: number;
  /** Bundle worker/ again before starting (otherwise only when build/worker/index.js is missing). */
  rebuild?: boolean;
  /** Key of the signed editor-preview links (config().previewSecret); previews are off without it. */
  previewSecret?: string;
}

export interface Edge {
  /** The same bucket the worker reads, for the app process. */
  store: SiteStore;
  /** Base URL of the worker, e.g. http://127.0.0.1:8787 */
  url: string;
  mf: Miniflare;
  dispose(): Promise<void>;
}

/** The public edge on this machine: the built worker in workerd over a persisted R2 bucket. */
export async function startEdge(opts: StartEdgeOptions): Promise<Edge> {
  if (opts.rebuild || !existsSync(WORKER_BUNDLE)) await buildWorker();
  mkdirSync(opts.persistDir, { recursive: true });
  const settings = wranglerSettings();
  const host = opts.host ?? "127.0.0.1";
  const mf = new Miniflare({
    modules: true,
    scriptPath: WORKER_BUNDLE,
    compatibilityDate: settings.compatibilityDate,
    r2Buckets: { [settings.binding]: settings.bucket },
    r2Persist: path.resolve(opts.persistDir),
    cachePersist: false,
    bindings: {
      APP_URL: opts.appUrl,
      ...(opts.publicUrl ? { PUBLIC_URL: opts.publicUrl } : {}),
      EDGE_CACHE_TTL: String(opts.cacheTtl ?? 0),
      ...(opts.previewSecret ? { PREVIEW_SECRET: opts.previewSecret } : {}),
      ...(opts.memoryCacheMb !== undefined
        ? { EDGE_MEMORY_CACHE_MB: String(opts.memoryCacheMb) }
        : {}),
    },
    host,
    port: opts.port,
  });
  try {
    const ready = await mf.ready;
    const bucket = (await mf.getR2Bucket(settings.binding)) as unknown as R2BucketLike;
    const url = new URL(ready.href);
    if (url.hostname === "0.0.0.0" || url.hostname === "[::]") url.hostname = "127.0.0.1";
    return {
      store: createR2Store(bucket),
      url: url.origin,
      mf,
      dispose: () => mf.dispose(),
    };
  } catch (err) {
    await mf.dispose().catch(() => undefined);
    throw err;
  }
}

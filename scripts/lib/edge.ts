import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { localPurgeSecret } from "../../app/services/platform/index.server";
import { createR2Store } from "../../core/storage/r2-store";
import type { SiteStore } from "../../core/storage/site-store";
import { WORKER_BUNDLE, buildWorker } from "../build-worker.mjs";
import {
  LOCAL_BUCKET_WORKER,
  httpBucket,
  localBucketScript,
  newLocalBucketSecret,
} from "./local-bucket";

const EDGE_WORKER_NAME = "vitrina-edge";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DAY_SECONDS = 86_400;

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
   * Seconds a landing may be served from the edge caches. Default: a day when
   * the worker can be purged (a purge secret is set or derived from
   * `previewSecret`: the app's `local` purge driver then clears it after every
   * write), else 0, so a page written through `store` without a purge is
   * served on the very next request. Production uses a day (wrangler.toml).
   */
  cacheTtl?: number;
  /** Megabytes of answers the worker keeps in memory before the Cache API (default 16; 0 = Cache API only). */
  memoryCacheMb?: number;
  /** Bundle worker/ again before starting (otherwise only when build/worker/index.js is missing). */
  rebuild?: boolean;
  /** Key of the signed editor-preview links (config().previewSecret); previews are off without it. */
  previewSecret?: string;
  /**
   * Secret of the worker's `POST /__purge`. Default: derived from
   * `previewSecret` the way the app derives it (app/services/edge), so the
   * app's `local` purge driver reaches this worker; no purge endpoint without either.
   */
  purgeSecret?: string;
  /** PUBLIC_DOMAIN: serve `{alias}.<domain>` and redirect `/l/{alias}` there (unset locally). */
  publicDomain?: string;
  /**
   * View statistics (issue 15): the worker posts batched events to
   * `appUrl` + /api/internal/stats (or `statsIngestUrl`) signed with this
   * secret (the app's config().stats.ingestSecret). Unset = nothing counted.
   */
  statsIngestSecret?: string;
  statsIngestUrl?: string;
  /** Lead forms (issue 24): signs `_ts` and the relay to `appUrl` + /api/internal/leads. */
  leadsIngestSecret?: string;
  /** Issue 25: Turnstile's site key, when the app has Turnstile set up. */
  turnstileSiteKey?: string;
}

export interface Edge {
  /** The same bucket the worker reads, for the app process. */
  store: SiteStore;
  /** Base URL of the worker, e.g. http://127.0.0.1:8787 */
  url: string;
  /** Secret of the worker's `POST /__purge`; null when it has none. */
  purgeSecret: string | null;
  /** Seconds landings stay in its edge cache (0 = off). */
  cacheTtl: number;
  /** The local-only worker `store` goes through (local-bucket.ts); refuses calls without its secret. */
  localBucketUrl: string;
  mf: Miniflare;
  dispose(): Promise<void>;
}

/** The public edge on this machine: the built worker in workerd over a persisted R2 bucket. */
export async function startEdge(opts: StartEdgeOptions): Promise<Edge> {
  if (opts.rebuild || !existsSync(WORKER_BUNDLE)) await buildWorker();
  mkdirSync(opts.persistDir, { recursive: true });
  const settings = wranglerSettings();
  const host = opts.host ?? "127.0.0.1";
  const purgeSecret =
    opts.purgeSecret ?? (opts.previewSecret ? localPurgeSecret(opts.previewSecret) : null);
  const cacheTtl = opts.cacheTtl ?? (purgeSecret ? DAY_SECONDS : 0);
  const bucketSecret = newLocalBucketSecret();
  const mf = new Miniflare({
    r2Persist: path.resolve(opts.persistDir),
    cachePersist: false,
    host: "127.0.0.1",
    port: 0,
    workers: [
      {
        name: EDGE_WORKER_NAME,
        modules: true,
        scriptPath: WORKER_BUNDLE,
        compatibilityDate: settings.compatibilityDate,
        r2Buckets: { [settings.binding]: settings.bucket },
        bindings: {
          APP_URL: opts.appUrl,
          ...(opts.publicUrl ? { PUBLIC_URL: opts.publicUrl } : {}),
          EDGE_CACHE_TTL: String(cacheTtl),
          ...(opts.previewSecret ? { PREVIEW_SECRET: opts.previewSecret } : {}),
          ...(purgeSecret ? { EDGE_PURGE_SECRET: purgeSecret } : {}),
          ...(opts.publicDomain ? { PUBLIC_DOMAIN: opts.publicDomain } : {}),
          ...(opts.statsIngestSecret ? { STATS_INGEST_SECRET: opts.statsIngestSecret } : {}),
          ...(opts.statsIngestUrl ? { STATS_INGEST_URL: opts.statsIngestUrl } : {}),
          ...(opts.leadsIngestSecret ? { LEADS_INGEST_SECRET: opts.leadsIngestSecret } : {}),
          ...(opts.turnstileSiteKey ? { TURNSTILE_SITE_KEY: opts.turnstileSiteKey } : {}),
          ...(opts.memoryCacheMb !== undefined
            ? { EDGE_MEMORY_CACHE_MB: String(opts.memoryCacheMb) }
            : {}),
        },
        // Visitors reach the worker on a direct socket: workerd hands their requests
        // to it as Cloudflare would, without Miniflare's entry worker in between
        // (which alone cost ~3/4 of the throughput). Miniflare's own socket, used
        // by dispatchFetch(), takes a free loopback port.
        unsafeDirectSockets: [{ host, port: opts.port }],
      },
      {
        // Local only: Node's way into the bucket (scripts/lib/local-bucket.ts, ADR 027).
        name: LOCAL_BUCKET_WORKER,
        modules: true,
        script: localBucketScript(settings.binding),
        compatibilityDate: settings.compatibilityDate,
        r2Buckets: { [settings.binding]: settings.bucket },
        bindings: { LOCAL_BUCKET_SECRET: bucketSecret },
        unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
      },
    ],
  });
  try {
    await mf.ready;
    const url = await mf.unsafeGetDirectURL(EDGE_WORKER_NAME);
    const bucketUrl = await mf.unsafeGetDirectURL(LOCAL_BUCKET_WORKER);
    if (url.hostname === "0.0.0.0" || url.hostname === "[::]") url.hostname = "127.0.0.1";
    return {
      store: createR2Store(httpBucket(bucketUrl.origin, bucketSecret)),
      localBucketUrl: bucketUrl.origin,
      url: url.origin,
      purgeSecret,
      cacheTtl,
      mf,
      dispose: () => mf.dispose(),
    };
  } catch (err) {
    await mf.dispose().catch(() => undefined);
    throw err;
  }
}

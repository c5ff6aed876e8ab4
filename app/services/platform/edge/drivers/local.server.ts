import { createHmac } from "node:crypto";
import { PURGE_PATH, PURGE_SECRET_HEADER, purgeBodies } from "../../../../../core/edge-purge";
import { log } from "../../../ops/index.server";
import type { EdgePurge } from "../port";

/**
 * The purge secret both sides derive when none is set (EDGE_PURGE_SECRET):
 * the app from its PREVIEW_SECRET, `scripts/lib/edge.ts` from the same value
 * it hands the worker, so `npm start`, the operator CLIs and the benches agree
 * without one more setting.
 */
export function localPurgeSecret(previewSecret: string): string {
  return createHmac("sha256", previewSecret).update("vitrina-edge-purge").digest("hex");
}

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code === "ECONNREFUSED";
}

/**
 * The worker on this machine (DESIGN §6 local default): one POST to its
 * internal purge endpoint, which drops the URLs from its memory layer and its
 * Cache API. Its caches live in that worker's process only, so when nothing
 * listens at `url` there is nothing cached to purge: that is said once in the
 * log and not treated as a failure.
 */
export function createLocalPurge(opts: {
  url: string;
  secret: string;
  timeoutMs?: number;
}): EdgePurge {
  const endpoint = `${opts.url.replace(/\/+$/, "")}${PURGE_PATH}`;
  let warned = false;
  return {
    name: "local",
    async purge(urls) {
      // The endpoint takes at most so many URLs and bytes a call: a long list goes in several.
      for (const body of purgeBodies(urls)) {
        let res: Response;
        try {
          res = await fetch(endpoint, {
            method: "POST",
            headers: { "Content-Type": "application/json", [PURGE_SECRET_HEADER]: opts.secret },
            body,
            signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
          });
        } catch (error) {
          if (!refused(error)) throw error;
          if (!warned) log.warn("edge purge: no local worker is listening", { endpoint });
          warned = true;
          return;
        }
        const text = await res.text();
        if (!res.ok) throw new Error(`local edge purge: HTTP ${res.status} ${text.slice(0, 200)}`);
      }
    },
  };
}

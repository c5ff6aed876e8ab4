import type { Executor } from "../../../../db/database";
import { insertScheduledTask } from "../../../../db/queries/scheduled-tasks";
import type { Config } from "../config.server";
import { log } from "../../ops/index.server";
import { createCloudflarePurge } from "./drivers/cloudflare.server";
import { createLocalPurge } from "./drivers/local.server";
import { createOffPurge } from "./drivers/off";
import type { EdgePurge, EdgePurgeConfig } from "./port";
import { landingUrls, type LandingAddresses } from "./urls";

export type { EdgePurge, EdgePurgeConfig } from "./port";
export { landingPublicUrl, landingUrls, type LandingAddresses } from "./urls";

/**
 * The edge folder's face to the services (DESIGN §6 "edge cache purge"):
 * `purgeLandings` after every write that changes what a landing serves —
 * publish, unpublish, delete, a payment, an admin's expiry change, hide-logo,
 * a domain bound or removed (app/services/publish.server.ts, hosts.server.ts).
 */

type PurgeConfig = Pick<Config, "edgePurge" | "publicUrl" | "publicDomain">;

export function createEdgePurge(config: EdgePurgeConfig): EdgePurge {
  switch (config.driver) {
    case "cloudflare":
      return createCloudflarePurge(config);
    case "local":
      return createLocalPurge(config);
    case "off":
      return createOffPurge();
  }
}

/**
 * At most one purge call in flight per driver: what arrives meanwhile goes
 * out together in the next call, so a rebuild of many landings makes few
 * calls (Cloudflare limits calls as well as URLs).
 */
function batched(driver: EdgePurge): EdgePurge {
  type Waiter = { urls: readonly string[]; resolve(): void; reject(e: unknown): void };
  let queue: Waiter[] = [];
  let running: Promise<void> | null = null;
  async function drain(): Promise<void> {
    while (queue.length) {
      const batch = queue;
      queue = [];
      try {
        await driver.purge([...new Set(batch.flatMap((w) => w.urls))]);
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    running = null;
  }
  return {
    name: driver.name,
    purge(urls) {
      if (urls.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queue.push({ urls, resolve, reject });
        running ??= drain();
      });
    },
  };
}

const purgers = new WeakMap<object, EdgePurge>();

/** The driver EDGE_PURGE chose for this configuration (made once, on first use). */
export function edgePurge(config: PurgeConfig): EdgePurge {
  let purge = purgers.get(config);
  if (!purge) {
    purge = batched(createEdgePurge(config.edgePurge ?? { driver: "off" }));
    purgers.set(config, purge);
  }
  return purge;
}

/** Tests: send this configuration's purges to another driver (one that records them, say). */
export function useEdgePurge(config: PurgeConfig, purge: EdgePurge): void {
  purgers.set(config, batched(purge));
}

/** What a purge needs; with the database, a failed purge is queued to be tried again. */
type PurgeCtx = { config: PurgeConfig; db?: Executor; now?: () => Date };

/** URLs per `edge.purge` task (its payload's limit). */
const RETRY_URLS_PER_TASK = 1000;

/**
 * Purges these public URLs. A failure is not thrown: the write that caused it
 * has happened and the owner's request should not fail for it. It is not lost
 * either: the driver has already tried again (Cloudflare: 429/5xx with
 * back-off), and with the database at hand an `edge.purge` task takes the URLs
 * to the task runner, which keeps trying with its own back-off; the log names
 * them in any case. Answers whether the purge went through now.
 */
export async function purgeUrls(ctx: PurgeCtx, urls: readonly string[]): Promise<boolean> {
  const purge = edgePurge(ctx.config);
  if (purge.name === "off" || urls.length === 0) return true;
  try {
    await purge.purge(urls);
    return true;
  } catch (error) {
    const queued = await queueRetry(ctx, urls).catch((queueError: unknown) => {
      log.error("edge purge: queueing the retry failed", { err: queueError });
      return false;
    });
    log.error(
      queued
        ? "edge purge failed: queued as an edge.purge task to be tried again"
        : "edge purge failed: these URLs may serve an old answer until the edge TTL",
      { driver: purge.name, urls, err: error },
    );
    return false;
  }
}

async function queueRetry(ctx: PurgeCtx, urls: readonly string[]): Promise<boolean> {
  if (!ctx.db) return false;
  const now = (ctx.now?.() ?? new Date()).toISOString();
  const unique = [...new Set(urls)];
  for (let i = 0; i < unique.length; i += RETRY_URLS_PER_TASK) {
    await insertScheduledTask(ctx.db, {
      name: "edge.purge",
      execution_time: now,
      payload: JSON.stringify({ urls: unique.slice(i, i + RETRY_URLS_PER_TASK) }),
      created_at: now,
    });
  }
  return true;
}

/** Purges every public URL of these landings (urls.ts `landingUrls`). */
export function purgeLandings(
  ctx: PurgeCtx,
  landings: readonly LandingAddresses[],
): Promise<boolean> {
  return purgeUrls(
    ctx,
    landings.flatMap((l) => landingUrls(ctx.config, l)),
  );
}

import type { Config } from "../config.server";
import { log } from "../ops/log.server";
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

/**
 * Purges these public URLs. A failure is logged, not thrown: the write that
 * caused it has happened and the owner's request should not fail for it, but
 * the edge may serve the old answer for up to its TTL, so the log names the
 * URLs to purge by hand. Answers whether the purge went through.
 */
export async function purgeUrls(
  ctx: { config: PurgeConfig },
  urls: readonly string[],
): Promise<boolean> {
  const purge = edgePurge(ctx.config);
  if (purge.name === "off" || urls.length === 0) return true;
  try {
    await purge.purge(urls);
    return true;
  } catch (error) {
    log.error("edge purge failed: these URLs may serve an old answer until the edge TTL", {
      driver: purge.name,
      urls,
      err: error,
    });
    return false;
  }
}

/** Purges every public URL of these landings (urls.ts `landingUrls`). */
export function purgeLandings(
  ctx: { config: PurgeConfig },
  landings: readonly LandingAddresses[],
): Promise<boolean> {
  return purgeUrls(
    ctx,
    landings.flatMap((l) => landingUrls(ctx.config, l)),
  );
}

/**
 * The edge cache purge port (DESIGN §6): every write that changes what a
 * landing serves removes that landing's public URLs from the edge caches, so
 * pages may stay cached for a day and a change still shows on the next
 * request. One file per driver under `drivers/`; the driver is chosen by
 * `EDGE_PURGE` at start-up (`config.server.ts`, `index.server.ts`).
 */
export interface EdgePurge {
  readonly name: EdgePurgeConfig["driver"];
  /** Resolves once the edge no longer serves a cached copy of any of these URLs; throws otherwise. */
  purge(urls: readonly string[]): Promise<void>;
}

export type EdgePurgeConfig =
  /** Nothing to purge: no edge cache in front of these pages (or none this app can reach). */
  | { driver: "off" }
  /** This machine's worker (Miniflare): `POST {url}/__purge` with the shared secret. */
  | { driver: "local"; url: string; secret: string }
  /** Cloudflare's purge-by-URL for the zone that serves the public domain. */
  | { driver: "cloudflare"; zoneId: string; apiToken: string; apiUrl: string };

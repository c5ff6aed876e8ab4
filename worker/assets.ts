import { DAY_MS } from "../core/time";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import type { EdgeConfig } from "./config";
import type { EdgeEntry } from "./entry";
import { IMMUTABLE_CACHE_CONTROL, securityHeaders } from "./headers";

/** Content-addressed upload names (DESIGN.md §2): one path segment, no traversal. */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Assets never change under a name, so edge copies may live this long. */
export const ASSET_EDGE_TTL_MS = DAY_MS;

export async function assetEntry(
  store: SiteStore,
  name: string,
  ctx: { now: Date; config: EdgeConfig; secure: boolean },
): Promise<EdgeEntry | null> {
  if (!ASSET_NAME.test(name) || name.includes("..")) return null;
  const obj = await store.get(keys.asset(name));
  if (!obj) return null;
  const headers: Record<string, string> = {
    "Content-Type": obj.contentType || "application/octet-stream",
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    ...securityHeaders(ctx.config, ctx.secure),
  };
  if (obj.etag)
    headers.ETag =
      obj.etag.startsWith('"') || obj.etag.startsWith("W/") ? obj.etag : `"${obj.etag}"`;
  return { status: 200, headers, body: obj.body, expires: ctx.now.getTime() + ASSET_EDGE_TTL_MS };
}

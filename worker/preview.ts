import { verifyPreview } from "../core/preview-signature";
import { isUuid } from "../core/uuid";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import type { EdgeConfig } from "./config";
import type { EdgeEntry } from "./entry";
import { securityHeaders } from "./headers";

/**
 * The editor's live preview (`previews/{uuid}.html`): a draft, so shown only
 * through a link the app signed for its owner; rendered without analytics,
 * never cached (each save replaces it) and never indexed.
 */
export async function previewEntry(
  store: SiteStore,
  uuid: string,
  params: URLSearchParams,
  ctx: { config: EdgeConfig; secure: boolean; now: Date },
): Promise<EdgeEntry | null> {
  if (!isUuid(uuid)) return null;
  if (!(await verifyPreview(ctx.config.previewSecret, uuid, params, ctx.now))) return null;
  const obj = await store.get(keys.preview(uuid));
  if (!obj) return null;
  return {
    status: 200,
    headers: {
      ...securityHeaders(ctx.config, ctx.secure),
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
    body: obj.body,
    expires: 0,
  };
}

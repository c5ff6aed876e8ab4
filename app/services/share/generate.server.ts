import { createHash } from "node:crypto";
import { parseServerContent } from "../../../core/landing/parse";
import { effectiveTheme } from "../../../core/landing/theme";
import { pageShowsPro } from "../../../core/plans";
import {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageInputs,
} from "../../../core/landing/share-image";
import { getLandingWithOwner, updateLanding } from "../../../db/queries/landings";
import { keys } from "../../../core/storage/keys";
import { IMMUTABLE } from "../landings/index.server";
import { rebuildLocked, type RebuildOutcome } from "../publishing/index.server";
import type { AppContext } from "../platform/index.server";
import { LOGO_BOX } from "./card.server";
import { drawShareCard } from "./card-thread.server";
import { ownImageAsPng } from "./own-assets.server";
import { shareInputsHash } from "../publishing/index.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

export type ShareImageOutcome =
  | { status: "skipped"; reason: "notFound" | "notPublished" | "unchanged" }
  | { status: "generated"; image: string; page: RebuildOutcome };

/**
 * The `share.image` task's work (ADR 017): from the landing's *published*
 * content, when its inputs differ from those of the stored image, draw the
 * card, store it content-addressed as assets/share-{sha256}.png, remember it with
 * its inputs hash, and re-render the page so og:image names it. The page is
 * rewritten through the rebuild path: no new version, no alias change.
 */
export async function generateShareImage(ctx: Ctx, uuid: string): Promise<ShareImageOutcome> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing || ("deleted_at" in landing && landing.deleted_at)) {
    return { status: "skipped", reason: "notFound" };
  }
  if (landing.published !== 1 || !landing.published_content) {
    return { status: "skipped", reason: "notPublished" };
  }
  const published = parseServerContent(JSON.parse(landing.published_content));
  // The page shows the theme only while the owner is PRO (issue 13); so does its image.
  const content = {
    ...published,
    theme: effectiveTheme(published.theme, pageShowsPro(landing, ctx.now())),
  };
  const hash = shareInputsHash(content);
  if (landing.share_image && landing.share_inputs_hash === hash) {
    return { status: "skipped", reason: "unchanged" };
  }
  const inputs = shareImageInputs(content);
  const [cover, logo] = await Promise.all([
    inputs.cover
      ? ownImageAsPng(ctx.store, content.projectBackgroundUrl, {
          width: SHARE_IMAGE_WIDTH,
          height: SHARE_IMAGE_HEIGHT,
          fit: "cover",
          readWidth: 1280,
        })
      : null,
    inputs.logo
      ? ownImageAsPng(ctx.store, content.projectLogoUrl, {
          width: LOGO_BOX,
          height: LOGO_BOX,
          fit: "contain",
          readWidth: 320,
        })
      : null,
  ]);
  const png = await drawShareCard({
    projectName: inputs.projectName,
    companyName: inputs.companyName,
    cover,
    logo,
    theme: inputs.theme,
  });
  // Content-addressed, with a prefix: an upload-hash name would read as an upload to asset retention (ADR 016).
  const image = `share-${createHash("sha256").update(png).digest("hex")}.png`;
  // A plain Uint8Array: the R2 binding's serialiser refuses Node's Buffer subclass.
  await ctx.store.put(keys.asset(image), new Uint8Array(png), {
    contentType: "image/png",
    cacheControl: IMMUTABLE,
  });
  await updateLanding(ctx.db, uuid, { share_image: image, share_inputs_hash: hash });
  // Read again and re-render under the landing's lock, so a publish meanwhile is never overwritten.
  const page = await rebuildLocked(ctx, landing);
  return { status: "generated", image, page };
}

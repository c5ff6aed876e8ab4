import { unstable_parseMultipartFormData as parseMultipart } from "@remix-run/node";
import { isActivePro } from "../../../core/plans";
import {
  IMAGE_MAX_BYTES,
  MAX_ANALYTICS,
  MAX_CARDS,
  MAX_QAS,
  PRESET_CARD_IMAGES,
} from "../../../core/landing/limits";
import { getLandingByUuid } from "../../../db/queries/landings";
import { publicAddress, type PublicAddressConfig } from "../../../core/landing/public-address";
import { canonicalHost, landingDomains } from "../publishing/index.server";
import { getForEditor, type Actor, type EditorLanding } from "./landings.server";
import { presetUrls } from "./presets.server";
import type { AppContext } from "../platform/index.server";
import {
  imageTypeForField,
  parseImageType,
  readCapped,
  UploadError,
  type ImageType,
} from "./image-input.server";

/** Limits the editor shows and enforces before asking the server (which enforces them again). */
export const editorLimits = {
  maxCards: MAX_CARDS,
  maxQas: MAX_QAS,
  maxAnalytics: MAX_ANALYTICS,
  presets: PRESET_CARD_IMAGES,
};
export type EditorLimits = typeof editorLimits;

export interface EditorPageData {
  landing: EditorLanding;
  presets: string[];
  limits: EditorLimits;
  /**
   * What decides the page's public address (core/landing/public-address): the
   * link-name hint, the publish dialog and the status line all derive it from this.
   */
  address: PublicAddressConfig & { customHost: string | null };
  now: string;
  /** PRO and not expired: unlocks the Design section (issue 13); the server checks again on save. */
  pro: boolean;
}

export async function editorPageData(
  ctx: Pick<AppContext, "db" | "store" | "config" | "now">,
  actor: Actor,
  uuid: string,
): Promise<EditorPageData> {
  const landing = await getForEditor(ctx, actor, uuid);
  const address = {
    publicUrl: ctx.config.publicUrl,
    publicDomain: ctx.config.publicDomain ?? null,
    customHost: canonicalHost(await landingDomains(ctx.db, landing.uuid)),
  };
  return {
    landing: {
      ...landing,
      publicUrl: landing.published
        ? publicAddress(address, landing.textalias ?? landing.uuid, address.customHost)
        : null,
    },
    presets: presetUrls(ctx.config.publicUrl),
    limits: editorLimits,
    address,
    now: ctx.now().toISOString(),
    pro: isActivePro(actor, ctx.now()),
  };
}

/** The draft's version (`updated_at`) as stored now: saveImages answers it after a change. */
export async function draftVersion(
  ctx: Pick<AppContext, "db">,
  uuid: string,
): Promise<string | undefined> {
  return (await getLandingByUuid(ctx.db, uuid))?.updated_at;
}

/** Room for the multipart envelope and the small text fields around one image. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads a saveImages request: the image (field `image`, or one of the SPEC's
 * named fields) streamed with the 5 MB cap, and its upload type. The body is
 * refused from Content-Length alone when that already says it is too big.
 */
export async function readImageUpload(
  request: Request,
): Promise<{ imageType: ImageType; bytes: Uint8Array }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new UploadError("uploadTooLarge", { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 });
  }
  if (!(request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    throw new UploadError("uploadNoFile");
  }
  let file: { field: string; bytes: Uint8Array } | null = null;
  const fields: Record<string, string> = {};
  await parseMultipart(request, async ({ name, filename, data }) => {
    if (filename === undefined) {
      const text = new TextDecoder().decode(await readCapped(data, 4096));
      fields[name] = text;
      return text;
    }
    // Only one image per request; anything after the first file is drained unread.
    if (file) {
      for await (const _ of data) void _;
      return undefined;
    }
    file = { field: name, bytes: await readCapped(data, IMAGE_MAX_BYTES) };
    return undefined;
  });
  const got = file as { field: string; bytes: Uint8Array } | null;
  if (!got || got.bytes.byteLength === 0) throw new UploadError("uploadNoFile");
  const imageType =
    got.field === "image" || got.field === "file"
      ? parseImageType(fields.imageType)
      : imageTypeForField(got.field);
  if (!imageType) throw new UploadError("uploadBadImageType");
  return { imageType, bytes: got.bytes };
}

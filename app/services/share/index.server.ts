/**
 * Sharing a landing (issue 15, ADR 017): its QR code for the owner, and the
 * share image the task runner draws after a publish. The face to routes.
 */
import { getLandingWithOwner } from "../../../db/queries/landings";
import type { Actor } from "../landings/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { landingAddress } from "./address.server";
import { QR_PNG_SIZE, qrPng, qrSvg } from "./qr.server";

export { QR_PNG_SIZE } from "./qr.server";
export { landingAddress, activeCustomDomain } from "./address.server";
export { generateShareImage, type ShareImageOutcome } from "./generate.server";

export type QrFormat = "svg" | "png";

export interface QrCode {
  /** What the code opens: the active custom domain's URL, else the public URL. */
  url: string;
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  /** A file name for the download, from the link name. */
  filename: string;
}

/**
 * The QR code of a published landing; owner only. Someone else's landing
 * answers like a missing one (404), as every owner API does; a landing that is
 * not published has no address yet (409 notPublished).
 */
export async function landingQr(
  ctx: Pick<AppContext, "db" | "config" | "now">,
  actor: Pick<Actor, "id">,
  uuid: string,
  format: QrFormat,
): Promise<QrCode> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing || landing.parent_user !== actor.id || landing.deleted_at !== null) {
    throw new HttpError(404, "notFound");
  }
  if (landing.published !== 1) throw new HttpError(409, "notPublished");
  const url = await landingAddress(ctx, landing);
  const filename = `qr-${landing.textalias ?? landing.uuid}`;
  if (format === "svg") {
    return {
      url,
      body: await qrSvg(url),
      contentType: "image/svg+xml",
      filename: `${filename}.svg`,
    };
  }
  return {
    url,
    body: new Uint8Array(await qrPng(url)),
    contentType: "image/png",
    filename: `${filename}-${QR_PNG_SIZE}.png`,
  };
}

/** The HTTP answer for a QR request: inline by default, a download with `?download=1`. */
export function qrResponse(qr: QrCode, download: boolean): Response {
  return new Response(qr.body, {
    headers: {
      "Content-Type": qr.contentType,
      // The address changes with the link name or a domain: never reuse an old code.
      "Cache-Control": "private, no-store",
      "X-Qr-Url": encodeURI(qr.url),
      ...(download ? { "Content-Disposition": `attachment; filename="${qr.filename}"` } : {}),
    },
  });
}

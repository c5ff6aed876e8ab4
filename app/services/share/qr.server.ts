import QRCode from "qrcode";

/** The PNG download's size in pixels (issue 15): sharp enough for a printed shop-window sign. */
export const QR_PNG_SIZE = 1024;

/**
 * Error correction M (15 %) keeps the code small for a short URL and survives
 * a scuffed print; the 4-module quiet zone is what scanners expect.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...OPTIONS, type: "svg", width: QR_PNG_SIZE });
}

export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...OPTIONS, type: "png", width: QR_PNG_SIZE });
}

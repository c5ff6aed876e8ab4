import { parentPort } from "node:worker_threads";
import { renderShareCard, type ShareCard } from "./card.server";

/** The drawing thread of card-thread.server.ts: one card in, its PNG bytes out. */
export type CardJob = { id: number; card: ShareCard };
export type CardResult = { id: number; png?: Uint8Array; error?: string };

parentPort?.on("message", async ({ id, card }: CardJob) => {
  // Structured clone hands Buffers over as plain Uint8Arrays.
  const own = (b: Uint8Array | null) =>
    b ? Buffer.from(b.buffer, b.byteOffset, b.byteLength) : null;
  try {
    const png = await renderShareCard({ ...card, cover: own(card.cover), logo: own(card.logo) });
    // A copy in a buffer of its own: resvg's may be external memory, which Node 24 refuses to transfer.
    const bytes = new Uint8Array(png);
    parentPort?.postMessage({ id, png: bytes } satisfies CardResult, [bytes.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message ?? String(error) });
  }
});

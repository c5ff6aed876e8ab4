import { parentPort } from "node:worker_threads";
import type { LandingContent } from "../core/landing/schema";
import { renderLanding, type RenderMeta } from "./render-landing";

/** One thread of render-pool.ts: content + meta in, the page's HTML out. */
parentPort?.on("message", (job: { id: number; content: LandingContent; meta: RenderMeta }) => {
  try {
    parentPort?.postMessage({ id: job.id, html: renderLanding(job.content, job.meta) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: (error as Error).message ?? String(error) });
  }
});

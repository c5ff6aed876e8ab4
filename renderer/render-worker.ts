import { parentPort } from "node:worker_threads";
import { renderLanding } from "./render-landing";
import type { RenderJob, RenderResult } from "./render-pool";

/** One thread of render-pool.ts: a batch of content + meta in, their pages' HTML out, in one message. */
parentPort?.on("message", (jobs: RenderJob[]) => {
  const results: RenderResult[] = jobs.map((job) => {
    try {
      return { id: job.id, html: renderLanding(job.content, job.meta) };
    } catch (error) {
      return { id: job.id, error: (error as Error).message ?? String(error) };
    }
  });
  parentPort?.postMessage(results);
});

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PageRenderer } from "./page-renderer";
import type { LandingContent } from "../core/landing/schema";
import type { RenderMeta } from "./render-landing";

type Pending = { resolve(html: string): void; reject(error: Error): void };
export type RenderJob = { id: number; content: LandingContent; meta: RenderMeta };
export type RenderResult = { id: number; html?: string; error?: string };

/**
 * `threads` worker threads rendering pages, each job to the least busy one.
 * A rebuild is otherwise bound by one core: rendering is most of its own
 * CPU, and the store's client (and the store, locally) need the rest
 * (ADR 018). The worker file is TypeScript, and threads do not inherit the
 * loader the process runs under: each registers tsx itself before loading it.
 *
 * Jobs asked for in one turn of the event loop go to a thread as one message,
 * and it answers them in one: each message wakes the other thread, and on a
 * busy machine a wake-up costs the sender its core for a while (ADR 018).
 */
export function renderPool(threads: number): PageRenderer {
  const url = new URL("./render-worker.ts", import.meta.url).href;
  const boot = `import("tsx/esm/api").then((t) => { t.register(); return import(${JSON.stringify(url)}); })`;
  let failure: Error | null = null;
  const workers = Array.from({ length: Math.max(1, threads) }, () => {
    const pending = new Map<number, Pending>();
    const worker = new Worker(boot, { eval: true });
    worker.on("message", (results: RenderResult[]) => {
      for (const msg of results) {
        const job = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.error !== undefined) job?.reject(new Error(msg.error));
        else job?.resolve(msg.html ?? "");
      }
    });
    const fail = (error: Error) => {
      failure ??= error;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`a render thread stopped (exit code ${code})`)));
    return { worker, pending, queue: [] as RenderJob[] };
  });
  let next = 0;
  let flushing = false;
  const flush = () => {
    flushing = false;
    for (const w of workers)
      if (w.queue.length) {
        const batch = w.queue;
        w.queue = [];
        try {
          w.worker.postMessage(batch);
        } catch {
          // Some job cannot be sent (not cloneable): that one fails, the rest go singly.
          for (const job of batch)
            try {
              w.worker.postMessage([job]);
            } catch (error) {
              w.pending.get(job.id)?.reject(error as Error);
              w.pending.delete(job.id);
            }
        }
      }
  };
  return {
    render(content, meta) {
      // A dead thread fails every render from then on rather than leaving it waiting.
      if (failure) return Promise.reject(failure);
      const w = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const id = next++;
      return new Promise<string>((resolve, reject) => {
        w.pending.set(id, { resolve, reject });
        w.queue.push({ id, content, meta });
        if (!flushing) {
          flushing = true;
          setImmediate(flush);
        }
      });
    },
    async close() {
      failure ??= new Error("the render pool is closed");
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}

/** One render thread per core beyond the first (that one runs the rebuild itself), at most 4. */
export function defaultThreads(): number {
  return Math.min(4, Math.max(0, availableParallelism() - 1));
}

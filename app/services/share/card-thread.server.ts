import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ShareCard } from "./card.server";
import type { CardJob, CardResult } from "./card-worker";

/**
 * Share cards are drawn on a thread of their own, one at a time (issue 28,
 * ADR 027): satori and resvg hold a core for tens of milliseconds a card, and
 * on the app's event loop every autosave waited behind them. One thread per
 * process, started on the first card and not keeping the process alive.
 */

type Waiting = { job: CardJob; resolve(png: Buffer): void; reject(error: Error): void };

let worker: Worker | null = null;
let current: Waiting | null = null;
const queue: Waiting[] = [];
let nextId = 0;

/** The worker file beside this one; from a bundle (build/), the same file in the source tree. */
function workerUrl(): string {
  const here = fileURLToPath(new URL("./card-worker.ts", import.meta.url));
  const file = existsSync(here) ? here : path.resolve("app/services/share/card-worker.ts");
  return pathToFileURL(file).href;
}

function startWorker(): Worker {
  // Threads do not inherit the process's TypeScript loader: each registers tsx itself.
  const boot = `import("tsx/esm/api").then((t) => { t.register(); return import(${JSON.stringify(workerUrl())}); })`;
  const w = new Worker(boot, { eval: true });
  w.unref();
  w.on("message", (msg: CardResult) => {
    const done = current;
    current = null;
    if (done && done.job.id === msg.id) {
      if (msg.png)
        done.resolve(Buffer.from(msg.png.buffer, msg.png.byteOffset, msg.png.byteLength));
      else done.reject(new Error(msg.error ?? "the share card could not be drawn"));
    }
    pump();
  });
  const fail = (error: Error) => {
    if (worker === w) worker = null;
    current?.reject(error);
    current = null;
    pump();
  };
  w.on("error", fail);
  w.on("exit", (code) => fail(new Error(`the drawing thread stopped (exit code ${code})`)));
  return w;
}

function pump(): void {
  if (current || queue.length === 0) {
    // Idle: let the process exit; busy: keep it up until the answer comes.
    if (!current) worker?.unref();
    return;
  }
  current = queue.shift()!;
  worker ??= startWorker();
  worker.ref();
  worker.postMessage(current.job);
}

/** The card's PNG, drawn on the drawing thread after every card asked for before it. */
export function drawShareCard(card: ShareCard): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    queue.push({ job: { id: nextId++, card }, resolve, reject });
    pump();
  });
}

/** Stops the drawing thread (tests, shutdown); the next card starts a new one. */
export async function closeDrawingThread(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}

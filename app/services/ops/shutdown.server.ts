import type { Server } from "node:http";
import { log as appLog, type Logger } from "./log.server";

/**
 * Graceful shutdown (decision 009). A load balancer's SIGTERM (or ^C) stops
 * the process in order: stop claiming tasks and give back the ones in hand,
 * stop accepting connections and let requests in flight finish, then close
 * the stores and the database. A second signal exits at once.
 */

/** How long requests in flight and the task in hand get by default. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Stops accepting connections, closes idle keep-alive ones, and resolves when
 * the requests in flight have finished — or after `timeoutMs`, when the
 * connections still open are cut (`forced: true`).
 */
export function closeServer(server: Server, timeoutMs: number): Promise<{ forced: boolean }> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve({ forced: false });
      return;
    }
    let settled = false;
    // A keep-alive connection turns idle once its answer is out: close it then, not at its timeout.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      clearInterval(sweep);
      server.closeAllConnections();
      resolve({ forced: true });
    }, timeoutMs);
    timer.unref();
    server.close(() => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(sweep);
      resolve({ forced: false });
    });
    server.closeIdleConnections();
  });
}

export type ShutdownSignal = "SIGINT" | "SIGTERM";

/**
 * Runs `shutdown` on the first SIGINT/SIGTERM, then exits 0 (1 when it
 * throws). A second signal exits 1 at once; so does a shutdown that has not
 * ended `hardTimeoutMs` after the signal.
 */
export function onShutdownSignals(
  shutdown: (signal: ShutdownSignal) => Promise<void>,
  opts: { hardTimeoutMs: number; log?: Logger; exit?: (code: number) => void },
): void {
  const log = opts.log ?? appLog;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let stopping = false;
  const handler = (signal: ShutdownSignal) => {
    if (stopping) {
      log.warn("second signal: exiting now", { signal });
      exit(1);
      return;
    }
    stopping = true;
    log.info("shutting down", { signal });
    setTimeout(() => {
      log.error("shutdown took too long: exiting", { signal, ms: opts.hardTimeoutMs });
      exit(1);
    }, opts.hardTimeoutMs).unref();
    shutdown(signal).then(
      () => {
        log.info("stopped", { signal });
        exit(0);
      },
      (error: unknown) => {
        log.error("shutdown failed", { signal, error });
        exit(1);
      },
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, handler);
}

import { sql } from "kysely";
import type { DB } from "../../../db/database";
import type { SiteStore } from "../../../core/storage/site-store";

/**
 * `GET /healthz` for the load balancer (decision 009): is this server worth
 * sending requests to? Cheap on purpose: `select 1` on the database, one read
 * of the shared limiter store and one of a key the bucket never holds. A
 * server that is shutting down answers 503 `draining` so the balancer moves
 * on before its connections close.
 */

export type CheckResult = "ok" | "fail" | "timeout";

export interface HealthReport {
  ok: boolean;
  db: CheckResult;
  store: CheckResult;
  /** The rate-limit store (in the database, but on its own path). */
  limits: CheckResult;
  draining?: true;
}

export interface HealthDeps {
  db: DB;
  store: Pick<SiteStore, "get">;
  /** Reads one tiny key of the limiter store; absent in tests that have none. */
  limits?: () => Promise<unknown>;
}

/** A bucket key nothing writes: a miss costs one small GET. */
export const HEALTH_PROBE_KEY = "healthz/probe";
export const HEALTH_TIMEOUT_MS = 2_000;

const DRAINING = Symbol.for("vitrina.draining");

/** From now on /healthz answers 503: the process is going away. */
export function setDraining(on = true): void {
  (globalThis as { [DRAINING]?: boolean })[DRAINING] = on;
}

export function isDraining(): boolean {
  return (globalThis as { [DRAINING]?: boolean })[DRAINING] === true;
}

async function probe(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    return await Promise.race([check().then((): CheckResult => "ok"), timeout]);
  } catch {
    return "fail";
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(
  deps: HealthDeps,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<HealthReport> {
  const [db, store, limits] = await Promise.all([
    probe(() => sql`select 1`.execute(deps.db), timeoutMs),
    probe(() => deps.store.get(HEALTH_PROBE_KEY), timeoutMs),
    deps.limits ? probe(deps.limits, timeoutMs) : Promise.resolve<CheckResult>("ok"),
  ]);
  const report: HealthReport = {
    ok: db === "ok" && store === "ok" && limits === "ok",
    db,
    store,
    limits,
  };
  if (isDraining()) {
    report.ok = false;
    report.draining = true;
  }
  return report;
}

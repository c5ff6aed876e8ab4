import type { DB } from "../../../db/database";
import type { SiteStore } from "../../../core/storage/site-store";
import type { Config } from "./config.server";
import type { Mailer } from "./mail.server";

/**
 * The process-wide dependencies. `scripts/start.ts` builds them once (database,
 * bucket, mailer) and registers them here before the Remix build is loaded;
 * services take the context as their first argument so tests can pass their own.
 */
export interface AppContext {
  db: DB;
  store: SiteStore;
  config: Config;
  mailer: Mailer;
  now: () => Date;
}

const KEY = Symbol.for("vitrina.context");
type Holder = { [KEY]?: AppContext };

export function setContext(ctx: AppContext): void {
  (globalThis as Holder)[KEY] = ctx;
}

export function getContext(): AppContext {
  const ctx = (globalThis as Holder)[KEY];
  if (!ctx) throw new Error("Vitrina context not initialised: start the app with scripts/start.ts");
  return ctx;
}

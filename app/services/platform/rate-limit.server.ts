import path from "node:path";
import type { Kysely } from "kysely";
import { dialectOf } from "../../../db/dialect";
import { log } from "../ops/index.server";
import {
  kyselyPgClient,
  memoryLimiterStore,
  openSqliteForLimits,
  postgresLimiterStore,
  sqliteLimiterStore,
  type LimiterStore,
  type LimiterStoreSource,
} from "./limiter-stores.server";

export type { LimiterStore, LimiterStoreSource };

/**
 * Failed-login throttling within 15 minutes: 5 failures per account+address
 * and 20 per address block further tries from there. Failures on one account
 * from many addresses (guessing one password from many machines) never lock
 * the account: that would let a stranger lock the owner out. Past 10 they
 * slow every try on it with a progressive delay instead (OWASP Authentication
 * Cheat Sheet).
 *
 * The counters live where every app server sees them (DESIGN §8, decision
 * 009): rate-limiter-flexible's SQLite store on the app's SQLite file, or its
 * PostgreSQL store on the app's PostgreSQL, in the `rate_limits` table. The
 * store is chosen once at start-up (`initLimiterStore`, from start.ts after
 * the database opens); unit tests that never call it get process memory.
 */
export interface LoginLimiterOptions {
  perAccountIp: number;
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}
export const LOGIN_LIMITS: LoginLimiterOptions = {
  perAccountIp: 5,
  perAccount: 10,
  perIp: 20,
  windowSeconds: 15 * 60,
};

/** The progressive delay: 0.5 s after the 10th failure on an account, doubling, at most 8 s. */
export const LOGIN_DELAY_BASE_MS = 500;
export const LOGIN_DELAY_MAX_MS = 8_000;
export function progressiveDelayMs(failures: number, freeFailures: number): number {
  const over = failures - freeFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_BASE_MS * 2 ** over);
}

/** The store for the app's configured database (start.ts): PostgreSQL's, or SQLite's on its file. */
export function limiterSourceFor(config: {
  databaseUrl?: string;
  dataDir: string;
}): LimiterStoreSource {
  return config.databaseUrl
    ? { kind: "postgres" }
    : { kind: "sqlite", file: path.join(config.dataDir, "vitrina.sqlite") };
}

const STORE_KEY = Symbol.for("vitrina.limiter-store");
const LIMITERS_KEY = Symbol.for("vitrina.limiters");
const REGISTER_KEY = Symbol.for("vitrina.register-limiters");
type Globals = {
  [STORE_KEY]?: LimiterStore;
  [LIMITERS_KEY]?: { store: LimiterStore; limiters: Limiters };
  [REGISTER_KEY]?: { store: LimiterStore; byRate: Map<number, MailLimiter> };
};
const globals = globalThis as Globals;

/**
 * Opens the shared limiter store for the app's database and makes it the one
 * `limiters()` and `registerLimiter()` use, in this module and in the copy
 * inside the Remix build (the registration lives on globalThis). Called by
 * start.ts once the database is open and migrated. Without `source` the
 * store follows the database: PostgreSQL → its store on the app's pool;
 * SQLite needs the file (`{kind: "sqlite", file}`) for a connection of its own.
 */
export async function initLimiterStore(
  ctx: { db: Kysely<any> },
  source?: LimiterStoreSource,
): Promise<LimiterStore> {
  let store: LimiterStore;
  const kind = source?.kind ?? dialectOf(ctx.db);
  if (kind === "memory") store = memoryLimiterStore();
  else if (kind === "postgres") {
    const pool = source?.kind === "postgres" ? source.pool : undefined;
    store = await postgresLimiterStore(pool ?? kyselyPgClient(ctx.db));
  } else if (kind === "sqlite" && source?.kind === "sqlite") {
    store =
      "file" in source
        ? await sqliteLimiterStore(openSqliteForLimits(source.file), {
            lock: ctx.db,
            ownsClient: true,
          })
        : await sqliteLimiterStore(source.client, { lock: ctx.db });
  } else {
    throw new Error(
      `initLimiterStore: the ${kind} database needs a source (SQLite: { kind: "sqlite", file })`,
    );
  }
  setLimiterStore(store);
  return store;
}

/** Makes `store` the process's limiter store (limiters made earlier are dropped). */
export function setLimiterStore(store: LimiterStore | undefined): void {
  globals[STORE_KEY] = store;
  delete globals[LIMITERS_KEY];
  delete globals[REGISTER_KEY];
}

let warnedMemory = false;
/** The registered store; process memory when none was (unit tests). */
export function limiterStore(): LimiterStore {
  const store = globals[STORE_KEY];
  if (store) return store;
  if (!warnedMemory && !process.env.VITEST) {
    warnedMemory = true;
    log.warn("rate limits: no shared store registered, counting in this process's memory");
  }
  globals[STORE_KEY] = memoryLimiterStore();
  return globals[STORE_KEY];
}

/** Closes the registered store (its own SQLite connection, if any). */
export async function closeLimiterStore(): Promise<void> {
  const store = globals[STORE_KEY];
  setLimiterStore(undefined);
  await store?.close();
}

/* -------------------------------------------------------------- limiters */

export interface LoginLimiter {
  /** Seconds until another attempt from this address is allowed, or 0 when allowed now. */
  blockedFor(email: string, ip: string): Promise<number>;
  /** How long to hold this attempt before checking the password (account-wide failures). */
  delayFor(email: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

export function createLoginLimiter(
  opts: LoginLimiterOptions = LOGIN_LIMITS,
  store: LimiterStore = limiterStore(),
): LoginLimiter {
  const duration = opts.windowSeconds;
  const accountIp = store.counter({
    keyPrefix: "login-acct-ip",
    points: opts.perAccountIp,
    duration,
  });
  const ipOnly = store.counter({ keyPrefix: "login-ip", points: opts.perIp, duration });
  const accountOnly = store.counter({ keyPrefix: "login-acct", points: opts.perAccount, duration });
  const account = (email: string) => email.trim().toLowerCase();
  const key = (email: string, ip: string) => `${account(email)}|${ip}`;
  const waitOf = (res: { consumedPoints: number; msBeforeNext: number } | null, limit: number) =>
    res && res.consumedPoints >= limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  return {
    async blockedFor(email, ip) {
      const [a, b] = await Promise.all([accountIp.get(key(email, ip)), ipOnly.get(ip)]);
      return Math.max(waitOf(a, opts.perAccountIp), waitOf(b, opts.perIp));
    },
    async delayFor(email) {
      const c = await accountOnly.get(account(email));
      return progressiveDelayMs(c?.consumedPoints ?? 0, opts.perAccount);
    },
    async recordFailure(email, ip) {
      // Over the limit the counters still move, which is all we need; a store failure is logged.
      const results = await Promise.allSettled([
        accountIp.consume(key(email, ip)),
        ipOnly.consume(ip),
        accountOnly.consume(account(email)),
      ]);
      for (const r of results) {
        if (r.status === "rejected")
          log.error("rate limits: failure not counted", { error: r.reason });
      }
    },
    async recordSuccess(email, ip) {
      await Promise.all([accountIp.delete(key(email, ip)), accountOnly.delete(account(email))]);
    },
  };
}

export interface MailLimiter {
  /** True when the action may proceed (and counts it); false over the limit or when the store fails. */
  allow(key: string): Promise<boolean>;
}

/** Limits mail-sending actions (forgot password, resend confirmation) per address and account. */
export function createMailLimiter(
  points = 5,
  windowSeconds = 60 * 60,
  store: LimiterStore = limiterStore(),
  keyPrefix = "mail",
): MailLimiter {
  const counter = store.counter({ keyPrefix, points, duration: windowSeconds });
  return {
    async allow(key) {
      try {
        return (await counter.consume(key.toLowerCase())) === "ok";
      } catch (error) {
        log.error("rate limits: store failed, action refused", { error, limiter: keyPrefix });
        return false;
      }
    },
  };
}

type Limiters = {
  login: LoginLimiter;
  mail: MailLimiter;
  /** Account lookups by email (forgot password) per address, known or not. */
  lookup: MailLimiter;
};

/** The process's limiters on the registered store (memory in unit tests that register none). */
export function limiters(): Limiters {
  const store = limiterStore();
  const cached = globals[LIMITERS_KEY];
  if (cached?.store === store) return cached.limiters;
  const made: Limiters = {
    login: createLoginLimiter(LOGIN_LIMITS, store),
    mail: createMailLimiter(5, 60 * 60, store, "mail"),
    lookup: createMailLimiter(30, 60 * 60, store, "lookup"),
  };
  globals[LIMITERS_KEY] = { store, limiters: made };
  return made;
}

/** New accounts per client address per hour (each costs an argon2 hash and a mail). */
export function registerLimiter(perHour: number): MailLimiter {
  const store = limiterStore();
  let cached = globals[REGISTER_KEY];
  if (cached?.store !== store) {
    cached = { store, byRate: new Map() };
    globals[REGISTER_KEY] = cached;
  }
  let limiter = cached.byRate.get(perHour);
  if (!limiter) {
    // The rate is in the prefix: two rates must not share (and misread) one counter.
    limiter = createMailLimiter(perHour, 60 * 60, store, `register-${perHour}`);
    cached.byRate.set(perHour, limiter);
  }
  return limiter;
}

export const CLIENT_IP_HEADER = "x-vitrina-client-ip";

/**
 * The client address scripts/server.ts puts on every request, from the socket
 * or, behind a trusted proxy, from its forwarding headers
 * (app/services/ops/client-address.server.ts); a client's own header is dropped.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

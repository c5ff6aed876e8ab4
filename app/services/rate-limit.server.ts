import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Failed-login throttling within 15 minutes: 5 failures per account+address
 * and 20 per address block further tries from there. Failures on one account
 * from many addresses (guessing one password from many machines) never lock
 * the account: that would let a stranger lock the owner out. Past 10 they
 * slow every try on it with a progressive delay instead (OWASP Authentication
 * Cheat Sheet). In-memory is enough for the single app process; the counters
 * stay on rate-limiter-flexible so a shared store can replace memory.
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

export interface LoginLimiter {
  /** Seconds until another attempt from this address is allowed, or 0 when allowed now. */
  blockedFor(email: string, ip: string): Promise<number>;
  /** How long to hold this attempt before checking the password (account-wide failures). */
  delayFor(email: string): Promise<number>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

export function createLoginLimiter(opts: LoginLimiterOptions = LOGIN_LIMITS): LoginLimiter {
  const accountIp = new RateLimiterMemory({
    keyPrefix: "login-acct-ip",
    points: opts.perAccountIp,
    duration: opts.windowSeconds,
  });
  const ipOnly = new RateLimiterMemory({
    keyPrefix: "login-ip",
    points: opts.perIp,
    duration: opts.windowSeconds,
  });
  const accountOnly = new RateLimiterMemory({
    keyPrefix: "login-acct",
    points: opts.perAccount,
    duration: opts.windowSeconds,
  });
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
      // Over-limit consumption rejects; the counters still move, which is all we need.
      await Promise.allSettled([
        accountIp.consume(key(email, ip)),
        ipOnly.consume(ip),
        accountOnly.consume(account(email)),
      ]);
    },
    async recordSuccess(email, ip) {
      await Promise.all([accountIp.delete(key(email, ip)), accountOnly.delete(account(email))]);
    },
  };
}

/** Limits mail-sending actions (forgot password, resend confirmation) per address and account. */
export function createMailLimiter(points = 5, windowSeconds = 60 * 60) {
  const limiter = new RateLimiterMemory({ keyPrefix: "mail", points, duration: windowSeconds });
  return {
    /** True when the action may proceed (and counts it). */
    async allow(key: string): Promise<boolean> {
      try {
        await limiter.consume(key.toLowerCase());
        return true;
      } catch {
        return false;
      }
    },
  };
}

const KEY = Symbol.for("vitrina.limiters");
type Limiters = {
  login: LoginLimiter;
  mail: ReturnType<typeof createMailLimiter>;
  /** Account lookups by email (forgot password) per address, known or not. */
  lookup: ReturnType<typeof createMailLimiter>;
};

/** Process-wide limiters (survive Remix dev reloads by living on globalThis). */
export function limiters(): Limiters {
  const g = globalThis as { [KEY]?: Limiters };
  g[KEY] ??= {
    login: createLoginLimiter(),
    mail: createMailLimiter(),
    lookup: createMailLimiter(30, 60 * 60),
  };
  return g[KEY];
}

const REGISTER_KEY = Symbol.for("vitrina.register-limiters");

/** New accounts per client address per hour (each costs an argon2 hash and a mail). */
export function registerLimiter(perHour: number): ReturnType<typeof createMailLimiter> {
  const g = globalThis as { [REGISTER_KEY]?: Map<number, ReturnType<typeof createMailLimiter>> };
  g[REGISTER_KEY] ??= new Map();
  let limiter = g[REGISTER_KEY].get(perHour);
  if (!limiter) {
    limiter = createMailLimiter(perHour, 60 * 60);
    g[REGISTER_KEY].set(perHour, limiter);
  }
  return limiter;
}

export const CLIENT_IP_HEADER = "x-vitrina-client-ip";

/** The client address set by scripts/server.ts from the socket (never taken from the client). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

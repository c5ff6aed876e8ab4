import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Failed-login throttling within 15 minutes: 5 failures per account+address,
 * 10 per account from any address (guessing one password from many machines),
 * 20 per address. In-memory is enough for the single app process.
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

export interface LoginLimiter {
  /** Seconds until another attempt is allowed, or 0 when allowed now. */
  blockedFor(email: string, ip: string): Promise<number>;
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
      const [a, b, c] = await Promise.all([
        accountIp.get(key(email, ip)),
        ipOnly.get(ip),
        accountOnly.get(account(email)),
      ]);
      return Math.max(
        waitOf(a, opts.perAccountIp),
        waitOf(b, opts.perIp),
        waitOf(c, opts.perAccount),
      );
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

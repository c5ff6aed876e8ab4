import { RateLimiterMemory } from "rate-limiter-flexible";

/**
 * Failed-login throttling: 5 failures per account+address and 20 per address
 * within 15 minutes. In-memory is enough for the single app process.
 */
export interface LoginLimiterOptions {
  perAccountIp: number;
  perIp: number;
  windowSeconds: number;
}
export const LOGIN_LIMITS: LoginLimiterOptions = {
  perAccountIp: 5,
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
  const key = (email: string, ip: string) => `${email.trim().toLowerCase()}|${ip}`;
  const waitOf = (res: { consumedPoints: number; msBeforeNext: number } | null, limit: number) =>
    res && res.consumedPoints >= limit ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
  return {
    async blockedFor(email, ip) {
      const [a, b] = await Promise.all([accountIp.get(key(email, ip)), ipOnly.get(ip)]);
      return Math.max(waitOf(a, opts.perAccountIp), waitOf(b, opts.perIp));
    },
    async recordFailure(email, ip) {
      // Over-limit consumption rejects; the counters still move, which is all we need.
      await Promise.allSettled([accountIp.consume(key(email, ip)), ipOnly.consume(ip)]);
    },
    async recordSuccess(email, ip) {
      await accountIp.delete(key(email, ip));
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
type Limiters = { login: LoginLimiter; mail: ReturnType<typeof createMailLimiter> };

/** Process-wide limiters (survive Remix dev reloads by living on globalThis). */
export function limiters(): Limiters {
  const g = globalThis as { [KEY]?: Limiters };
  g[KEY] ??= { login: createLoginLimiter(), mail: createMailLimiter() };
  return g[KEY];
}

export const CLIENT_IP_HEADER = "x-vitrina-client-ip";

/** The client address set by scripts/server.ts from the socket (never taken from the client). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

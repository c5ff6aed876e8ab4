import { HttpError, limiterStore, type LimiterStore } from "../platform/index.server";

/**
 * Checkouts per account (issue 23): each opens an order and a provider
 * session, so an account may start at most 10 in 10 minutes, from whatever
 * addresses. Counted in the shared limiter store (decision 009), so the
 * limit holds across app servers.
 */
export const CHECKOUT_LIMIT = { points: 10, windowSeconds: 10 * 60 };

type Counter = ReturnType<LimiterStore["counter"]>;
const counters = new WeakMap<LimiterStore, Counter>();

function counter(): Counter {
  const store = limiterStore();
  let made = counters.get(store);
  if (!made) {
    made = store.counter({
      keyPrefix: "checkout",
      points: CHECKOUT_LIMIT.points,
      duration: CHECKOUT_LIMIT.windowSeconds,
    });
    counters.set(store, made);
  }
  return made;
}

/** Counts one checkout of the account; over the limit, the 429 to answer instead. */
export async function takeCheckout(userId: number): Promise<HttpError | null> {
  const key = String(userId);
  if ((await counter().consume(key)) === "ok") return null;
  const left = (await counter().get(key))?.msBeforeNext ?? CHECKOUT_LIMIT.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil(left / 1000));
  return new HttpError(
    429,
    "tooManyCheckouts",
    { retryAfter },
    { headers: { "Retry-After": String(retryAfter) } },
  );
}

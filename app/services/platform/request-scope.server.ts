import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What one HTTP request has already looked up, shared by everything that
 * answers it (issue 28): the gate's session check, its XSRF check and the
 * route each built their own Request, so each read the session and its user
 * again, five queries a time. The Node server runs every request in a scope;
 * outside one (tests calling a route, the task runner) nothing is shared.
 */
type Scope = AsyncLocalStorage<Map<string, unknown>>;
// One per process: `npm start` loads this module twice (the server's own copy
// and the Remix build's), and both must see the same scope.
const SCOPE = Symbol.for("vitrina.requestScope");
const shared = globalThis as typeof globalThis & { [SCOPE]?: Scope };
const scope: Scope = (shared[SCOPE] ??= new AsyncLocalStorage());

export function runInRequestScope<T>(fn: () => T): T {
  return scope.run(new Map(), fn);
}

/** The value `make` gave for `key` earlier in this request, else makes (and keeps) it. */
export function requestMemo<T>(key: string, make: () => T): T {
  const memo = scope.getStore();
  if (!memo) return make();
  if (!memo.has(key)) memo.set(key, make());
  return memo.get(key) as T;
}

/** Drops every key starting with `prefix` from this request's memo (a login or logout changed it). */
export function forgetRequestMemo(prefix: string): void {
  const memo = scope.getStore();
  for (const key of memo?.keys() ?? []) if (key.startsWith(prefix)) memo!.delete(key);
}

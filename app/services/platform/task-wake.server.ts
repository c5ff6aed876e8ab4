/**
 * An in-process wake-up for the task runner (issue 24): a service that has
 * just committed a task that should run now (a new lead's delivery) calls
 * `wakeTasks()`, and a runner in this process starts a tick at once instead
 * of at its next interval. It lives here, below the features, so a feature
 * can wake the runner without importing the tasks feature. A runner in
 * another process is not woken; it finds the task at its next tick.
 *
 * The listeners are kept on globalThis, as the context is (runtime.server.ts):
 * `npm start` runs the runner from scripts/start.ts while the ingest runs in
 * the Remix build, which bundles its own copy of this module, so a plain
 * module-level set would never hear the ingest's wake-up.
 */
const KEY = Symbol.for("vitrina.tasksWake");
type Holder = { [KEY]?: Set<() => void> };
const listeners = ((globalThis as Holder)[KEY] ??= new Set<() => void>());

/** Calls `listener` on every wake-up until the answer is called. */
export function onTasksWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function wakeTasks(): void {
  for (const listener of [...listeners]) listener();
}

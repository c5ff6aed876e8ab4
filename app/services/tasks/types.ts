import type { z } from "zod";
import type { ScheduledTaskRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";

/** What a handler gets for one run of one task. */
export interface TaskRun<P> {
  app: AppContext;
  task: ScheduledTaskRow;
  payload: P;
  /**
   * Pushes this runner's lease on the task further (call it inside long loops).
   * False means the task is no longer this runner's: stop soon, another took it.
   */
  renewLease(): Promise<boolean>;
  /** This is the task's last try: a failure now fails it for good. */
  lastAttempt: boolean;
}

/**
 * A handler: idempotent (execution is at least once), re-reads the state it
 * acts on, and answers a short result for the admin table ("sent", "skipped: …").
 */
export interface TaskHandler<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  payload: S;
  /**
   * Its own retry schedule: the wait after each failed attempt, so it is tried
   * `length + 1` times. Unset: the runner's MAX_ATTEMPTS with backoff.
   */
  retryDelaysMs?: readonly number[];
  /**
   * How many of its tasks one runner runs at once, beside everything else.
   * Unset: its tasks take turns with every other such handler's, one at a time.
   */
  concurrency?: number;
  run(run: TaskRun<z.output<S>>): Promise<string | void>;
}

export type TaskRegistry = ReadonlyMap<string, TaskHandler>;

export const defineHandler = <S extends z.ZodTypeAny>(h: TaskHandler<S>): TaskHandler => h as never;

/** A failure that another attempt cannot fix: the task fails at once. */
export class PermanentTaskError extends Error {}

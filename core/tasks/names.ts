/**
 * The fixed registry's keys (decision 008). A task's `name` must be one of
 * these; anything else ends as `failed: unknown handler`.
 */
export const TASK_HANDLER_NAMES = [
  "plan.scan",
  "plan.reminder",
  "plan.expired",
  "sessions.sweep",
  "domains.recheck",
  "bin.purge",
  "share.image",
  "stats.salt",
  "edge.purge",
  "assets.collect",
  "lead.notify.email",
  "leads.purge",
  "lead.deliver.webhook",
  "lead.deliver.telegram",
  "lead.resume",
] as const;

export type TaskHandlerName = (typeof TASK_HANDLER_NAMES)[number];

export const isTaskHandlerName = (name: string): name is TaskHandlerName =>
  (TASK_HANDLER_NAMES as readonly string[]).includes(name);

/** Handlers that plan their own next run, once a day; ensured at start-up. */
export const DAILY_TASKS = [
  "plan.scan",
  "sessions.sweep",
  "domains.recheck",
  "bin.purge",
  "stats.salt",
  "assets.collect",
  "leads.purge",
] as const satisfies readonly TaskHandlerName[];

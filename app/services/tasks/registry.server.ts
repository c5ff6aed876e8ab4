import { planExpired } from "./handlers/plan-expired.server";
import { planReminder } from "./handlers/plan-reminder.server";
import { planScan } from "./handlers/plan-scan.server";
import { binPurge } from "./handlers/bin-purge.server";
import { assetsCollect } from "./handlers/assets-collect.server";
import { domainsRecheck } from "./handlers/domains-recheck.server";
import { edgePurgeRetry } from "./handlers/edge-purge.server";
import { sessionsSweep } from "./handlers/sessions-sweep.server";
import { shareImage } from "./handlers/share-image.server";
import { statsSalt } from "./handlers/stats-salt.server";
import { leadNotifyEmail } from "./handlers/lead-notify-email.server";
import { leadsPurge } from "./handlers/leads-purge.server";
import { leadDeliverTelegram, leadDeliverWebhook } from "./handlers/lead-deliver.server";
import { leadResume } from "./handlers/lead-resume.server";
import { TASK_HANDLER_NAMES } from "../../../core/tasks/names";
import type { TaskHandler, TaskRegistry } from "./types";

const handlers: TaskHandler[] = [
  planScan,
  planReminder,
  planExpired,
  sessionsSweep,
  domainsRecheck,
  binPurge,
  shareImage,
  statsSalt,
  edgePurgeRetry,
  assetsCollect,
  leadNotifyEmail,
  leadsPurge,
  leadDeliverWebhook,
  leadDeliverTelegram,
  leadResume,
];

/** The fixed registry: a task's `name` picks one of these, nothing else can run. */
export const taskHandlers: TaskRegistry = new Map(handlers.map((h) => [h.name, h]));

const names = [...taskHandlers.keys()].sort().join();
if (names !== [...TASK_HANDLER_NAMES].sort().join()) {
  throw new Error(`task registry (${names}) and TASK_HANDLER_NAMES disagree`);
}

import { z } from "zod";
import { TASK_HANDLER_NAMES, type TaskHandlerName } from "./names";

/**
 * Each handler's input, the task's `payload` (JSON text). Admin edits are
 * validated against these, so a task can only ever say "run handler X with
 * this input" — never where to send a request.
 */
const isoInstant = z
  .string()
  .datetime({ offset: true, message: "must be an ISO date-time" })
  .transform((s) => new Date(s).toISOString());
const userId = z.number().int().positive();

/** `plan.scan` and `sessions.sweep` take no input. */
export const noPayload = z.object({}).strict();

/** A reminder names the expiry it is about; it is skipped once that is no longer the account's. */
export const planReminderPayload = z.object({
  userId,
  expiry: isoInstant,
  kind: z.enum(["7d", "1d"]),
});
export type PlanReminderPayload = z.infer<typeof planReminderPayload>;

/** `expiry` is informative: the handler acts on the account's current expiry. */
export const planExpiredPayload = z.object({ userId, expiry: isoInstant.optional() });
export type PlanExpiredPayload = z.infer<typeof planExpiredPayload>;

/** `share.image`: the landing whose share image may need drawing again (ADR 017). */
export const shareImagePayload = z.object({ uuid: z.string().min(1).max(64) });
export type ShareImagePayload = z.infer<typeof shareImagePayload>;

/** `edge.purge`: public URLs whose purge failed when their landing changed (issue 12). */
export const edgePurgePayload = z.object({
  urls: z.array(z.string().url().max(2048)).min(1).max(1000),
});
export type EdgePurgePayload = z.infer<typeof edgePurgePayload>;

/** `lead.notify.email`: the lead to mail to its owner (issue 24); the handler re-reads it. */
export const leadNotifyPayload = z.object({ leadId: z.string().min(1).max(64) });
export type LeadNotifyPayload = z.infer<typeof leadNotifyPayload>;

/** `lead.deliver.*`: one lead to one connected channel (issue 25); the handler reads the channel's row. */
export const leadDeliverPayload = z.object({
  leadId: z.string().min(1).max(64),
  channelId: z.string().min(1).max(64),
});
export type LeadDeliverPayload = z.infer<typeof leadDeliverPayload>;

/** `lead.resume`: an owner whose PRO came back; their paused channel deliveries are planned again (issue 25). */
export const leadResumePayload = z.object({ userId: z.number().int().positive() });
export type LeadResumePayload = z.infer<typeof leadResumePayload>;

export const taskPayloadSchemas = {
  "plan.scan": noPayload,
  "plan.reminder": planReminderPayload,
  "plan.expired": planExpiredPayload,
  "sessions.sweep": noPayload,
  "domains.recheck": noPayload,
  "bin.purge": noPayload,
  "share.image": shareImagePayload,
  "stats.salt": noPayload,
  "edge.purge": edgePurgePayload,
  "assets.collect": noPayload,
  "lead.notify.email": leadNotifyPayload,
  "leads.purge": noPayload,
  "lead.deliver.webhook": leadDeliverPayload,
  "lead.deliver.telegram": leadDeliverPayload,
  "lead.resume": leadResumePayload,
} as const satisfies Record<TaskHandlerName, z.ZodTypeAny>;

/** The payload schema of a registered handler, or undefined for an unknown name. */
export function taskPayloadSchema(name: string): z.ZodTypeAny | undefined {
  return (TASK_HANDLER_NAMES as readonly string[]).includes(name)
    ? taskPayloadSchemas[name as TaskHandlerName]
    : undefined;
}

/** Payload text → JSON value; an empty payload (the column's default) reads as `{}`. */
export function readPayloadText(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** For admin edits: null when `payload` is valid input for handler `name`, else the reason. */
export function validateTaskPayload(name: string, payload: string): string | null {
  const schema = taskPayloadSchema(name);
  if (!schema) return "unknown handler";
  const json = readPayloadText(payload);
  if (!json.ok) return "payload is not JSON";
  const parsed = schema.safeParse(json.value);
  return parsed.success ? null : `invalid payload: ${describeIssues(parsed.error)}`;
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}

import { SPAM_KEEP_DAYS } from "../../../core/leads/inbox";
import { DAY_MS } from "../../../core/time";
import { deleteLeadsBefore } from "../../../db/queries/leads";
import type { AppContext } from "../platform/index.server";

/**
 * The daily retention of leads (issue 24): every lead older than
 * LEADS_RETENTION_DAYS, and the Spam folder's after SPAM_KEEP_DAYS. Meant for
 * a daily task; answers how many went, for the task's result.
 */
export async function purgeOldLeads(
  ctx: Pick<AppContext, "db" | "config" | "now">,
): Promise<{ expired: number; spam: number }> {
  const now = ctx.now().getTime();
  const cutoff = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const spam = await deleteLeadsBefore(ctx.db, cutoff(SPAM_KEEP_DAYS), { spamOnly: true });
  const expired = await deleteLeadsBefore(ctx.db, cutoff(ctx.config.leads.retentionDays));
  return { expired, spam };
}

import { insertAudit, listAudit } from "../../../db/queries/admin-audit";
import type { ListPage } from "../../../db/queries/admin-list";
import type { AdminAuditRow } from "../../../db/schema";
import { clientIp } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";

/** What an admin did (issue 10): every admin write leaves one row. */
export type AuditAction =
  | "user.update"
  | "user.delete"
  | "user.set_expiration"
  | "user.grant_pro"
  | "user.resend_confirmation"
  | "user.send_reset"
  | "landing.update"
  | "landing.delete"
  | "landing.bind_host"
  | "landing.remove_host"
  | "landing_kv.create"
  | "landing_kv.update"
  | "landing_kv.delete"
  | "task.update"
  | "task.delete"
  | "task.retry"
  | "impersonation.start"
  | "impersonation.end"
  /** Any write made in a "Login as" session (issue 23), recorded by impersonation-audit. */
  | "impersonation.write";

export type AuditTargetType = "user" | "landing" | "landing_kv" | "scheduled_task";

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number | null;
  details?: Record<string, unknown>;
}

/** Writes one audit row: who (id and email at the time), what, on which row, from where, when. */
export async function recordAudit(
  ctx: Pick<AppContext, "db" | "now">,
  request: Request,
  admin: { id: number; email: string },
  entry: AuditEntry,
): Promise<void> {
  await insertAudit(ctx.db, {
    admin_id: admin.id,
    admin_email: admin.email,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId === null ? null : String(entry.targetId),
    details: entry.details ? JSON.stringify(entry.details) : null,
    ip: clientIp(request),
    user_agent: request.headers.get("user-agent")?.slice(0, 400) ?? null,
    created_at: ctx.now().toISOString(),
  });
}

export interface AuditItem extends Omit<AdminAuditRow, "details"> {
  details: unknown;
}

/** GET /api/admin/audit: newest first, the list shape of the admin tables. */
export async function auditPage(
  ctx: Pick<AppContext, "db">,
  q: { page: number; pageSize: number },
): Promise<ListPage<AuditItem>> {
  const page = await listAudit(ctx.db, q);
  return {
    ...page,
    rows: page.rows.map((r) => ({ ...r, details: parseDetails(r.details) })),
  };
}

function parseDetails(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

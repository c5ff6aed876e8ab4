/**
 * Issue 24: the owner's inbox rules shared by the API, the page and the tasks.
 */
export const LEAD_STATUSES = ["new", "in_progress", "done", "cancelled"] as const;
export type LeadStatusName = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (v: unknown): v is LeadStatusName =>
  typeof v === "string" && (LEAD_STATUSES as readonly string[]).includes(v);

/** Leads a page of the inbox (and of `GET /api/leads`) shows. */
export const LEADS_PAGE_SIZE = 20;
/** The longest search the inbox takes. */
export const LEADS_QUERY_MAX = 200;
/** The Spam folder keeps a request this long, then the daily task deletes it. */
export const SPAM_KEEP_DAYS = 30;

/** The delivery channels of this issue; the next adds Telegram, webhooks, CRM. */
export const LEAD_CHANNELS = ["email"] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** The task that mails a new lead to the owner (one per lead: its dedupe key). */
export const LEAD_NOTIFY_EMAIL_TASK = "lead.notify.email";
export const leadNotifyKey = (leadId: string) => `${LEAD_NOTIFY_EMAIL_TASK}:${leadId}`;

import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** Timestamps are ISO-8601 UTC strings; booleans are 0/1 integers (SQLite). */
type Bool = number;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  position: string | null;
  country: string | null;
  usage_purpose: string | null;
  tariff: Generated<number>;
  tariff_expiration_date: string | null;
  units_plan: string | null;
  location: string | null;
  active: Generated<Bool>;
  total_available_landings: Generated<number>;
  haveprojectsbefore: Generated<Bool>;
  email_confirmed_at: string | null;
  created_at: string;
  last_login: string | null;
  /** "Cancel" on /s: PRO runs to its date, no renewal reminders are sent. */
  renewal_reminders_off: Generated<Bool>;
}

export interface UserSettingsTable {
  user_id: number;
  language: Generated<string>;
  newsletter_enabled: Generated<Bool>;
  system_messages_enabled: Generated<Bool>;
  hide_ads_enabled: Generated<Bool>;
  hide_logo_enabled: Generated<Bool>;
  avatar_url: string | null;
}

export interface LandingsTable {
  id: Generated<number>;
  uuid: string;
  parent_user: number;
  projectname: Generated<string>;
  companyname: Generated<string>;
  preview_link: string | null;
  textalias: string | null;
  lang: Generated<string>;
  /** Draft content state (core/landing schema) as JSON text. */
  content: Generated<string>;
  /** sha256 of the content that was last published; null when never published. */
  published_hash: string | null;
  /** sha256 of the rest a publish stores: meta (with the page version) and host routes; null = unknown. */
  published_meta_hash: string | null;
  /** The content as last published (JSON text): what the public data call answers. */
  published_content: string | null;
  published: Generated<Bool>;
  published_at: string | null;
  creation_date: string;
  updated_at: string;
}

export interface LandingKvTable {
  id: Generated<number>;
  parent_landing: string;
  key: string;
  value: string;
}

export interface LandingHostsTable {
  hostname: string;
  landing_uuid: string;
  verification_token: string;
  verified_at: string | null;
  created_at: string;
}

export interface ScheduledTasksTable {
  id: Generated<number>;
  name: string;
  execution_time: string;
  status: Generated<"pending" | "processing" | "completed" | "failed">;
  payload: Generated<string>;
  method: Generated<"GET" | "POST" | "PUT" | "DELETE">;
  body: string | null;
  created_at: string;
  /** Task runner (decision 008): claims so far; the 5th failure ends the task as failed. */
  attempts: Generated<number>;
  /** While processing: the claim is the holder's until then, another runner's after. */
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
  /** What the handler reported on success, e.g. "sent" or "skipped: expiry changed". */
  result: string | null;
  finished_at: string | null;
  /** Unique where set: a planner adds a task with a given key only once. */
  dedupe_key: string | null;
}

/** One row per plan mail, written before it is sent (task runner, decision 008). */
export interface PlanNoticesTable {
  id: Generated<number>;
  user_id: number;
  expiry: string;
  kind: "reminder_7d" | "reminder_1d" | "expired";
  task_id: number | null;
  created_at: string;
}

export interface PurchasesTable {
  id: Generated<number>;
  user_id: number;
  item_name: string;
  purchase_type: string;
  amount: number;
  currency: Generated<string>;
  purchase_date: string;
  expiration_date: string | null;
  payment_method: Generated<string>;
  /** Provider's payment id: makes PRO activation idempotent. */
  external_id: string | null;
  /** The order this purchase was paid by (unique): one purchase per order. */
  order_id: string | null;
}

export interface PaymentOrdersTable {
  /** Opaque random id; the provider echoes it back. */
  id: string;
  user_id: number;
  item: "pro_year" | "extra_landing";
  amount_minor: number;
  currency: string;
  provider: string;
  status: Generated<"pending" | "paid" | "failed" | "mismatch" | "refunded">;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  paid_amount_minor: number | null;
  paid_currency: string | null;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  order_id: string;
  status: string;
  amount_minor: number;
  currency: string;
  outcome: string;
  received_at: string;
}

export interface SessionsTable {
  /** sha256 of the random id held in the cookie. */
  id: string;
  user_id: number;
  xsrf_token: string;
  /** Admin who is acting as user_id, when impersonating. */
  impersonator_id: number | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/** One row per admin write (issue 10); no foreign keys, so it outlives admins and targets. */
export interface AdminAuditTable {
  id: Generated<number>;
  admin_id: number;
  admin_email: string;
  /** e.g. user.update, landing.delete, impersonation.start */
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON text: what changed. */
  details: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: "password_reset" | "email_confirm" | "email_change" | "email_revert";
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** email_change: the pending new address; email_revert: the old address to restore. */
  payload: string | null;
}

export interface Database {
  users: UsersTable;
  user_settings: UserSettingsTable;
  landings: LandingsTable;
  landing_kv: LandingKvTable;
  landing_hosts: LandingHostsTable;
  scheduled_tasks: ScheduledTasksTable;
  purchases: PurchasesTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  admin_audit: AdminAuditTable;
  plan_notices: PlanNoticesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type LandingRow = Selectable<LandingsTable>;
export type NewLanding = Insertable<LandingsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type UserSettingsRow = Selectable<UserSettingsTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type ScheduledTaskRow = Selectable<ScheduledTasksTable>;
export type LandingKvRow = Selectable<LandingKvTable>;
export type OneTimeTokenRow = Selectable<OneTimeTokensTable>;
export type AdminAuditRow = Selectable<AdminAuditTable>;
export type PlanNoticeRow = Selectable<PlanNoticesTable>;
export type { ColumnType };

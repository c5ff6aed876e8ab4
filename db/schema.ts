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
  /** In the bin since (ADR 016); null = not deleted. Binned landings are off the edge and off the limit. */
  deleted_at: string | null;
  /** The link name it had when binned; given back on restore if still free. */
  deleted_alias: string | null;
  /** Whether it was published when binned (a restore with its name republishes it). */
  deleted_published: Generated<Bool>;
  /** The owner switched view statistics off for this landing (issue 15, decision 015). */
  stats_off: Generated<Bool>;
  /** The owner switched off the mail of this landing's new leads (issue 24); leads are still stored. */
  lead_mail_off: Generated<Bool>;
  /** Issue 15, ADR 017: the share image's asset name (`share-{sha256}.png`); null until one is made. */
  share_image: string | null;
  /** Hash of what that image was made from (core/landing/share-image.ts). */
  share_inputs_hash: string | null;
}

/** Issue 15, ADR 016: what each publish published; the last 30 per landing are kept. */
export interface LandingVersionsTable {
  id: Generated<number>;
  landing_uuid: string;
  /** 1, 2, 3… per landing. */
  n: number;
  /** The published content (core/landing schema) as JSON text. */
  content: string;
  published_at: string;
  /** Who published: the owner, or the admin acting as the owner; null once that user is gone. */
  published_by: number | null;
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
  /** The `www`/apex twin's custom hostname id at the provider (decision 011); else null. */
  provider_id: string | null;
}

/** Issue 13: an owner's claim on a custom domain (decision 011). */
export interface DomainClaimsTable {
  hostname: string;
  landing_uuid: string;
  token: string;
  status: Generated<"pending" | "certificate_pending" | "active" | "failing">;
  failures: Generated<number>;
  last_checked_at: string | null;
  problem: string | null;
  provider_id: string | null;
  pro_lapsed_at: string | null;
  created_at: string;
  verified_at: string | null;
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
  status: Generated<"pending" | "paid" | "failed" | "mismatch" | "refunded" | "expired">;
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

/** Issue 14: one translated field of a landing (ADR 013). */
export interface LandingTranslationsTable {
  id: Generated<number>;
  landing_uuid: string;
  /** Allow-listed field path (core/landing/translatable). */
  path: string;
  /** sha256 of the source text it translates. */
  source_hash: string;
  source_lang: string;
  target_lang: string;
  /** The provider's output. */
  machine_text: string;
  /** The owner's edit; null = the machine text is shown. */
  edited_text: string | null;
  needs_review: Generated<Bool>;
  updated_at: string;
}

export interface LandingTranslationSettingsTable {
  landing_uuid: string;
  source_lang: string;
  /** Comma-separated switched-on targets ("en,uk"). */
  targets: Generated<string>;
  translate_names: Generated<Bool>;
  updated_at: string;
}

/** Characters sent to the translation provider per user and UTC month ("YYYY-MM"). */
export interface TranslationUsageTable {
  user_id: number;
  month: string;
  chars: Generated<number>;
}

/** Issue 15, decision 015: a landing's views and unique visitors per UTC day. */
export interface StatsDailyTable {
  landing_uuid: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: Generated<number>;
  visitors: Generated<number>;
}
export interface StatsReferrersTable {
  landing_uuid: string;
  day: string;
  domain: string;
  views: Generated<number>;
}
export interface StatsCountriesTable {
  landing_uuid: string;
  day: string;
  /** ISO alpha-2, or "unknown". */
  country: string;
  views: Generated<number>;
}
export interface StatsClicksTable {
  landing_uuid: string;
  day: string;
  /** `button:0`, `button:1` or `card:N`. */
  target: string;
  clicks: Generated<number>;
}
/** The day's salted visitor hashes (kept two days) so a visitor counts once per day. */
export interface StatsVisitorsTable {
  landing_uuid: string;
  day: string;
  visitor: string;
}
/** Events per visitor hash and minute (kept an hour): the per-minute cap. */
export interface StatsMinutesTable {
  landing_uuid: string;
  visitor: string;
  minute: number;
  events: number;
}

/** A landing's write lease (issue 12): one holder at a time across processes; free once expired. */
export interface LandingLocksTable {
  uuid: string;
  holder: string;
  expires_at: string;
}

/** An AI or translation request in flight (issue 23): a per-user slot, free once expired. */
export interface RequestSlotsTable {
  user_id: number;
  slot: number;
  holder: string;
  expires_at: string;
}

/** The bytes an account's upload stored (issue 23, ADR 026): one row per account and image. */
export interface UserUploadsTable {
  user_id: number;
  sha256: string;
  bytes: number;
  created_at: string;
}

/** The state of a lead in the owner's inbox (issue 24). */
export type LeadStatus = "new" | "in_progress" | "done" | "cancelled";

/** A request a visitor left on a published page (issue 24); JSON columns are text. */
export interface LeadsTable {
  /** Opaque random id. */
  id: string;
  landing_uuid: string;
  owner_id: number;
  created_at: string;
  status: Generated<LeadStatus>;
  spam: Generated<Bool>;
  /** JSON `[{name, label, value}]`: the label as shown, the value as typed. */
  fields: string;
  /** JSON `{title, price}` of the chosen card, or null. */
  item: string | null;
  /** The values lower-cased, joined by newlines: what the inbox's search looks in. */
  search_text: Generated<string>;
  page_url: Generated<string>;
  /** The page's language version ("" = the main one, "en", "uk"). */
  page_lang: Generated<string>;
  referrer: Generated<string>;
  utm_source: Generated<string>;
  utm_medium: Generated<string>;
  utm_campaign: Generated<string>;
  utm_term: Generated<string>;
  utm_content: Generated<string>;
  consent_text: string;
  consent_hash: string;
  consent_policy_url: string;
  consent_at: string;
  consent_ip: string | null;
  consent_user_agent: Generated<string>;
}

export type LeadDeliveryStatus = "pending" | "sent" | "failed";

/** One channel's delivery of a lead (issue 24): one row per lead and channel. */
export interface LeadDeliveriesTable {
  lead_id: string;
  /** "email"; the next issue adds more. */
  channel: string;
  status: Generated<LeadDeliveryStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  updated_at: string;
}

/** Issue 25: a Telegram deep link's one-time token, kept as its SHA-256 (migration 20261127T1500_telegram_links). */
export interface TelegramLinkTokensTable {
  token_hash: string;
  landing_uuid: string;
  owner_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Issue 25: a landing's connected lead channel (migration 20261127T1400_lead_channels). */
export interface LeadChannelsTable {
  id: string;
  landing_uuid: string;
  owner_id: number;
  kind: "telegram" | "webhook" | "bitrix24";
  url: string | null;
  chat_id: string | null;
  chat_title: string | null;
  /** A webhook's signing secret (`whsec_…`). */
  secret: string | null;
  previous_secret: string | null;
  previous_secret_until: string | null;
  enabled: Generated<Bool>;
  off_reason: "owner" | "blocked" | "failing" | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

/** Issue 25: one call made to a channel (its delivery log). */
export interface ChannelAttemptsTable {
  id: string;
  channel_id: string;
  lead_id: string | null;
  /** The `webhook-id`: the same for every retry of one delivery. */
  delivery_id: string;
  at: string;
  ok: Bool;
  status_code: number | null;
  duration_ms: number;
  /** The first bytes of the answer, as text. */
  answer: Generated<string>;
  error: string | null;
}

export interface Database {
  users: UsersTable;
  user_settings: UserSettingsTable;
  landings: LandingsTable;
  landing_kv: LandingKvTable;
  landing_hosts: LandingHostsTable;
  domain_claims: DomainClaimsTable;
  scheduled_tasks: ScheduledTasksTable;
  landing_locks: LandingLocksTable;
  user_uploads: UserUploadsTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  lead_channels: LeadChannelsTable;
  channel_attempts: ChannelAttemptsTable;
  telegram_link_tokens: TelegramLinkTokensTable;
  request_slots: RequestSlotsTable;
  purchases: PurchasesTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  admin_audit: AdminAuditTable;
  plan_notices: PlanNoticesTable;
  landing_versions: LandingVersionsTable;
  landing_translations: LandingTranslationsTable;
  landing_translation_settings: LandingTranslationSettingsTable;
  translation_usage: TranslationUsageTable;
  stats_daily: StatsDailyTable;
  stats_referrers: StatsReferrersTable;
  stats_countries: StatsCountriesTable;
  stats_clicks: StatsClicksTable;
  stats_visitors: StatsVisitorsTable;
  stats_minutes: StatsMinutesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type LandingRow = Selectable<LandingsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadDeliveryRow = Selectable<LeadDeliveriesTable>;
export type LeadChannelRow = Selectable<LeadChannelsTable>;
export type NewLeadChannel = Insertable<LeadChannelsTable>;
export type ChannelAttemptRow = Selectable<ChannelAttemptsTable>;
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
export type LandingVersionRow = Selectable<LandingVersionsTable>;
export type { ColumnType };

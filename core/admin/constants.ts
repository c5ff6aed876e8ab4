import { SUBSCRIPTION_DAYS } from "../plans";

/** Admin console limits and lists (SPEC §5 Admin, §9, admin API contract), shared by the API and the UI. */

/** SPEC §9: admin table page size. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
/** SPEC §9: long values are cut at 50 characters in tables and the KV delete dialog… */
export const TABLE_TRUNCATE = 50;
/** …and at 100 in the landing settings view. */
export const SETTINGS_TRUNCATE = 100;

export const TASK_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export type TaskMethod = (typeof TASK_METHODS)[number];
/** SPEC §9: scheduled task defaults. */
export const TASK_DEFAULTS = { status: "pending", method: "GET" } as const;

/** SPEC §9: tariff 0 free, 1 PRO ("standard" in admin). */
export const TARIFFS = [0, 1] as const;

/** Whitelisted sort columns per list (contract); anything else → id desc. */
export const SORTABLE_COLUMNS = {
  users: ["id", "name", "email", "tariff", "tariff_expiration_date", "created_at", "last_login"],
  landings: [
    "id",
    "uuid",
    "projectname",
    "companyname",
    "textalias",
    "parent_user",
    "creation_date",
    "published",
  ],
  landing_kv: ["id", "parent_landing", "key"],
  scheduled_tasks: ["id", "name", "execution_time", "status", "attempts"],
} as const;
export type AdminList = keyof typeof SORTABLE_COLUMNS;
/** A sortable column of one list: db/queries keys its ORDER BY spec by these, so the two cannot drift. */
export type SortableColumn<L extends AdminList> = (typeof SORTABLE_COLUMNS)[L][number];

/** POST /api/admin/users/{id}/grant-pro { days?: number = 365 }. */
export const GRANT_PRO_DEFAULT_DAYS = SUBSCRIPTION_DAYS;
export const GRANT_PRO_MAX_DAYS = 3650;

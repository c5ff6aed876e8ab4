import { z } from "zod";
import { REGISTRATION_POSITIONS } from "../account/validation";

/**
 * Admin console rules (SPEC §5 Admin, §9, admin API contract), shared by the
 * API (`app/routes/api.admin.*`, `app/services/admin/`) and the UI (the
 * edit/create modal is built from the same objects), so the two cannot drift.
 *
 * Each form is defined once as `{ schema, meta }` per field: `xxxSchema` is the
 * zod object the server validates with (use `.partial()` for PUT's subset),
 * `xxxFields` the field metadata the modal renders in the same order.
 * Messages are SPEC's English texts verbatim; the UI translates them through
 * `adminMessageKey`.
 */

// ---------------------------------------------------------------- constants

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

/** KV keys holding JSON that mirrors landing content (SPEC §3 Landing KV). */
export const JSON_KV_KEYS = ["qas", "cards", "contacts"] as const;
export const LANDING_LANGS = ["ru", "en", "id"] as const;
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

// ---------------------------------------------------------------- messages

/** Every message the admin forms and API answer with (SPEC §5/§8 texts where SPEC gives one). */
export const ADMIN_MESSAGES = {
  /** SPEC §5: "user name and email required". */
  nameEmailRequired: "User name and email are required",
  emailInvalid: "Invalid email format",
  passwordRequired: "Password is required for a new user",
  passwordTooShort: "Password must be at least 6 characters",
  passwordTooLong: "Password is too long",
  tooLong: "Value is too long",
  invalidOption: "Invalid option",
  invalidDate: "Invalid date",
  tariffInvalid: "tariff must be 0 or 1",
  activeInvalid: "active must be true or false",
  landingsNumber: "total_available_landings must be a number",
  langInvalid: "lang must be one of ru, en, id",
  statusInvalid: "status must be one of: pending, processing, completed, failed",
  methodInvalid: "method must be one of: GET, POST, PUT, DELETE",
  executionTimeInvalid: "execution_time must be a date",
  expirationDateInvalid: "tariff_expiration_date must be a date",
  parentUserNumber: "parent_user must be a number",
  parentLandingRequired: "parent_landing is required",
  keyRequired: "key is required",
  valueRequired: "value is required",
  taskNameRequired: "name is required",
  executionTimeRequired: "execution_time is required",
  statusRequired: "status is required",
  payloadRequired: "payload is required",
  methodRequired: "method is required",
  expirationRequired: "Please set an expiration date",
  daysInvalid: "days must be a number from 1 to 3650",
  createUsersNotImplemented: "Creating new users is not implemented yet",
  createLandingsNotImplemented: "Creating landings is not implemented yet",
  createTasksNotImplemented: "Creating scheduled tasks is not implemented yet",
  impersonateSelf: "You cannot impersonate yourself",
  impersonateAdmin: "You cannot impersonate another admin",
  deleteSelf: "You cannot delete yourself",
  deleteAdmin: "You cannot delete another admin",
  deleteLastAdmin: "You cannot delete the last admin",
  landingNotFound: "Landing not found",
  userNotFound: "User not found",
  notFound: "notFound",
  forbidden: "Forbidden",
  sessionExpired: "sessionExpired",
  emailExists: "emailExists",
  nameAlreadyTaken: "nameAlreadyTaken",
  // Other answers of the admin API (app/services/admin/*), translated when shown.
  invalidLinkName: "invalidLinkName",
  enterLinkName: "enterLinkName",
  settingExists: "Setting already exists",
  userNotActive: "User is not active",
  onlyFailedRetry: "Only failed tasks can be retried",
  emailAlreadyConfirmed: "Email is already confirmed",
  mailFailed: "mailFailed",
  invalidBody: "Invalid request body",
} as const;
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES | "invalidJson";

const INVALID_JSON = /^Invalid JSON format for field '([^']{1,64})'$/;

/** SPEC §5: "Invalid JSON format for field '{key}'". */
export function invalidJsonMessage(field: string): string {
  return `Invalid JSON format for field '${field}'`;
}

/**
 * The catalogue key (`admin:messages.<key>`) for a message of this module or
 * of the API, with its values; null for a message we do not know (shown raw).
 */
export function adminMessageKey(
  message: string,
): { key: AdminMessageKey; values?: Record<string, string> } | null {
  const json = INVALID_JSON.exec(message);
  if (json) return { key: "invalidJson", values: { field: json[1] } };
  for (const [key, text] of Object.entries(ADMIN_MESSAGES)) {
    if (text === message) return { key: key as AdminMessageKey };
  }
  return null;
}

// ---------------------------------------------------------------- field helpers

export type FieldType =
  "text" | "number" | "email" | "select" | "datetime" | "textarea" | "password";
export interface FieldOption {
  value: string;
  /** Catalogue key of the option's label; `label` is used as is when there is none. */
  labelKey?: string;
  label?: string;
}
export interface FieldMeta {
  name: string;
  /** Catalogue key, "admin:fields.name". */
  labelKey: string;
  type: FieldType;
  required: boolean;
  options?: readonly FieldOption[];
  /** Catalogue key of a hint under the input. */
  hintKey?: string;
}

type FieldDef = { meta: Omit<FieldMeta, "name">; schema: z.ZodTypeAny };

/** One definition → the zod object and the ordered field metadata. */
function defineForm<D extends Record<string, FieldDef>>(defs: D) {
  const shape = Object.fromEntries(Object.entries(defs).map(([k, d]) => [k, d.schema])) as {
    [K in keyof D]: D[K]["schema"];
  };
  const fields: FieldMeta[] = Object.entries(defs).map(([name, d]) => ({ name, ...d.meta }));
  return { schema: z.object(shape), fields };
}

const isBlank = (v: unknown) =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");
const asText = (v: unknown) =>
  v === null || v === undefined ? "" : typeof v === "number" ? String(v) : v;

/** Non-blank text, trimmed. */
const requiredText = (message: string, max = 200) =>
  z.preprocess(
    asText,
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(max, ADMIN_MESSAGES.tooLong),
  );

/** Optional text, trimmed; blank → "" (column is NOT NULL). */
const optionalText = (max = 200) =>
  z.preprocess(
    asText,
    z
      .string({ invalid_type_error: ADMIN_MESSAGES.tooLong })
      .trim()
      .max(max, ADMIN_MESSAGES.tooLong),
  );

/** Optional text, trimmed; blank → null (nullable column). */
const nullableText = (max = 200) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : typeof v === "number" ? String(v) : v),
    z
      .string({ invalid_type_error: ADMIN_MESSAGES.tooLong })
      .trim()
      .max(max, ADMIN_MESSAGES.tooLong)
      .nullable(),
  );

/** SPEC §5: "Numbers in forms are converted to numeric." */
const toNumber = (v: unknown) => {
  if (isBlank(v)) return undefined;
  if (typeof v === "string") return Number(v.trim());
  if (typeof v === "boolean") return v ? 1 : 0;
  return v;
};
const wholeNumber = (message: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    toNumber,
    z
      .number({ required_error: message, invalid_type_error: message })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

/** One of `values`: `required` when missing, `invalid` when something else. */
const optionOf = <T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string,
) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.enum(values, {
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? required : invalid }),
    }),
  );

/** 0 or 1 (booleans and "1"/"true" accepted, as the API does). */
const flag01 = (message: string) =>
  z.preprocess(
    (v) => (v === "true" ? 1 : v === "false" ? 0 : toNumber(v)),
    z.union([z.literal(0), z.literal(1)], { errorMap: () => ({ message }) }),
  );

const validDate = (s: string) => !Number.isNaN(Date.parse(s));

/** A date/time → ISO-8601 UTC. */
const requiredDate = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .string({ required_error: required, invalid_type_error: invalid })
      .refine(validDate, invalid)
      .transform((s) => new Date(s).toISOString()),
  );
const nullableDate = (invalid: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    z
      .string({ invalid_type_error: invalid })
      .refine(validDate, invalid)
      .transform((s) => new Date(s).toISOString())
      .nullable(),
  );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const positionOptions: FieldOption[] = [
  { value: "", labelKey: "admin:fields.none" },
  ...REGISTRATION_POSITIONS.map((p) => ({ value: p, labelKey: `auth:positions.${p}` })),
];

// ---------------------------------------------------------------- users

const userDefs = {
  name: {
    meta: { labelKey: "admin:fields.name", type: "text", required: true },
    schema: requiredText(ADMIN_MESSAGES.nameEmailRequired, 200),
  },
  email: {
    meta: { labelKey: "admin:fields.email", type: "email", required: true },
    schema: requiredText(ADMIN_MESSAGES.nameEmailRequired, 254).pipe(
      z.string().regex(EMAIL, ADMIN_MESSAGES.emailInvalid),
    ),
  },
  phone: {
    meta: { labelKey: "admin:fields.phone", type: "text", required: false },
    schema: optionalText(64),
  },
  position: {
    meta: {
      labelKey: "admin:fields.position",
      type: "select",
      required: false,
      options: positionOptions,
    },
    schema: nullableText(200),
  },
  location: {
    meta: { labelKey: "admin:fields.location", type: "text", required: false },
    schema: nullableText(200),
  },
  tariff: {
    meta: {
      labelKey: "admin:fields.tariff",
      type: "select",
      required: true,
      options: [
        { value: "0", labelKey: "admin:plan.free" },
        { value: "1", labelKey: "admin:plan.standard" },
      ],
    },
    schema: flag01(ADMIN_MESSAGES.tariffInvalid),
  },
  tariff_expiration_date: {
    meta: { labelKey: "admin:fields.tariff_expiration_date", type: "datetime", required: false },
    schema: nullableDate(ADMIN_MESSAGES.expirationDateInvalid),
  },
  total_available_landings: {
    meta: { labelKey: "admin:fields.total_available_landings", type: "number", required: true },
    schema: wholeNumber(ADMIN_MESSAGES.landingsNumber, 0, 1000),
  },
  units_plan: {
    meta: { labelKey: "admin:fields.units_plan", type: "text", required: false },
    schema: nullableText(100),
  },
  active: {
    meta: {
      labelKey: "admin:fields.active",
      type: "select",
      required: true,
      options: [
        { value: "1", labelKey: "admin:yes" },
        { value: "0", labelKey: "admin:no" },
      ],
    },
    schema: flag01(ADMIN_MESSAGES.activeInvalid),
  },
  password: {
    meta: {
      labelKey: "admin:fields.password",
      type: "password",
      required: false,
      hintKey: "admin:fields.passwordHint",
    },
    // SPEC §5: an empty password on update is dropped, so it stays unchanged.
    schema: z.preprocess(
      (v) => (isBlank(v) ? undefined : v),
      z
        .string({ invalid_type_error: ADMIN_MESSAGES.passwordTooShort })
        .min(6, ADMIN_MESSAGES.passwordTooShort)
        .max(128, ADMIN_MESSAGES.passwordTooLong)
        .optional(),
    ),
  },
} satisfies Record<string, FieldDef>;

const userForm = defineForm(userDefs);
/** PUT /api/admin/users/{id}: validate with `userEditSchema.partial()` (the body is a subset). */
export const userEditSchema = userForm.schema;
export const userFields = userForm.fields;
export type UserEditInput = z.infer<typeof userEditSchema>;

const userCreateForm = defineForm({
  ...userDefs,
  password: {
    meta: { labelKey: "admin:fields.password", type: "password", required: true },
    schema: z.preprocess(
      asText,
      z
        .string()
        .min(1, ADMIN_MESSAGES.passwordRequired)
        .min(6, ADMIN_MESSAGES.passwordTooShort)
        .max(128, ADMIN_MESSAGES.passwordTooLong),
    ),
  },
});
/** POST /api/admin/users (not implemented: the API answers 400 createUsersNotImplemented). */
export const userCreateSchema = userCreateForm.schema;
export const userCreateFields = userCreateForm.fields;

/**
 * POST /api/admin/users/{id}/set-expiration { expiration_date } (ISO date).
 * Empty or unparsable → "Please set an expiration date" (SPEC §5).
 */
export const setExpirationSchema = z.object({
  expiration_date: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z
      .string({
        required_error: ADMIN_MESSAGES.expirationRequired,
        invalid_type_error: ADMIN_MESSAGES.expirationRequired,
      })
      .refine(validDate, ADMIN_MESSAGES.expirationRequired)
      .transform((s) => new Date(s).toISOString()),
  ),
});

/** POST /api/admin/users/{id}/grant-pro { days?: number = 365 }. */
export const GRANT_PRO_DEFAULT_DAYS = 365;
export const grantProSchema = z.object({
  days: z
    .preprocess(
      toNumber,
      z
        .number({ invalid_type_error: ADMIN_MESSAGES.daysInvalid })
        .int(ADMIN_MESSAGES.daysInvalid)
        .min(1, ADMIN_MESSAGES.daysInvalid)
        .max(3650, ADMIN_MESSAGES.daysInvalid)
        .optional(),
    )
    .transform((d) => d ?? GRANT_PRO_DEFAULT_DAYS),
});

// ---------------------------------------------------------------- landings

const landingForm = defineForm({
  projectname: {
    meta: { labelKey: "admin:fields.projectname", type: "text", required: false },
    schema: optionalText(200),
  },
  companyname: {
    meta: { labelKey: "admin:fields.companyname", type: "text", required: false },
    schema: optionalText(200),
  },
  textalias: {
    meta: {
      labelKey: "admin:fields.textalias",
      type: "text",
      required: false,
      hintKey: "admin:fields.textaliasHint",
    },
    schema: nullableText(100),
  },
  parent_user: {
    meta: { labelKey: "admin:fields.parent_user", type: "number", required: true },
    schema: wholeNumber(ADMIN_MESSAGES.parentUserNumber, 1),
  },
  lang: {
    meta: {
      labelKey: "admin:fields.lang",
      type: "select",
      required: true,
      options: LANDING_LANGS.map((l) => ({ value: l, labelKey: `common:language.${l}` })),
    },
    schema: optionOf(LANDING_LANGS, ADMIN_MESSAGES.langInvalid, ADMIN_MESSAGES.langInvalid),
  },
});
/** PUT /api/admin/landings/{id}: `landingEditSchema.partial()`. */
export const landingEditSchema = landingForm.schema;
export const landingFields = landingForm.fields;
export type LandingEditInput = z.infer<typeof landingEditSchema>;

// ---------------------------------------------------------------- landing KV

/**
 * SPEC §5: a qas, cards or contacts value beginning with [ or { must parse as
 * JSON. Returns the message, or null when the value is acceptable.
 */
export function kvJsonError(key: string, value: string): string | null {
  if (!(JSON_KV_KEYS as readonly string[]).includes(key)) return null;
  const head = value.trimStart();
  if (!head.startsWith("[") && !head.startsWith("{")) return null;
  try {
    JSON.parse(value);
    return null;
  } catch {
    return invalidJsonMessage(key);
  }
}

const landingKvForm = defineForm({
  parent_landing: {
    meta: { labelKey: "admin:fields.parent_landing", type: "text", required: true },
    schema: requiredText(ADMIN_MESSAGES.parentLandingRequired, 64),
  },
  key: {
    meta: { labelKey: "admin:fields.key", type: "text", required: true },
    schema: requiredText(ADMIN_MESSAGES.keyRequired, 100),
  },
  value: {
    meta: { labelKey: "admin:fields.value", type: "textarea", required: true },
    // Not trimmed: the value is stored as typed (JSON included).
    schema: z.preprocess(
      asText,
      z
        .string({ invalid_type_error: ADMIN_MESSAGES.valueRequired })
        .refine((s) => s.trim().length > 0, ADMIN_MESSAGES.valueRequired)
        .refine((s) => s.length <= 200_000, ADMIN_MESSAGES.tooLong),
    ),
  },
});
/** The plain object (for `.partial()` on PUT; then check `kvJsonError` on the merged row). */
export const landingKvObject = landingKvForm.schema;
/** POST /api/admin/landing_kv and the modal: required fields plus the JSON rule. */
export const landingKvSchema = landingKvObject.superRefine((v, ctx) => {
  const error = kvJsonError(v.key, v.value);
  if (error) ctx.addIssue({ code: "custom", path: ["value"], message: error });
});
export const landingKvFields = landingKvForm.fields;
export type LandingKvInput = z.infer<typeof landingKvSchema>;

// ---------------------------------------------------------------- scheduled tasks

const scheduledTaskForm = defineForm({
  name: {
    meta: { labelKey: "admin:fields.taskName", type: "text", required: true },
    schema: requiredText(ADMIN_MESSAGES.taskNameRequired, 100),
  },
  execution_time: {
    meta: { labelKey: "admin:fields.execution_time", type: "datetime", required: true },
    schema: requiredDate(ADMIN_MESSAGES.executionTimeRequired, ADMIN_MESSAGES.executionTimeInvalid),
  },
  status: {
    meta: {
      labelKey: "admin:fields.status",
      type: "select",
      required: true,
      options: TASK_STATUSES.map((s) => ({ value: s, labelKey: `admin:taskStatus.${s}` })),
    },
    schema: optionOf(TASK_STATUSES, ADMIN_MESSAGES.statusRequired, ADMIN_MESSAGES.statusInvalid),
  },
  payload: {
    meta: { labelKey: "admin:fields.payload", type: "textarea", required: true },
    schema: z.preprocess(
      asText,
      z
        .string({ invalid_type_error: ADMIN_MESSAGES.payloadRequired })
        .trim()
        .min(1, ADMIN_MESSAGES.payloadRequired)
        .max(100_000, ADMIN_MESSAGES.tooLong)
        .refine((s) => {
          if (s === "") return true; // already "payload is required"
          try {
            JSON.parse(s);
            return true;
          } catch {
            return false;
          }
        }, invalidJsonMessage("payload")),
    ),
  },
  method: {
    meta: {
      labelKey: "admin:fields.method",
      type: "select",
      required: true,
      options: TASK_METHODS.map((m) => ({ value: m, label: m })),
    },
    schema: optionOf(TASK_METHODS, ADMIN_MESSAGES.methodRequired, ADMIN_MESSAGES.methodInvalid),
  },
  body: {
    meta: { labelKey: "admin:fields.body", type: "textarea", required: false },
    schema: nullableText(100_000),
  },
});
/** PUT /api/admin/scheduled_tasks/{id} (all of name, execution_time, status, payload, method required). */
export const scheduledTaskSchema = scheduledTaskForm.schema;
export const scheduledTaskFields = scheduledTaskForm.fields;
export type ScheduledTaskInput = z.infer<typeof scheduledTaskSchema>;

// ---------------------------------------------------------------- API helper

/**
 * A failed parse → the API's 400 body `{ error, field? }` (the first issue),
 * e.g. `const r = userEditSchema.partial().safeParse(body); if (!r.success)
 * return Response.json(adminIssue(r.error), { status: 400 })`.
 */
export function adminIssue(error: z.ZodError): { error: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { error: ADMIN_MESSAGES.invalidBody };
  const field = issue.path.length ? String(issue.path[0]) : undefined;
  return field ? { error: issue.message, field } : { error: issue.message };
}

// ---------------------------------------------------------------- list query

/** `?search=&sort=&dir=&page=&pageSize=` of every admin list. */
export const listQuerySchema = z.object({
  search: z.preprocess(asText, z.string().trim().max(200).catch("")),
  sort: z.preprocess(asText, z.string().max(64).catch("")),
  dir: z.enum(["asc", "desc"]).catch("desc"),
  page: z.preprocess(toNumber, z.number().int().min(1).catch(1)).catch(1),
  pageSize: z
    .preprocess(toNumber, z.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).catch(ADMIN_PAGE_SIZE))
    .catch(ADMIN_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** SPEC §9 / contract: the last page is never below 1, so "page 2 of 1" cannot happen. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Cuts `value` at `max` characters (SPEC §9); `cut` says whether anything was removed. */
export function truncate(value: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(value);
  if (chars.length <= max) return { text: value, cut: false };
  return { text: chars.slice(0, max).join(""), cut: true };
}

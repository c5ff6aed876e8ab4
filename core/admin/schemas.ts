import { z } from "zod";
import { EMAIL_PATTERN, REGISTRATION_POSITIONS } from "../account/validation";
import { TEXT_MAX } from "../landing/limits";
import { normalizeTextAlias } from "../landing/textalias";
import { SUBSCRIPTION_DAYS } from "../plans";

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
const FIELD_TOO_LONG = /^[a-z_]{1,64} is too long$/;

/** SPEC §5: "Invalid JSON format for field '{key}'". */
export function invalidJsonMessage(field: string): string {
  return `Invalid JSON format for field '${field}'`;
}

/** The API's "name is too long" (shown as `tooLong`, "Value is too long"). */
export function tooLongMessage(field: string): string {
  return `${field} is too long`;
}

/** The API's "phone must be text": a JSON value of another type (a form never sends one). */
export function mustBeTextMessage(field: string): string {
  return `${field} must be text`;
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
  if (FIELD_TOO_LONG.test(message)) return { key: "tooLong" };
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

/**
 * One definition → the zod object and the field metadata. The metadata keeps
 * the definitions' order (the modal's layout); the object's keys follow
 * `checkOrder`, the order the API checks the fields in, so a body with
 * several problems is answered with the same first one (`adminIssue`).
 */
function defineForm<D extends Record<string, FieldDef>>(
  defs: D,
  checkOrder: ReadonlyArray<keyof D & string> = Object.keys(defs),
) {
  if (checkOrder.length !== Object.keys(defs).length || !checkOrder.every((k) => k in defs))
    throw new Error("checkOrder must name every field once");
  const shape = Object.fromEntries(checkOrder.map((k) => [k, defs[k].schema])) as {
    [K in keyof D]: D[K]["schema"];
  };
  const fields: FieldMeta[] = Object.entries(defs).map(([name, d]) => ({ name, ...d.meta }));
  return { schema: z.object(shape), fields };
}

/**
 * A field read by `read`: its value, or a refusal with `message` when `read`
 * answers undefined (for rules zod's primitives do not say as briefly).
 */
const ruled = <T>(message: string, read: (v: unknown) => T | undefined) =>
  z.unknown().transform((v, ctx): T => {
    const out = read(v);
    if (out !== undefined) return out;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  });

/** Text as the API reads a required field: a string trimmed, a number as its digits, else "". */
const apiText = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";

/**
 * Optional text of a NOT NULL (`blank: ""`) or nullable (`blank: null`)
 * column, trimmed: null → blank, a number → its digits, any other non-string
 * → "{field} must be text"; longer than `max` → "{field} is too long".
 */
const optionalText = <B extends "" | null>(field: string, max: number, blank: B) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : typeof v === "number" ? String(v) : v),
    z
      .string({ invalid_type_error: mustBeTextMessage(field) })
      .trim()
      .max(max, tooLongMessage(field))
      .transform((s): string | B => (s === "" ? blank : s)),
  );

/**
 * SPEC §5 "Numbers in forms are converted": a number, or a decimal number as
 * text ("12", " 3 ", "1.50"); anything else (booleans, "1e3", "0x1") is none.
 */
function formNumber(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return NaN;
}

/** A whole number in [min, max] (numbers as text accepted); `message` for anything else. */
const wholeNumber = (message: string, min: number, max?: number) => {
  const n = z
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .min(min, message);
  return z.preprocess(formNumber, max === undefined ? n : n.max(max, message));
};

/** One of `values` after `normalise` (a trimmed text): `required` when blank, `invalid` otherwise. */
const optionOf = <T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
  invalid: string,
  normalise: (s: string) => string = (s) => s,
) =>
  z.preprocess(
    (v) => {
      const s = apiText(v);
      return s === "" ? undefined : normalise(s);
    },
    z.enum(values, {
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? required : invalid }),
    }),
  );

const validDate = (s: string) => !Number.isNaN(Date.parse(s));
const isoDate = (s: string) => new Date(s).toISOString();
const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

const positionOptions: FieldOption[] = [
  { value: "", labelKey: "admin:fields.none" },
  ...REGISTRATION_POSITIONS.map((p) => ({ value: p, labelKey: `auth:positions.${p}` })),
];

// ---------------------------------------------------------------- users

const userDefs = {
  name: {
    meta: { labelKey: "admin:fields.name", type: "text", required: true },
    // Only text counts: anything else is a missing name.
    schema: z.preprocess(
      (v) => (typeof v === "string" ? v : ""),
      z.string().trim().min(1, ADMIN_MESSAGES.nameEmailRequired).max(200, tooLongMessage("name")),
    ),
  },
  email: {
    meta: { labelKey: "admin:fields.email", type: "email", required: true },
    // Stored trimmed and in lower case (the accounts' rule), at most 254 characters.
    schema: z.preprocess(
      (v) => (typeof v === "string" ? v : ""),
      z
        .string()
        .trim()
        .toLowerCase()
        .min(1, ADMIN_MESSAGES.nameEmailRequired)
        .max(254, ADMIN_MESSAGES.emailInvalid)
        .regex(EMAIL_PATTERN, ADMIN_MESSAGES.emailInvalid),
    ),
  },
  phone: {
    meta: { labelKey: "admin:fields.phone", type: "text", required: false },
    schema: optionalText("phone", 64, ""),
  },
  position: {
    meta: {
      labelKey: "admin:fields.position",
      type: "select",
      required: false,
      options: positionOptions,
    },
    schema: optionalText("position", 200, null),
  },
  location: {
    meta: { labelKey: "admin:fields.location", type: "text", required: false },
    schema: optionalText("location", 200, null),
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
    schema: ruled(ADMIN_MESSAGES.tariffInvalid, (v) => {
      const n = formNumber(v);
      return n === 0 || n === 1 ? n : undefined;
    }),
  },
  tariff_expiration_date: {
    meta: { labelKey: "admin:fields.tariff_expiration_date", type: "datetime", required: false },
    // Empty clears the date; otherwise a date/time → ISO-8601 UTC.
    schema: z.preprocess(
      (v) => (v === undefined || v === "" ? null : v),
      z
        .string({ invalid_type_error: ADMIN_MESSAGES.expirationDateInvalid })
        .refine(validDate, ADMIN_MESSAGES.expirationDateInvalid)
        .transform(isoDate)
        .nullable(),
    ),
  },
  total_available_landings: {
    meta: { labelKey: "admin:fields.total_available_landings", type: "number", required: true },
    schema: wholeNumber(ADMIN_MESSAGES.landingsNumber, 0, 1000),
  },
  units_plan: {
    meta: { labelKey: "admin:fields.units_plan", type: "text", required: false },
    schema: optionalText("units_plan", 200, null),
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
    schema: ruled(ADMIN_MESSAGES.activeInvalid, (v): 0 | 1 | undefined => {
      if (v === true || v === 1 || v === "1" || v === "true") return 1;
      if (v === false || v === 0 || v === "0" || v === "false") return 0;
      return undefined;
    }),
  },
  password: {
    meta: {
      labelKey: "admin:fields.password",
      type: "password",
      required: false,
      hintKey: "admin:fields.passwordHint",
    },
    // SPEC §5: an empty password on update is dropped, so it stays unchanged.
    // Not trimmed: spaces are part of a password.
    schema: z.preprocess(
      (v) => (v === null || v === "" ? undefined : v),
      z
        .string({ invalid_type_error: ADMIN_MESSAGES.passwordTooShort })
        .min(6, ADMIN_MESSAGES.passwordTooShort)
        .max(128, ADMIN_MESSAGES.passwordTooLong)
        .optional(),
    ),
  },
} satisfies Record<string, FieldDef>;

/** The order PUT /api/admin/users/{id} checks the fields in. */
const USER_CHECK_ORDER = [
  "name",
  "email",
  "phone",
  "position",
  "location",
  "units_plan",
  "tariff",
  "tariff_expiration_date",
  "total_available_landings",
  "active",
  "password",
] as const;

const userForm = defineForm(userDefs, USER_CHECK_ORDER);
/** PUT /api/admin/users/{id}: validate with `userEditSchema.partial()` (the body is a subset). */
export const userEditSchema = userForm.schema;
export const userFields = userForm.fields;
export type UserEditInput = z.infer<typeof userEditSchema>;

const userCreateForm = defineForm(
  {
    ...userDefs,
    password: {
      meta: { labelKey: "admin:fields.password", type: "password", required: true },
      schema: z.preprocess(
        (v) => (v === null || v === undefined ? "" : v),
        z
          .string({ invalid_type_error: ADMIN_MESSAGES.passwordTooShort })
          .min(1, ADMIN_MESSAGES.passwordRequired)
          .min(6, ADMIN_MESSAGES.passwordTooShort)
          .max(128, ADMIN_MESSAGES.passwordTooLong),
      ),
    },
  },
  USER_CHECK_ORDER,
);
/** POST /api/admin/users (not implemented: the API answers 400 createUsersNotImplemented). */
export const userCreateSchema = userCreateForm.schema;
export const userCreateFields = userCreateForm.fields;

/**
 * POST /api/admin/users/{id}/set-expiration { expiration_date } (ISO date).
 * Empty or unparsable → "Please set an expiration date" (SPEC §5).
 */
export const setExpirationSchema = z.object({
  expiration_date: z
    .string({ required_error: ADMIN_MESSAGES.expirationRequired })
    .min(1, ADMIN_MESSAGES.expirationRequired)
    .refine(validDate, ADMIN_MESSAGES.expirationRequired)
    .transform(isoDate),
});

/** POST /api/admin/users/{id}/grant-pro { days?: number = 365 }. */
export const GRANT_PRO_DEFAULT_DAYS = SUBSCRIPTION_DAYS;
export const GRANT_PRO_MAX_DAYS = 3650;
export const grantProSchema = z.object({
  days: z
    .preprocess(
      (v) => (v === undefined || v === null || v === "" ? undefined : formNumber(v)),
      z
        .number({ invalid_type_error: ADMIN_MESSAGES.daysInvalid })
        .int(ADMIN_MESSAGES.daysInvalid)
        .min(1, ADMIN_MESSAGES.daysInvalid)
        .max(GRANT_PRO_MAX_DAYS, ADMIN_MESSAGES.daysInvalid)
        .optional(),
    )
    .transform((d) => d ?? GRANT_PRO_DEFAULT_DAYS),
});

// ---------------------------------------------------------------- landings

/** The landing's names: null → "", numbers and other non-text refused, at most TEXT_MAX. */
const landingName = (field: string) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string({ invalid_type_error: mustBeTextMessage(field) })
      .trim()
      .max(TEXT_MAX, tooLongMessage(field)),
  );

const landingForm = defineForm(
  {
    projectname: {
      meta: { labelKey: "admin:fields.projectname", type: "text", required: false },
      schema: landingName("projectname"),
    },
    companyname: {
      meta: { labelKey: "admin:fields.companyname", type: "text", required: false },
      schema: landingName("companyname"),
    },
    textalias: {
      meta: {
        labelKey: "admin:fields.textalias",
        type: "text",
        required: false,
        hintKey: "admin:fields.textaliasHint",
      },
      // Normalised as the owner's publish dialog does ("My Shop" → "my-shop"); blank → null.
      // The link-name rules themselves (length, reserved names, taken) are the server's.
      schema: z.preprocess(
        (v) => v ?? "",
        z
          .string({ invalid_type_error: ADMIN_MESSAGES.invalidLinkName })
          .transform((s) => normalizeTextAlias(s) || null),
      ),
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
      schema: z.enum(LANDING_LANGS, { errorMap: () => ({ message: ADMIN_MESSAGES.langInvalid }) }),
    },
  },
  ["projectname", "companyname", "parent_user", "lang", "textalias"],
);
/** PUT /api/admin/landings/{id}: `landingEditSchema.partial()`. */
export const landingEditSchema = landingForm.schema;
export const landingFields = landingForm.fields;
export type LandingEditInput = z.infer<typeof landingEditSchema>;

// ---------------------------------------------------------------- landing KV

export const KV_KEY_MAX = 100;
export const KV_VALUE_MAX = 100_000;

/**
 * SPEC §5: a qas, cards or contacts value beginning with [ or { must parse as
 * JSON (spaces around it allowed). Returns the message, or null when the value
 * is acceptable.
 */
export function kvJsonError(key: string, value: string): string | null {
  if (!(JSON_KV_KEYS as readonly string[]).includes(key)) return null;
  const text = value.trim();
  if (!text.startsWith("[") && !text.startsWith("{")) return null;
  return isJson(text) ? null : invalidJsonMessage(key);
}

/** A KV field as text (a number as its digits, anything else blank). */
const kvText = (v: unknown): string =>
  typeof v === "string" ? v : typeof v === "number" ? String(v) : "";

const landingKvForm = defineForm({
  parent_landing: {
    meta: { labelKey: "admin:fields.parent_landing", type: "text", required: true },
    schema: z.preprocess(
      kvText,
      z.string().trim().min(1, ADMIN_MESSAGES.parentLandingRequired).toLowerCase(),
    ),
  },
  key: {
    meta: { labelKey: "admin:fields.key", type: "text", required: true },
    schema: z.preprocess(kvText, z.string().trim().min(1, ADMIN_MESSAGES.keyRequired)),
  },
  value: {
    meta: { labelKey: "admin:fields.value", type: "textarea", required: true },
    // Not trimmed: the value is stored as typed (JSON included).
    schema: z.preprocess(
      kvText,
      z.string().refine((s) => s.trim() !== "", ADMIN_MESSAGES.valueRequired),
    ),
  },
});

/** Lengths are checked once every field sent is there (the API's order). */
function kvLengths(v: { key?: string; value?: string }, ctx: z.RefinementCtx): boolean {
  if (v.key !== undefined && v.key.length > KV_KEY_MAX) {
    ctx.addIssue({ code: "custom", path: ["key"], message: tooLongMessage("key") });
    return false;
  }
  if (v.value !== undefined && v.value.length > KV_VALUE_MAX) {
    ctx.addIssue({ code: "custom", path: ["value"], message: tooLongMessage("value") });
    return false;
  }
  return true;
}

/** The plain object: the required fields, without the length and JSON rules. */
export const landingKvObject = landingKvForm.schema;
/** POST /api/admin/landing_kv and the modal: required fields, lengths, then the JSON rule. */
export const landingKvSchema = landingKvObject.superRefine((v, ctx) => {
  if (!kvLengths(v, ctx)) return;
  const error = kvJsonError(v.key, v.value);
  if (error) ctx.addIssue({ code: "custom", path: ["value"], message: error });
});
/**
 * PUT /api/admin/landing_kv/{id}: the fields sent (none blank) and their
 * lengths; then check `kvJsonError` on the row merged with the stored one.
 */
export const landingKvEditSchema = landingKvObject.partial().superRefine(kvLengths);
export const landingKvFields = landingKvForm.fields;
export type LandingKvInput = z.infer<typeof landingKvSchema>;

// ---------------------------------------------------------------- scheduled tasks

const scheduledTaskForm = defineForm(
  {
    name: {
      meta: { labelKey: "admin:fields.taskName", type: "text", required: true },
      // Which names exist is the server's registry (app/services/tasks).
      schema: z.preprocess(apiText, z.string().min(1, ADMIN_MESSAGES.taskNameRequired)),
    },
    execution_time: {
      meta: { labelKey: "admin:fields.execution_time", type: "datetime", required: true },
      schema: z.preprocess(
        apiText,
        z
          .string()
          .min(1, ADMIN_MESSAGES.executionTimeRequired)
          .refine((s) => s === "" || validDate(s), ADMIN_MESSAGES.executionTimeInvalid)
          .transform(isoDate),
      ),
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
      // JSON text, trimmed; whether it fits the handler is the server's registry too.
      schema: z.preprocess(
        apiText,
        z
          .string()
          .min(1, ADMIN_MESSAGES.payloadRequired)
          .refine((s) => s === "" || isJson(s), invalidJsonMessage("payload")),
      ),
    },
    method: {
      meta: {
        labelKey: "admin:fields.method",
        type: "select",
        required: true,
        options: TASK_METHODS.map((m) => ({ value: m, label: m })),
      },
      schema: optionOf(
        TASK_METHODS,
        ADMIN_MESSAGES.methodRequired,
        ADMIN_MESSAGES.methodInvalid,
        (s) => s.toUpperCase(),
      ),
    },
    body: {
      meta: { labelKey: "admin:fields.body", type: "textarea", required: false },
      // Stored as typed; empty → null; left out → unchanged.
      schema: z.preprocess(
        (v) => (v === "" ? null : v),
        z
          .string({ invalid_type_error: mustBeTextMessage("body") })
          .nullable()
          .optional(),
      ),
    },
  },
  ["name", "execution_time", "status", "method", "payload", "body"],
);
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

export const LIST_QUERY_PARAMS = ["search", "sort", "dir", "page", "pageSize"] as const;
export type SortDir = "asc" | "desc";

/** A query param of 1–9 digits (spaces around allowed), else `fallback`; then kept in [min, max]. */
const queryInt = (fallback: number, min: number, max: number) =>
  z.unknown().transform((v) => {
    const n = typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : fallback;
    return Math.min(max, Math.max(min, n));
  });

/**
 * `?search=&sort=&dir=&page=&pageSize=` of every admin list, one value per
 * param (URLSearchParams.get; missing → null). Never fails: whatever is sent,
 * the answer is a list page. `sort` is the raw request here — settle it
 * against the table's columns with `listSort`; the page is clamped to the
 * last page once the total is known (`lastPage`).
 */
export const listQuerySchema = z.object({
  // NUL cannot be a search term (PostgreSQL refuses it in text): it is dropped.
  search: z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.replaceAll("\0", "").trim().slice(0, 200) : "")),
  sort: z.unknown().transform((v) => (typeof v === "string" ? v.trim() : "")),
  dir: z.unknown().transform((v): SortDir | undefined => {
    const d = typeof v === "string" ? v.trim().toLowerCase() : "";
    return d === "asc" || d === "desc" ? d : undefined;
  }),
  page: queryInt(1, 1, Number.MAX_SAFE_INTEGER),
  pageSize: queryInt(ADMIN_PAGE_SIZE, 1, ADMIN_MAX_PAGE_SIZE),
});

/** The contract's sort: a column of `sortable` ascending unless `dir=desc` (id: descending unless `asc`); anything else id desc. */
export function listSort(
  sortable: readonly string[],
  sort: string,
  dir: SortDir | undefined,
): { sort: string; dir: SortDir } {
  if (sort === "") return { sort: "id", dir: dir ?? "desc" };
  if (!sortable.includes(sort)) return { sort: "id", dir: "desc" };
  return { sort, dir: dir ?? (sort === "id" ? "desc" : "asc") };
}

export interface ListQuery {
  search: string;
  sort: string;
  dir: SortDir;
  page: number;
  pageSize: number;
}

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

import type { z } from "zod";
import { PAGE_LANGUAGES } from "../i18n/languages";
import { KV_KEYS_PER_LANDING_MAX } from "../landing/kv";

/**
 * Every message the admin forms and API answer with. Messages are SPEC's
 * English texts verbatim where SPEC gives one; the UI translates them through
 * `adminMessageKey`, and the English catalogue shows these same texts unless
 * it says otherwise (core/i18n/locales/en/admin.ts).
 */
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
  langInvalid: `lang must be one of ${PAGE_LANGUAGES.join(", ")}`,
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
  changeAdminCredentials: "You cannot change another admin's email or password",
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
  kvTooManyKeys: `A landing may hold at most ${KV_KEYS_PER_LANDING_MAX} settings`,
  kvTooLarge: "The landing's settings are too large in total",
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

/** What the catalogue texts of these messages interpolate instead of restating a list. */
const MESSAGE_VALUES: Partial<Record<AdminMessageKey, Record<string, string>>> = {
  langInvalid: { languages: PAGE_LANGUAGES.join(", ") },
  kvTooManyKeys: { max: String(KV_KEYS_PER_LANDING_MAX) },
};

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
    if (text === message) {
      const values = MESSAGE_VALUES[key as AdminMessageKey];
      return { key: key as AdminMessageKey, ...(values ? { values } : {}) };
    }
  }
  if (FIELD_TOO_LONG.test(message)) return { key: "tooLong" };
  return null;
}

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

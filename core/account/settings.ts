import { isLanguage, type Language } from "../i18n";
import { isActivePro } from "../plans";
import { positionChoices } from "./positions";
import { EMAIL_PATTERN, PASSWORD_MAX, SETTINGS_POSITIONS } from "./validation";

/**
 * Settings rules (SPEC §3 "User settings", §5 "Settings save", §8 "Settings
 * load/save"). Pure: the service checks the password, the address and the
 * plan against the database; everything decidable from the payload is here.
 */

/** SPEC §5: a password changed in Settings has at least 8 characters. */
export const SETTINGS_PASSWORD_MIN = 8;
export const NAME_MAX = 100;
export const LOCATION_MAX = 200;
export const PHONE_MAX = 40;
export const EMAIL_MAX = 254;
/** Account deletion is confirmed by typing this word exactly (case-sensitive). */
export const DELETE_CONFIRM_WORD = "DELETE";

export type SettingsPosition = (typeof SETTINGS_POSITIONS)[number];
export type SubscriptionType = "free" | "pro";

/** SPEC §3 "User settings" as GET/POST /api/auth/settings answer it. */
export interface UserSettingsAnswer {
  name: string;
  position: string | null;
  location: string | null;
  phone: string;
  email: string;
  /** An address waiting for its confirmation link to be opened, else null. */
  pending_email: string | null;
  language: Language;
  newsletter_enabled: boolean;
  system_messages_enabled: boolean;
  hide_ads_enabled: boolean;
  hide_logo_enabled: boolean;
  /** The 320 px photo; the 96 and 192 px ones share its name with -96/-192. */
  avatar_url: string | null;
  subscription_type: SubscriptionType;
  /** The account's tariff_expiration_date, or null. */
  expiration_date: string | null;
  /**
   * Bytes the account's uploads hold in the bucket, and its quota (issue 23,
   * ADR 026); null only in the screen's fallback when the call failed.
   */
  uploads_used_bytes: number | null;
  uploads_quota_bytes: number | null;
}

/**
 * Every message key the settings calls answer or the screen shows (the
 * `settings:errors.*` catalogue): SPEC §8 "Settings load" and "Settings save",
 * plus the rules this server adds (position, language, PRO, account deletion).
 */
export type SettingsErrorKey =
  // §8 Settings load
  | "sessionExpired"
  | "loadError"
  | "networkError"
  | "unexpectedError"
  | "fetchFailed"
  | "authRequired"
  // §8 Settings save
  | "emailExists"
  | "wrongPassword"
  | "updateFailed"
  | "nameRequired"
  | "invalidEmail"
  | "currentPasswordRequired"
  | "newPasswordRequired"
  | "passwordTooShort"
  | "passwordsSame"
  // §8 avatar
  | "selectImage"
  | "fileTooLarge"
  | "uploadFailed"
  | "uploadQuotaExceeded"
  // server rules beyond §8
  | "positionRequired"
  | "languageRequired"
  | "proRequired"
  | "confirmRequired"
  | "adminCannotDelete"
  | "tooLong"
  | "tooManyAttempts";

/** The settings fields of SPEC §7 POST /auth/settings (passwords aside). */
export interface SettingsPatch {
  name?: string;
  /** A Settings position, or the user's kept registration one (core/account/positions). */
  position?: string;
  location?: string | null;
  phone?: string;
  email?: string;
  language?: Language;
  newsletter_enabled?: boolean;
  system_messages_enabled?: boolean;
  hide_ads_enabled?: boolean;
  hide_logo_enabled?: boolean;
}

export const SETTINGS_FLAGS = [
  "newsletter_enabled",
  "system_messages_enabled",
  "hide_ads_enabled",
  "hide_logo_enabled",
] as const;
export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];
/** PRO-only preferences (SPEC §2 Settings "all marked pro"; the server enforces these two). */
export const PRO_FLAGS = ["hide_ads_enabled", "hide_logo_enabled"] as const;

export type SettingsValidation =
  | {
      ok: true;
      patch: SettingsPatch;
      /** The new address when `email` differs from the current one, else null. */
      emailChange: string | null;
      /** Present when a new password was given (the current one is then present too). */
      passwordChange: { current: string; next: string } | null;
      /** The current password as given (email change, password change), else null. */
      currentPassword: string | null;
    }
  | {
      ok: false;
      /** The first problem, in form order. */
      error: SettingsErrorKey;
      field: string;
      /** Every field with a problem. */
      fields: Record<string, SettingsErrorKey>;
    };

const FIELD_ORDER = [
  "name",
  "position",
  "location",
  "phone",
  "email",
  "current_password",
  "new_password",
  "language",
  ...SETTINGS_FLAGS,
] as const;

/** SPEC booleans as the UI may send them: true/false, "true"/"false", 1/0, "1"/"0", "on". */
export function parseFlag(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (s === "true" || s === "1" || s === "on") return true;
    if (s === "false" || s === "0" || s === "off") return false;
  }
  return null;
}

const has = (raw: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(raw, key) && raw[key] !== undefined;

/** Strings as sent; numbers become text (a phone typed as digits); anything else is not text. */
function text(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}

/** A password field: empty or missing means "not given" (forms send both inputs always). */
function passwordField(v: unknown): string | null {
  const s = text(v);
  return s ? s : null;
}

export const normalizeEmailAddress = (email: string): string => email.trim().toLowerCase();

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/**
 * SPEC §5 "Settings save" over a partial payload: absent fields stay as they
 * are, a present one is validated. `current.email` decides whether `email` is
 * a change (which then needs the current password, like a password change).
 */
export function validateSettings(
  raw: Record<string, unknown>,
  current: { email: string; position?: string | null },
): SettingsValidation {
  const patch: SettingsPatch = {};
  const fields: Record<string, SettingsErrorKey> = {};

  if (has(raw, "name")) {
    const name = (text(raw.name) ?? "").trim();
    if (!name) fields.name = "nameRequired";
    else if (name.length > NAME_MAX) fields.name = "tooLong";
    else patch.name = name;
  }
  if (has(raw, "position")) {
    const p = raw.position;
    // The Settings list, or the registration value with no match this user already has (issue 29).
    if (typeof p === "string" && positionChoices(current.position).includes(p)) {
      patch.position = p;
    } else fields.position = "positionRequired";
  }
  if (has(raw, "location")) {
    const loc = raw.location === null ? "" : text(raw.location);
    if (loc === null) fields.location = "tooLong";
    else if (loc.trim().length > LOCATION_MAX) fields.location = "tooLong";
    else patch.location = loc.trim() || null;
  }
  if (has(raw, "phone")) {
    const phone = raw.phone === null ? "" : text(raw.phone);
    if (phone === null || phone.trim().length > PHONE_MAX) fields.phone = "tooLong";
    else patch.phone = phone.trim();
  }
  let emailChange: string | null = null;
  if (has(raw, "email")) {
    const email = normalizeEmailAddress(text(raw.email) ?? "");
    if (!isValidEmail(email)) fields.email = "invalidEmail";
    else {
      patch.email = email;
      if (email !== normalizeEmailAddress(current.email)) emailChange = email;
    }
  }
  if (has(raw, "language")) {
    if (isLanguage(raw.language)) patch.language = raw.language;
    else fields.language = "languageRequired";
  }
  for (const flag of SETTINGS_FLAGS) {
    if (!has(raw, flag)) continue;
    const v = parseFlag(raw[flag]);
    if (v === null) fields[flag] = "updateFailed";
    else patch[flag] = v;
  }

  const currentPassword = passwordField(raw.current_password);
  const newPassword = passwordField(raw.new_password);
  let passwordChange: { current: string; next: string } | null = null;
  if (newPassword !== null) {
    if (currentPassword === null) fields.current_password = "currentPasswordRequired";
    if (newPassword.length < SETTINGS_PASSWORD_MIN) fields.new_password = "passwordTooShort";
    else if (newPassword.length > PASSWORD_MAX) fields.new_password = "tooLong";
    else if (currentPassword !== null && newPassword === currentPassword)
      fields.new_password = "passwordsSame";
    if (currentPassword !== null && !fields.new_password) {
      passwordChange = { current: currentPassword, next: newPassword };
    }
  } else if (currentPassword !== null && emailChange === null && !fields.email) {
    // The current password alone only makes sense with a new address.
    fields.new_password = "newPasswordRequired";
  }
  if (emailChange !== null && currentPassword === null) {
    fields.current_password = "currentPasswordRequired";
  }

  const first = FIELD_ORDER.find((f) => fields[f]);
  if (first) return { ok: false, error: fields[first], field: first, fields };
  return { ok: true, patch, emailChange, passwordChange, currentPassword };
}

/** SPEC §3 subscription_type: "pro" while tariff 1 has not expired (no date = no expiry). */
export function subscriptionType(
  user: { tariff: number; tariff_expiration_date: string | null },
  now: Date,
): SubscriptionType {
  return isActivePro(user, now) ? "pro" : "free";
}

/**
 * The PRO flag a free account tries to switch on, or null. Switching off, or
 * sending back a value already stored, is always allowed (so a lapsed PRO can
 * still save the rest of the section).
 */
export function proViolation(
  patch: SettingsPatch,
  stored: Record<(typeof PRO_FLAGS)[number], boolean>,
  pro: boolean,
): (typeof PRO_FLAGS)[number] | null {
  if (pro) return null;
  for (const flag of PRO_FLAGS) {
    if (patch[flag] === true && !stored[flag]) return flag;
  }
  return null;
}

/** POST /auth/account/delete: the typed word must be exactly DELETE. */
export function isDeleteConfirmed(confirm: unknown): boolean {
  return confirm === DELETE_CONFIRM_WORD;
}

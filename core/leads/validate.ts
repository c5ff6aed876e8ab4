import {
  FORM_INPUTS,
  UTM_KEYS,
  type Form,
  type FormField,
  type FormFieldKind,
  type FormItem,
} from "../landing/form";

/**
 * Issue 24: a submitted request checked against the form as it was PUBLISHED
 * (the snapshot of the page version the visitor saw). Every refusal names the
 * field and a key of the public catalogue, so the page says what is wrong in
 * its own language. Values are kept exactly as the visitor typed them: shapes
 * are checked on the trimmed text, but nothing is rewritten.
 */

export const LEAD_ERRORS = [
  "required",
  "email",
  "phone",
  "date",
  "select",
  "invalid",
  "consent",
  "unknown",
  "item",
] as const;
export type LeadErrorKey = (typeof LEAD_ERRORS)[number];
/** The message's key in the `public` catalogue. */
export type LeadErrorMessage = `lead.errors.${LeadErrorKey}`;

export interface LeadFieldError {
  /** The input's name (a field id, `item`, `consent`, or the unknown name); `form` when there is no form. */
  field: string;
  message: LeadErrorMessage;
}

export interface LeadValue {
  id: string;
  kind: FormFieldKind;
  /** The label as the page showed it, kept with the value (the form may change later). */
  label: string;
  value: string;
}

export type LeadCheck =
  | { ok: true; fields: LeadValue[]; item: FormItem | null }
  | { ok: false; errors: LeadFieldError[] };

/** Inputs the page adds itself: read by the spam rules and the attribution, not checked here. */
const PAGE_INPUTS: ReadonlySet<string> = new Set([
  FORM_INPUTS.viewTime,
  FORM_INPUTS.honeypot,
  FORM_INPUTS.referrer,
  FORM_INPUTS.turnstile,
  ...UTM_KEYS,
]);

const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;
const EMAIL_MAX = 254;
const PHONE_RE = /^\+?[\d\s\-().]+$/;
/** Digits a phone number has: a short local number up to E.164's 15, plus room for an extension. */
const PHONE_DIGITS_MIN = 5;
const PHONE_DIGITS_MAX = 20;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isEmail = (v: string) => v.length <= EMAIL_MAX && EMAIL_RE.test(v);

export function isPhone(v: string): boolean {
  if (!PHONE_RE.test(v)) return false;
  const digits = v.replace(/\D/g, "").length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** yyyy-mm-dd naming a day that exists (what `<input type="date">` sends). */
export function isIsoDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A ticked box: "on" from a form post, true (or "true") from the page's script. */
const CHECKED: ReadonlySet<unknown> = new Set(["on", "true", true]);
const UNCHECKED: ReadonlySet<unknown> = new Set([undefined, "", false, "false"]);

/** The shape rule of each kind for a non-blank value, or null when it fits. */
function shapeError(field: FormField, value: string): LeadErrorKey | null {
  const v = value.trim();
  switch (field.kind) {
    case "email":
      return isEmail(v) ? null : "email";
    case "phone":
      return isPhone(v) ? null : "phone";
    case "date":
      return isIsoDate(v) ? null : "date";
    case "select":
      return field.options?.includes(value) ? null : "select";
    default:
      return null;
  }
}

function checkField(field: FormField, raw: unknown): LeadErrorKey | LeadValue {
  const base = { id: field.id, kind: field.kind, label: field.label };
  if (field.kind === "checkbox") {
    if (CHECKED.has(raw)) return { ...base, value: "on" };
    if (!UNCHECKED.has(raw)) return "invalid";
    return field.required ? "required" : { ...base, value: "" };
  }
  if (raw !== undefined && typeof raw !== "string") return "invalid";
  const value = typeof raw === "string" ? raw : "";
  if (value.trim() === "") return field.required ? "required" : { ...base, value };
  return shapeError(field, value) ?? { ...base, value };
}

/**
 * Checks `submitted` (the posted name → value map) against the published form
 * and the cards it offers. All refusals are returned together, unknown names
 * first, then the fields in form order, the item and the consent.
 */
export function validateLead(
  form: Form | undefined,
  submitted: Readonly<Record<string, unknown>>,
  items: readonly FormItem[] = [],
): LeadCheck {
  if (!form?.enabled)
    return { ok: false, errors: [{ field: "form", message: "lead.errors.unknown" }] };
  const errors: LeadFieldError[] = [];
  const fail = (field: string, key: LeadErrorKey) =>
    errors.push({ field, message: `lead.errors.${key}` });

  const known = new Set<string>([
    FORM_INPUTS.item,
    FORM_INPUTS.consent,
    ...form.fields.map((f) => f.id),
  ]);
  for (const name of Object.keys(submitted)) {
    if (!known.has(name) && !PAGE_INPUTS.has(name)) fail(name, "unknown");
  }

  const fields: LeadValue[] = [];
  for (const field of form.fields) {
    const raw = Object.prototype.hasOwnProperty.call(submitted, field.id)
      ? submitted[field.id]
      : undefined;
    const out = checkField(field, raw);
    if (typeof out === "string") fail(field.id, out);
    else fields.push(out);
  }

  let item: FormItem | null = null;
  const rawItem = submitted[FORM_INPUTS.item];
  if (rawItem !== undefined && rawItem !== "") {
    item = items.find((i) => i.value === rawItem) ?? null;
    if (!item) fail(FORM_INPUTS.item, "item");
  }

  if (!CHECKED.has(submitted[FORM_INPUTS.consent])) fail(FORM_INPUTS.consent, "consent");

  return errors.length ? { ok: false, errors } : { ok: true, fields, item };
}

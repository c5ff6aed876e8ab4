import { z } from "zod";

/**
 * Account form and API rules (SPEC §5). Every message is a key of the `auth`
 * i18n namespace, so pages translate it and the API can return it as is.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

/** Registration positions (SPEC §3 Registration). */
export const REGISTRATION_POSITIONS = [
  "ceo",
  "coo",
  "sales_director",
  "marketing_director",
  "assistant",
  "manager",
] as const;
export type RegistrationPosition = (typeof REGISTRATION_POSITIONS)[number];
/** Settings positions (SPEC §3 User settings): the same list without coo. */
export const SETTINGS_POSITIONS = [
  "ceo",
  "sales_director",
  "marketing_director",
  "assistant",
  "manager",
] as const;

export const USAGE_PURPOSES = ["myself", "business"] as const;
export type UsagePurpose = (typeof USAGE_PURPOSES)[number];

/** The simple {x}@{y}.{z} pattern of SPEC §5 (no spaces, one @, a dot in the domain). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const str = z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string());

const email = str
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, "emailRequired")
      .max(254, "emailInvalid")
      .regex(EMAIL_PATTERN, "emailInvalid"),
  );

const password = str.pipe(
  z
    .string()
    .min(1, "passwordRequired")
    .min(PASSWORD_MIN, "passwordTooShort")
    .max(PASSWORD_MAX, "passwordTooLong"),
);

const requiredText = (key: string, max: number) =>
  str.transform((s) => s.trim()).pipe(z.string().min(1, key).max(max, "tooLong"));

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

/** The JSON API's register payload (SPEC §7: name, email, phone, password). */
export const registerSchema = z.object({
  name: requiredText("nameRequired", 100),
  email,
  phone: requiredText("phoneRequired", 40),
  password,
  usagePurpose: z.enum(USAGE_PURPOSES).optional().catch(undefined),
  country: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v.trim() : undefined),
    z.string().max(100, "tooLong").optional(),
  ),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Register step 1 form: the API payload plus confirmation and usage purpose. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: str,
    usagePurpose: z.enum(USAGE_PURPOSES, { errorMap: () => ({ message: "usagePurposeRequired" }) }),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordsMismatch" });
    }
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const positionSchema = z.enum(REGISTRATION_POSITIONS, {
  errorMap: () => ({ message: "positionRequired" }),
});

/** Register step 2. */
export const registerStep2Schema = z.object({ position: positionSchema });

export const forgotSchema = z.object({ email });

/** /a/confirm "change address": the current password is required, as in Settings. */
export const confirmChangeEmailSchema = z.object({
  email,
  password: str.pipe(z.string().min(1, "currentPasswordRequired")),
});

export const resetSchema = z.object({ password, confirmPassword: str }).superRefine((v, ctx) => {
  if (v.password !== v.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordsMismatch" });
  }
});

/** The API's completeResetPassword payload (no confirmation field). */
export const completeResetSchema = z.object({ token: requiredText("invalidToken", 200), password });

const flag = z.preprocess((v) => {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0;
  if (typeof v === "string")
    return ["1", "true", "on", "yes", "t"].includes(v.trim().toLowerCase());
  return v;
}, z.boolean());

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max, "tooLong").nullable().optional(),
  );

/** SPEC §7 updateUser: position, haveprojectsbefore, units_plan, location, id. */
export const updateUserSchema = z.object({
  id: z.coerce.number({ invalid_type_error: "invalidId" }).int("invalidId").positive("invalidId"),
  position: positionSchema.optional(),
  haveprojectsbefore: flag.optional(),
  units_plan: z.preprocess((v) => (typeof v === "number" ? String(v) : v), optionalText(100)),
  location: optionalText(200),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export type FieldErrors = Record<string, string>;

/** First message per field, for rendering next to inputs. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** FormData → plain object (last value wins), for the schemas above. */
export function formToObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") out[k] = v;
  return out;
}

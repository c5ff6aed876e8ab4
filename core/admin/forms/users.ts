import { z } from "zod";
import { EMAIL_PATTERN, REGISTRATION_POSITIONS } from "../../account/validation";
import { GRANT_PRO_DEFAULT_DAYS, GRANT_PRO_MAX_DAYS } from "../constants";
import { ADMIN_MESSAGES, tooLongMessage } from "../messages";
import {
  defineForm,
  formNumber,
  isoDate,
  optionalText,
  ruled,
  validDate,
  wholeNumber,
  type FieldDef,
  type FieldOption,
} from "./fields";

/** The admin's user forms: edit, create, set-expiration and grant-pro (SPEC §5 Admin). */

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

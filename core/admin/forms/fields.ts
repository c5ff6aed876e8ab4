import { z } from "zod";
import { mustBeTextMessage, tooLongMessage } from "../messages";

/**
 * The admin forms' building blocks. Each form is defined once as
 * `{ schema, meta }` per field: the zod object the server validates with (use
 * `.partial()` for PUT's subset) and the field metadata the edit/create modal
 * renders in the same order, so the API and the UI cannot drift.
 */

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

export type FieldDef = { meta: Omit<FieldMeta, "name">; schema: z.ZodTypeAny };

/**
 * One definition → the zod object and the field metadata. The metadata keeps
 * the definitions' order (the modal's layout); the object's keys follow
 * `checkOrder`, the order the API checks the fields in, so a body with
 * several problems is answered with the same first one (`adminIssue`).
 */
export function defineForm<D extends Record<string, FieldDef>>(
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
export const ruled = <T>(message: string, read: (v: unknown) => T | undefined) =>
  z.unknown().transform((v, ctx): T => {
    const out = read(v);
    if (out !== undefined) return out;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  });

/** Text as the API reads a required field: a string trimmed, a number as its digits, else "". */
export const apiText = (v: unknown): string =>
  typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";

/**
 * Optional text of a NOT NULL (`blank: ""`) or nullable (`blank: null`)
 * column, trimmed: null → blank, a number → its digits, any other non-string
 * → "{field} must be text"; longer than `max` → "{field} is too long".
 */
export const optionalText = <B extends "" | null>(field: string, max: number, blank: B) =>
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
export function formNumber(v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return NaN;
}

/** A whole number in [min, max] (numbers as text accepted); `message` for anything else. */
export const wholeNumber = (message: string, min: number, max?: number) => {
  const n = z
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .min(min, message);
  return z.preprocess(formNumber, max === undefined ? n : n.max(max, message));
};

/** One of `values` after `normalise` (a trimmed text): `required` when blank, `invalid` otherwise. */
export const optionOf = <T extends readonly [string, ...string[]]>(
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

export const validDate = (s: string) => !Number.isNaN(Date.parse(s));
export const isoDate = (s: string) => new Date(s).toISOString();
export const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

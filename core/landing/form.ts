import { z } from "zod";
import {
  FORM_CONSENT_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_FIELDS_MAX,
  FORM_FIELDS_MIN,
  FORM_LABEL_MAX,
  FORM_OPTION_MAX,
  FORM_OPTIONS_MAX,
  FORM_OPTIONS_MIN,
  FORM_PLACEHOLDER_MAX,
  FORM_SUBMIT_MAX,
  FORM_SUCCESS_MAX,
  TEXT_MAX,
  URL_MAX,
} from "./limits";
import { isReservedInputName } from "./form-inputs";
import type { Price } from "./price";

// The input names live in a zod-free module so the worker bundle carries no zod; one source, re-exported here.
export {
  FORM_INPUTS,
  isReservedInputName,
  LEAD_FORM_ATTR,
  LEAD_PATH_SUFFIX,
  UTM_KEYS,
  type UtmKey,
} from "./form-inputs";

/**
 * Issue 24: the lead form, a section of the landing content. Like the rest of
 * the content, texts default to "" so a half-made form saves; what publishing
 * needs filled is in ./publish-rules. The names of the inputs the page adds
 * (and that the worker and the ingest read) are in ./form-inputs.
 */

export const FORM_FIELD_KINDS = [
  "name",
  "phone",
  "email",
  "message",
  "text",
  "select",
  "date",
  "checkbox",
] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/** A field's id is its input's name: short, plain, and never one of the page's own inputs. */
const FIELD_ID_RE = /^[a-z][a-z0-9_]{0,31}$/;

const text = (max: number) => z.string().trim().max(max).default("");

export const FormFieldSchema = z
  .object({
    id: z
      .string()
      .regex(FIELD_ID_RE)
      .refine((id) => !isReservedInputName(id), { message: "reserved" }),
    kind: z.enum(FORM_FIELD_KINDS),
    label: text(FORM_LABEL_MAX),
    required: z.boolean().default(false),
    placeholder: z.string().trim().max(FORM_PLACEHOLDER_MAX).optional(),
    options: z
      .array(z.string().trim().min(1).max(FORM_OPTION_MAX))
      .min(FORM_OPTIONS_MIN)
      .max(FORM_OPTIONS_MAX)
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (f.kind === "select" && !f.options) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["options"], message: "required" });
    }
    if (f.kind !== "select" && f.options) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["options"], message: "selectOnly" });
    }
  });

export const FormSchema = z.object({
  enabled: z.boolean().default(false),
  title: text(TEXT_MAX),
  description: text(FORM_DESCRIPTION_MAX),
  submitText: text(FORM_SUBMIT_MAX),
  successMessage: text(FORM_SUCCESS_MAX),
  /** Blank means the page language's default (public catalogue, `lead.consentDefault`). */
  consentText: text(FORM_CONSENT_MAX),
  privacyPolicyUrl: z.string().trim().max(URL_MAX).default(""),
  fields: z
    .array(FormFieldSchema)
    .min(FORM_FIELDS_MIN)
    .max(FORM_FIELDS_MAX)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((f, i) => {
        if (seen.has(f.id)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "id"], message: "duplicate" });
        }
        seen.add(f.id);
      });
    }),
});

export type FormField = z.infer<typeof FormFieldSchema>;
export type Form = z.infer<typeof FormSchema>;

/** An id for a field added in the editor: `f1`, `f2`, … the first not taken. */
export function nextFieldId(fields: readonly Pick<FormField, "id">[]): string {
  const taken = new Set(fields.map((f) => f.id));
  let n = 1;
  while (taken.has(`f${n}`)) n++;
  return `f${n}`;
}

/** A card as the form's item list sees it. */
export interface OrderableCard {
  title: string;
  price?: Price;
  order?: boolean;
}

/** One choice of `<select name="item">`; its value is the card's place, which titles (translated) are not. */
export interface FormItem {
  value: string;
  title: string;
  price?: Price;
}

/**
 * The cards a visitor can choose in the form: those with a price or an Order
 * button, in page order. Values are the card's index in the content, so the
 * ingest can find the card in the published snapshot whatever its language.
 */
export function formItems(cards: readonly OrderableCard[]): FormItem[] {
  const out: FormItem[] = [];
  cards.forEach((c, i) => {
    if (c.price || c.order) {
      out.push({ value: String(i), title: c.title, ...(c.price ? { price: c.price } : {}) });
    }
  });
  return out;
}

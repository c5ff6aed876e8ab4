import { z } from "zod";
import { kvJsonInvalid, KV_KEY_MAX, KV_VALUE_MAX } from "../../landing/kv";
import { ADMIN_MESSAGES, invalidJsonMessage, tooLongMessage } from "../messages";
import { defineForm } from "./fields";

/** The admin's landing KV form (SPEC §3 Landing KV, §5 Admin). */

/** SPEC §5's JSON rule (core/landing/kv) as the admin's message, or null when the value is acceptable. */
export const kvJsonError = (key: string, value: string): string | null =>
  kvJsonInvalid(key, value) ? invalidJsonMessage(key) : null;

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

import type { TFunction } from "i18next";
import { FORM_OPTION_MAX, FORM_OPTIONS_MAX, FORM_LABEL_MAX } from "../../../core/landing/limits";
import {
  nextFieldId,
  type Form,
  type FormField,
  type FormFieldKind,
} from "../../../core/landing/form";

/**
 * Issue 24: the editor's edits of the landing's lead form. Every edit keeps the
 * form valid for the strict save (server/state-input): 1–10 fields, ids by
 * core's rule, options only on a select and never empty, so an autosave can
 * never be refused halfway through an edit. Default words are in the PAGE's
 * language: they are the page's content, not the editor's.
 */

/** The editor catalogue (or `ns:key`) in the page's language (all languages are bundled). */
type PageT = (key: string, opts?: Record<string, unknown>) => string;

export const pageT =
  (t: TFunction, lang: string): PageT =>
  (key, opts) =>
    t(key, { ns: "editor", ...opts, lng: lang }) as string;

const KINDS_WITH_PLACEHOLDER: ReadonlySet<FormFieldKind> = new Set([
  "name",
  "phone",
  "email",
  "message",
  "text",
]);
export const takesPlaceholder = (kind: FormFieldKind) => KINDS_WITH_PLACEHOLDER.has(kind);

export const defaultLabel = (kind: FormFieldKind, pt: PageT) =>
  pt(`form.defaultLabels.${kind}`).slice(0, FORM_LABEL_MAX);

const defaultOptions = (pt: PageT) => [1, 2].map((n) => pt("form.defaultOption", { n }));

export function newField(
  kind: FormFieldKind,
  taken: readonly FormField[],
  pt: PageT,
  required = false,
): FormField {
  return {
    id: nextFieldId(taken),
    kind,
    label: defaultLabel(kind, pt),
    required,
    ...(kind === "select" ? { options: defaultOptions(pt) } : {}),
  };
}

/**
 * What a real owner expects of a new form: who is asking and how to call back,
 * both required, and room for a message.
 */
export function newForm(pt: PageT): Form {
  const fields: FormField[] = [];
  fields.push(newField("name", fields, pt, true));
  fields.push(newField("phone", fields, pt, true));
  fields.push(newField("message", fields, pt));
  return {
    enabled: true,
    title: "",
    description: "",
    submitText: "",
    successMessage: "",
    consentText: "",
    privacyPolicyUrl: "",
    fields,
  };
}

/**
 * A field given another kind: options appear (defaults) or go with `select`,
 * a placeholder goes where the page shows none, and a label still at the old
 * kind's default takes the new kind's.
 */
export function withKind(f: FormField, kind: FormFieldKind, pt: PageT): FormField {
  const { options, placeholder, ...rest } = f;
  const label =
    !f.label.trim() || f.label === defaultLabel(f.kind, pt) ? defaultLabel(kind, pt) : f.label;
  return {
    ...rest,
    kind,
    label,
    ...(kind === "select" ? { options: options ?? defaultOptions(pt) } : {}),
    ...(takesPlaceholder(kind) && placeholder ? { placeholder } : {}),
  };
}

export type OptionsProblem = "optionsEmpty" | "optionsTooLong" | "optionsTooMany";

/**
 * The options typed one per line: blank lines dropped, each cut to the limit,
 * at most the limit's count. `options` is null when no line is left (the field
 * keeps its previous ones, since a select needs at least one).
 */
export function readOptions(text: string): {
  options: string[] | null;
  problems: OptionsProblem[];
} {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const problems: OptionsProblem[] = [];
  if (lines.length === 0) return { options: null, problems: ["optionsEmpty"] };
  if (lines.some((l) => l.length > FORM_OPTION_MAX)) problems.push("optionsTooLong");
  if (lines.length > FORM_OPTIONS_MAX) problems.push("optionsTooMany");
  return {
    options: lines.slice(0, FORM_OPTIONS_MAX).map((l) => l.slice(0, FORM_OPTION_MAX).trim()),
    problems,
  };
}

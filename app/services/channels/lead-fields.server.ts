import type { LeadRow } from "../../../db/schema";

/** A lead's field with its input name and, when the page's form still has it, its kind. */
export interface TypedField {
  name: string;
  /** The form field's kind ("name", "phone", "email"…), or null when the form no longer has it. */
  kind: string | null;
  label: string;
  value: string;
}

const parse = (text: string | null | undefined): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * The stored fields (`[{name, label, value}]`) with each one's kind from the
 * landing's published form: a CRM puts a phone where phones go. A field the
 * owner has since removed keeps its label and value, without a kind.
 */
export function typedFields(
  lead: Pick<LeadRow, "fields">,
  publishedContent: string | null | undefined,
): TypedField[] {
  const form = (parse(publishedContent) as { form?: { fields?: unknown } } | null)?.form;
  const kinds = new Map<string, string>();
  if (Array.isArray(form?.fields)) {
    for (const f of form.fields as Array<{ id?: unknown; kind?: unknown }>) {
      if (typeof f?.id === "string" && typeof f.kind === "string") kinds.set(f.id, f.kind);
    }
  }
  const stored = parse(lead.fields);
  if (!Array.isArray(stored)) return [];
  return (stored as Array<{ name?: unknown; label?: unknown; value?: unknown }>).map((f) => {
    const name = String(f?.name ?? "");
    return {
      name,
      kind: kinds.get(name) ?? null,
      label: String(f?.label ?? ""),
      value: String(f?.value ?? ""),
    };
  });
}

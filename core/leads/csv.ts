/**
 * The leads CSV export's rules (issue 25): what a spreadsheet must never read
 * as a formula, and the columns around the owner's own field labels.
 */

/** A UTF-8 byte order mark first, so Excel opens Cyrillic as Cyrillic. */
export const CSV_BOM = "\uFEFF";

/** Rows read from the database per step: the export never holds all leads at once. */
export const CSV_BATCH = 500;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or
 * CR before one) gets a leading `'` (OWASP's CSV injection advice). Visitors
 * type these cells, so every cell goes through here.
 */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The columns before and after the owner's field labels, in the header's order. */
export const CSV_LEADING = ["date", "status", "spam"] as const;
export const CSV_TRAILING = [
  "item",
  "price",
  "page",
  "language",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "consentText",
  "consentAt",
  "policyUrl",
  "id",
] as const;
export type CsvColumn = (typeof CSV_LEADING)[number] | (typeof CSV_TRAILING)[number];

/**
 * One column per distinct field label, in the order first met (newest lead
 * first): two leads with the same label share the column, whatever their field ids.
 */
export class CsvLabels {
  private readonly index = new Map<string, number>();
  add(label: string): void {
    if (!this.index.has(label)) this.index.set(label, this.index.size);
  }
  get list(): string[] {
    return [...this.index.keys()];
  }
  /** The cells for one lead's fields; a label it lacks stays empty, repeated labels join. */
  cells(fields: Array<{ label: string; value: string }>): string[] {
    const out = new Array<string>(this.index.size).fill("");
    for (const f of fields) {
      const i = this.index.get(f.label);
      if (i === undefined) continue;
      out[i] = out[i] ? `${out[i]}; ${f.value}` : f.value;
    }
    return out;
  }
}

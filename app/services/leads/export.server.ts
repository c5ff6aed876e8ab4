import { stringify } from "csv-stringify/sync";
import type { Language } from "../../../core/i18n";
import { formatPrice, PriceSchema } from "../../../core/landing/price";
import {
  CSV_BATCH,
  CSV_BOM,
  CSV_LEADING,
  CSV_TRAILING,
  CsvLabels,
  csvSafe,
  type CsvColumn,
} from "../../../core/leads/csv";
import { DEFAULT_TIME_ZONE, validTimeZone } from "../../../core/time-zone";
import { getLandingByUuid } from "../../../db/queries/landings";
import { leadsOfOwnerAfter, type LeadFilter } from "../../../db/queries/leads";
import type { LeadRow } from "../../../db/schema";
import { namespaceT } from "../accounts/index.server";
import type { AppContext } from "../platform/index.server";
import { reasonPhraseError } from "../platform/index.server";
import { leadFilters, leadView, type LeadView } from "./inbox.server";

type Ctx = Pick<AppContext, "db">;

/**
 * The file's name: the landing's leads or the whole inbox, and the day. The
 * landing is the filter's own (trimmed, as the export used it), reduced to
 * the characters of an id: the raw parameter may carry a line break or a
 * space that no header can hold.
 */
export const leadsCsvName = (day: string, params: URLSearchParams) => {
  const landing = leadFilters(params)
    .landing?.replace(/[^A-Za-z0-9-]/g, "")
    .slice(0, 8);
  return `leads-${landing ? `${landing}-` : ""}${day}.csv`;
};

/**
 * `GET /api/leads/export.csv` (issue 25): the inbox under its current filter as
 * CSV, on every plan. Two walks over the leads, a batch at a time: the first
 * gathers the field labels (one column each), the second writes the rows, so
 * memory holds one batch however many leads there are. Another owner's
 * `landing=` is 404.
 */
export async function exportLeadsCsv(
  ctx: Ctx,
  owner: { id: number },
  params: URLSearchParams,
  opts: { language: Language; timeZone?: string | null },
): Promise<ReadableStream<Uint8Array>> {
  const { landing, status, spam, q } = leadFilters(params);
  if (landing !== undefined) {
    const row = await getLandingByUuid(ctx.db, landing);
    if (!row || row.parent_user !== owner.id) throw reasonPhraseError(404);
  }
  const filter: LeadFilter = { ownerId: owner.id, landing, status, spam, q };
  const t = namespaceT("notices", opts.language);
  // UTM tags keep their own names: every analytics tool calls them so.
  const col = (c: CsvColumn | "other" | "yes" | "no") =>
    c.startsWith("utm_") ? c : t(`leadCsv.${c}`);
  const when = new Intl.DateTimeFormat("sv-SE", {
    timeZone: validTimeZone(opts.timeZone) ?? DEFAULT_TIME_ZONE,
    dateStyle: "short",
    timeStyle: "short",
  });

  // The first walk fixes the columns and where the export ends: a lead that
  // comes in while the file is written is the next export's.
  const labels = new CsvLabels();
  let newest: LeadRow | null = null;
  for await (const row of walk(ctx, filter, null)) {
    newest ??= row;
    for (const f of leadView(row).fields) labels.add(f.label);
  }
  const header = [...CSV_LEADING.map(col), ...labels.list, col("other"), ...CSV_TRAILING.map(col)];

  const cells = (lead: LeadView): string[] => {
    const known = new Set(labels.list);
    const price = PriceSchema.safeParse(lead.item?.price);
    const byColumn: Record<CsvColumn, string> = {
      date: when.format(new Date(lead.createdAt)),
      status: lead.status,
      spam: col(lead.spam ? "yes" : "no"),
      item: lead.item?.title ?? "",
      price: price.success ? formatPrice(price.data, opts.language) : "",
      page: lead.pageUrl,
      language: lead.pageLang,
      referrer: lead.referrer,
      utm_source: lead.utm.source,
      utm_medium: lead.utm.medium,
      utm_campaign: lead.utm.campaign,
      utm_term: lead.utm.term,
      utm_content: lead.utm.content,
      consentText: lead.consent.text,
      consentAt: lead.consent.at,
      policyUrl: lead.consent.policyUrl,
      id: lead.id,
    };
    // A label first seen after the first walk (a lead changed meanwhile) still reaches the file.
    const other = lead.fields
      .filter((f) => !known.has(f.label))
      .map((f) => `${f.label}: ${f.value}`)
      .join("; ");
    return [
      ...CSV_LEADING.map((c) => byColumn[c]),
      ...labels.cells(lead.fields),
      other,
      ...CSV_TRAILING.map((c) => byColumn[c]),
    ].map(csvSafe);
  };

  const encoder = new TextEncoder();
  const rows = newest ? walk(ctx, filter, null, newest) : null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + stringify([header.map(csvSafe)])));
    },
    async pull(controller) {
      const batch: string[][] = [];
      while (rows && batch.length < CSV_BATCH) {
        const next = await rows.next();
        if (next.done) break;
        batch.push(cells(leadView(next.value)));
      }
      if (batch.length > 0) controller.enqueue(encoder.encode(stringify(batch)));
      if (batch.length < CSV_BATCH) controller.close();
    },
    async cancel() {
      await rows?.return(undefined);
    },
  });
}

/** The filter's leads, newest first, a batch per query; with `until`, none newer than it. */
async function* walk(
  ctx: Ctx,
  filter: LeadFilter,
  start: LeadRow | null,
  until?: LeadRow,
): AsyncGenerator<LeadRow, void, undefined> {
  const bound = until && { createdAt: until.created_at, id: until.id };
  let after = start ? { createdAt: start.created_at, id: start.id } : null;
  for (;;) {
    const rows = await leadsOfOwnerAfter(ctx.db, filter, after, CSV_BATCH, bound);
    yield* rows;
    if (rows.length < CSV_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

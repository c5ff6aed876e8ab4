import { parseServerContent } from "../../../core/landing/parse";
import { LEAD_SEND_TIMEOUT_MS } from "../../../core/leads/delivery";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import { getLandingByUuid } from "../../../db/queries/landings";
import { getLeadById } from "../../../db/queries/leads";
import { listLeadDeliveries, recordLeadDelivery } from "../../../db/queries/lead-deliveries";
import type { LandingRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import { leadView } from "./inbox.server";
import { leadMail } from "./notify-mail.server";

type Ctx = Pick<AppContext, "db" | "mailer" | "config" | "now">;

const CHANNEL = "email";
const MAX_ERROR_CHARS = 500;

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer from the mail server in ${ms / 1000} s`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The value of the published form's email field, if the lead has one. */
function visitorEmail(landing: LandingRow | undefined, fieldsJson: string): string | undefined {
  if (!landing?.published_content) return undefined;
  try {
    const form = parseServerContent(JSON.parse(landing.published_content)).form;
    const emailIds = new Set(form?.fields.filter((f) => f.kind === "email").map((f) => f.id));
    const fields = JSON.parse(fieldsJson) as Array<{ name?: unknown; value?: unknown }>;
    const hit = fields.find((f) => typeof f.name === "string" && emailIds.has(f.name));
    return typeof hit?.value === "string" ? hit.value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One attempt to mail a lead to its owner (`lead.notify.email`). Re-reads the
 * lead: gone, spam again or already sent means nothing to do (delivery is at
 * least once, and a retry after a sent mail must not send a second). A failed
 * send is recorded with its error, `pending` while tries remain and `failed`
 * after the last, then thrown so the runner retries on the delivery schedule.
 */
export async function deliverLeadMail(
  ctx: Ctx,
  leadId: string,
  attempt: { last: boolean },
): Promise<string> {
  const lead = await getLeadById(ctx.db, leadId);
  if (!lead) return "skipped: the lead is gone";
  if (lead.spam === 1) return "skipped: spam";
  const delivery = (await listLeadDeliveries(ctx.db, leadId)).find((d) => d.channel === CHANNEL);
  if (delivery?.status === "sent") return "skipped: sent already";
  const owner = await findUserById(ctx.db, lead.owner_id);
  if (!owner) return "skipped: the owner is gone";
  const [landing, settings] = await Promise.all([
    getLandingByUuid(ctx.db, lead.landing_uuid),
    findUserSettings(ctx.db, owner.id),
  ]);
  const view = leadView(lead);
  const message = leadMail({
    to: owner.email,
    language: settings?.language,
    appUrl: ctx.config.appUrl,
    project: landing?.projectname || landing?.companyname || "",
    lead: { id: lead.id, fields: view.fields, item: view.item, pageUrl: view.pageUrl },
    visitorEmail: visitorEmail(landing, lead.fields),
  });
  try {
    await withTimeout(ctx.mailer.send(message), LEAD_SEND_TIMEOUT_MS);
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)) || "error";
    await recordLeadDelivery(ctx.db, leadId, CHANNEL, {
      status: attempt.last ? "failed" : "pending",
      error: text.slice(0, MAX_ERROR_CHARS),
      now: ctx.now().toISOString(),
    });
    throw error;
  }
  await recordLeadDelivery(ctx.db, leadId, CHANNEL, {
    status: "sent",
    now: ctx.now().toISOString(),
  });
  return "sent";
}

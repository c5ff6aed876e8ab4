import type { CallOutcome, ChannelDriver, ChannelLead } from "./driver";
import { outboundPort, replyOutcome } from "./webhook.server";

/**
 * Issue 25: the Bitrix24 preset. The owner pastes the portal's incoming
 * webhook, `https://{portal}/rest/{user}/{code}/` (any host: a self-hosted
 * Bitrix24 has its own domain), and each lead becomes `crm.lead.add` with a
 * JSON body `{fields: {...}}`, through the same filtered port as webhooks.
 * The URL carries the portal's credential: it is never logged.
 */
export const BITRIX24_METHOD = "crm.lead.add.json";

export const bitrix24MethodUrl = (url: string): string =>
  `${url.endsWith("/") ? url : `${url}/`}${BITRIX24_METHOD}`;

const multi = (values: string[]) => values.map((VALUE) => ({ VALUE, VALUE_TYPE: "WORK" }));

/** The lead's `fields` for crm.lead.add. */
export function bitrix24Fields(lead: ChannelLead): Record<string, unknown> {
  const filled = lead.typedFields.filter((f) => f.value.trim() !== "");
  const name = filled.find((f) => f.kind === "name");
  const phones = filled.filter((f) => f.kind === "phone");
  const emails = filled.filter((f) => f.kind === "email");
  const mapped = new Set([name, ...phones, ...emails]);
  const subject = lead.item?.title || filled[0]?.value || lead.id;
  const comments = filled
    .filter((f) => !mapped.has(f))
    .map((f) => `${f.label || f.name}: ${f.value}`)
    .join("\n");
  return {
    TITLE: lead.project ? `${lead.project}: ${subject}` : subject,
    ...(name && { NAME: name.value }),
    ...(phones.length > 0 && { PHONE: multi(phones.map((f) => f.value)) }),
    ...(emails.length > 0 && { EMAIL: multi(emails.map((f) => f.value)) }),
    ...(comments && { COMMENTS: comments }),
    SOURCE_ID: "WEB",
    SOURCE_DESCRIPTION: lead.pageUrl,
    UTM_SOURCE: lead.utm.source,
    UTM_MEDIUM: lead.utm.medium,
    UTM_CAMPAIGN: lead.utm.campaign,
    UTM_CONTENT: lead.utm.content,
    UTM_TERM: lead.utm.term,
  };
}

/** Bitrix24 answers its errors as `{error, error_description}`, with 200 as well as 400. */
function bitrixError(answer: string | undefined): string | null {
  try {
    const parsed = JSON.parse(answer ?? "") as { error?: unknown; error_description?: unknown };
    if (parsed && typeof parsed === "object" && parsed.error) {
      const description = parsed.error_description ? `: ${String(parsed.error_description)}` : "";
      return `Bitrix24 ${String(parsed.error)}${description}`;
    }
  } catch {
    // Not JSON: the status decides.
  }
  return null;
}

export const bitrix24Driver: ChannelDriver = {
  kind: "bitrix24",
  async send(ctx, channel, lead): Promise<CallOutcome> {
    if (!channel.url) return { ok: false, durationMs: 0, error: "no URL" };
    const body = JSON.stringify({ fields: bitrix24Fields(lead) });
    const outcome = replyOutcome(
      await outboundPort(ctx).postJson(bitrix24MethodUrl(channel.url), body, {
        accept: "application/json",
      }),
    );
    const error = bitrixError(outcome.answer);
    return error ? { ...outcome, ok: false, error } : outcome;
  },
};

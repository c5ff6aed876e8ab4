import { accountLanguage } from "../../../core/i18n";
import { leadInboxUrl } from "../../../core/leads/delivery";
import { isEmail } from "../../../core/leads/validate";
import { escapeHtml } from "../../../core/overlay";
import { formatPrice, PriceSchema } from "../../../core/landing/price";
import { namespaceT } from "../accounts/index.server";
import { isPlainAddress, type MailMessage } from "../platform/index.server";

/**
 * The owner's mail about a new lead (issue 24), in the owner's language
 * (`notices` catalogue). Every visitor value is text: escaped in the HTML part,
 * never in a header. Reply-To is the visitor's address only when it is one
 * plain valid address; the mail goes to the owner alone, never to the visitor.
 */
export interface LeadMailInput {
  /** The account's email. */
  to: string;
  /** The owner's UI language. */
  language: string | null | undefined;
  appUrl: string;
  project: string;
  lead: {
    id: string;
    fields: ReadonlyArray<{ label: string; value: string }>;
    item: { title: string; price?: unknown } | null;
    pageUrl: string;
  };
  /** The value of the form's email field, as typed; used only when it is a valid address. */
  visitorEmail?: string;
}

// Every control character and line separator: none may reach a header line.
// eslint-disable-next-line no-control-regex
const BREAKS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** One line of text for a header: breaks and control characters become one space. */
export const headerText = (s: string): string => s.replace(BREAKS, " ").trim();

const html = (s: string): string => escapeHtml(s).replace(/\r\n|\r|\n/g, "<br>");

export function leadMail(input: LeadMailInput): MailMessage {
  const lng = accountLanguage(input.language);
  const t = namespaceT("notices", lng);
  const project = headerText(input.project) || t("leadUntitled");
  const link = leadInboxUrl(input.appUrl, input.lead.id);
  const rows: Array<[string, string]> = input.lead.fields.map((f) => [f.label, f.value]);
  const item = input.lead.item;
  if (item) {
    const price = PriceSchema.safeParse(item.price);
    rows.push([
      t("leadItem"),
      price.success ? `${item.title} — ${formatPrice(price.data, lng)}` : item.title,
    ]);
  }
  const page: Array<[string, string]> = input.lead.pageUrl
    ? [[t("leadPage"), input.lead.pageUrl]]
    : [];
  const email = input.visitorEmail?.trim();
  // The mailer's own test: an address it would refuse is left out, not a mail that fails on every retry.
  const replyTo = email && isEmail(email) && isPlainAddress(email) ? email : undefined;
  const intro = t("leadIntro", { project });
  const lines = [
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    // The inbox link first: the local file mailer logs a mail's first link.
    `${t("leadOpen")}: ${link}`,
    ...page.map(([label, value]) => `${label}: ${value}`),
    ...(replyTo ? ["", t("leadReplyHint")] : []),
    "",
    t("leadSignature"),
  ];
  const htmlBody = [
    `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"></head>`,
    `<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#111827;line-height:1.5">`,
    `<p>${html(intro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse">`,
    ...[...rows, ...page].map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${html(label)}</th><td style="padding:4px 0">${html(value)}</td></tr>`,
    ),
    `</table>`,
    `<p><a href="${escapeHtml(link)}">${html(t("leadOpen"))}</a></p>`,
    ...(replyTo ? [`<p>${html(t("leadReplyHint"))}</p>`] : []),
    `<p>${html(t("leadSignature"))}</p>`,
    `</body></html>`,
  ].join("\n");
  const message: MailMessage = {
    to: input.to,
    subject: headerText(t("leadSubject", { project })),
    text: lines.join("\n"),
    html: htmlBody,
  };
  return replyTo ? { ...message, replyTo } : message;
}

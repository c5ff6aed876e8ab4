import type { ChannelOffReason } from "../../../core/leads/channels";
import { escapeHtml } from "../../../core/overlay";
import { getLandingByUuid } from "../../../db/queries/landings";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import type { LeadChannelRow } from "../../../db/schema";
import { namespaceT } from "../accounts/index.server";
import { log } from "../ops/index.server";
import type { AppContext, MailMessage } from "../platform/index.server";

/**
 * The owner's mail when one of their channels is switched off (issue 25):
 * a Telegram chat that blocked the bot, or an endpoint failing for 5 days.
 * Sent once, by whoever switched the channel off (deliver.server.ts), in the
 * owner's language (`notices` catalogue, `channelOff.*`). Leads keep being
 * stored and mailed; the mail says where to connect the channel again.
 */

/** How the mail names the channel: never a URL with its secret path, only a host. */
function channelName(channel: LeadChannelRow): string {
  if (channel.kind === "telegram") return channel.chat_title || "Telegram";
  if (channel.kind === "bitrix24") return "Bitrix24";
  try {
    return new URL(channel.url ?? "").host;
  } catch {
    return "webhook";
  }
}

export function channelOffMail(input: {
  to: string;
  language: string | null | undefined;
  appUrl: string;
  project: string;
  landingUuid: string;
  channel: LeadChannelRow;
  reason: Exclude<ChannelOffReason, "owner">;
}): MailMessage {
  const t = namespaceT("notices", input.language);
  const values = {
    project: input.project || t("leadUntitled"),
    channel: channelName(input.channel),
  };
  const body = t(`channelOff.${input.reason}`, values);
  const keep = t("channelOff.keep");
  const link = `${input.appUrl}/e/${encodeURIComponent(input.landingUuid)}`;
  const open = t("channelOff.open");
  return {
    to: input.to,
    subject: t("channelOff.subject", values).replace(/[\r\n]+/g, " "),
    text: [body, "", keep, "", `${open}: ${link}`, "", t("leadSignature")].join("\n"),
    html: [
      `<!doctype html><html><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(keep)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(open)}</a></p>`,
      `<p>${escapeHtml(t("leadSignature"))}</p>`,
      `</body></html>`,
    ].join("\n"),
  };
}

/**
 * Mails the owner that `channel` was switched off. Best effort: a mail that
 * cannot be sent is logged, never turning the delivery's outcome into an error.
 */
export async function mailChannelOff(
  ctx: AppContext,
  channel: LeadChannelRow,
  reason: Exclude<ChannelOffReason, "owner">,
): Promise<void> {
  try {
    const [owner, settings, landing] = await Promise.all([
      findUserById(ctx.db, channel.owner_id),
      findUserSettings(ctx.db, channel.owner_id),
      getLandingByUuid(ctx.db, channel.landing_uuid),
    ]);
    if (!owner) return;
    await ctx.mailer.send(
      channelOffMail({
        to: owner.email,
        language: settings?.language,
        appUrl: ctx.config.appUrl,
        project: landing?.projectname || landing?.companyname || "",
        landingUuid: channel.landing_uuid,
        channel,
        reason,
      }),
    );
  } catch (error) {
    log.error("channel-off mail failed", {
      channelId: channel.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

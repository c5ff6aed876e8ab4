import { leadInboxUrl } from "../../../core/leads/delivery";
import { getLandingByUuid } from "../../../db/queries/landings";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import type { LeadChannelRow } from "../../../db/schema";
import { namespaceT } from "../accounts/index.server";
import { log } from "../ops/index.server";
import type { AppContext } from "../platform/index.server";

/**
 * Issue 25: the owner's mail when a lead's delivery to a channel has failed
 * after its last retry, in the owner's language (`channels` catalogue,
 * `mail.*`). The error is the log's one line, which never holds a secret; the
 * link opens the lead in the inbox, where it is safe. (A channel switched off
 * is channel-mail.server.ts.) Best effort: a mail that cannot be sent is
 * logged, never turned into the delivery's error.
 */
export async function mailDeliveryFailed(
  ctx: Pick<AppContext, "db" | "config" | "mailer">,
  channel: Pick<LeadChannelRow, "id" | "kind" | "owner_id" | "landing_uuid">,
  leadId: string,
  error: string,
): Promise<void> {
  try {
    const [owner, settings, landing] = await Promise.all([
      findUserById(ctx.db, channel.owner_id),
      findUserSettings(ctx.db, channel.owner_id),
      getLandingByUuid(ctx.db, channel.landing_uuid),
    ]);
    if (!owner?.email) return;
    const t = namespaceT("channels", settings?.language);
    const values = {
      name: owner.name || owner.email,
      project: landing?.projectname || landing?.companyname || t("mail.untitled"),
      channel: t(`mail.kind.${channel.kind}`),
      error,
      link: leadInboxUrl(ctx.config.appUrl, leadId),
    };
    await ctx.mailer.send({
      to: owner.email,
      subject: t("mail.failedSubject", values).replace(/[\r\n]+/g, " "),
      text: t("mail.failedText", values),
    });
  } catch (e) {
    log.error("delivery-failed mail failed", {
      channelId: channel.id,
      error: e instanceof Error ? e.message : String(e),
    });
  }
}

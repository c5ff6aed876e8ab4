import type { TFunction } from "i18next";
import { accountLanguage } from "../../../core/i18n";
import {
  forgetPlanNotice,
  recordPlanNotice,
  type PlanNoticeKind,
} from "../../../db/queries/plan-notices";
import { namespaceT } from "../accounts/index.server";
import type { Config } from "../platform/index.server";
import type { MailMessage } from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { unsubscribeUrl } from "../settings/index.server";

/** A server-side translator for the plan mails (`notices` namespace). */
export const noticesT = (language: string | null | undefined): TFunction =>
  namespaceT("notices", language);

/** Plan dates are shown as a calendar date in Moscow time, where the product's dates are set. */
export function formatPlanDate(date: Date, language: string | null | undefined): string {
  const lng = accountLanguage(language);
  return new Intl.DateTimeFormat(lng, { dateStyle: "long", timeZone: "Europe/Moscow" }).format(
    date,
  );
}

/** Where a plan mail sends the owner: the plans page. */
export const plansLink = (config: Pick<Config, "appUrl">): string => `${config.appUrl}/s`;

/**
 * The List-Unsubscribe URL of a reminder: reminders are "system messages"
 * (not transactional), so one click turns that list off (RFC 8058).
 */
export function reminderListUnsubscribe(
  config: Pick<Config, "appUrl" | "sessionSecret">,
  userId: number,
): string {
  return unsubscribeUrl(config, userId, "system");
}

interface Recipient {
  to: string;
  name: string;
  language: string | null | undefined;
}

export function reminderMail(
  r: Recipient & { expiry: Date; daysLeft: number; link: string; listUnsubscribe?: string },
): MailMessage {
  const t = noticesT(r.language);
  const msg: MailMessage = {
    to: r.to,
    subject: t("reminderSubject", { inDays: t("inDays", { count: r.daysLeft }) }),
    text: t("reminderText", {
      name: r.name,
      date: formatPlanDate(r.expiry, r.language),
      daysLeft: t("daysLeft", { count: r.daysLeft }),
      link: r.link,
    }),
  };
  return r.listUnsubscribe ? { ...msg, listUnsubscribe: r.listUnsubscribe } : msg;
}

/** The page is hidden now: transactional (about the service itself), no List-Unsubscribe. */
export function expiredMail(r: Recipient & { expiry: Date; link: string }): MailMessage {
  const t = noticesT(r.language);
  return {
    to: r.to,
    subject: t("expiredSubject"),
    text: t("expiredText", {
      name: r.name,
      date: formatPlanDate(r.expiry, r.language),
      link: r.link,
    }),
  };
}

/**
 * At most one mail per (user, expiry, kind): the notice is recorded first and
 * the unique index lets exactly one run through. If sending fails, the record
 * is taken back so the retry can send; a crash between record and send loses
 * that one mail rather than risking a second.
 */
export async function sendPlanNoticeOnce(
  app: Pick<AppContext, "db" | "mailer" | "now">,
  notice: { userId: number; expiry: string; kind: PlanNoticeKind; taskId: number | null },
  message: () => MailMessage,
): Promise<boolean> {
  const recorded = await recordPlanNotice(app.db, {
    user_id: notice.userId,
    expiry: notice.expiry,
    kind: notice.kind,
    task_id: notice.taskId,
    created_at: app.now().toISOString(),
  });
  if (!recorded) return false;
  try {
    await app.mailer.send(message());
  } catch (error) {
    await forgetPlanNotice(app.db, notice.userId, notice.expiry, notice.kind);
    throw error;
  }
  return true;
}

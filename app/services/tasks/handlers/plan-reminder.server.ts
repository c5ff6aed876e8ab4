import { daysLeftUntil, toDate } from "../../../../core/expiry";
import { accountExpired } from "../../../../core/plans";
import { findUserSettings } from "../../../../db/queries/user-settings";
import { findUserById } from "../../../../db/queries/users";
import {
  plansLink,
  reminderListUnsubscribe,
  reminderMail,
  sendPlanNoticeOnce,
} from "../notices-mail.server";
import { planReminderPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `plan.reminder` {userId, expiry, kind: "7d"|"1d"}: "your plan ends in N days".
 * Re-reads the account when it runs and sends nothing if the expiry is no
 * longer the one planned for (paid, or changed by an admin), the plan has
 * ended already, the owner cancelled renewal or turned system messages off,
 * or this notice went out before.
 */
export const planReminder = defineHandler({
  name: "plan.reminder",
  payload: planReminderPayload,
  async run({ app, task, payload }) {
    const user = await findUserById(app.db, payload.userId);
    if (!user) return "skipped: account deleted";
    const current = toDate(user.tariff_expiration_date);
    if (!current || current.toISOString() !== payload.expiry) return "skipped: expiry changed";
    const now = app.now();
    if (accountExpired(user, now)) return "skipped: already expired";
    if (user.renewal_reminders_off === 1) return "skipped: renewal cancelled";
    const settings = await findUserSettings(app.db, user.id);
    if (settings?.system_messages_enabled === 0) return "skipped: system messages off";

    const sent = await sendPlanNoticeOnce(
      app,
      {
        userId: user.id,
        expiry: payload.expiry,
        kind: `reminder_${payload.kind}`,
        taskId: task.id,
      },
      () =>
        reminderMail({
          to: user.email,
          name: user.name,
          language: settings?.language,
          expiry: current,
          daysLeft: Math.max(1, daysLeftUntil(current, now)),
          link: plansLink(app.config),
          listUnsubscribe: reminderListUnsubscribe(app.config, user.id),
        }),
    );
    return sent ? "sent" : "skipped: already sent";
  },
});

import { toDate } from "../../../../core/expiry";
import { accountExpired } from "../../../../core/plans";
import { findUserSettings } from "../../../../db/queries/user-settings";
import { findUserById } from "../../../../db/queries/users";
import { afterPlanChange } from "../../accounts/index.server";
import { expiredMail, plansLink, sendPlanNoticeOnce } from "../notices-mail.server";
import { planExpiredPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `plan.expired` {userId, expiry?}: at the expiry, what follows every plan
 * change (accounts afterPlanChange: the page was already dark at the edge by
 * its date; now PRO is off in its meta, and its PRO colours and language
 * versions are gone from what it is rendered from) and one mail says the
 * pages are hidden and how to bring them back. Acts on the account's current
 * expiry; no mail when the account is not expired any more (paid or extended)
 * or was told about this expiry already.
 */
export const planExpired = defineHandler({
  name: "plan.expired",
  payload: planExpiredPayload,
  async run({ app, task, payload }) {
    const user = await findUserById(app.db, payload.userId);
    if (!user) return "skipped: account deleted";
    const { metaRewritten: pages } = await afterPlanChange(app, user.id);
    const current = toDate(user.tariff_expiration_date);
    if (!current || !accountExpired(user, app.now())) {
      return `skipped: not expired (meta of ${pages} page(s) refreshed)`;
    }
    const settings = await findUserSettings(app.db, user.id);
    const sent = await sendPlanNoticeOnce(
      app,
      { userId: user.id, expiry: current.toISOString(), kind: "expired", taskId: task.id },
      () =>
        expiredMail({
          to: user.email,
          name: user.name,
          language: settings?.language,
          expiry: current,
          link: plansLink(app.config),
        }),
    );
    return `${sent ? "sent" : "skipped: already sent"} (meta of ${pages} page(s) refreshed)`;
  },
});

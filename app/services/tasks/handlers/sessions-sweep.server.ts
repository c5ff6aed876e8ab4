import { DAY_MS } from "../../../../core/time";
import { deleteStaleSessions } from "../../../../db/queries/sessions";
import { deleteStaleTokens } from "../../../../db/queries/token-sweep";
import { deleteExpiredTelegramLinkTokens } from "../../../../db/queries/telegram-link-tokens";
import { SESSION_IDLE_MS } from "../../accounts/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/** Used or expired one-time tokens stay this long, so a late click still reads "expired"/"used". */
export const TOKEN_RETENTION_MS = 7 * DAY_MS;

/**
 * `sessions.sweep`, daily: deletes sessions past their absolute expiry or idle
 * for longer than the idle limit, and one-time tokens (Telegram deep links'
 * too) used or expired more than a week ago. Nothing else is touched.
 */
export const sessionsSweep = defineHandler({
  name: "sessions.sweep",
  payload: noPayload,
  async run({ app }) {
    await planNextDailyRun(app, "sessions.sweep");
    const now = app.now().getTime();
    const sessions = await deleteStaleSessions(
      app.db,
      new Date(now).toISOString(),
      new Date(now - SESSION_IDLE_MS).toISOString(),
    );
    const before = new Date(now - TOKEN_RETENTION_MS).toISOString();
    // Telegram deep links' tokens (issue 25) too: a late /start still hears "used or expired".
    const tokens =
      (await deleteStaleTokens(app.db, before)) +
      (await deleteExpiredTelegramLinkTokens(app.db, before));
    return `${sessions} session(s), ${tokens} token(s) deleted`;
  },
});

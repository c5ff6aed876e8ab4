import { settingsPositionOf } from "../../../core/account/positions";
import { subscriptionType, type UserSettingsAnswer } from "../../../core/account/settings";
import { accountLanguage, defaultLanguage } from "../../../core/i18n";
import type { Executor } from "../../../db/database";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import { pendingEmail } from "../accounts/index.server";
import { uploadUsage } from "../landings/index.server";

export type { UserSettingsAnswer };

/** SPEC §3 defaults, for an account that has no settings row yet. */
export const SETTINGS_DEFAULTS = {
  language: defaultLanguage,
  newsletter_enabled: false,
  system_messages_enabled: true,
  hide_ads_enabled: false,
  hide_logo_enabled: false,
  avatar_url: null,
} as const;

export async function getSettings(
  ctx: { db: Executor; now: () => Date },
  userId: number,
): Promise<UserSettingsAnswer | null> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return null;
  const s = await findUserSettings(ctx.db, userId);
  const now = ctx.now();
  const uploads = await uploadUsage(ctx, userId);
  return {
    name: user.name,
    // Its Settings value (SPEC's two lists); anything else as stored.
    position: settingsPositionOf(user.position) ?? user.position,
    location: user.location,
    phone: user.phone,
    email: user.email,
    pending_email: await pendingEmail(ctx.db, userId, now),
    language: accountLanguage(s?.language),
    newsletter_enabled: s ? s.newsletter_enabled === 1 : SETTINGS_DEFAULTS.newsletter_enabled,
    system_messages_enabled: s
      ? s.system_messages_enabled === 1
      : SETTINGS_DEFAULTS.system_messages_enabled,
    hide_ads_enabled: s ? s.hide_ads_enabled === 1 : SETTINGS_DEFAULTS.hide_ads_enabled,
    hide_logo_enabled: s ? s.hide_logo_enabled === 1 : SETTINGS_DEFAULTS.hide_logo_enabled,
    avatar_url: s?.avatar_url ?? SETTINGS_DEFAULTS.avatar_url,
    subscription_type: subscriptionType(user, now),
    expiration_date: user.tariff_expiration_date,
    uploads_used_bytes: uploads.used,
    uploads_quota_bytes: uploads.quota,
  };
}

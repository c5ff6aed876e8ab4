import type { Updateable } from "kysely";
import {
  proViolation,
  subscriptionType,
  validateSettings,
  type SettingsPatch,
} from "../../../core/account/settings";
import type { Language } from "../../../core/i18n";
import { iso } from "../../../db/clock";
import { listAllPublished } from "../../../db/queries/landings";
import { expireUserTokensOfKinds } from "../../../db/queries/one-time-tokens";
import { deleteUserSessions } from "../../../db/queries/sessions";
import {
  findUserSettings,
  insertUserSettings,
  updateUserSettings,
} from "../../../db/queries/user-settings";
import { findUserById, setPasswordHash, updateUserRow } from "../../../db/queries/users";
import type { UserSettingsTable, UserUpdate } from "../../../db/schema";
import { hashPassword } from "../accounts/index.server";
import { rebuildLocked } from "../publishing/index.server";
import type { AppContext } from "../platform/index.server";
import type { ActiveSession } from "../accounts/index.server";
import { requestEmailChange } from "../accounts/index.server";
import { passwordChangedMail } from "../accounts/index.server";
import { failure, type SettingsFailure } from "./messages.server";
import { checkCurrentPassword } from "./password.server";
import { getSettings, SETTINGS_DEFAULTS, type UserSettingsAnswer } from "./read.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "mailer" | "now">;

/** POST /api/language: the interface language a signed-in user picked follows them to every device. */
export async function saveLanguage(
  ctx: Pick<AppContext, "db">,
  userId: number,
  language: Language,
): Promise<void> {
  await updateUserSettings(ctx.db, userId, { language });
}

export interface SettingsSaved {
  ok: true;
  settings: UserSettingsAnswer;
  /** Set when `language` was in the payload: the route stores it in the cookie too. */
  language: Language | null;
  /** The new address waiting for its link, when this save asked for one. */
  emailChangeSent: string | null;
  /** Other sessions ended by a password change. */
  revokedSessions: number;
}

/**
 * Re-renders the owner's published pages from their published content (the
 * "Made with Vitrina" badge is in the HTML); unchanged pages are not written.
 */
export async function rebuildOwnerPages(ctx: Ctx, userId: number): Promise<number> {
  let written = 0;
  for (const landing of await listAllPublished(ctx.db, { userId }, ctx.now())) {
    if ((await rebuildLocked(ctx, landing)) === "written") written++;
  }
  return written;
}

const userColumns = (p: SettingsPatch): UserUpdate => ({
  ...(p.name !== undefined && { name: p.name }),
  ...(p.position !== undefined && { position: p.position }),
  ...(p.location !== undefined && { location: p.location }),
  ...(p.phone !== undefined && { phone: p.phone }),
});

const settingsColumns = (p: SettingsPatch): Updateable<UserSettingsTable> => ({
  ...(p.language !== undefined && { language: p.language }),
  ...(p.newsletter_enabled !== undefined && { newsletter_enabled: p.newsletter_enabled ? 1 : 0 }),
  ...(p.system_messages_enabled !== undefined && {
    system_messages_enabled: p.system_messages_enabled ? 1 : 0,
  }),
  ...(p.hide_ads_enabled !== undefined && { hide_ads_enabled: p.hide_ads_enabled ? 1 : 0 }),
  ...(p.hide_logo_enabled !== undefined && { hide_logo_enabled: p.hide_logo_enabled ? 1 : 0 }),
});

/**
 * POST /api/auth/settings (SPEC §5 "Settings save"): a partial update. Every
 * check runs before anything is written — payload rules, PRO, the current
 * password, the new address — so a refused save changes nothing.
 */
export async function saveSettings(
  ctx: Ctx,
  request: Request,
  session: ActiveSession,
  raw: Record<string, unknown>,
): Promise<SettingsSaved | SettingsFailure> {
  const userId = session.user.id;
  const user = await findUserById(ctx.db, userId);
  if (!user) return failure(401, "sessionExpired");
  const v = validateSettings(raw, { email: user.email, position: user.position });
  if (!v.ok) return failure(400, v.error, { field: v.field, fields: v.fields });
  const { patch } = v;

  const stored = await findUserSettings(ctx.db, userId);
  const storedLogo = stored ? stored.hide_logo_enabled === 1 : SETTINGS_DEFAULTS.hide_logo_enabled;
  const pro = subscriptionType(user, ctx.now()) === "pro";
  const locked = proViolation(
    patch,
    {
      hide_ads_enabled: stored ? stored.hide_ads_enabled === 1 : SETTINGS_DEFAULTS.hide_ads_enabled,
      hide_logo_enabled: storedLogo,
    },
    pro,
  );
  if (locked) return failure(403, "proRequired", { field: locked });

  if (v.emailChange !== null || v.passwordChange !== null) {
    const refused = await checkCurrentPassword(request, user, v.currentPassword ?? "");
    if (refused) return refused;
  }

  let emailChangeSent: string | null = null;
  if (v.emailChange !== null) {
    const r = await requestEmailChange(ctx, userId, v.emailChange);
    if (!r.ok) {
      if (r.reason === "emailExists") return failure(409, "emailExists", { field: "email" });
      if (r.reason === "tooManyAttempts")
        return failure(429, "tooManyAttempts", { field: "email" });
      return failure(502, "updateFailed", { field: "email" });
    }
    emailChangeSent = r.pending;
  }

  const newHash = v.passwordChange ? await hashPassword(v.passwordChange.next) : null;
  const now = ctx.now();
  let revokedSessions = 0;
  await ctx.db.transaction().execute(async (trx) => {
    await updateUserRow(trx, userId, userColumns(patch));
    const columns = settingsColumns(patch);
    if (Object.keys(columns).length) {
      await insertUserSettings(trx, { user_id: userId });
      await updateUserSettings(trx, userId, columns);
    }
    if (newHash) {
      await setPasswordHash(trx, userId, newHash);
      // Links mailed before the change must not undo it.
      await expireUserTokensOfKinds(trx, userId, ["password_reset"], iso(now));
      revokedSessions = await deleteUserSessions(trx, userId, session.idHash);
    }
  });

  if (newHash) {
    try {
      await ctx.mailer.send(
        passwordChangedMail(
          user.email,
          patch.name ?? user.name,
          `${ctx.config.appUrl}/forgot-password`,
          patch.language ?? stored?.language ?? SETTINGS_DEFAULTS.language,
        ),
      );
    } catch (err) {
      // The password is changed either way; the notice is best effort.
      console.error("[mail] password changed notice failed:", err);
    }
  }

  // The badge is in the page HTML: rewrite the owner's pages before answering.
  if (patch.hide_logo_enabled !== undefined && patch.hide_logo_enabled !== storedLogo) {
    await rebuildOwnerPages(ctx, userId);
  }

  const settings = await getSettings(ctx, userId);
  if (!settings) return failure(401, "sessionExpired");
  return {
    ok: true,
    settings,
    language: patch.language ?? null,
    emailChangeSent,
    revokedSessions,
  };
}

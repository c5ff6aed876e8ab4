/**
 * Settings (issue 9): the face of app/services/settings/ to the routes.
 *
 *   read            GET /api/auth/settings
 *   save            POST /api/auth/settings (partial update; SPEC §5 rules in core/account/settings),
 *                   the language of POST /api/language
 *   email-change    the pending address, its link and the old address's "this wasn't me" link
 *   password        the current-password check shared by save and delete
 *   avatar          POST/DELETE /api/auth/avatar (square WebPs 96/192/320)
 *   sessions        GET /api/auth/sessions, POST /api/auth/sessions/revoke-others
 *   delete-account  POST /api/auth/account/delete
 *   erase-account   the account and all it owns, for the owner's and the admin's deletion
 *   unsubscribe     POST /api/unsubscribe/{token}, unsubscribeUrl() for mail
 *   messages        JSON failures with SPEC §8 keys
 */
export { getSettings, SETTINGS_DEFAULTS, type UserSettingsAnswer } from "./read.server";
export { rebuildOwnerPages, saveLanguage, saveSettings, type SettingsSaved } from "./save.server";
export { avatarFailure, readAvatarUpload, removeAvatar, uploadAvatar } from "./avatar.server";
export {
  listSessions,
  revokeOtherSessions,
  sessionHandle,
  type SessionListItem,
} from "./sessions.server";
export { deleteAccount } from "./delete-account.server";
export { eraseAccount } from "./erase-account.server";
export {
  readUnsubscribeToken,
  unsubscribe,
  unsubscribeToken,
  unsubscribeUrl,
  UNSUBSCRIBE_KINDS,
  type UnsubscribeKind,
} from "./unsubscribe.server";
export {
  failure,
  settingsFailureResponse,
  settingsT,
  type SettingsFailure,
} from "./messages.server";

// The accounts feature's face: routes, scripts and other features import only this file.
export {
  SESSION_IDLE_MS,
  buildSessionUser,
  clearSessionCookie,
  forgetSession,
  getSessionUser,
  isAdminId,
  loadSession,
  refuseWhileImpersonating,
  requireAdmin,
  requireSession,
  requireUser,
  revokeUserSessions,
  sessionCookieName,
  startSession,
} from "./session.server";
export type { ActiveSession, SessionUser } from "./session.server";
export { hasLiveSession } from "./live-session.server";
export { userJson, userJsonAction } from "./user-json.server";
export { XSRF_FIELD, XSRF_HEADER, isValidXsrf, xsrfTokenFor } from "./xsrf.server";
export {
  changeEmail,
  checkEmailConfirm,
  completePasswordReset,
  confirmEmail,
  login,
  logout,
  register,
  requestPasswordReset,
  resendConfirmation,
  sendConfirmation,
  sendPasswordResetLink,
  updateUser,
  verifyResetToken,
} from "./accounts.server";
export { setCookieHeaders, signOutToLogin } from "./session-headers.server";
export { jsonFailure, jsonUser, validationFailure } from "./auth-api.server";
export { asFormRequest } from "./auth.server";
export { hashPassword } from "./passwords.server";
export { checkPassword } from "./password-check.server";
export { mailT, namespaceT, resetMail } from "./account-mail.server";
export { checkToken, issueToken } from "./tokens.server";
export { ensureAdminAccount } from "./seed.server";
export {
  dropPlanTasks,
  planAccountTasks,
  planKey,
  planKeyPrefix,
  REMINDERS,
  type PlanResult,
} from "./plan-tasks.server";
export { afterPlanChange, type PlanFollowUp } from "./after-plan-change.server";
export {
  checkEmailChange,
  checkEmailRevert,
  confirmEmailChange,
  emailTaken,
  pendingEmail,
  requestEmailChange,
  revertEmailChange,
  setEmailAtOnce,
  type EmailChangeRefusal,
  type EmailLinkCheck,
  type EmailLinkError,
} from "./email-change.server";
export {
  accountDeletedMail,
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
} from "./settings-mail.server";

// The admin feature's face: routes, scripts and other features import only this file.
export { adminApi, idParam, invalid, notFound, parseListQuery, readObject } from "./http.server";
export { auditPage, recordAudit } from "./audit.server";
export { endImpersonation, loginAs, requireImpersonationSession } from "./impersonation.server";
export { auditImpersonatedWrites } from "./impersonation-audit.server";
export { createKv, deleteKv, listKv, parseKvInput, requireKv, updateKv } from "./landing-kv.server";
export {
  deleteLandingEverywhere,
  getLanding,
  kvOfLanding,
  landingsOfUser,
  listLandings,
  parseDeleteMode,
  parseLandingEdit,
  parseLandingFilter,
  updateLanding,
} from "./landings.server";
export {
  listTasks,
  parseTaskEdit,
  removeTask,
  requireTask,
  retryFailedTask,
  toAdminTask,
  updateTask,
} from "./tasks.server";
export { adminStats } from "./stats.server";
export {
  deleteUserEverywhere,
  getUser,
  grantPro,
  listUsers,
  parseGrantDays,
  parseUserEdit,
  requireUserRow,
  resendConfirmationFor,
  sendResetFor,
  updateUser,
} from "./users.server";
export { SetExpirationSchema, setUserExpiration } from "./set-expiration.server";

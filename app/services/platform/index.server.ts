// The platform feature's face: routes, scripts and other features import only this file.
export { finishHtmlDocument } from "./html-stream.server";
export { getContext, setContext } from "./runtime.server";
export type { AppContext } from "./runtime.server";
export { getToasts, jsonWithToast, redirectWithToast } from "./toast.server";
export { readPayload, readPayloadFields } from "./request-body.server";
export {
  CLIENT_IP_HEADER,
  clientIp,
  closeLimiterStore,
  createMailLimiter,
  initLimiterStore,
  limiterSourceFor,
  limiterStore,
  limiters,
  registerLimiter,
} from "./rate-limit.server";
export type { LimiterStore, LoginLimiter, MailLimiter } from "./rate-limit.server";
export { PROVIDER_REQUESTS_PER_USER, withRequestSlot } from "./request-slots.server";
export { forgetRequestMemo, requestMemo, runInRequestScope } from "./request-scope.server";
export { createMailer, isPlainAddress } from "./mail.server";
export { onTasksWake, wakeTasks } from "./task-wake.server";
export type { MailMessage } from "./mail.server";
export { ConfigError, loadConfig } from "./config.server";
export { serverFeatures } from "./config-features.server";
export type { ServerFeatures } from "./config-features.server";
export { errorResponse, methodNotAllowed } from "./http-error.server";
export { HttpError, reasonPhraseError } from "../../../core/http-error";
export type { ErrorBody, ErrorValues, HttpErrorOptions } from "../../../core/http-error";
export type { Config } from "./config.server";
export { edgePurge, landingPublicUrl, purgeLandings } from "./edge/purge.server";
export type { LandingAddresses } from "./edge/purge.server";
export { localPurgeSecret } from "./edge/drivers/local.server";
export { machinePaths } from "./http-gate/machine-paths";
export { validHost } from "./http-gate/origin";
export { hostRedirect, refusalFor, REFUSED_PAGE_PATH } from "./http-gate/host";
export { createHttpGate, GATE_ANSWERS } from "./http-gate/gate";
export type { GateAnswer, GateRequest } from "./http-gate/gate";
export { hmacBase64url, randomToken, safeEqual, sha256Hex } from "./crypto.server";

// The ops feature's face: routes, scripts and other features import only this file.
export { LOG_LEVELS, log, setLogLevel } from "./log.server";
export type { LogLevel, Logger } from "./log.server";
export {
  TrustedProxiesError,
  clientAddress,
  parseCidr,
  parseTrustedProxies,
  untrustedNearbyProxy,
} from "./client-address.server";
export type { TrustedProxies } from "./client-address.server";
export { checkHealth, isDraining, setDraining } from "./health.server";
export type { HealthReport } from "./health.server";
export { REQUEST_ID_HEADER, loggablePath, requestIdFor } from "./request-id.server";
export { closeServer, onShutdownSignals } from "./shutdown.server";

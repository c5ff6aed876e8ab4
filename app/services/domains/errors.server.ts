import type { HostnameRefusal } from "../../../core/domains/hostname";
import { HttpError } from "../platform/index.server";

/** Why a domain call is refused; each code has one HTTP status (issue 13 §7). */
export type DomainErrorCode =
  | HostnameRefusal
  | "apexUnsupported"
  | "hostnameTaken"
  | "proRequired"
  | "notConfigured"
  | "notFound"
  | "noDomain"
  | "tooManyChecks";

const STATUS_OF: Record<DomainErrorCode, number> = {
  invalidHostname: 400,
  hostnameIsIp: 400,
  hostnameIsLocal: 400,
  hostnameReserved: 400,
  hostnameNoPublicSuffix: 400,
  apexUnsupported: 400,
  hostnameTaken: 409,
  proRequired: 403,
  notConfigured: 503,
  notFound: 404,
  noDomain: 404,
  tooManyChecks: 429,
};

export class DomainError extends HttpError {
  constructor(readonly code: DomainErrorCode) {
    super(STATUS_OF[code], code);
  }
}

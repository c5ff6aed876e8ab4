/**
 * Self-service custom domains (issue 13, decision 011): the face of the
 * feature to routes and the daily task. An owner claims a host, proves it
 * with a TXT record and a CNAME (or the apex's A/AAAA), and only then does the
 * host get a route (a verified `landing_hosts` row and `routes/host/…`, the
 * mechanism of decision 004) and a custom hostname at the provider.
 */
export { DomainError, type DomainErrorCode } from "./errors.server";
export { viewOf, type DomainView, type DomainTwinView, type TwinProblem } from "./view.server";
export {
  claimToken,
  deleteDomain,
  getDomain,
  putDomain,
  releaseDomainOfHost,
  verifyDomain,
  type DomainActor,
} from "./claims.server";
export { checkClaim } from "./check.server";
export { recheckAllDomains } from "./recheck.server";
export { domainDeps, type DomainDeps } from "./provider.server";
export { DOMAIN_ENV, domainsConfig } from "./config.server";
export type { DomainsConfig } from "./config.server";
export { releaseLandingDomains, removeLandingFromEdge } from "./release.server";

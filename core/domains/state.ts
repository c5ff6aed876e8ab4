import { DAY_MS } from "../time";

/**
 * The life of a custom domain (issue 13, decision 011):
 *
 *   pending ──check ok──► certificate_pending ──certificate active──► active
 *      │                          ▲  │                                 │ ▲
 *      │ 7 days                   │  └──────── check fails ─────► failing ┘ one good check
 *      ▼                          │                                 │
 *   removed ◄───── 3 failed checks in a row, owner removes, PRO lapsed 30 days
 *
 * Only a bound state (anything after pending) has a host route; pending
 * claims never block anyone and are many per host.
 */
export const DOMAIN_STATUSES = ["pending", "certificate_pending", "active", "failing"] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
export const isDomainStatus = (v: unknown): v is DomainStatus =>
  typeof v === "string" && (DOMAIN_STATUSES as readonly string[]).includes(v);

/** What one DNS check found; every problem is a message key of the `domain` namespace. */
export const CHECK_PROBLEMS = [
  "txtMissing",
  "txtWrong",
  "cnameMissing",
  "dnsUnreachable",
  "nameServersNotPublic",
] as const;
export type CheckProblem = (typeof CHECK_PROBLEMS)[number];
export type CheckOutcome = { ok: true } | { ok: false; problem: CheckProblem };

/** Failed re-checks in a row after which a bound domain loses its route. */
export const MAX_FAILED_CHECKS = 3;
/** A claim nobody proved is dropped after this long. */
export const PENDING_CLAIM_DAYS = 7;
/** A domain whose owner has not been PRO for this long is released. */
export const PRO_LAPSE_RELEASE_DAYS = 30;

export interface DomainState {
  status: DomainStatus;
  /** Failed checks in a row since the last good one (bound domains only). */
  failures: number;
}

export type Transition = DomainState | { status: "removed"; failures: number };

export const isBound = (status: DomainStatus): boolean => status !== "pending";

/** A bound domain whose page should name it as canonical: its certificate is there. */
export const servesCanonically = (status: DomainStatus): boolean =>
  status === "active" || status === "failing";

/**
 * The next state after one check. `certificateActive` is the hostname
 * provider's word (always true without one). A pending claim that fails stays
 * pending (its 7 days decide); a bound one counts the failure.
 */
export function afterCheck(
  state: DomainState,
  outcome: CheckOutcome,
  certificateActive: boolean,
): Transition {
  if (outcome.ok) {
    return { status: certificateActive ? "active" : "certificate_pending", failures: 0 };
  }
  if (state.status === "pending") return { status: "pending", failures: 0 };
  const failures = state.failures + 1;
  if (failures >= MAX_FAILED_CHECKS) return { status: "removed", failures };
  return { status: "failing", failures };
}

/** A pending claim older than PENDING_CLAIM_DAYS is dropped. */
export function pendingExpired(
  claim: { status: DomainStatus; created_at: string },
  now: Date,
): boolean {
  return (
    claim.status === "pending" &&
    now.getTime() - Date.parse(claim.created_at) >= PENDING_CLAIM_DAYS * DAY_MS
  );
}

/** The owner stopped being PRO at `since` (null: PRO now); released after PRO_LAPSE_RELEASE_DAYS. */
export function proLapseReleased(since: string | null, now: Date): boolean {
  return since !== null && now.getTime() - Date.parse(since) >= PRO_LAPSE_RELEASE_DAYS * DAY_MS;
}

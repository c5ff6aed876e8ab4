import { storedPlan } from "../plans";

/**
 * What the landings API and its clients (the editor, My landings, the bin)
 * agree on beyond SPEC's bodies: one definition for both sides.
 */

/** Carries the draft's version on refusals whose body is fixed by the contract. */
export const DRAFT_VERSION_HEADER = "X-Draft-Updated-At";

/**
 * Why creating (or restoring) one more landing is refused at the plan's limit,
 * sent as `reason` beside `error: "limitReached"`: the offer the client shows.
 */
export type LimitRefusal = "upgradeRequired" | "buyExtra";

/** SPEC §4: a PRO account (as stored) is offered an extra showroom; any other, PRO. */
export const limitRefusal = (account: { tariff: number }): LimitRefusal =>
  storedPlan(account) === "pro" ? "buyExtra" : "upgradeRequired";

/** A refusal's `reason` as the client reads it: anything unknown is the upgrade offer. */
export const readLimitRefusal = (reason: unknown): LimitRefusal =>
  reason === "buyExtra" ? "buyExtra" : "upgradeRequired";

import { createHmac } from "node:crypto";
import {
  challengeName,
  hostnameRefusal,
  isApex,
  normalizeHostname,
  ownDomains,
  twinHostname,
  wwwPartner,
  type HostnameRefusal,
} from "../../../core/domains/hostname";
import {
  afterCheck,
  isBound,
  pendingExpired,
  proLapseReleased,
  servesCanonically,
  type CheckProblem,
  type DomainStatus,
} from "../../../core/domains/state";
import { isActivePro } from "../../../core/plans";
import { actorIsPro } from "../landings/index.server";
import { isUniqueViolation } from "../../../db/dialect";
import {
  deleteClaim,
  findClaimOfLanding,
  insertClaim,
  listClaimsForRecheck,
  listRivalClaims,
  updateClaim,
  type DomainClaimRow,
} from "../../../db/queries/domain-claims";
import {
  hostProviderIds,
  insertHost,
  markHostVerified,
  setHostProviderId,
} from "../../../db/queries/landing-hosts";
import { getLandingWithOwner } from "../../../db/queries/landings";
import { bindHost } from "../../../renderer/publish-ops";
import type { Config } from "../platform/index.server";
import { purgeLandings } from "../platform/index.server";
import { removeHost, HostError } from "../publishing/index.server";
import { normalizeHost } from "../../../renderer/storage/records";
import { log } from "../ops/index.server";
import { rebuildLocked } from "../publishing/index.server";
import {
  createMailLimiter,
  limiterStore,
  type LimiterStore,
  type MailLimiter,
} from "../platform/index.server";
import type { AppContext } from "../platform/index.server";
import { mailDomainOwner, type DomainMailKind } from "./mail.server";
import { domainDeps, type DomainDeps } from "./provider.server";

export { domainDeps, type DomainDeps };

/**
 * Self-service custom domains (issue 13, decision 011): the face of the
 * feature to routes and the daily task. An owner claims a host, proves it
 * with a TXT record and a CNAME (or the apex's A/AAAA), and only then does the
 * host get a route (a verified `landing_hosts` row and `routes/host/…`, the
 * mechanism of decision 004) and a custom hostname at the provider.
 */
type Ctx = Pick<AppContext, "db" | "store" | "config" | "now" | "mailer">;

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

export class DomainError extends Error {
  constructor(readonly code: DomainErrorCode) {
    super(code);
  }
  get status(): number {
    return STATUS_OF[this.code];
  }
}

/** What GET/PUT/verify answer (issue 13 §7). */
export interface DomainView {
  hostname: string;
  status: DomainStatus;
  txtName: string;
  txtValue: string;
  cnameTarget: string;
  lastCheckedAt: string | null;
  problem?: CheckProblem;
  /** An apex points A/AAAA records at these instead of a CNAME. */
  apexIps?: string[];
  /** The `www`/apex twin bound with the domain, redirecting to it (decision 011). */
  twin?: DomainTwinView;
}

export interface DomainTwinView {
  hostname: string;
  /** It has its route: it answers a permanent redirect to the domain. */
  bound: boolean;
  /** An apex twin points A/AAAA records at these; a `www` twin a CNAME at `cnameTarget`. */
  apexIps?: string[];
  /**
   * "Check now" found it not pointing here yet, or the provider would not
   * create its custom hostname (`hostnameFailed`): a note, never blocking the domain.
   */
  problem?: TwinProblem;
  /** Its own certificate at the provider, as "Check now" read it (not for the DNS-only driver). */
  certificate?: "pending" | "active";
}

export type TwinProblem = CheckProblem | "hostnameFailed";

/** What one check learnt of the twin's own custom hostname. */
type TwinCheck = { certificate: "pending" | "active" } | { problem: "hostnameFailed" };

export function viewOf(
  claim: DomainClaimRow,
  config: Pick<Config, "domains">,
  /** The twin bound to this landing now (`boundTwin`), if any. */
  bound: string | null = null,
): DomainView {
  const view: DomainView = {
    hostname: claim.hostname,
    status: claim.status,
    txtName: challengeName(claim.hostname),
    txtValue: claim.token,
    cnameTarget: config.domains.cnameTarget ?? "",
    lastCheckedAt: claim.last_checked_at,
  };
  if (claim.problem) view.problem = claim.problem as CheckProblem;
  if (isApex(claim.hostname)) view.apexIps = config.domains.apexIps;
  const twin = bound ?? twinHostname(claim.hostname, config.domains.apexIps.length > 0);
  if (twin) {
    view.twin = { hostname: twin, bound: bound !== null };
    if (isApex(twin)) view.twin.apexIps = config.domains.apexIps;
  }
  return view;
}

/** The claim's `www`/apex twin's host row when it is bound to the same landing (verified). */
async function boundTwinRow(
  ctx: Pick<Ctx, "db">,
  claim: DomainClaimRow,
): Promise<{ hostname: string; provider_id: string | null } | null> {
  const twin = wwwPartner(claim.hostname);
  if (!twin) return null;
  const row = await ctx.db
    .selectFrom("landing_hosts")
    .select(["hostname", "provider_id"])
    .where("hostname", "=", twin)
    .where("landing_uuid", "=", claim.landing_uuid)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return row ?? null;
}

async function boundTwin(ctx: Pick<Ctx, "db">, claim: DomainClaimRow): Promise<string | null> {
  return (await boundTwinRow(ctx, claim))?.hostname ?? null;
}

async function viewFor(ctx: Ctx, claim: DomainClaimRow): Promise<DomainView> {
  return viewOf(claim, ctx.config, isBound(claim.status) ? await boundTwin(ctx, claim) : null);
}

/** Another landing holds this host verified: it is taken (409). */
async function heldByOther(ctx: Ctx, hostname: string, uuid: string): Promise<boolean> {
  const holder = await ctx.db
    .selectFrom("landing_hosts")
    .select("landing_uuid")
    .where("hostname", "=", hostname)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return !!holder && holder.landing_uuid !== uuid;
}

/** The parts of the signed-in user the rules look at (SessionUser satisfies it). */
export interface DomainActor {
  id: number;
  tariff: number;
  expired: boolean;
}

async function requireProOwner(ctx: Ctx, actor: DomainActor, uuid: string) {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing || landing.parent_user !== actor.id) throw new DomainError("notFound");
  if (!actorIsPro(actor)) throw new DomainError("proRequired");
  if (!ctx.config.domains.cnameTarget) throw new DomainError("notConfigured");
  return landing;
}

export async function getDomain(ctx: Ctx, actor: DomainActor, uuid: string): Promise<DomainView> {
  await requireProOwner(ctx, actor, uuid);
  const claim = await findClaimOfLanding(ctx.db, uuid);
  if (!claim) throw new DomainError("noDomain");
  return viewFor(ctx, claim);
}

function ownHosts(config: Config): string[] {
  const hostOf = (url: string) => {
    try {
      return new URL(url).hostname;
    } catch {
      return null;
    }
  };
  return ownDomains([
    hostOf(config.appUrl),
    hostOf(config.publicUrl),
    config.publicDomain,
    config.domains.cnameTarget,
  ]);
}

/**
 * The TXT value of one (landing, host) binding: its own for every landing, and
 * the same again if the owner removes the domain and connects it anew, so the
 * record they already created keeps working.
 */
export function claimToken(config: Pick<Config, "sessionSecret">, uuid: string, hostname: string) {
  const mac = createHmac("sha256", config.sessionSecret)
    .update(`domain-claim:${uuid}:${hostname}`)
    .digest("hex");
  return `vitrina-${mac.slice(0, 32)}`;
}

/** PUT {hostname}: claims a host for the landing (replacing its previous domain). */
export async function putDomain(
  ctx: Ctx,
  actor: DomainActor,
  uuid: string,
  input: unknown,
  deps: DomainDeps = domainDeps(ctx.config),
): Promise<DomainView> {
  await requireProOwner(ctx, actor, uuid);
  const raw =
    input && typeof input === "object" ? (input as { hostname?: unknown }).hostname : undefined;
  const hostname = normalizeHostname(typeof raw === "string" ? raw : "");
  const refusal = hostnameRefusal(hostname, ownHosts(ctx.config));
  if (refusal) throw new DomainError(refusal);
  if (isApex(hostname) && !ctx.config.domains.apexIps.length)
    throw new DomainError("apexUnsupported");
  // Its twin comes with it (decision 011), so a twin another landing holds makes it taken too.
  const twin = twinHostname(hostname, ctx.config.domains.apexIps.length > 0);
  for (const name of twin ? [hostname, twin] : [hostname]) {
    if (await heldByOther(ctx, name, uuid)) throw new DomainError("hostnameTaken");
  }

  const current = await findClaimOfLanding(ctx.db, uuid);
  if (current?.hostname === hostname) return viewFor(ctx, current);
  if (current) await releaseClaim(ctx, deps, current, null);
  await insertClaim(ctx.db, {
    hostname,
    landing_uuid: uuid,
    token: claimToken(ctx.config, uuid, hostname),
    now: ctx.now(),
  });
  const claim = await findClaimOfLanding(ctx.db, uuid);
  if (!claim) throw new DomainError("noDomain");
  return viewFor(ctx, claim);
}

/** DELETE: the domain goes, and its route with it, at once. */
export async function deleteDomain(
  ctx: Ctx,
  actor: DomainActor,
  uuid: string,
  deps: DomainDeps = domainDeps(ctx.config),
): Promise<{ hostname: string }> {
  await requireProOwner(ctx, actor, uuid);
  const claim = await findClaimOfLanding(ctx.db, uuid);
  if (!claim) throw new DomainError("noDomain");
  await releaseClaim(ctx, deps, claim, null);
  return { hostname: claim.hostname };
}

/**
 * An admin removes a host from a landing (DELETE /api/admin/landings/{id}/hosts).
 * When it is the owner's connected domain or its `www`/apex twin, the claim is
 * released as the owner's own removal would release it — claim, twin, the
 * provider's hostnames, the page re-rendered without the canonical host — so
 * no claim is left naming a host that no longer routes. Null when the host is
 * not part of the landing's claim (an admin-bound host: the caller unbinds it).
 */
export async function releaseDomainOfHost(
  ctx: Ctx,
  uuid: string,
  host: string,
  deps: DomainDeps = domainDeps(ctx.config),
): Promise<{ hostname: string } | null> {
  const claim = await findClaimOfLanding(ctx.db, uuid);
  const hostname = normalizeHost(host);
  if (!claim || (hostname !== claim.hostname && hostname !== wwwPartner(claim.hostname)))
    return null;
  await releaseClaim(ctx, deps, claim, null);
  return { hostname };
}

const VERIFY_PER_HOUR = 30;
const limiters = new WeakMap<LimiterStore, MailLimiter>();
function verifyLimiter(): MailLimiter {
  const store = limiterStore();
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = createMailLimiter(VERIFY_PER_HOUR, 60 * 60, store, "domain-verify");
    limiters.set(store, limiter);
  }
  return limiter;
}

/** POST …/domain/verify: one check now ("Check now"), rate-limited per landing. */
export async function verifyDomain(
  ctx: Ctx,
  actor: DomainActor,
  uuid: string,
  deps: DomainDeps = domainDeps(ctx.config),
): Promise<DomainView> {
  await requireProOwner(ctx, actor, uuid);
  const claim = await findClaimOfLanding(ctx.db, uuid);
  if (!claim) throw new DomainError("noDomain");
  if (!(await verifyLimiter().allow(uuid))) throw new DomainError("tooManyChecks");
  const { after, twin: twinCheck } = await runCheck(ctx, deps, claim, { countFailure: false });
  // Gone after a good check: another landing verified the host first.
  if (!after) throw new DomainError("hostnameTaken");
  const view = await viewFor(ctx, after);
  if (view.twin && twinCheck) Object.assign(view.twin, twinCheck);
  if (view.twin && !view.problem) {
    const twin = await deps.dns.pointsHere({
      hostname: view.twin.hostname,
      cnameTarget: view.cnameTarget,
      apexIps: ctx.config.domains.apexIps,
    });
    // Pointing it here is the owner's part, so that note comes before ours.
    if (!twin.ok) view.twin.problem = twin.problem;
  }
  return view;
}

/**
 * One check of one claim, and everything it leads to. Answers the claim as
 * it is afterwards, or null when it is gone (3 failures, or another landing
 * verified the host first).
 */
export async function checkClaim(
  ctx: Ctx,
  deps: DomainDeps,
  claim: DomainClaimRow,
  /**
   * The daily check counts a bound domain's failures; "Check now" does not,
   * so a few clicks during a DNS change cannot remove a working domain.
   */
  opts: { countFailure: boolean } = { countFailure: true },
): Promise<DomainClaimRow | null> {
  return (await runCheck(ctx, deps, claim, opts)).after;
}

async function runCheck(
  ctx: Ctx,
  deps: DomainDeps,
  claim: DomainClaimRow,
  opts: { countFailure: boolean },
): Promise<{ after: DomainClaimRow | null; twin?: TwinCheck }> {
  const cnameTarget = ctx.config.domains.cnameTarget;
  if (!cnameTarget) throw new DomainError("notConfigured");
  const outcome = await deps.dns.check({
    hostname: claim.hostname,
    token: claim.token,
    cnameTarget,
    apexIps: ctx.config.domains.apexIps,
  });
  const now = ctx.now().toISOString();
  const key = { hostname: claim.hostname, landing_uuid: claim.landing_uuid };
  const wasBound = isBound(claim.status);

  if (outcome.ok && !wasBound && !(await takeHost(ctx, claim, claim.hostname))) {
    // Someone else verified this host first: this claim is dropped with a notice.
    await releaseClaim(ctx, deps, claim, "lostToOther");
    return { after: null };
  }

  let providerId = claim.provider_id;
  let certificateActive = claim.status === "active" || claim.status === "failing";
  if (outcome.ok) {
    try {
      const state = await deps.hostnames.ensure(claim.hostname, providerId);
      providerId = state.id;
      certificateActive = state.active;
    } catch (error) {
      log.error("domains: custom hostname provider failed", { error, hostname: claim.hostname });
      certificateActive = false;
    }
  }
  let next = afterCheck(claim, outcome, certificateActive);
  if (!outcome.ok && !opts.countFailure && wasBound)
    next = { status: "failing", failures: claim.failures };
  if (next.status === "removed") {
    await releaseClaim(ctx, deps, claim, "removedFailing");
    return { after: null };
  }
  const patch = {
    status: next.status,
    failures: next.failures,
    last_checked_at: now,
    problem: outcome.ok ? null : outcome.problem,
    provider_id: providerId,
    verified_at: claim.verified_at ?? (outcome.ok ? now : null),
  };
  await updateClaim(ctx.db, key, patch);
  const after: DomainClaimRow = { ...claim, ...patch };

  if (!wasBound && isBound(after.status)) {
    await bindHost(ctx.store, claim.hostname, claim.landing_uuid);
    await dropRivals(ctx, deps, claim.hostname, claim.landing_uuid);
    await bindTwin(ctx, deps, claim);
  }
  // Only on a good check, like the domain's own: creating one starts certificate issuance.
  const twin =
    outcome.ok && isBound(after.status) ? await ensureTwinHostname(ctx, deps, claim) : null;
  if (!wasBound || servesCanonically(claim.status) !== servesCanonically(after.status)) {
    // The route is new (its cached 404 must go) or the page's canonical URL changed.
    await republish(ctx, claim.landing_uuid, await hostsOf(ctx, claim));
  }
  if (!wasBound && isBound(after.status)) await mailOwner(ctx, claim, "connected");
  return twin ? { after, twin } : { after };
}

/**
 * The twin's own custom hostname (decision 011): without it the provider
 * neither issues it a certificate nor routes it to the worker. Created on the
 * domain's proof, read back on later checks; a failure is the twin's note and
 * never costs the domain its binding (the next check tries again).
 */
async function ensureTwinHostname(
  ctx: Ctx,
  deps: DomainDeps,
  claim: DomainClaimRow,
): Promise<TwinCheck | null> {
  const twin = await boundTwinRow(ctx, claim);
  if (!twin) return null;
  try {
    const state = await deps.hostnames.ensure(twin.hostname, twin.provider_id);
    if (state.id !== twin.provider_id) await setHostProviderId(ctx.db, twin.hostname, state.id);
    if (deps.hostnames.driver === "none") return null;
    return { certificate: state.active ? "active" : "pending" };
  } catch (error) {
    log.error("domains: custom hostname provider failed for the twin", {
      error,
      hostname: twin.hostname,
    });
    return { problem: "hostnameFailed" };
  }
}

/**
 * The twin is bound with the domain on the domain's own proof: the TXT record
 * at `_vitrina-challenge.<domain>` shows control of the zone both names live
 * in (decision 011). Its own route carries the redirect to the domain. A twin
 * another landing verified first stays theirs; the domain binds alone.
 */
async function bindTwin(ctx: Ctx, deps: DomainDeps, claim: DomainClaimRow): Promise<void> {
  const twin = twinHostname(claim.hostname, ctx.config.domains.apexIps.length > 0);
  if (!twin) return;
  if (!(await takeHost(ctx, claim, twin))) {
    log.info("domains: the twin is bound to another landing", { hostname: twin });
    return;
  }
  await bindHost(ctx.store, twin, claim.landing_uuid, claim.hostname);
  await dropRivals(ctx, deps, twin, claim.landing_uuid);
}

/** The hosts a claim's route change touches: the domain and its bound twin. */
async function hostsOf(ctx: Ctx, claim: DomainClaimRow): Promise<string[]> {
  const twin = await boundTwin(ctx, claim);
  return twin ? [claim.hostname, twin] : [claim.hostname];
}

/** The verified `landing_hosts` row: the host's primary key decides who verified first. */
async function takeHost(ctx: Ctx, claim: DomainClaimRow, hostname: string): Promise<boolean> {
  try {
    await insertHost(ctx.db, {
      hostname,
      landing_uuid: claim.landing_uuid,
      verification_token: claim.token,
      now: ctx.now(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const holder = await ctx.db
      .selectFrom("landing_hosts")
      .select("landing_uuid")
      .where("hostname", "=", hostname)
      .executeTakeFirst();
    // An admin may have bound this very host to this landing already (decision 004).
    if (holder?.landing_uuid !== claim.landing_uuid) return false;
  }
  await markHostVerified(ctx.db, hostname, ctx.now());
  return true;
}

async function dropRivals(
  ctx: Ctx,
  deps: DomainDeps,
  hostname: string,
  winner: string,
): Promise<void> {
  for (const rival of await listRivalClaims(ctx.db, hostname, winner)) {
    await releaseClaim(ctx, deps, rival, "lostToOther");
  }
}

/**
 * Removes a claim: its row, and for a bound one the host row, the route, the
 * provider's hostname and the edge's copies; the page is written again with
 * its own address as canonical. `notice` mails the owner why.
 */
async function releaseClaim(
  ctx: Ctx,
  deps: DomainDeps,
  claim: DomainClaimRow,
  notice: DomainMailKind | null,
): Promise<void> {
  const key = { hostname: claim.hostname, landing_uuid: claim.landing_uuid };
  const hosts = isBound(claim.status) ? await hostsOf(ctx, claim) : [];
  // Read before the rows go: the twin's own custom hostname is deleted with it.
  const providerIds = [
    claim.provider_id,
    ...(await hostProviderIds(ctx.db, claim.landing_uuid, hosts)),
  ];
  await deleteClaim(ctx.db, key);
  if (hosts.length) {
    // The twin goes with its domain.
    for (const host of hosts) {
      try {
        await removeHost(ctx, claim.landing_uuid, host);
      } catch (error) {
        if (!(error instanceof HostError)) throw error;
      }
    }
    await republish(ctx, claim.landing_uuid, hosts);
  }
  for (const id of providerIds) {
    try {
      await deps.hostnames.remove(id);
    } catch (error) {
      log.error("domains: could not delete the custom hostname", {
        error,
        hostname: claim.hostname,
        id,
      });
    }
  }
  if (notice) await mailOwner(ctx, claim, notice);
}

async function republish(ctx: Ctx, uuid: string, hosts: string[]): Promise<void> {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (landing?.published === 1) await rebuildLocked(ctx, landing);
  await purgeLandings(ctx, [{ uuid, hosts }]);
}

async function mailOwner(ctx: Ctx, claim: DomainClaimRow, kind: DomainMailKind): Promise<void> {
  const landing = await ctx.db
    .selectFrom("landings")
    .select("parent_user")
    .where("uuid", "=", claim.landing_uuid)
    .executeTakeFirst();
  if (!landing) return;
  await mailDomainOwner(ctx, landing.parent_user, kind, {
    hostname: claim.hostname,
    landingUuid: claim.landing_uuid,
  });
}

/**
 * The daily `domains.recheck`: drops pending claims past 7 days, releases
 * domains whose owner has not been PRO for 30 days, and checks every other
 * claim once (pending ones may verify by themselves).
 */
export async function recheckAllDomains(
  ctx: Ctx,
  deps: DomainDeps = domainDeps(ctx.config),
  renewLease: () => Promise<boolean> = async () => true,
): Promise<{ checked: number; expired: number; released: number; removed: number }> {
  const totals = { checked: 0, expired: 0, released: 0, removed: 0 };
  if (!ctx.config.domains.cnameTarget) return totals;
  const now = ctx.now();
  for (const row of await listClaimsForRecheck(ctx.db)) {
    if (!(await renewLease())) break;
    const { owner_tariff, owner_expiration, ...claim } = row;
    const key = { hostname: claim.hostname, landing_uuid: claim.landing_uuid };
    if (pendingExpired(claim, now)) {
      await deleteClaim(ctx.db, key);
      totals.expired++;
      continue;
    }
    const pro = isActivePro(
      { tariff: owner_tariff, tariff_expiration_date: owner_expiration },
      now,
    );
    if (pro && claim.pro_lapsed_at) await updateClaim(ctx.db, key, { pro_lapsed_at: null });
    if (!pro) {
      const since = claim.pro_lapsed_at ?? now.toISOString();
      if (proLapseReleased(since, now)) {
        await releaseClaim(ctx, deps, claim, "released");
        totals.released++;
        continue;
      }
      if (!claim.pro_lapsed_at) await updateClaim(ctx.db, key, { pro_lapsed_at: since });
    }
    try {
      const after = await checkClaim(ctx, deps, claim);
      totals.checked++;
      if (!after) totals.removed++;
    } catch (error) {
      log.error("domains: re-check failed", { error, hostname: claim.hostname });
    }
  }
  return totals;
}
export { domainErrorResponse } from "./http.server";
export { DOMAIN_ENV, domainsConfig } from "./config.server";
export type { DomainsConfig } from "./config.server";
export { releaseLandingDomains } from "./release.server";

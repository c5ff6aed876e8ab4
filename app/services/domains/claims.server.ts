import { createHmac } from "node:crypto";
import {
  hostnameRefusal,
  isApex,
  normalizeHostname,
  ownDomains,
  twinHostname,
  wwwPartner,
} from "../../../core/domains/hostname";
import { findClaimOfLanding, insertClaim } from "../../../db/queries/domain-claims";
import { getLandingWithOwner } from "../../../db/queries/landings";
import { normalizeHost } from "../../../core/storage/records";
import { isActivePro } from "../../../core/plans";
import {
  createMailLimiter,
  limiterStore,
  serverFeatures,
  type Config,
  type LimiterStore,
  type MailLimiter,
} from "../platform/index.server";
import { runCheck } from "./check.server";
import { DomainError } from "./errors.server";
import { domainDeps, type DomainDeps } from "./provider.server";
import { releaseClaim } from "./release-claim.server";
import { viewFor, type DomainCtx, type DomainView } from "./view.server";

/**
 * The owner's calls on a landing's domain (issue 13 §7): read, claim, remove
 * and "Check now"; and the admin's removal of a claimed host.
 */

/** Another landing holds this host verified: it is taken (409). */
async function heldByOther(ctx: DomainCtx, hostname: string, uuid: string): Promise<boolean> {
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

async function requireProOwner(ctx: DomainCtx, actor: DomainActor, uuid: string) {
  const landing = await getLandingWithOwner(ctx.db, uuid, ctx.now());
  if (!landing || landing.parent_user !== actor.id) throw new DomainError("notFound");
  if (!isActivePro(actor, ctx.now())) throw new DomainError("proRequired");
  if (!serverFeatures(ctx.config).domains) throw new DomainError("notConfigured");
  return landing;
}

export async function getDomain(
  ctx: DomainCtx,
  actor: DomainActor,
  uuid: string,
): Promise<DomainView> {
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
  ctx: DomainCtx,
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
  ctx: DomainCtx,
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
  ctx: DomainCtx,
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
  ctx: DomainCtx,
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

import { isBound, servesCanonically } from "../../../core/domains/state";
import { wwwPartner } from "../../../core/domains/hostname";
import type { Executor } from "../../../db/database";
import { listClaimsOfLandings } from "../../../db/queries/domain-claims";
import { listHostRowsOfLandings } from "../../../db/queries/landing-hosts";
import {
  listTranslationSettingsOf,
  type TranslationSettingsRow,
} from "../../../db/queries/translation-settings";
import { listHideLogoOf } from "../../../db/queries/user-settings";
import type { DomainStatus } from "../../../core/domains/state";

/**
 * What a landing's page and stored objects depend on besides its own row: the
 * owner's badge setting, its translation settings and its domains. Loaded for
 * many landings at once (four queries for a whole chunk), so a rebuild does
 * not spend six lookups on each of 10,000 landings that mostly have none.
 */
export interface LandingExtras {
  hideLogo: boolean;
  translationSettings: TranslationSettingsRow | undefined;
  claims: Array<{ hostname: string; status: DomainStatus }>;
  /** Host rows by hostname; verified or not. */
  hosts: Array<{ hostname: string; verified: boolean }>;
}

type Owned = { uuid: string; parent_user: number };

export async function loadLandingExtras(
  db: Executor,
  landings: readonly Owned[],
): Promise<Map<string, LandingExtras>> {
  const uuids = landings.map((l) => l.uuid);
  const [hideLogo, translation, claims, hosts] = await Promise.all([
    listHideLogoOf(db, [...new Set(landings.map((l) => l.parent_user))]),
    listTranslationSettingsOf(db, uuids),
    listClaimsOfLandings(db, uuids),
    listHostRowsOfLandings(db, uuids),
  ]);
  const out = new Map<string, LandingExtras>();
  for (const l of landings) {
    out.set(l.uuid, {
      hideLogo: hideLogo.get(l.parent_user) ?? false,
      translationSettings: undefined,
      claims: [],
      hosts: [],
    });
  }
  for (const row of translation) out.get(row.landing_uuid)!.translationSettings = row;
  for (const c of claims) out.get(c.landing_uuid)!.claims.push(claimRef(c));
  for (const h of hosts) out.get(h.landing_uuid)!.hosts.push(hostRef(h));
  return out;
}

/** One landing's extras. */
export async function landingExtras(db: Executor, landing: Owned): Promise<LandingExtras> {
  return (await loadLandingExtras(db, [landing])).get(landing.uuid)!;
}

/**
 * Extras for landings taken from `landings` in order, loaded a chunk at a time
 * just before the chunk's first landing needs them (a rebuild stays close to
 * the database as it is while it runs).
 */
export function chunkedExtras(
  db: Executor,
  landings: readonly Owned[],
  chunk = 200,
): (uuid: string) => Promise<LandingExtras> {
  const index = new Map(landings.map((l, i) => [l.uuid, i]));
  const loads = new Map<number, Promise<Map<string, LandingExtras>>>();
  return async (uuid) => {
    const i = index.get(uuid);
    if (i === undefined) throw new Error(`landing ${uuid} is not in this run`);
    const n = Math.floor(i / chunk);
    let load = loads.get(n);
    if (!load) {
      load = loadLandingExtras(db, landings.slice(n * chunk, (n + 1) * chunk));
      loads.set(n, load);
      loads.delete(n - 2); // the chunk before last is done with; keep memory flat
    }
    return (await load).get(uuid)!;
  };
}

type Domains = Pick<LandingExtras, "claims" | "hosts">;

/** One landing's claims and host rows only (the QR code's address). */
export async function landingDomains(db: Executor, uuid: string): Promise<Domains> {
  const [claims, hosts] = await Promise.all([
    listClaimsOfLandings(db, [uuid]),
    listHostRowsOfLandings(db, [uuid]),
  ]);
  return { claims: claims.map(claimRef), hosts: hosts.map(hostRef) };
}

const claimRef = (c: { hostname: string; status: string }) => ({
  hostname: c.hostname,
  status: c.status as DomainStatus,
});
const hostRef = (h: { hostname: string; verified_at: string | null }) => ({
  hostname: h.hostname,
  verified: h.verified_at !== null,
});

/** The owner's own domain, bound with its certificate: the page's canonical host (decision 011). */
export function canonicalHost(extras: Domains): string | null {
  const claim = extras.claims.find(
    (c) => servesCanonically(c.status) && extras.hosts.some((h) => h.hostname === c.hostname),
  );
  return claim?.hostname ?? null;
}

/** Verified custom hosts, sorted: each has a `routes/host/…` object. */
export function verifiedHostnames(extras: Domains): string[] {
  return extras.hosts.filter((h) => h.verified).map((h) => h.hostname);
}

/** The `www`/apex twin bound with the owner's domain redirects to it (decision 011). */
export function twinRedirects(
  extras: Domains,
  hosts: readonly string[],
): Record<string, string> | null {
  const primary = extras.claims.find((c) => isBound(c.status))?.hostname ?? null;
  const twin = primary ? wwwPartner(primary) : null;
  return primary && twin && hosts.includes(twin) ? { [twin]: primary } : null;
}

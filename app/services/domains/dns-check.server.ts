import { Resolver } from "node:dns/promises";
import { challengeName, isApex, registrableDomain } from "../../../core/domains/hostname";
import type { CheckOutcome } from "../../../core/domains/state";

/**
 * The DNS proof of a custom domain (issue 13, decision 011), asked with
 * `node:dns` `Resolver`. With DNS_SERVERS it asks those servers; otherwise the
 * domain's authoritative name servers, found with `resolveNs`: a caching
 * resolver would keep a "no such record" for minutes to hours after the owner
 * creates it. TXT first, then where the name points.
 */
export interface DnsCheckRequest {
  hostname: string;
  token: string;
  /** PUBLIC_CNAME_TARGET: a subdomain's CNAME (or flattened addresses) must lead here. */
  cnameTarget: string;
  /** PUBLIC_APEX_IPS: an apex's A/AAAA records must be among these. */
  apexIps: readonly string[];
}

export interface DnsChecker {
  check(request: DnsCheckRequest): Promise<CheckOutcome>;
  /**
   * Where the name points, without the TXT: the `www`/apex twin, proven by
   * its domain's TXT (decision 011), is told "cnameMissing" only as a note.
   */
  pointsHere(request: Omit<DnsCheckRequest, "token">): Promise<CheckOutcome>;
}

export interface DnsCheckerOptions {
  /** DNS_SERVERS; null asks each domain's authoritative servers. */
  servers: readonly string[] | null;
  timeoutMs?: number;
}

const MISSING = new Set(["ENODATA", "ENOTFOUND", "NOTFOUND", "ENONAME", "NODATA"]);

class Unreachable extends Error {}

/** The records of one type, [] when the name has none; Unreachable when no server answered. */
async function records<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (MISSING.has(code)) return [];
    throw new Unreachable(code || String(error));
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.+$/, "");

async function addressesOf(resolver: Resolver, name: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    records(() => resolver.resolve4(name)),
    records(() => resolver.resolve6(name)),
  ]);
  return [...v4, ...v6];
}

export function createDnsChecker(opts: DnsCheckerOptions): DnsChecker {
  const timeout = opts.timeoutMs ?? 4000;
  const make = (servers: readonly string[] | null) => {
    const r = new Resolver({ timeout, tries: 2 });
    if (servers?.length) r.setServers([...servers]);
    return r;
  };
  /** Our own names (the CNAME target) are asked of DNS_SERVERS or the system's resolver. */
  const ours = make(opts.servers);

  async function resolverFor(hostname: string): Promise<Resolver> {
    if (opts.servers) return ours;
    const zone = registrableDomain(hostname) ?? hostname;
    const ns = await records(() => ours.resolveNs(zone));
    const ips = (await Promise.all(ns.map((n) => addressesOf(ours, n)))).flat();
    if (!ips.length) throw new Unreachable(`no name servers for ${zone}`);
    return make(ips);
  }

  async function points(
    dns: Resolver,
    { hostname, cnameTarget, apexIps }: Omit<DnsCheckRequest, "token">,
  ): Promise<CheckOutcome> {
    if (isApex(hostname)) {
      const found = await addressesOf(dns, hostname);
      const ok = found.length > 0 && found.every((a) => apexIps.includes(a));
      return ok ? { ok } : { ok: false, problem: "cnameMissing" };
    }
    const cnames = (await records(() => dns.resolveCname(hostname))).map(bare);
    if (cnames.includes(bare(cnameTarget))) return { ok: true };
    if (cnames.length) return { ok: false, problem: "cnameMissing" };
    // Providers that flatten CNAMEs answer with the target's addresses instead.
    const [found, target] = await Promise.all([
      addressesOf(dns, hostname),
      addressesOf(ours, cnameTarget),
    ]);
    const ok = found.length > 0 && found.every((a) => target.includes(a));
    return ok ? { ok } : { ok: false, problem: "cnameMissing" };
  }

  async function unreachable(run: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Unreachable) return { ok: false, problem: "dnsUnreachable" };
      throw error;
    }
  }

  return {
    check: (request) =>
      unreachable(async () => {
        const dns = await resolverFor(request.hostname);
        const txt = (await records(() => dns.resolveTxt(challengeName(request.hostname)))).map(
          (chunks) => chunks.join("").trim(),
        );
        if (!txt.length) return { ok: false, problem: "txtMissing" };
        if (!txt.includes(request.token)) return { ok: false, problem: "txtWrong" };
        return points(dns, request);
      }),
    pointsHere: (request) =>
      unreachable(async () => points(await resolverFor(request.hostname), request)),
  };
}

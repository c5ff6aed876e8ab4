import { Resolver } from "node:dns/promises";
import { challengeName, isApex, registrableDomain } from "../../../core/domains/hostname";
import type { CheckOutcome, CheckProblem } from "../../../core/domains/state";
import { isGlobalUnicast } from "../../../core/ip-address";

/**
 * The DNS proof of a custom domain (issue 13, decision 011), asked with
 * `node:dns` `Resolver`. With DNS_SERVERS it asks those servers; otherwise the
 * domain's authoritative name servers, found with `resolveNs`: a caching
 * resolver would keep a "no such record" for minutes to hours after the owner
 * creates it. Those servers' addresses come from the owner's NS records, so
 * only global unicast ones are asked (issue 23): an NS record must not aim the
 * app at its own host or network. TXT first, then where the name points.
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

/** The lookups the check makes: `node:dns` `Resolver`'s, or a table in tests. */
export interface DnsResolver {
  resolve4(name: string): Promise<string[]>;
  resolve6(name: string): Promise<string[]>;
  resolveNs(name: string): Promise<string[]>;
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
}

export interface DnsCheckerOptions {
  /** DNS_SERVERS; null asks each domain's authoritative servers. */
  servers: readonly string[] | null;
  timeoutMs?: number;
  /** A resolver asking `servers` (null: the system's); a `node:dns` `Resolver` unless given. */
  resolver?: (servers: readonly string[] | null) => DnsResolver;
}

const MISSING = new Set(["ENODATA", "ENOTFOUND", "NOTFOUND", "ENONAME", "NODATA"]);

/** The check cannot go on; the owner is told `problem`. */
class Stop extends Error {
  constructor(
    readonly problem: CheckProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** The records of one type, [] when the name has none; Stop when no server answered. */
async function records<T>(lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (MISSING.has(code)) return [];
    throw new Stop("dnsUnreachable", code || String(error));
  }
}

const bare = (name: string) => name.toLowerCase().replace(/\.+$/, "");

async function addressesOf(resolver: DnsResolver, name: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([
    records(() => resolver.resolve4(name)),
    records(() => resolver.resolve6(name)),
  ]);
  return [...v4, ...v6];
}

export function createDnsChecker(opts: DnsCheckerOptions): DnsChecker {
  const timeout = opts.timeoutMs ?? 4000;
  const make =
    opts.resolver ??
    ((servers: readonly string[] | null) => {
      const r = new Resolver({ timeout, tries: 2 });
      if (servers?.length) r.setServers([...servers]);
      return r;
    });
  /** Our own names (the CNAME target) are asked of DNS_SERVERS or the system's resolver. */
  const ours = make(opts.servers);

  async function resolverFor(hostname: string): Promise<DnsResolver> {
    if (opts.servers) return ours;
    const zone = registrableDomain(hostname) ?? hostname;
    const ns = await records(() => ours.resolveNs(zone));
    const found = (await Promise.all(ns.map((n) => addressesOf(ours, n)))).flat();
    if (!found.length) throw new Stop("dnsUnreachable", `no name servers for ${zone}`);
    const ips = found.filter(isGlobalUnicast);
    if (!ips.length) throw new Stop("nameServersNotPublic", `${zone}: ${found.join(", ")}`);
    return make(ips);
  }

  async function points(
    dns: DnsResolver,
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

  async function stopped(run: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stop) return { ok: false, problem: error.problem };
      throw error;
    }
  }

  return {
    check: (request) =>
      stopped(async () => {
        const dns = await resolverFor(request.hostname);
        const txt = (await records(() => dns.resolveTxt(challengeName(request.hostname)))).map(
          (chunks) => chunks.join("").trim(),
        );
        if (!txt.length) return { ok: false, problem: "txtMissing" };
        if (!txt.includes(request.token)) return { ok: false, problem: "txtWrong" };
        return points(dns, request);
      }),
    pointsHere: (request) =>
      stopped(async () => points(await resolverFor(request.hostname), request)),
  };
}

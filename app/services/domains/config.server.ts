import { isIP } from "node:net";
import { z } from "zod";

/**
 * Configuration of self-service custom domains (issue 13, decision 011),
 * joined into the app's EnvSchema (../config.server.ts).
 */
const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean),
  );

export const DOMAIN_ENV = {
  // Ask these servers (host or host:port, comma-separated) instead of the domain's own name servers.
  DNS_SERVERS: csv.pipe(
    z.array(
      z
        .string()
        .regex(
          /^(\[[0-9a-fA-F:.]+\]|[0-9.]+)(:\d{1,5})?$/,
          "must be IP addresses, e.g. 127.0.0.1:5353",
        ),
    ),
  ),
  // The name owners point their subdomain at (CNAME); default `cdn.<PUBLIC_DOMAIN>`.
  PUBLIC_CNAME_TARGET: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase().replace(/\.+$/, "") || undefined : v),
    z
      .string()
      .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/, "must be a hostname")
      .optional(),
  ),
  // The A/AAAA addresses an apex points at; unset, apexes are not offered.
  PUBLIC_APEX_IPS: csv.pipe(
    z.array(z.string().refine((s) => isIP(s) !== 0, "must be IPv4 or IPv6 addresses")),
  ),
  CUSTOM_HOSTNAME_PROVIDER: z.enum(["cloudflare", "none"]).default("none"),
};

export type HostnameProviderConfig =
  { driver: "none" } | { driver: "cloudflare"; zoneId: string; apiToken: string; apiUrl: string };

export interface DomainsConfig {
  /** null: custom domains are not set up on this server (503 notConfigured). */
  cnameTarget: string | null;
  apexIps: string[];
  /** null: ask each domain's authoritative name servers. */
  dnsServers: string[] | null;
  provider: HostnameProviderConfig;
}

export function domainsConfig(
  e: {
    DNS_SERVERS: string[];
    PUBLIC_CNAME_TARGET?: string;
    PUBLIC_APEX_IPS: string[];
    CUSTOM_HOSTNAME_PROVIDER: "cloudflare" | "none";
    CLOUDFLARE_ZONE_ID?: string;
    CLOUDFLARE_API_TOKEN?: string;
    CLOUDFLARE_API_URL: string;
  },
  publicDomain: string | null,
  fail: (message: string) => never,
): DomainsConfig {
  let provider: HostnameProviderConfig = { driver: "none" };
  if (e.CUSTOM_HOSTNAME_PROVIDER === "cloudflare") {
    if (!e.CLOUDFLARE_ZONE_ID || !e.CLOUDFLARE_API_TOKEN) {
      fail(
        "CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN: required when CUSTOM_HOSTNAME_PROVIDER=cloudflare",
      );
    }
    provider = {
      driver: "cloudflare",
      zoneId: e.CLOUDFLARE_ZONE_ID,
      apiToken: e.CLOUDFLARE_API_TOKEN,
      apiUrl: e.CLOUDFLARE_API_URL.replace(/\/+$/, ""),
    };
  }
  return {
    cnameTarget: e.PUBLIC_CNAME_TARGET ?? (publicDomain ? `cdn.${publicDomain}` : null),
    apexIps: e.PUBLIC_APEX_IPS,
    dnsServers: e.DNS_SERVERS.length ? e.DNS_SERVERS : null,
    provider,
  };
}

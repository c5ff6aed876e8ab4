import {
  publicAddress,
  subdomainUrl,
  type PublicAddressConfig,
} from "../../../../core/landing/public-address";
import { normalizeHost } from "../../../../core/storage/records";

export { subdomainUrl, type PublicAddressConfig };

export interface LandingAddresses {
  uuid: string;
  /** The link name it is published under now. */
  alias?: string | null;
  /** Names it was published under before this write (a rename drops their routes). */
  previousAliases?: ReadonlyArray<string | null | undefined>;
  /** Its bound custom hosts. */
  hosts?: readonly string[];
  /** Language versions it has or had (issue 14): each address also answers at `/{lang}`. */
  languages?: readonly string[];
}

/**
 * The address to give out for a landing: its own subdomain in production
 * (`{alias}.<PUBLIC_DOMAIN>`, DESIGN §8), otherwise `PUBLIC_URL/l/{alias}`
 * (locally, and for link names that are not DNS labels).
 */
export function landingPublicUrl(
  config: PublicAddressConfig,
  landing: { uuid: string; textalias: string | null },
): string {
  return publicAddress(config, landing.textalias ?? landing.uuid);
}

/**
 * Every public URL whose answer depends on this landing: `/l/{alias}`,
 * `/l/{uuid}`, the old aliases, the subdomains of all of them, and the custom
 * hosts. The worker keys its cached copies by exactly these URLs
 * (worker/router.ts `cacheKey`), so purging them removes every copy.
 * With `languages`, each of those addresses also at `/{lang}` (`/l/{alias}/en`,
 * `https://{host}/en`), the worker's keys of the language versions.
 */
export function landingUrls(config: PublicAddressConfig, landing: LandingAddresses): string[] {
  const urls = new Set<string>();
  const names = [landing.uuid, landing.alias, ...(landing.previousAliases ?? [])]
    .map((n) => n?.trim().toLowerCase())
    .filter((n): n is string => !!n);
  for (const name of names) {
    urls.add(`${config.publicUrl}/l/${encodeURIComponent(name)}`);
    const sub = subdomainUrl(config, name);
    if (sub) urls.add(sub);
  }
  for (const host of landing.hosts ?? []) {
    const h = normalizeHost(host);
    if (h) urls.add(`https://${h}/`);
  }
  const base = [...urls];
  for (const lang of landing.languages ?? []) {
    for (const url of base) urls.add(`${url.replace(/\/+$/, "")}/${lang}`);
  }
  return [...urls];
}

import { subdomainLabel } from "./subdomain";

/**
 * THE rule for the address a landing is given out under (issue 29): the
 * editor's link-name hint, the publish dialog, the status line, the QR code
 * and the page's canonical link all ask it, so they never disagree.
 */
export interface PublicAddressConfig {
  /** Origin of the public pages, no trailing slash: `/l/{alias}` lives here. */
  publicUrl: string;
  /** PUBLIC_DOMAIN: production gives each landing `{alias}.<domain>`; null locally. */
  publicDomain?: string | null;
}

/** `https://{label}.<domain>/`, or null when there is no public domain or the name is no DNS label. */
export function subdomainUrl(config: PublicAddressConfig, name: string): string | null {
  const label = config.publicDomain ? subdomainLabel(name) : null;
  return label ? `https://${label}.${config.publicDomain}/` : null;
}

/**
 * The owner's active custom domain (decision 011) when there is one; else the
 * landing's own subdomain in production (`{alias}.<PUBLIC_DOMAIN>`, DESIGN §8);
 * else `PUBLIC_URL/l/{alias}` (locally, and for names that are not DNS labels).
 * `name` is the link name, or the uuid of a landing without one.
 */
export function publicAddress(
  config: PublicAddressConfig,
  name: string,
  customHost?: string | null,
): string {
  if (customHost) return `https://${customHost}/`;
  return subdomainUrl(config, name) ?? `${config.publicUrl}/l/${encodeURIComponent(name)}`;
}

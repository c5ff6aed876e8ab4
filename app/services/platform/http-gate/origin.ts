/**
 * A browser names where a write comes from; one from another origin (a
 * published page, say) is refused even if it somehow holds a token. API
 * clients that send no Origin are judged by the token alone.
 */
export function crossOrigin(headers: Headers, appOrigin: string): boolean {
  const origin = headers.get("origin");
  if (origin && origin !== appOrigin) return true;
  const site = headers.get("sec-fetch-site");
  return site === "cross-site" || site === "same-site";
}

/** A Host header the URL parser accepts as exactly a host and an optional port. */
export function validHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (!/^[A-Za-z0-9.\-[\]:]{1,255}$/.test(host)) return false;
  try {
    return new URL(`http://${host}/`).host.length > 0;
  } catch {
    return false;
  }
}

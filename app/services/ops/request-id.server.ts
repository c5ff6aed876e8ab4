import { randomUUID } from "node:crypto";

/** The header that carries a request's id, in (from a trusted proxy) and out (always). */
export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a proxy may hand us: short, and nothing that could break a log line or a header. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:@=+/-]{0,127}$/;

export const isSaneRequestId = (id: string | undefined | null): id is string =>
  typeof id === "string" && SANE_ID.test(id);

/**
 * The request's id: a trusted proxy's `X-Request-Id` when it is sane (so one
 * id follows the request from the balancer into our logs), otherwise a new
 * UUID. A client's own header is never taken: it could forge log lines' links.
 */
export function requestIdFor(
  header: string | string[] | undefined | null,
  fromTrustedProxy: boolean,
): string {
  const given = Array.isArray(header) ? header[0] : header;
  const trimmed = given?.trim();
  return fromTrustedProxy && isSaneRequestId(trimmed) ? trimmed : randomUUID();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The path as logged: no query string, and a segment that looks like a token
 * (32 characters or more, not a UUID) replaced: the reset, confirmation,
 * email-change and unsubscribe links carry their secret in the path, and a
 * log line must not be a way to use them.
 */
export function loggablePath(pathname: string): string {
  const path = pathname.split("?")[0].slice(0, 512);
  return path
    .split("/")
    .map((seg) => (seg.length >= 32 && !UUID.test(seg) ? ":token" : seg))
    .join("/");
}

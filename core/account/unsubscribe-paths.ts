/**
 * One-click unsubscribe links (RFC 8058) are `{prefix}{token}`. A mail client
 * POSTs them with no session and no XSRF token, so the prefix is on the
 * gate's machine allow-list (`app/services/platform/http-gate/machine-paths.ts`),
 * where an entry ending in "/" admits exactly one more segment: the token.
 */
export const UNSUBSCRIBE_PATH_PREFIX = "/api/unsubscribe/";

/**
 * Moved to app/services/admin/set-expiration.server.ts (the admin console's
 * services live in app/services/admin/). Kept so existing imports still work.
 */
export { SetExpirationSchema, setUserExpiration } from "./admin/set-expiration.server";

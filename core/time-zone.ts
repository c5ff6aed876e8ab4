/**
 * Times are shown in the user's own time zone (issue 29). The browser names
 * it (IANA, e.g. "Asia/Jakarta") and keeps it in a cookie, so the server
 * renders the next page in that zone too; until then (a first visit) the
 * server renders in the product's zone and the browser re-formats after
 * hydration.
 */
export const TIME_ZONE_COOKIE = "tz";
/** The product's zone, where plan dates are set (core/expiry's 3-hour offset). */
export const DEFAULT_TIME_ZONE = "Europe/Moscow";

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The zone if Intl knows it (a cookie is user input), else null. */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || !ZONE_NAME.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, validTimeZone } from "../../core/time-zone";
import { formatDate, formatDateTime, type DateTimeOptions } from "./dates";
import { readCookie } from "./fetch-guards";
import { useRootData } from "./root-data";

const YEAR_S = 365 * 24 * 3600;
const browserZone = (): string | null =>
  validTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
const noSubscription = () => () => {};

/**
 * The user's time zone. The server renders in the zone its cookie names (or
 * the product's); hydration uses that same zone, so the markup matches, and
 * right after it the browser's own zone takes over (useSyncExternalStore
 * re-renders when the two differ) and is kept in the cookie for next time.
 */
export function useTimeZone(): string {
  const server = useRootData()?.timeZone ?? DEFAULT_TIME_ZONE;
  const zone = useSyncExternalStore(
    noSubscription,
    () => browserZone() ?? server,
    () => server,
  );
  useEffect(() => {
    if (readCookie(document.cookie, TIME_ZONE_COOKIE) === zone) return;
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=${YEAR_S}; samesite=lax`;
  }, [zone]);
  return zone;
}

/** Date and time formatters in the page language and the user's time zone; "" for no date. */
export function useDates() {
  const { i18n } = useTranslation();
  const zone = useTimeZone();
  const lang = i18n.language;
  return useMemo(
    () => ({
      zone,
      date: (value: string | Date | null | undefined) =>
        value ? formatDate(value, lang, zone) : "",
      dateTime: (value: string | Date | null | undefined, o?: DateTimeOptions) =>
        value ? formatDateTime(value, lang, zone, o) : "",
    }),
    [lang, zone],
  );
}

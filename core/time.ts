/** A day in milliseconds: the one unit every expiry, retention and window in the app counts in. */
export const DAY_MS = 86_400_000;
/** An hour in milliseconds. */
export const HOUR_MS = 3_600_000;

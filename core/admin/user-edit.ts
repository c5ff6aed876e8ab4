import { toDate, type DateLike } from "../expiry";

const MINUTE_MS = 60_000;

/**
 * Is the expiry sent the stored one? The same instant is; so is a time given
 * to the whole minute (all a datetime-local input holds) that is the stored
 * expiry cut to its minute — the edit form sends the date back that way, and
 * an untouched date must not be rewritten rounded, logged as changed or have
 * its reminders replanned (issue 29).
 */
export function sameExpiry(stored: DateLike, sent: DateLike): boolean {
  const a = toDate(stored);
  const b = toDate(sent);
  if (!a || !b) return !a && !b;
  if (a.getTime() === b.getTime()) return true;
  return b.getTime() % MINUTE_MS === 0 && a.getTime() - (a.getTime() % MINUTE_MS) === b.getTime();
}

/**
 * The fields of an admin user edit whose value differs from the stored row,
 * in the order they were sent: only these are written and logged. `sent`
 * holds values as the edit schema parsed them (trimmed, numbers, ISO dates).
 */
export function changedUserFields<K extends string>(
  stored: Partial<Record<K, unknown>>,
  sent: Partial<Record<K, unknown>>,
): K[] {
  return (Object.keys(sent) as K[]).filter((k) => {
    const value = sent[k];
    if (value === undefined) return false;
    if (k === "tariff_expiration_date")
      return !sameExpiry(stored[k] as DateLike, value as DateLike);
    return value !== stored[k];
  });
}

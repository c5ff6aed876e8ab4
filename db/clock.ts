/** Timestamps are stored as ISO strings; `now` is always passed in from the caller. */
export const iso = (d: Date): string => d.toISOString();

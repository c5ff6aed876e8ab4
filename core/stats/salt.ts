import { DAY_MS } from "../time";
import { utcDay } from "./rules";

/**
 * The daily salt of the visitor hash (decision 015). One record in the bucket,
 * read by every isolate: today's salt and tomorrow's (so midnight needs no
 * task to run at midnight). The rotation task writes tomorrow's salt and drops
 * every older day's, after which that day's hashes cannot be linked to anyone.
 */
export const STATS_SALT_KEY = "stats/salt.json";

export interface SaltRecord {
  /** UTC day → 64 hex characters. */
  salts: Record<string, string>;
}

const SALT = /^[0-9a-f]{64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseSaltRecord(body: string | Uint8Array | undefined | null): SaltRecord {
  const salts: Record<string, string> = {};
  if (body == null) return { salts };
  try {
    const v = JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body)) as {
      salts?: unknown;
    };
    if (v && typeof v.salts === "object" && v.salts) {
      for (const [day, salt] of Object.entries(v.salts as Record<string, unknown>)) {
        if (DAY.test(day) && typeof salt === "string" && SALT.test(salt)) salts[day] = salt;
      }
    }
  } catch {
    // A damaged record reads as empty: the next rotation writes a fresh one.
  }
  return { salts };
}

function randomSalt(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The record after a rotation at `now`: today's and tomorrow's salts (kept
 * when already there, so isolates and the record agree), nothing older.
 */
export function rotateSalts(
  record: SaltRecord,
  now: Date,
  random: () => string = randomSalt,
): SaltRecord {
  const today = utcDay(now);
  const tomorrow = utcDay(now.getTime() + DAY_MS);
  return {
    salts: {
      [today]: record.salts[today] ?? random(),
      [tomorrow]: record.salts[tomorrow] ?? random(),
    },
  };
}

function hex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * 16 hex characters of SHA-256(salt, landing, ip, user agent): the same
 * visitor on the same landing on the same UTC day, and nothing more. The
 * landing is in the hash so one person's hashes differ between landings.
 */
export async function visitorHash(
  salt: string,
  landing: string,
  ip: string,
  userAgent: string,
): Promise<string> {
  const data = new TextEncoder().encode(`${salt}\n${landing}\n${ip}\n${userAgent}`);
  return hex(await crypto.subtle.digest("SHA-256", data)).slice(0, 16);
}

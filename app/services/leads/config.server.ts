import { createHmac } from "node:crypto";
import { z } from "zod";

/**
 * Configuration of lead forms (issue 24), joined into the app's EnvSchema
 * (../platform/config-env.server.ts).
 */
const optionalSecret = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.string().min(32).optional(),
);

const TURNSTILE_SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

export const LEADS_ENV = {
  // Signs the worker's relay of each submit and each view's `_ts`; derived when unset (local only).
  LEADS_INGEST_SECRET: optionalSecret,
  // Submits a minute, per visitor address and per landing (the shared limit store).
  LEADS_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  LEADS_LIMIT_PER_LANDING: z.coerce.number().int().min(1).default(30),
  // Leads older than this are deleted by the daily task.
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
  // Issue 25, optional: Cloudflare Turnstile on every page with a form (both keys, or neither).
  TURNSTILE_SITE_KEY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().max(200).optional(),
  ),
  TURNSTILE_SECRET_KEY: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().max(200).optional(),
  ),
  TURNSTILE_VERIFY_URL: z.string().url().default(TURNSTILE_SITEVERIFY),
};

/** Turnstile's keys and where its tokens are checked; null when the operator did not set it up. */
export interface TurnstileConfig {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
}

export interface LeadsConfig {
  ingestSecret: string;
  limitPerAddress: number;
  limitPerLanding: number;
  retentionDays: number;
  turnstile: TurnstileConfig | null;
}

/**
 * The secret both sides derive when LEADS_INGEST_SECRET is unset: the app from
 * its PREVIEW_SECRET, `npm start` hands the same value to the worker (as for
 * statistics), so a local install needs no extra setting.
 */
export function localLeadsSecret(previewSecret: string): string {
  return createHmac("sha256", previewSecret).update("vitrina-leads-ingest").digest("hex");
}

export function leadsConfig(
  e: {
    LEADS_INGEST_SECRET?: string;
    LEADS_LIMIT_PER_ADDRESS: number;
    LEADS_LIMIT_PER_LANDING: number;
    LEADS_RETENTION_DAYS: number;
    TURNSTILE_SITE_KEY?: string;
    TURNSTILE_SECRET_KEY?: string;
    TURNSTILE_VERIFY_URL?: string;
    APP_URL?: string;
  },
  previewSecret: string,
  served: boolean,
  fail: (message: string) => never,
): LeadsConfig {
  // Visitors' data rides on this secret: a server on a real host names its own, as for SESSION_SECRET.
  if (!e.LEADS_INGEST_SECRET && served) {
    return fail("LEADS_INGEST_SECRET: required in production when APP_URL is not loopback");
  }
  // The worker relays visitors' data to APP_URL + /api/internal/leads: never in clear text.
  if (served && e.APP_URL !== undefined && !e.APP_URL.startsWith("https:")) {
    return fail("APP_URL: lead submits are relayed to it, so it must be https in production");
  }
  if (Boolean(e.TURNSTILE_SITE_KEY) !== Boolean(e.TURNSTILE_SECRET_KEY)) {
    return fail("TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY: set both, or neither");
  }
  return {
    turnstile:
      e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
        ? {
            siteKey: e.TURNSTILE_SITE_KEY,
            secretKey: e.TURNSTILE_SECRET_KEY,
            verifyUrl: e.TURNSTILE_VERIFY_URL ?? TURNSTILE_SITEVERIFY,
          }
        : null,
    ingestSecret: e.LEADS_INGEST_SECRET ?? localLeadsSecret(previewSecret),
    limitPerAddress: e.LEADS_LIMIT_PER_ADDRESS,
    limitPerLanding: e.LEADS_LIMIT_PER_LANDING,
    retentionDays: e.LEADS_RETENTION_DAYS,
  };
}

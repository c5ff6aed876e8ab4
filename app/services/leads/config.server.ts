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

export const LEADS_ENV = {
  // Signs the worker's relay of each submit and each view's `_ts`; derived when unset (local only).
  LEADS_INGEST_SECRET: optionalSecret,
  // Submits a minute, per visitor address and per landing (the shared limit store).
  LEADS_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  LEADS_LIMIT_PER_LANDING: z.coerce.number().int().min(1).default(30),
  // Leads older than this are deleted by the daily task.
  LEADS_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
};

export interface LeadsConfig {
  ingestSecret: string;
  limitPerAddress: number;
  limitPerLanding: number;
  retentionDays: number;
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
  },
  previewSecret: string,
  served: boolean,
  fail: (message: string) => never,
): LeadsConfig {
  // Visitors' data rides on this secret: a server on a real host names its own, as for SESSION_SECRET.
  if (!e.LEADS_INGEST_SECRET && served) {
    return fail("LEADS_INGEST_SECRET: required in production when APP_URL is not loopback");
  }
  return {
    ingestSecret: e.LEADS_INGEST_SECRET ?? localLeadsSecret(previewSecret),
    limitPerAddress: e.LEADS_LIMIT_PER_ADDRESS,
    limitPerLanding: e.LEADS_LIMIT_PER_LANDING,
    retentionDays: e.LEADS_RETENTION_DAYS,
  };
}

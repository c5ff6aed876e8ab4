import { createHmac } from "node:crypto";
import { z } from "zod";

/**
 * Configuration of view statistics (issue 15, decision 015), joined into the
 * app's EnvSchema (../config.server.ts).
 */
export const STATS_ENV = {
  // local: the worker posts events to POST /api/internal/stats and the app keeps daily rows;
  // analytics-engine: the worker writes to Workers Analytics Engine, the app reads its SQL API.
  STATS_DRIVER: z.enum(["local", "analytics-engine", "off"]).default("local"),
  STATS_INGEST_SECRET: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().min(32).optional(),
  ),
  CF_ACCOUNT_ID: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[0-9a-f]{32}$/, "must be the account's 32-character id")
      .optional(),
  ),
  CF_API_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional()),
  STATS_DATASET: z
    .string()
    .regex(/^[A-Za-z0-9_]+$/)
    .default("vitrina_stats"),
};

export type StatsConfig =
  | { driver: "off" }
  | { driver: "local"; ingestSecret: string }
  | {
      driver: "analytics-engine";
      accountId: string;
      apiToken: string;
      apiUrl: string;
      dataset: string;
    };

/**
 * The ingest secret both sides derive when STATS_INGEST_SECRET is unset: the
 * app from its PREVIEW_SECRET, `npm start` hands the same value to the
 * worker, so a local install needs no extra setting.
 */
export function localStatsSecret(previewSecret: string): string {
  return createHmac("sha256", previewSecret).update("vitrina-stats-ingest").digest("hex");
}

export function statsConfig(
  e: {
    STATS_DRIVER: "local" | "analytics-engine" | "off";
    STATS_INGEST_SECRET?: string;
    CF_ACCOUNT_ID?: string;
    CF_API_TOKEN?: string;
    STATS_DATASET: string;
    CLOUDFLARE_API_URL: string;
  },
  previewSecret: string,
  fail: (message: string) => never,
): StatsConfig {
  if (e.STATS_DRIVER === "off") return { driver: "off" };
  if (e.STATS_DRIVER === "local") {
    return {
      driver: "local",
      ingestSecret: e.STATS_INGEST_SECRET ?? localStatsSecret(previewSecret),
    };
  }
  if (!e.CF_ACCOUNT_ID || !e.CF_API_TOKEN) {
    return fail("CF_ACCOUNT_ID, CF_API_TOKEN: required when STATS_DRIVER=analytics-engine");
  }
  return {
    driver: "analytics-engine",
    accountId: e.CF_ACCOUNT_ID,
    apiToken: e.CF_API_TOKEN,
    apiUrl: e.CLOUDFLARE_API_URL.replace(/\/+$/, ""),
    dataset: e.STATS_DATASET,
  };
}

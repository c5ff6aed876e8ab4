import { createHmac } from "node:crypto";
import path from "node:path";
import type { LogLevel } from "../ops/index.server";
import type { EdgePurgeConfig } from "./edge/port";
import { statsConfig, type StatsConfig } from "../stats/config.server";
import { leadsConfig, type LeadsConfig } from "../leads/config.server";
import { domainsConfig, type DomainsConfig } from "../domains/config.server";
import {
  outboundConfig,
  telegramConfig,
  type OutboundConfig,
  type TelegramConfig,
} from "../channels/config.server";
import { ConfigError, EnvSchema, LOOPBACK_URL, localSecret, type Env } from "./config-env.server";
import {
  aiConfig,
  edgePurgeConfig,
  paymentsConfig,
  translateConfig,
  type AiConfig,
  type PaymentsConfig,
  type TranslateConfig,
} from "./config-providers.server";

export { ConfigError };
export type { AiConfig, PaymentsConfig, TranslateConfig };

/**
 * Environment configuration, validated once at start-up. Every variable has a
 * working local default except SESSION_SECRET in production (see .env.example).
 * The variables and their checks are in config-env.server.ts; the providers'
 * settings in config-providers.server.ts.
 */
export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  publicPort: number;
  appUrl: string;
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); undefined: SQLite at dataDir/vitrina.sqlite. */
  databaseUrl?: string;
  sessionSecret: string;
  /** Signs editor preview links; the worker checks them (same value as its PREVIEW_SECRET). */
  previewSecret: string;
  secureCookies: boolean;
  adminEmail: string;
  adminPassword: string | undefined;
  adminUserIds: number[];
  smtpUrl: string | undefined;
  mailFrom: string;
  storage:
    | { driver: "r2"; persistDir: string }
    | {
        driver: "s3";
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  salesContactUrl: string;
  /** New accounts one client address may create per hour. */
  registerLimitPerHour: number;
  payments: PaymentsConfig;
  /** SPEC §2 Plans countdown target (ISO). */
  promoEndsAt: string;
  /** Where the terms link points; unset → the app's own /terms page. */
  termsUrl: string | null;
  /** CIDRs of the load balancers/proxies whose X-Forwarded-For is believed (decision 009). */
  trustedProxies: string[];
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /** The edge cache purge driver (EDGE_PURGE) and its settings (app/services/edge). */
  edgePurge: EdgePurgeConfig;
  /** PUBLIC_DOMAIN: each landing is also `{alias}.<publicDomain>` (production); null locally. */
  publicDomain: string | null;
  /** View statistics (issue 15): local daily rows, Analytics Engine, or off. */
  stats: StatsConfig;
  /** Lead forms (issue 24): the worker relay's secret, the submit limits, the retention. */
  leads: LeadsConfig;
  /** Self-service custom domains (decision 011). */
  domains: DomainsConfig;
  /** The operator's Telegram bot for lead channels (issue 25); null: Telegram not offered. */
  telegram: TelegramConfig | null;
  /** Issue 25: calls to owners' URLs (webhooks, Bitrix24): loopback allowed, https only. */
  outbound: OutboundConfig;
  /** AI writing help (issue 14): the provider and the per-user daily request limit. */
  ai: AiConfig;
  /** Translation (issue 14): the provider and the per-user monthly character quota. */
  translate: TranslateConfig;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const { e, refused, failed } = parseEnv(env);
  const problems: string[] = [];
  // Each check runs even after another failed; its problem joins the list.
  const check = <T>(fallback: T, read: () => T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.problems);
      return fallback;
    }
  };
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  // `npm start` runs the production build on this machine; a secret is required
  // only once the app is served from a real host.
  const local = LOOPBACK_URL.test(appUrl);
  const secretMissing = e.NODE_ENV === "production" && !local && !e.SESSION_SECRET;
  if (secretMissing) problems.push("SESSION_SECRET: required in production");
  const storage = check<Config["storage"]>(
    { driver: "r2", persistDir: path.join(dataDir, "r2") },
    () => storageConfig(e, dataDir),
  );
  // A refused start writes nothing into DATA_DIR: the missing secret is not generated.
  const sessionSecret = e.SESSION_SECRET ?? (secretMissing ? "" : localSecret(dataDir));
  const payments = check<PaymentsConfig>({ provider: "off" }, () =>
    paymentsConfig(e, local, dataDir),
  );
  const publicUrl = (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PUBLIC_PORT}`).replace(/\/$/, "");
  const previewSecret =
    e.PREVIEW_SECRET ?? createHmac("sha256", sessionSecret).update("vitrina-preview").digest("hex");
  const fail = (m: string): never => {
    throw new ConfigError(m);
  };
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    publicPort: e.PUBLIC_PORT,
    appUrl,
    // Another host than the app's localhost: cookies ignore ports, so published
    // pages (which run owners' scripts) must not share the app's host (DESIGN §4).
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret,
    previewSecret,
    secureCookies: appUrl.startsWith("https:"),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminUserIds: e.ADMIN_USER_IDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage,
    salesContactUrl: e.SALES_CONTACT_URL,
    registerLimitPerHour: e.REGISTER_LIMIT_PER_HOUR,
    payments,
    promoEndsAt: new Date(e.PROMO_ENDS_AT).toISOString(),
    termsUrl: e.TERMS_URL ?? null,
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    edgePurge: check<EdgePurgeConfig>({ driver: "off" }, () =>
      edgePurgeConfig(e, { local, publicUrl, previewSecret, storage: e.STORAGE_DRIVER }),
    ),
    publicDomain: e.PUBLIC_DOMAIN ?? null,
    stats: check<StatsConfig>({ driver: "off" }, () => statsConfig(e, previewSecret, fail)),
    leads: check<LeadsConfig>(
      {
        ingestSecret: "",
        limitPerAddress: e.LEADS_LIMIT_PER_ADDRESS,
        limitPerLanding: e.LEADS_LIMIT_PER_LANDING,
        retentionDays: e.LEADS_RETENTION_DAYS,
        turnstile: null,
      },
      () => leadsConfig(e, previewSecret, e.NODE_ENV === "production" && !local, fail),
    ),
    domains: check<DomainsConfig>(
      { cnameTarget: null, apexIps: [], dnsServers: null, provider: { driver: "none" } },
      () => domainsConfig(e, e.PUBLIC_DOMAIN ?? null, fail),
    ),
    telegram: check<TelegramConfig | null>(null, () => telegramConfig(e, appUrl, fail)),
    outbound: check<OutboundConfig>({ allowLoopback: false, httpsOnly: true }, () =>
      outboundConfig(e, local, fail),
    ),
    ai: check<AiConfig>({ provider: "off", dailyLimit: e.AI_DAILY_LIMIT }, () =>
      aiConfig(e, local),
    ),
    translate: check<TranslateConfig>(
      { provider: "off", monthlyChars: e.TRANSLATE_MONTHLY_CHARS },
      () => translateConfig(e, local),
    ),
  };
  // A check that needs a refused variable only repeats the schema's word on it.
  const found = [...refused, ...problems.filter((p) => !namedIn(p).some((n) => failed.has(n)))];
  if (found.length) throw new ConfigError(found);
  return config;
}

/**
 * The environment through EnvSchema. A variable the schema refuses is a
 * problem; the checks across variables then still run on the others, so one
 * error lists everything.
 */
function parseEnv(env: Record<string, string | undefined>): {
  e: Env;
  refused: string[];
  failed: ReadonlySet<string>;
} {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return { e: parsed.data, refused: [], failed: new Set() };
  const refused = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  const failed = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const rest = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([name]) => !failed.has(name))),
  );
  if (!rest.success) throw new ConfigError(refused);
  return { e: rest.data, refused, failed };
}

/** The variables a problem line names (`A, B: required when …`). */
const namedIn = (problem: string): string[] =>
  problem
    .slice(0, problem.indexOf(":"))
    .split(",")
    .map((name) => name.trim());

function storageConfig(e: Env, dataDir: string): Config["storage"] {
  if (e.STORAGE_DRIVER !== "s3") return { driver: "r2", persistDir: path.join(dataDir, "r2") };
  if (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      "S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3",
    );
  }
  return {
    driver: "s3",
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AI_DAILY_LIMIT_DEFAULT } from "../../../core/ai/suggestions";
import { DEFAULT_PROMO_ENDS_AT } from "../../../core/plans";
import { DEFAULT_TRANSLATE_MONTHLY_CHARS } from "../../../core/translate/languages";
import { parseCidr, TrustedProxiesError } from "../ops/index.server";
import { LOG_LEVELS, type LogLevel } from "../ops/index.server";
import { CLOUDFLARE_API_URL } from "./edge/drivers/cloudflare.server";
import { localPurgeSecret } from "./edge/drivers/local.server";
import type { EdgePurgeConfig } from "./edge/port";
import { STATS_ENV, statsConfig, type StatsConfig } from "../stats/config.server";
import { DOMAIN_ENV, domainsConfig, type DomainsConfig } from "../domains/config.server";

/**
 * Environment configuration, validated once at start-up. Every variable has a
 * working local default except SESSION_SECRET in production (see .env.example).
 */
const csvIds = z
  .string()
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean)
      .map((x) => Number(x)),
  )
  .pipe(z.array(z.number().int().positive()));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  APP_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  // Issue 12: a postgres:// URL puts the app on PostgreSQL; unset (or empty), SQLite in DATA_DIR.
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  SESSION_SECRET: z.string().min(32).optional(),
  PREVIEW_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().default("admin@vitrina.local"),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_USER_IDS: csvIds.default("1,3,17"),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Vitrina <no-reply@vitrina.local>"),
  STORAGE_DRIVER: z.enum(["r2", "s3"]).default("r2"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().default("vitrina"),
  S3_REGION: z.string().default("auto"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SALES_CONTACT_URL: z.string().url().default("https://t.me/vitrina_sales"),
  PAYMENT_PROVIDER: z.enum(["mercuryo", "test", "off"]).optional(),
  PAYMENT_TEST_SECRET: z.string().min(16).optional(),
  MERCURYO_WIDGET_ID: z.string().min(1).optional(),
  MERCURYO_WIDGET_SECRET: z.string().min(1).optional(),
  MERCURYO_SIGN_KEY: z.string().min(16).optional(),
  MERCURYO_WALLET_ADDRESS: z.string().min(1).optional(),
  MERCURYO_CRYPTO_CURRENCY: z.string().min(2).default("USDT"),
  MERCURYO_WIDGET_URL: z.string().url().default("https://widget.mercuryo.io"),
  MERCURYO_SCRIPT_URL: z.string().url().default("https://widget.mercuryo.io/embed.2.1.js"),
  PROMO_ENDS_AT: z
    .string()
    .refine((s) => !Number.isNaN(new Date(s).getTime()), "must be an ISO date")
    .default(DEFAULT_PROMO_ENDS_AT),
  TERMS_URL: z.string().url().optional(),
  // Decision 009: proxies whose forwarding headers name the client (CIDRs, IPv4 and IPv6).
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .transform((s, ctx) => {
      const cidrs: string[] = [];
      for (const entry of s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean)) {
        try {
          const c = parseCidr(entry);
          cidrs.push(`${c.address}/${c.prefix}`);
        } catch (e) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            message: e instanceof TrustedProxiesError ? e.message : String(e),
          });
          return z.NEVER;
        }
      }
      return cidrs;
    }),
  LOG_LEVEL: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
    z.enum(LOG_LEVELS).default("info"),
  ),
  // How long a stopping server lets requests in flight and the task in hand finish.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  // Issue 12, DESIGN §6 "edge cache purge": who purges a landing's URLs after each write.
  EDGE_PURGE: z.enum(["cloudflare", "local", "off"]).optional(),
  EDGE_PURGE_URL: z.string().url().optional(),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "must be the zone's 32-character id")
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  CLOUDFLARE_API_URL: z.string().url().default(CLOUDFLARE_API_URL),
  // Issue 15, decision 015: where view statistics go (app/services/stats/config.server.ts).
  ...STATS_ENV,
  // Issue 13, decision 011: self-service custom domains (app/services/domains/config.server.ts).
  ...DOMAIN_ENV,
  // Issue 12, DESIGN §8: production gives each landing {alias}.<PUBLIC_DOMAIN>; unset locally.
  PUBLIC_DOMAIN: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase().replace(/\.+$/, "") || undefined : v),
    z
      .string()
      .regex(
        /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
        "must be a domain name such as vitrina.site",
      )
      .optional(),
  ),
  // Issue 14 "AI writing help": an OpenAI-compatible chat-completions server; unset = off.
  AI_PROVIDER: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["openai", "fake"]).optional(),
  ),
  AI_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  AI_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  AI_MODEL: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  AI_DAILY_LIMIT: z.coerce.number().int().min(1).default(AI_DAILY_LIMIT_DEFAULT),
  // Issue 14 "Translation": who translates a page into en/uk; unset = off.
  TRANSLATE_PROVIDER: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["deepl", "libretranslate", "fake"]).optional(),
  ),
  DEEPL_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  DEEPL_SERVER_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  DEEPL_EN_VARIANT: z.enum(["en-GB", "en-US"]).default("en-GB"),
  LIBRETRANSLATE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  LIBRETRANSLATE_API_KEY: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  TRANSLATE_MONTHLY_CHARS: z.coerce.number().int().min(0).default(DEFAULT_TRANSLATE_MONTHLY_CHARS),
});

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
  /** Self-service custom domains (decision 011). */
  domains: DomainsConfig;
  /** AI writing help (issue 14): the provider and the per-user daily request limit. */
  ai: AiConfig;
  /** Translation (issue 14): the provider and the per-user monthly character quota. */
  translate: TranslateConfig;
};

export type TranslateConfig = { monthlyChars: number } & (
  | { provider: "off" }
  | { provider: "fake" }
  | {
      provider: "deepl";
      apiKey: string;
      serverUrl: string | undefined;
      enVariant: "en-GB" | "en-US";
    }
  | { provider: "libretranslate"; url: string; apiKey: string | undefined }
);

export type AiConfig = { dailyLimit: number } & (
  | { provider: "off" }
  | { provider: "fake" }
  | { provider: "openai"; baseUrl: string | undefined; apiKey: string; model: string }
);

export type PaymentsConfig =
  | { provider: "off" }
  | { provider: "test"; secret: string }
  | {
      provider: "mercuryo";
      widgetId: string;
      /** Dashboard "Secret": signs the widget parameters. */
      widgetSecret: string;
      /** Dashboard "Sign Key": signs the callbacks. */
      callbackSignKey: string;
      walletAddress: string;
      cryptoCurrency: string;
      widgetUrl: string;
      scriptUrl: string;
    };

export class ConfigError extends Error {}

/** A locally generated secret is kept in DATA_DIR so sessions survive restarts. */
function localSecret(dataDir: string, name = "session-secret"): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  // `npm start` runs the production build on this machine; a secret is required
  // only once the app is served from a real host.
  const local = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(appUrl);
  if (e.NODE_ENV === "production" && !local && !e.SESSION_SECRET) {
    throw new ConfigError("Invalid configuration:\n  SESSION_SECRET: required in production");
  }
  let storage: Config["storage"] = { driver: "r2", persistDir: path.join(dataDir, "r2") };
  if (e.STORAGE_DRIVER === "s3") {
    if (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
      throw new ConfigError(
        "Invalid configuration:\n  S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when STORAGE_DRIVER=s3",
      );
    }
    storage = {
      driver: "s3",
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    };
  }
  const sessionSecret = e.SESSION_SECRET ?? localSecret(dataDir);
  const payments = paymentsConfig(e, local, dataDir);
  const publicUrl = (e.PUBLIC_URL ?? `http://127.0.0.1:${e.PUBLIC_PORT}`).replace(/\/$/, "");
  const previewSecret =
    e.PREVIEW_SECRET ?? createHmac("sha256", sessionSecret).update("vitrina-preview").digest("hex");
  return {
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
    edgePurge: edgePurgeConfig(e, { local, publicUrl, previewSecret, storage: storage.driver }),
    publicDomain: e.PUBLIC_DOMAIN ?? null,
    stats: statsConfig(e, previewSecret, (m) => {
      throw new ConfigError(m);
    }),
    domains: domainsConfig(e, e.PUBLIC_DOMAIN ?? null, (m) => {
      throw new ConfigError(m);
    }),
    ai: aiConfig(e, local),
    translate: translateConfig(e, local),
  };
}

/**
 * Issue 14: AI_PROVIDER=openai needs a model, and a key unless AI_BASE_URL
 * points at a server of one's own (llama.cpp, Ollama need none). The fake
 * writes canned text, so it never serves a real host in production.
 */
function translateConfig(e: z.infer<typeof EnvSchema>, loopbackApp: boolean): TranslateConfig {
  const monthlyChars = e.TRANSLATE_MONTHLY_CHARS;
  switch (e.TRANSLATE_PROVIDER) {
    case undefined:
      return { provider: "off", monthlyChars };
    case "fake":
      // Never a fake translation on a real site (issue 14: "do not fake it in production").
      if (e.NODE_ENV === "production" && !loopbackApp)
        throw new ConfigError(
          "Invalid configuration:\n  TRANSLATE_PROVIDER: fake is for tests and local use only",
        );
      return { provider: "fake", monthlyChars };
    case "deepl":
      if (!e.DEEPL_API_KEY)
        throw new ConfigError(
          "Invalid configuration:\n  DEEPL_API_KEY: required when TRANSLATE_PROVIDER=deepl",
        );
      return {
        provider: "deepl",
        apiKey: e.DEEPL_API_KEY,
        serverUrl: e.DEEPL_SERVER_URL?.replace(/\/+$/, ""),
        enVariant: e.DEEPL_EN_VARIANT,
        monthlyChars,
      };
    case "libretranslate":
      if (!e.LIBRETRANSLATE_URL)
        throw new ConfigError(
          "Invalid configuration:\n  LIBRETRANSLATE_URL: required when TRANSLATE_PROVIDER=libretranslate",
        );
      return {
        provider: "libretranslate",
        url: e.LIBRETRANSLATE_URL.replace(/\/+$/, ""),
        apiKey: e.LIBRETRANSLATE_API_KEY,
        monthlyChars,
      };
  }
}

function aiConfig(e: z.infer<typeof EnvSchema>, loopbackApp: boolean): AiConfig {
  const dailyLimit = e.AI_DAILY_LIMIT;
  if (!e.AI_PROVIDER) return { provider: "off", dailyLimit };
  if (e.AI_PROVIDER === "fake") {
    if (e.NODE_ENV === "production" && !loopbackApp)
      throw new ConfigError(
        "Invalid configuration:\n  AI_PROVIDER: fake is for tests and local use only",
      );
    return { provider: "fake", dailyLimit };
  }
  if (!e.AI_MODEL || (!e.AI_API_KEY && !e.AI_BASE_URL)) {
    throw new ConfigError(
      "Invalid configuration:\n  AI_MODEL, and AI_API_KEY (or AI_BASE_URL of a server that needs none): required when AI_PROVIDER=openai",
    );
  }
  return {
    provider: "openai",
    baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ""),
    // The SDK insists on a key; local servers ignore it.
    apiKey: e.AI_API_KEY ?? "none",
    model: e.AI_MODEL,
    dailyLimit,
  };
}

const LOOPBACK_URL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Issue 12: pages stay at the edge for a day, so every write must purge
 * (DESIGN §6). The default is the local worker's purge whenever that worker
 * runs (STORAGE_DRIVER=r2: the Miniflare worker over the same bucket); an app
 * in production away from the edge must say which driver it uses, so a
 * missing setting never leaves pages a day out of date.
 */
function edgePurgeConfig(
  e: z.infer<typeof EnvSchema>,
  at: { local: boolean; publicUrl: string; previewSecret: string; storage: "r2" | "s3" },
): EdgePurgeConfig {
  let driver = e.EDGE_PURGE;
  if (!driver) {
    if (at.storage === "r2") driver = "local";
    else if (e.NODE_ENV === "production" && !at.local) {
      throw new ConfigError(
        "Invalid configuration:\n  EDGE_PURGE: required in production (cloudflare, or off when no edge cache runs in front of the pages)",
      );
    } else driver = "off";
  }
  if (driver === "off") return { driver };
  if (driver === "local") {
    return {
      driver,
      // The worker listens on loopback at PUBLIC_PORT (scripts/lib/edge.ts).
      url:
        e.EDGE_PURGE_URL ??
        (LOOPBACK_URL.test(at.publicUrl) ? at.publicUrl : `http://127.0.0.1:${e.PUBLIC_PORT}`),
      secret: localPurgeSecret(at.previewSecret),
    };
  }
  if (!e.CLOUDFLARE_ZONE_ID || !e.CLOUDFLARE_API_TOKEN) {
    throw new ConfigError(
      "Invalid configuration:\n  CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN: required when EDGE_PURGE=cloudflare",
    );
  }
  return {
    driver,
    zoneId: e.CLOUDFLARE_ZONE_ID,
    apiToken: e.CLOUDFLARE_API_TOKEN,
    apiUrl: e.CLOUDFLARE_API_URL.replace(/\/+$/, ""),
  };
}

/**
 * Free PRO must never be one misconfiguration away: the `test` driver is used
 * only when asked for by name, or when nothing is set and the app's own URL
 * is a loopback address (NODE_ENV is not the test: `npm start` runs as
 * production). Its routes also refuse non-loopback sockets.
 */
function paymentsConfig(
  e: z.infer<typeof EnvSchema>,
  loopbackApp: boolean,
  dataDir: string,
): PaymentsConfig {
  const provider = e.PAYMENT_PROVIDER ?? (loopbackApp ? "test" : "off");
  if (provider === "off") return { provider };
  if (provider === "test") {
    return {
      provider,
      secret: e.PAYMENT_TEST_SECRET ?? localSecret(dataDir, "payment-test-secret"),
    };
  }
  if (
    !e.MERCURYO_WIDGET_ID ||
    !e.MERCURYO_WIDGET_SECRET ||
    !e.MERCURYO_SIGN_KEY ||
    !e.MERCURYO_WALLET_ADDRESS
  ) {
    throw new ConfigError(
      "Invalid configuration:\n  MERCURYO_WIDGET_ID, MERCURYO_WIDGET_SECRET, MERCURYO_SIGN_KEY, MERCURYO_WALLET_ADDRESS: required when PAYMENT_PROVIDER=mercuryo",
    );
  }
  return {
    provider,
    widgetId: e.MERCURYO_WIDGET_ID,
    widgetSecret: e.MERCURYO_WIDGET_SECRET,
    callbackSignKey: e.MERCURYO_SIGN_KEY,
    walletAddress: e.MERCURYO_WALLET_ADDRESS,
    cryptoCurrency: e.MERCURYO_CRYPTO_CURRENCY,
    widgetUrl: e.MERCURYO_WIDGET_URL,
    scriptUrl: e.MERCURYO_SCRIPT_URL,
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AI_DAILY_LIMIT_DEFAULT } from "../../../core/ai/suggestions";
import { DEFAULT_PROMO_ENDS_AT } from "../../../core/plans";
import { DEFAULT_TRANSLATE_MONTHLY_CHARS } from "../../../core/translate/languages";
import { parseCidr, TrustedProxiesError } from "../ops/index.server";
import { LOG_LEVELS } from "../ops/index.server";
import { CLOUDFLARE_API_URL } from "./edge/drivers/cloudflare.server";
import { STATS_ENV } from "../stats/config.server";
import { LEADS_ENV } from "../leads/config.server";
import { DOMAIN_ENV } from "../domains/config.server";
import { OUTBOUND_ENV, TELEGRAM_ENV } from "../channels/config.server";

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

export const EnvSchema = z.object({
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
  // Issue 24: lead forms, the worker's signed relay and the submit limits (app/services/leads/config.server.ts).
  ...LEADS_ENV,
  // Issue 25: calls to owners' URLs (webhooks, Bitrix24) (app/services/channels/config.server.ts).
  ...OUTBOUND_ENV,
  // Issue 25: the operator's Telegram bot for lead channels (app/servic../channels/config.server.ts).
  ...TELEGRAM_ENV,
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

/** The environment as read and checked by EnvSchema. */
export type Env = z.infer<typeof EnvSchema>;

/**
 * A configuration the app refuses to start with. It carries every problem
 * found, one `NAME: what is wrong` line each, so an operator fixes them all
 * in one go rather than one start-up at a time.
 */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === "string" ? [problems] : problems;
    super(`Invalid configuration:\n${list.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = list;
  }
}

/** An app URL on this machine: local defaults apply, production's demands do not. */
export const LOOPBACK_URL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** A locally generated secret is kept in DATA_DIR so sessions survive restarts. */
export function localSecret(dataDir: string, name = "session-secret"): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

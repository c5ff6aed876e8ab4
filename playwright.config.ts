import { defineConfig, devices } from "@playwright/test";
import path from "node:path";

/**
 * End-to-end tests run against the real product: `scripts/start.ts` (the same
 * process `npm start` runs after building) on its own ports and data folder.
 */
const appPort = Number(process.env.E2E_PORT ?? 3100);
const publicPort = Number(process.env.E2E_PUBLIC_PORT ?? 8900);
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".cache/e2e-data");
// Issue 13: the UDP port of the DNS stand-in tests/e2e/pro-domain.spec.ts runs (DNS_SERVERS).
const dnsPort = Number(process.env.E2E_DNS_PORT ?? publicPort + 500);
// Issue 25: the Telegram Bot API stand-in tests/e2e/lead-channels.spec.ts runs (TELEGRAM_API_URL).
const telegramPort = Number(process.env.E2E_TELEGRAM_PORT ?? publicPort + 600);
export const e2eEnv = {
  appUrl: `http://localhost:${appPort}`,
  publicUrl: `http://127.0.0.1:${publicPort}`,
  dataDir,
  adminEmail: "admin@vitrina.test",
  adminPassword: "admin-e2e-password",
};
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_APP_URL = e2eEnv.appUrl;
process.env.E2E_PUBLIC_URL = e2eEnv.publicUrl;
process.env.E2E_DNS_PORT = String(dnsPort);
process.env.E2E_TELEGRAM_PORT = String(telegramPort);
process.env.E2E_ADMIN_EMAIL = e2eEnv.adminEmail;
process.env.E2E_ADMIN_PASSWORD = e2eEnv.adminPassword;

/**
 * Specs that write or read state every spec shares: the admin's lists (newest users first),
 * audit log and scheduled tasks (the admin journey saves the newest task), admin edits of
 * users and hosts. `npm test` runs this project first, alone, one file at a time
 * (scripts/test-all.sh), then the other project, whose specs make their own owners and
 * landings and run two files at a time. A new spec that touches shared state goes here.
 */
const SHARED_STATE = [
  "admin.spec.ts",
  "admin-api.spec.ts",
  "admin-layout.spec.ts",
  "payments.spec.ts",
  "publishing.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  // Tests of one file run in order on one worker (a file's tests may share an owner); two
  // files at a time, as much of a test waits on the browser, the server and their timers.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PW_JSON
    ? [["list"], ["json", { outputFile: process.env.PW_JSON }]]
    : [["list"]],
  use: {
    baseURL: e2eEnv.appUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "shared-state",
      testMatch: SHARED_STATE,
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    { name: "chromium", testIgnore: SHARED_STATE, use: { ...devices["Desktop Chrome"] } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && npx tsx scripts/start.ts`,
    url: `${e2eEnv.appUrl}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(appPort),
      PUBLIC_PORT: String(publicPort),
      APP_URL: e2eEnv.appUrl,
      PUBLIC_URL: e2eEnv.publicUrl,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eEnv.adminEmail,
      ADMIN_PASSWORD: e2eEnv.adminPassword,
      NODE_ENV: "production",
      // Every spec registers its own users from this one address.
      REGISTER_LIMIT_PER_HOUR: "10000",
      // Every visitor's lead comes from loopback too, from two specs at a time (workers: 2).
      LEADS_LIMIT_PER_ADDRESS: "10000",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
      // The plans page counts down to a promotion that has not ended yet (about two days).
      PROMO_ENDS_AT: new Date(Date.now() + 50 * 3_600_000).toISOString(),
      // Issue 14: the deterministic AI stand-in (tests/e2e/ai.spec.ts).
      AI_PROVIDER: "fake",
      // Issue 14: the deterministic translator, "[en] …" (tests/e2e/translate.spec.ts).
      TRANSLATE_PROVIDER: "fake",
      // Issue 13: custom domains are checked against the spec's DNS stand-in on loopback.
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      PUBLIC_CNAME_TARGET: "cdn.vitrina.test",
      // Issue 25: owners' webhooks may point at the specs' receivers on loopback (http).
      WEBHOOK_ALLOW_PRIVATE: "1",
      // Issue 25: the bot polls the spec's Bot API stand-in (its token and name: tests/stand-ins/telegram-bot-api.ts).
      TELEGRAM_BOT_TOKEN: "123456789:AAStandInTokenOfTheTestBot_0123456789",
      TELEGRAM_BOT_USERNAME: "vitrina_test_bot",
      TELEGRAM_API_URL: `http://127.0.0.1:${telegramPort}`,
    },
  },
});

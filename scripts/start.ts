/**
 * `npm start`: the whole product on one machine — migrations, the seeded admin,
 * the edge worker in Miniflare over a persisted bucket, and the Remix app.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { migrateToLatest, openConfiguredDatabase } from "../db/database";
import { ConfigError, loadConfig } from "../app/services/platform/index.server";
import { createMailer } from "../app/services/platform/index.server";
import { checkHealth, setDraining } from "../app/services/ops/index.server";
import { log, setLogLevel } from "../app/services/ops/index.server";
import { closeServer, onShutdownSignals } from "../app/services/ops/index.server";
import { ensurePresetAssets } from "../app/services/landings/index.server";
import {
  closeLimiterStore,
  initLimiterStore,
  limiterSourceFor,
} from "../app/services/platform/index.server";
import { setContext } from "../app/services/platform/index.server";
import { ensureAdminAccount } from "../app/services/accounts/index.server";
import { ensureRecurringTasks, startTaskRunner } from "../app/services/tasks/index.server";
import { startTelegramUpdates } from "../app/services/channels/index.server";
import { createS3Store } from "../renderer/storage/s3-store";
import type { SiteStore } from "../core/storage/site-store";
import { startEdge } from "./lib/edge";
import { machinePaths } from "../app/services/platform/index.server";
import { createApp, listen } from "./server";

async function main(): Promise<void> {
  // Miniflare exits the process on SIGINT/SIGTERM at once; shutdown() below
  // lets the task runner finish its task and then disposes Miniflare itself.
  const signalListeners = (["SIGINT", "SIGTERM"] as const).map(
    (s) => [s, process.listeners(s)] as const,
  );
  const config = loadConfig();
  setLogLevel(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });

  const db = openConfiguredDatabase(config);
  const applied = await migrateToLatest(db);
  for (const name of applied) console.info(`[migrate] applied ${name}`);
  // Login, registration and mail limits in the database every app server shares (decision 009).
  const limits = await initLimiterStore({ db }, limiterSourceFor(config));

  const admin = await ensureAdminAccount({ db, config, now: () => new Date() });
  if (admin.created) {
    console.info(`[seed] admin account created: ${config.adminEmail}`);
    if (admin.generatedPassword) {
      console.info(`[seed] generated admin password (shown once): ${admin.generatedPassword}`);
    }
  }

  let store: SiteStore;
  let disposeEdge: () => Promise<void> = async () => {};
  if (config.storage.driver === "s3") {
    store = createS3Store(config.storage);
    console.info(`[storage] s3 bucket ${config.storage.bucket} at ${config.storage.endpoint}`);
  } else {
    const edge = await startEdge({
      persistDir: config.storage.persistDir,
      port: config.publicPort,
      appUrl: config.appUrl,
      publicUrl: config.publicUrl,
      previewSecret: config.previewSecret,
      ...(config.stats.driver === "local" ? { statsIngestSecret: config.stats.ingestSecret } : {}),
      leadsIngestSecret: config.leads.ingestSecret,
      turnstileSiteKey: config.leads.turnstile?.siteKey,
    });
    store = edge.store;
    disposeEdge = edge.dispose;
    console.info(`[edge] worker (Miniflare) serving public pages on ${edge.url}`);
  }

  const ctx = { db, store, config, mailer: createMailer(config), now: () => new Date() };
  setContext(ctx);
  await ensurePresetAssets(ctx);

  const buildPath = path.resolve("build/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const mode = config.nodeEnv === "development" ? "production" : config.nodeEnv;
  const server = await listen(
    createApp(build, mode, config.appUrl, machinePaths(config), {
      trustedProxies: config.trustedProxies,
      warnUntrustedProxy: config.nodeEnv === "production",
      health: () => checkHealth({ db, store, limits: () => limits.head() }),
    }),
    config.port,
  );
  console.info(`[app] Vitrina on ${config.appUrl} (port ${config.port})`);

  // The task runner (decision 008): due scheduled_tasks every 5 s.
  await ensureRecurringTasks(ctx);
  const tasks = startTaskRunner(ctx, { intervalMs: 5_000 });
  // Issue 25: the Telegram bot's updates, a loop of its own beside the runner (webhook
  // registration or getUpdates long polling); it never holds up start-up.
  const telegram = startTelegramUpdates(ctx);
  if (config.telegram) {
    console.info(`[telegram] @${config.telegram.username}: updates by ${config.telegram.updates}`);
  }

  // Graceful shutdown (decision 009): /healthz turns 503, no new task is claimed
  // and the one in hand gets the timeout (then goes back to pending), requests
  // in flight finish (cut at the timeout), then the edge, limits and database close.
  const grace = config.shutdownTimeoutMs;
  const shutdown = async () => {
    setDraining(true);
    const [tasksStopped, closed] = await Promise.all([
      tasks.stop({ graceMs: grace }),
      closeServer(server, grace),
      telegram.stop(),
    ]);
    log.info("app server closed", {
      tasksReleased: tasksStopped.released,
      connectionsCut: closed.forced,
    });
    await disposeEdge();
    await closeLimiterStore();
    await db.destroy();
  };
  for (const [signal, before] of signalListeners) {
    for (const l of process.listeners(signal))
      if (!before.includes(l)) process.removeListener(signal, l);
  }
  onShutdownSignals(shutdown, { hardTimeoutMs: grace + 10_000 });
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

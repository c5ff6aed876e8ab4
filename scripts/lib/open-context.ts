import { mkdirSync } from "node:fs";
import { migrateToLatest, openConfiguredDatabase } from "../../db/database";
import { loadConfig } from "../../app/services/platform/index.server";
import { createMailer } from "../../app/services/platform/index.server";
import type { AppContext } from "../../app/services/platform/index.server";
import { createS3Store } from "../../renderer/storage/s3-store";
import { startEdge } from "./edge";

/**
 * The app's dependencies for an operator CLI: the same database and bucket the
 * running app uses. In the local r2 mode the bucket is opened through Miniflare
 * on a spare port, so the CLI works whether or not `npm start` is running.
 */
export async function openContext(): Promise<AppContext & { close(): Promise<void> }> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const db = openConfiguredDatabase(config);
  await migrateToLatest(db);
  let close = async () => {
    await db.destroy();
  };
  let store;
  if (config.storage.driver === "s3") {
    store = createS3Store(config.storage);
  } else {
    const edge = await startEdge({
      persistDir: config.storage.persistDir,
      port: 0,
      appUrl: config.appUrl,
      publicUrl: config.publicUrl,
      previewSecret: config.previewSecret,
    });
    store = edge.store;
    close = async () => {
      await edge.dispose();
      await db.destroy();
    };
  }
  return { db, store, config, mailer: createMailer(config), now: () => new Date(), close };
}

import { mkdirSync } from "node:fs";
import { migrateToLatest, openConfiguredDatabase } from "../db/database";
import { loadConfig } from "../app/services/platform/index.server";

const config = loadConfig();
mkdirSync(config.dataDir, { recursive: true });
const db = openConfiguredDatabase(config);
try {
  const applied = await migrateToLatest(db);
  if (applied.length === 0) console.info("[migrate] database is up to date");
  for (const name of applied) console.info(`[migrate] applied ${name}`);
} catch (error) {
  console.error("[migrate] failed:", error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}

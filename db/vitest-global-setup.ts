import { randomBytes } from "node:crypto";
import { adminQuery, migrateToLatest, openDatabase, withDatabase } from "./database";
import { isPostgresUrl } from "./dialect";

/**
 * Vitest global setup. With TEST_DATABASE_URL (PostgreSQL, issue 12) it
 * checks the server answers, migrates one template database for this run
 * (`t_<run>_template`) that `createTestDb()` copies (CREATE DATABASE …
 * TEMPLATE is much faster than migrating each one), and at the end drops
 * whatever this run left behind. Without it, nothing happens: tests use
 * in-memory SQLite.
 */
export async function setup(): Promise<(() => Promise<void>) | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  if (!isPostgresUrl(url)) throw new Error("TEST_DATABASE_URL must be a postgres:// URL");
  const run = randomBytes(3).toString("hex");
  const template = `t_${run}_template`;
  try {
    await adminQuery(url, "select 1");
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL: PostgreSQL does not answer at ${redact(url)}: ${String(error)}`,
    );
  }
  await adminQuery(url, `create database ${template} template template0`);
  const db = openDatabase(withDatabase(url, template));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // Read by createTestDb() in the test processes, which inherit this environment.
  process.env.TEST_DATABASE_RUN = run;
  process.env.TEST_DATABASE_TEMPLATE = template;

  return async () => {
    const left = await adminQuery(
      url,
      `select datname from pg_database where datname like 't\\_${run}\\_%'`,
    );
    for (const row of left.rows as Array<{ datname: string }>) {
      await adminQuery(url, `drop database if exists ${row.datname} with (force)`);
    }
  };
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

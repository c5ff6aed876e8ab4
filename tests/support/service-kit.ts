import { afterAll, beforeAll } from "vitest";
import { createTestDb, type DB } from "../../db/database";
import { insertUserSettings } from "../../db/queries/user-settings";
import { insertUser } from "../../db/queries/users";
import type { SiteStore } from "../../core/storage/site-store";
import { openTestBucket } from "./test-bucket";
import { loadConfig, type Config } from "../../app/services/platform/config.server";

/**
 * Test kit of the publishing, share and translate service tests: each file
 * opens its own fresh migrated database and Miniflare bucket, and adds owners
 * the way sign-up leaves them (a users row and its settings row).
 */

const DAY = 86_400_000;

/** The services' config for a test file: public pages at https://pages.test; `env` adds or overrides. */
export function serviceConfig(tag: string, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    DATA_DIR: `/tmp/vitrina-${tag}-test`,
    PUBLIC_URL: "https://pages.test",
    SESSION_SECRET: "s".repeat(32),
    ...env,
  });
}

/**
 * Registers a file's hooks: a fresh database and a bucket, opened before its
 * tests (handed to `take`) and closed after.
 */
export function withDbAndBucket(take: (opened: { db: DB; store: SiteStore }) => void): void {
  let db: DB | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    db = await createTestDb();
    const bucket = await openTestBucket();
    dispose = bucket.dispose;
    take({ db, store: bucket.store });
  });
  afterAll(async () => {
    await dispose?.();
    await db?.destroy();
  });
}

/** An owner whose plan runs `days` from `now`; answers the user id. */
export async function insertOwner(
  db: DB,
  o: { email: string; now: Date; days?: number; tariff?: number; landings?: number },
): Promise<number> {
  const id = await insertUser(db, {
    name: "Owner",
    email: o.email,
    phone: "+7 900 000-00-00",
    password_hash: "x",
    created_at: o.now.toISOString(),
    ...(o.tariff !== undefined && { tariff: o.tariff }),
    ...(o.landings !== undefined && { total_available_landings: o.landings }),
    tariff_expiration_date: new Date(o.now.getTime() + (o.days ?? 30) * DAY).toISOString(),
  });
  await insertUserSettings(db, { user_id: id });
  return id;
}

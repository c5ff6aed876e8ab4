import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDb, type DB } from "../../db/database";
import { createLanding, updateLanding } from "../../db/queries/landings";
import { insertUser } from "../../db/queries/users";
import { insertUserSettings } from "../../db/queries/user-settings";
import type { SiteStore } from "../../core/storage/site-store";
import { fullLanding } from "../fixtures/full-landing";
import { loadConfig } from "../../app/services/platform/config.server";
import { publishLanding } from "../../app/services/publishing/publish.server";

/** Test kit for view statistics: a fresh database, a bucket, owners and published landings. */
export async function makeStatsKit(
  store: SiteStore,
  env: Record<string, string> = {},
  clock = { now: new Date("2026-11-23T12:00:00Z") },
) {
  const db: DB = await createTestDb();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrina-stats-")),
    PUBLIC_URL: "https://pages.test",
    SESSION_SECRET: "s".repeat(40),
    EDGE_PURGE: "off",
    ...env,
  });
  const ctx = { db, store, config, now: () => clock.now };
  let n = 0;
  return {
    ctx,
    clock,
    async owner() {
      const id = await insertUser(db, {
        name: "Owner",
        email: `owner${++n}@test.dev`,
        phone: "",
        password_hash: "x",
        created_at: clock.now.toISOString(),
        tariff_expiration_date: new Date(clock.now.getTime() + 30 * 86_400_000).toISOString(),
      });
      await insertUserSettings(db, { user_id: id });
      return { id, tariff: 0, expired: false, total_available_landings: 5 };
    },
    /** A landing with the full fixture content, published under `alias`. */
    async published(userId: number, alias: string) {
      const row = await createLanding(db, { parentUser: userId, now: clock.now });
      await updateLanding(db, row.uuid, {
        content: JSON.stringify({ ...fullLanding, textAlias: alias }),
      });
      await publishLanding(ctx, row.uuid, { force: false });
      return row.uuid;
    },
    close: () => db.destroy(),
  };
}

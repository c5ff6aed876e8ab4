import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "../../../db/database";
import { insertUser } from "../../../db/queries/users";
import { insertUserSettings } from "../../../db/queries/user-settings";
import { loadConfig } from "../../../app/services/platform/config.server";
import type { AppContext } from "../../../app/services/platform/runtime.server";
import { startEdge } from "../../../scripts/lib/edge";
import { fullLanding } from "../../fixtures/full-landing";

/**
 * The real pipeline for a benchmark: a file SQLite database and the built
 * worker in Miniflare over its own bucket, in a temporary folder.
 */
export async function startPipeline(
  opts: { cacheTtl?: number; env?: Record<string, string> } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-bench-"));
  const db = openDatabase(path.join(dir, "vitrina.sqlite"));
  await migrateToLatest(db);
  const previewSecret = "bench-preview-secret-0123456789abcdef";
  const edge = await startEdge({
    previewSecret,
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl: "http://localhost:3000",
    cacheTtl: opts.cacheTtl,
  });
  const config = loadConfig({
    DATA_DIR: dir,
    PUBLIC_URL: edge.url,
    SESSION_SECRET: "x".repeat(32),
    PREVIEW_SECRET: previewSecret,
    ...opts.env,
  });
  const ctx: AppContext = {
    db,
    store: edge.store,
    config,
    mailer: { send: async () => {} },
    now: () => new Date(),
  };
  return {
    ctx,
    edge,
    async close() {
      await edge.dispose();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createOwner(
  ctx: AppContext,
  email: string,
  now = new Date(),
): Promise<number> {
  const id = await insertUser(ctx.db, {
    name: "Bench Owner",
    email,
    phone: "+70000000000",
    password_hash: "not-a-login",
    created_at: now.toISOString(),
    tariff: 1,
    tariff_expiration_date: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
    total_available_landings: 100_000,
  });
  await insertUserSettings(ctx.db, { user_id: id });
  return id;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

/**
 * `count` full landings of a new owner, published by an earlier renderer:
 * what `npm run rebuild` meets after an upgrade (every page to write, every
 * row already holding a version — a row with none costs SQLite a whole-row
 * rewrite on its first, ADR 018). Aliases are `{tag}-{n}`.
 */
export async function seedPublishedLandings(
  ctx: AppContext,
  count: number,
  tag: string,
): Promise<void> {
  const earlier = "0".repeat(64);
  const owner = await createOwner(ctx, `${tag}@vitrina.test`);
  const stamp = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 500) {
      const rows = [];
      for (let j = i; j < Math.min(count, i + 500); j++) {
        const content = JSON.stringify({
          ...fullLanding,
          textAlias: `${tag}-${j}`,
          projectName: `${fullLanding.projectName} #${j}`,
        });
        rows.push({
          uuid: randomUUID(),
          parent_user: owner,
          textalias: `${tag}-${j}`,
          content,
          published_content: content,
          published: 1,
          published_hash: earlier,
          published_meta_hash: earlier,
          creation_date: stamp,
          updated_at: stamp,
        });
      }
      await trx.insertInto("landings").values(rows).execute();
    }
  });
}

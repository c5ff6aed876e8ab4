import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createTestDb, type DB } from "../../db/database";
import { startEdge, type Edge } from "../../scripts/lib/edge";
import { loadConfig } from "../../app/services/platform/config.server";
import type { AppContext } from "../../app/services/platform/runtime.server";

/**
 * Test kit of the end-to-end service tests: the real worker (Miniflare) with
 * its edge cache, a fresh database per file, and the app's services writing
 * to the worker's bucket; pages are read back over a real socket.
 */

export interface Served {
  status: number;
  body: string;
  location: string | null;
}

/** A request over a real socket to the worker at `base`, with this Host header (what a browser or curl -H 'Host: …' sends). */
export function requestOver(
  base: string,
  p: string,
  o: { host?: string; method?: string } = {},
): Promise<Served> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .request(
        {
          host: u.hostname,
          port: u.port,
          path: p,
          method: o.method ?? "GET",
          headers: { Host: o.host ?? u.host },
        },
        (r) => {
          let body = "";
          r.setEncoding("utf8");
          r.on("data", (c) => (body += c));
          r.on("end", () =>
            resolve({ status: r.statusCode ?? 0, body, location: r.headers.location ?? null }),
          );
        },
      )
      .on("error", reject)
      .end();
  });
}

export interface EdgeApp {
  db: DB;
  edge: Edge;
  ctx: AppContext;
}

/**
 * Registers a file's hooks: a fresh database and the worker in a temporary
 * folder (pages at /l/{alias}) before its tests, handed to `take` with an app
 * context on the worker's bucket; all of it closed and removed after.
 */
export function withEdgeApp(
  tag: string,
  previewSecret: string,
  take: (app: EdgeApp) => void,
): void {
  let dir: string | undefined;
  let db: DB | undefined;
  let edge: Edge | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `vitrina-${tag}-`));
    db = await createTestDb();
    edge = await startEdge({
      persistDir: dir,
      port: 0,
      appUrl: "http://localhost:3000",
      publicUrl: "http://127.0.0.1",
      previewSecret,
    });
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dir,
      SESSION_SECRET: "s".repeat(40),
      PREVIEW_SECRET: previewSecret,
      PUBLIC_URL: edge.url,
    });
    const ctx = {
      db,
      store: edge.store,
      config,
      mailer: { send: async () => {} },
      now: () => new Date(),
    };
    take({ db, edge, ctx });
  }, 120_000);
  afterAll(async () => {
    await edge?.dispose();
    await db?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
}

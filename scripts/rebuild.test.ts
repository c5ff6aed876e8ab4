import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDb,
  migrateToLatest,
  openDatabase,
  testDatabaseIsPostgres,
  testDatabaseUrl,
  type DB,
} from "../db/database";
import { createLanding, updateLanding } from "../db/queries/landings";
import { insertUser, updateUserRow } from "../db/queries/users";
import { fullLanding } from "../tests/fixtures/full-landing";
import { startEdge } from "./lib/edge";

const run = promisify(execFile);
let dir: string;
let db: DB;
let owner: number;
let goodUuid: string;

async function rebuild(...args: string[]) {
  return run("npx", ["tsx", "scripts/rebuild.ts", ...args], {
    // On PostgreSQL the CLI opens the test database through DATABASE_URL (issue 12).
    env: {
      ...process.env,
      DATA_DIR: dir,
      NODE_ENV: "production",
      DATABASE_URL: testDatabaseUrl(db) ?? "",
    },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e) => ({ code: e.code as number, out: String(e.stdout) + String(e.stderr) }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-rebuild-"));
  db = testDatabaseIsPostgres
    ? await createTestDb()
    : openDatabase(path.join(dir, "vitrina.sqlite"));
  await migrateToLatest(db);
  owner = await insertUser(db, {
    name: "Owner",
    email: "rebuild@test.dev",
    phone: "",
    password_hash: "x",
    created_at: new Date().toISOString(),
  });
  const good = await createLanding(db, { parentUser: owner, now: new Date() });
  goodUuid = good.uuid;
  const content = JSON.stringify({ ...fullLanding, textAlias: "rebuild-good" });
  await updateLanding(db, good.uuid, {
    content,
    published_content: content,
    published: 1,
    textalias: "rebuild-good",
  });
  const broken = await createLanding(db, { parentUser: owner, now: new Date() });
  await updateLanding(db, broken.uuid, { published_content: "{not json", published: 1 });
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run rebuild", () => {
  it("refuses to run without a selection", async () => {
    const r = await rebuild();
    expect(r.code).toBe(2);
    expect(r.out).toContain("usage:");
  });

  it("logs each landing, summarises, and exits non-zero when one failed", async () => {
    const r = await rebuild("--all");
    expect(r.code).toBe(1);
    expect(r.out).toContain("2 published landing(s)");
    expect(r.out).toMatch(/FAILED/);
    expect(r.out).toContain("1 written, 0 meta only, 0 unchanged, 1 failed");
  }, 60_000);

  it("is safe to re-run: the good landing is unchanged the second time", async () => {
    const r = await rebuild("--all");
    expect(r.out).toContain("0 written, 0 meta only, 1 unchanged, 1 failed");
  }, 60_000);

  it("rewrites meta when the owner's expiry moved into the past in the database, and the worker answers 403 (issue 11)", async () => {
    await updateUserRow(db, owner, {
      tariff_expiration_date: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const r = await rebuild("--user", String(owner));
    expect(r.out).toMatch(/\[rebuild\] [0-9a-f-]{36} meta\n/);
    expect(r.out).toContain("0 written, 1 meta only, 0 unchanged, 1 failed");
    const edge = await startEdge({
      persistDir: path.join(dir, "r2"),
      port: 0,
      appUrl: "http://app.test:3000",
    });
    try {
      // A plain rebuild writes no alias route (publish does): the page by its uuid.
      const res = await fetch(`${edge.url}/l/${goodUuid}`);
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    } finally {
      await edge.dispose();
    }
    expect((await rebuild("--user", String(owner))).out).toContain(
      "0 written, 0 meta only, 1 unchanged, 1 failed",
    );
  }, 90_000);
});

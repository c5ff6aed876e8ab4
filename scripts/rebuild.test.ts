import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DB } from "../db/database";
import { createLanding, updateLanding } from "../db/queries/landings";
import { insertUser } from "../db/queries/users";
import { fullLanding } from "../tests/fixtures/full-landing";

const run = promisify(execFile);
let dir: string;
let db: DB;

async function rebuild(...args: string[]) {
  return run("npx", ["tsx", "scripts/rebuild.ts", ...args], {
    env: { ...process.env, DATA_DIR: dir, NODE_ENV: "production" },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e) => ({ code: e.code as number, out: String(e.stdout) + String(e.stderr) }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-rebuild-"));
  db = openDatabase(path.join(dir, "vitrina.sqlite"));
  await migrateToLatest(db);
  const owner = await insertUser(db, {
    name: "Owner",
    email: "rebuild@test.dev",
    phone: "",
    password_hash: "x",
    created_at: new Date().toISOString(),
  });
  const good = await createLanding(db, { parentUser: owner, now: new Date() });
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
    expect(r.out).toContain("1 written, 0 unchanged, 1 failed");
  }, 60_000);

  it("is safe to re-run: the good landing is unchanged the second time", async () => {
    const r = await rebuild("--all");
    expect(r.out).toContain("0 written, 1 unchanged, 1 failed");
  }, 60_000);
});

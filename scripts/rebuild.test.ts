import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
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
import { checkpointPath } from "../app/services/publishing/rebuild-checkpoint.server";
import { fullLanding } from "../tests/fixtures/full-landing";
import { startEdge } from "./lib/edge";

const run = promisify(execFile);
let dir: string;
let db: DB;
let owner: number;
let goodUuid: string;

function cliEnv(): NodeJS.ProcessEnv {
  // On PostgreSQL the CLI opens the test database through DATABASE_URL (issue 12).
  return {
    ...process.env,
    DATA_DIR: dir,
    NODE_ENV: "production" as const,
    DATABASE_URL: testDatabaseUrl(db) ?? "",
  };
}

async function rebuild(...args: string[]) {
  return run("npx", ["tsx", "scripts/rebuild.ts", ...args], { env: cliEnv() }).then(
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
  }, 60_000);

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

/** Published landings of a new owner, each a copy of the full fixture under its own name. */
async function ownerWithLandings(email: string, count: number): Promise<number> {
  const id = await insertUser(db, {
    name: "Many",
    email,
    phone: "",
    password_hash: "x",
    created_at: new Date().toISOString(),
  });
  for (let i = 0; i < count; i++) {
    const landing = await createLanding(db, { parentUser: id, now: new Date() });
    const content = JSON.stringify({ ...fullLanding, textAlias: `${email.split("@")[0]}-${i}` });
    await updateLanding(db, landing.uuid, {
      content,
      published_content: content,
      published: 1,
      textalias: `${email.split("@")[0]}-${i}`,
    });
  }
  return id;
}

/**
 * Runs the CLI (node + tsx directly, so the signal reaches it) and sends SIGINT
 * once the first landing is reported: an operator's Ctrl-C in the middle of a run.
 */
function interruptedRebuild(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/rebuild.ts", ...args], {
      env: cliEnv(),
    });
    let out = "";
    let sent = false;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (!sent && / written\n/.test(out)) {
        sent = true;
        child.kill("SIGINT");
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("error", reject);
    // "close", not "exit": the last lines may still be in the pipe when the process exits.
    child.once("close", (code) => resolve({ code, out }));
  });
}

const count = (out: string, pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? NaN);

describe("npm run rebuild: rate and --force resume (issue 12)", () => {
  const MANY = 12;

  it("--help names every option, --restart included", async () => {
    const r = await rebuild("--help");
    expect(r.code).toBe(0);
    for (const flag of ["--all", "--user", "--landing", "--concurrency", "--force", "--restart"])
      expect(r.out).toContain(flag);
  }, 60_000);

  it("shows the rate in the progress bar on a terminal and in the summary", async () => {
    const many = await ownerWithLandings("rate@test.dev", 3);
    // `script` gives the CLI a terminal (stdout.isTTY), as an operator's shell does.
    const r = await run(
      "script",
      ["-qec", `npx tsx scripts/rebuild.ts --user ${many} --force`, "/dev/null"],
      { env: cliEnv() },
    );
    expect(r.stdout).toMatch(/\[rebuild\] [\u2588\u2591]+ 3\/3 \d+ landings\/s/);
    expect(r.stdout).toMatch(/done in [\d.]+ s \(\d+ landings\/s\): 3 written/);
  }, 60_000);

  it("an interrupted --force run continues where it stopped, and finishes clean", async () => {
    const many = await ownerWithLandings("resume@test.dev", MANY);
    const args = ["--user", String(many), "--force", "--concurrency", "1"];
    const file = checkpointPath(dir, { userId: many });

    const first = await interruptedRebuild(...args);
    expect(first.code, first.out).toBe(130);
    const written = count(first.out, /stopped in .*: (\d+) written/);
    const notStarted = count(first.out, /(\d+) not started/);
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written + notStarted).toBe(MANY);
    expect(first.out).toContain("run the same command again to continue");
    expect(existsSync(file)).toBe(true);

    const second = await rebuild(...args);
    expect(second.code).toBe(0);
    expect(second.out).toContain(`${written} already rewritten, ${notStarted} to go`);
    expect(second.out).toContain(`${notStarted} written, 0 meta only`);
    expect(existsSync(file)).toBe(false);

    // Finished: the next --force run is a new one and rewrites everything.
    const third = await rebuild(...args);
    expect(third.out).not.toContain("resuming");
    expect(third.out).toContain(`${MANY} written`);
  }, 300_000);

  it("--restart forgets an interrupted run's progress", async () => {
    const many = await ownerWithLandings("restart@test.dev", MANY);
    const args = ["--user", String(many), "--force", "--concurrency", "1"];
    expect((await interruptedRebuild(...args)).code).toBe(130);
    const again = await rebuild(...args, "--restart");
    expect(again.code).toBe(0);
    expect(again.out).not.toContain("resuming");
    expect(again.out).toContain(`${MANY} written, 0 meta only`);
    expect(existsSync(checkpointPath(dir, { userId: many }))).toBe(false);
  }, 300_000);

  it("keeps the progress after a failure, so the re-run retries only what failed", async () => {
    const r = await rebuild("--all", "--force");
    expect(r.code).toBe(1);
    expect(existsSync(checkpointPath(dir, { all: true }))).toBe(true);
    const again = await rebuild("--all", "--force");
    expect(again.out).toMatch(/\d+ already rewritten, 1 to go/);
    expect(again.out).toContain("0 written, 0 meta only, 0 unchanged, 1 failed");
  }, 300_000);
});

import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import {
  createTestDb,
  migrateToLatest,
  openDatabase,
  testDatabaseIsPostgres,
  testDatabaseUrl,
} from "../../../db/database";
import { idColumnSql } from "../../../db/dialect";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const worker = fileURLToPath(
  new URL("../../../tests/support/two-runners.worker.ts", import.meta.url),
);
const dir = mkdtempSync(path.join(tmpdir(), "vitrina-tasks-"));
const file = path.join(dir, "tasks.sqlite");
const TASKS = 500;

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `target`: the SQLite file, or on PostgreSQL the test database's URL. */
function startRunner(target: string, id: string) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ["--import", "tsx", worker, target, id],
    { cwd: root, stdio: "pipe" },
  );
  let out = "";
  let err = "";
  child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
  child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => (out.startsWith("ready\n") ? resolve() : undefined);
    child.stdout.on("data", check);
    child.once("exit", (code) => reject(new Error(`runner ${id} exited ${code}: ${err}`)));
  });
  const done = new Promise<{ claimed: number; completed: number; count: number }>(
    (resolve, reject) =>
      child.once("exit", (code) =>
        code === 0
          ? resolve(JSON.parse(out.split("\n").filter(Boolean).at(-1)!))
          : reject(new Error(`runner ${id} exited ${code}: ${err}`)),
      ),
  );
  return { ready, done, go: () => child.stdin.end("go\n") };
}

describe(`two runner processes on one ${testDatabaseIsPostgres ? "PostgreSQL database" : "SQLite file"}`, () => {
  it(`claim each of ${TASKS} due tasks exactly once`, async () => {
    const db = testDatabaseIsPostgres ? await createTestDb() : openDatabase(file);
    const target = testDatabaseUrl(db) ?? file;
    await migrateToLatest(db);
    await sql`create table task_runs (id ${sql.raw(idColumnSql(db))}, task_id integer not null, runner text not null)`.execute(
      db,
    );
    const due = new Date(Date.now() - 1000).toISOString();
    for (let i = 0; i < TASKS; i += 100) {
      await db
        .insertInto("scheduled_tasks")
        .values(
          Array.from({ length: 100 }, (_, k) => ({
            name: "test.record",
            execution_time: due,
            payload: JSON.stringify({ n: i + k }),
            created_at: due,
          })),
        )
        .execute();
    }

    const a = startRunner(target, "runner-a");
    const b = startRunner(target, "runner-b");
    await Promise.all([a.ready, b.ready]);
    a.go();
    b.go();
    const [ra, rb] = await Promise.all([a.done, b.done]);

    const runs = await sql<{
      n: number;
      distinct_tasks: number;
    }>`select count(*) as n, count(distinct task_id) as distinct_tasks from task_runs`.execute(db);
    expect(runs.rows[0]).toEqual({ n: TASKS, distinct_tasks: TASKS });
    const byStatus = await db
      .selectFrom("scheduled_tasks")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute();
    expect(byStatus).toEqual([{ status: "completed", n: TASKS }]);
    expect(ra.claimed + rb.claimed).toBe(TASKS);
    expect(ra.completed + rb.completed).toBe(TASKS);
    // Both processes took part: the claims really raced.
    expect(ra.claimed).toBeGreaterThan(0);
    expect(rb.claimed).toBeGreaterThan(0);
    const perRunner = await sql<{ runner: string; n: number }>`
      select runner, count(*) as n from task_runs group by runner order by runner`.execute(db);
    expect(perRunner.rows.map((r) => r.n)).toEqual([ra.claimed, rb.claimed]);
    const attempts = await db
      .selectFrom("scheduled_tasks")
      .select((eb) => eb.fn.max("attempts").as("max"))
      .executeTakeFirstOrThrow();
    expect(attempts.max).toBe(1);
    await db.destroy();
  }, 30_000);
});

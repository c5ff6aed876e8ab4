/**
 * Test-only: one runner process for `two-runners.test.ts`. Opens its own
 * connection to the SQLite file (or the PostgreSQL test database's URL), registers a handler that exists only here
 * (`test.record`, which writes a row per run into the side table `task_runs`),
 * waits for "go" on stdin, runs one tick, and prints its report as JSON.
 *   node --import tsx tests/support/two-runners.worker.ts <db file | postgres:// URL> <runner id>
 */
import { once } from "node:events";
import { createInterface } from "node:readline";
import { sql } from "kysely";
import { z } from "zod";
import { openDatabase } from "../../db/database";
import type { AppContext } from "../../app/services/platform/runtime.server";
import { runDueTasks } from "../../app/services/tasks/runner.server";
import { defineHandler, type TaskRegistry } from "../../app/services/tasks/types";

const [file, runnerId] = process.argv.slice(2);
const db = openDatabase(file);

const record = defineHandler({
  name: "test.record",
  payload: z.object({ n: z.number().int() }),
  async run({ app, task }) {
    await sql`insert into task_runs (task_id, runner) values (${task.id}, ${runnerId})`.execute(
      app.db,
    );
    // Give the other process a chance between claims.
    await new Promise((resolve) => setImmediate(resolve));
    return "recorded";
  },
});
const registry: TaskRegistry = new Map([[record.name, record]]);
const ctx = { db, now: () => new Date() } as unknown as AppContext;

const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
await once(lines, "line");
lines.close();

const report = await runDueTasks(ctx, registry, {
  runnerId,
  maxTasks: 10_000,
  log: { info: () => {}, error: (m) => process.stderr.write(`${m}\n`) },
});
await db.destroy();
process.stdout.write(
  `${JSON.stringify({ ...report, ids: undefined, count: report.ids.length })}\n`,
);

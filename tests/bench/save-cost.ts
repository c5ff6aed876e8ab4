/**
 * Issue 28: what one save costs the machine, one editor at a time over HTTP
 * against the product as `npm start` runs it: wall time, and the CPU the app
 * process and workerd spent, per autosave and per publish (read from /proc,
 * so Linux only). Fewer milliseconds here is what lets 50 editors share two
 * cores (editor-load.ts).
 * Run: npm run build && NODE_ENV=production npx tsx tests/bench/save-cost.ts
 * (SAVES, PUBLISHES change the counts.)
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { serializeForServer } from "../../core/landing/parse";
import { LandingContentSchema } from "../../core/landing/schema";
import { openDatabase } from "../../db/database";
import { fullLanding } from "../fixtures/full-landing";
import { confirmedOwner, startAppServer } from "./lib/app-server";

const SAVES = Number(process.env.SAVES ?? 600);
const PUBLISHES = Number(process.env.PUBLISHES ?? 200);
const server = await startAppServer({ port: 3450, publicPort: 8950 });

/** CPU time (user + system) of a process so far, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const workerd = Number(
  execFileSync("pgrep", ["-P", String(server.pid), "workerd"])
    .toString()
    .trim()
    .split("\n")[0],
);

try {
  const db = openDatabase(path.join(server.dataDir, "vitrina.sqlite"));
  const user = await confirmedOwner(server, db, "save-cost@bench.test");
  await db.destroy();
  const { uuid } = (await (await user.post("/api/landings/", {})).json()) as { uuid: string };
  const base = LandingContentSchema.parse(fullLanding);
  let updatedAt: string | undefined;
  let n = 0;
  const save = async (force: boolean) => {
    const body = {
      ...serializeForServer({ ...base, textAlias: "save-cost", projectName: `Save ${n++}` }),
      ...(force ? { force: true } : {}),
      ...(updatedAt ? { baseUpdatedAt: updatedAt } : {}),
    };
    const res = await user.post(`/api/landings/${uuid}/setState`, body);
    const answer = (await res.json()) as { updatedAt: string };
    if (!res.ok) throw new Error(`save ${n}: ${res.status} ${JSON.stringify(answer)}`);
    updatedAt = answer.updatedAt;
  };
  const measure = async (label: string, count: number, force: boolean) => {
    for (let i = 0; i < 30; i++) await save(force); // warm up
    const app0 = cpuMs(server.pid);
    const wd0 = cpuMs(workerd);
    const t0 = performance.now();
    for (let i = 0; i < count; i++) await save(force);
    const wall = (performance.now() - t0) / count;
    const app = (cpuMs(server.pid) - app0) / count;
    const wd = (cpuMs(workerd) - wd0) / count;
    console.log(
      `  ${label}: wall ${wall.toFixed(1)} ms, app CPU ${app.toFixed(2)} ms, workerd CPU ${wd.toFixed(2)} ms (over ${count})`,
    );
  };
  console.log("cost of one save, one editor at a time, full landing over HTTP");
  await measure("autosave", SAVES, false);
  await measure("publish ", PUBLISHES, true);
} finally {
  await server.stop();
}

/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time summed
 * by function and by source area (our folders, each dependency, V8 and GC).
 * Run: npx tsx tests/bench/profile-summary.ts file.cpuprofile [top=25]
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.ts file.cpuprofile [top]");
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});

/** A source area: our top folder, a package name, or what V8 names (GC, idle, program). */
function areaOf(url: string, name: string): string {
  if (!url) return `(${name || "native"})`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url.split("/")[0];
  const ours = url.match(/\/work\/[^/]+\/(?:build\/)?([^/]+)\/?/);
  return ours ? ours[1] : url;
}

const byFunction = new Map<string, number>();
const byArea = new Map<string, number>();
let total = 0;
for (const [id, us] of selfUs) {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url.replace(/^.*\/(node_modules|work\/[^/]+)\//, "");
  const fn = `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const area = areaOf(frame.url, frame.functionName);
  byArea.set(area, (byArea.get(area) ?? 0) + us);
  total += us;
}
const idle = byArea.get("((idle))") ?? 0;
const busy = total - idle;
const wall = (profile.endTime - profile.startTime) / 1e6;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`.padStart(7);
const sec = (us: number) => `${(us / 1e6).toFixed(2)} s`.padStart(9);
console.log(
  `${file}: ${wall.toFixed(1)} s wall, ${(busy / 1e6).toFixed(1)} s busy (idle left out)`,
);
console.log("by area (self time, share of busy):");
for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (k !== "((idle))") console.log(`${sec(v)} ${pct(v)}  ${k}`);
}
console.log("by function:");
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
  if (!k.startsWith("(idle)")) console.log(`${sec(v)} ${pct(v)}  ${k}`);
}

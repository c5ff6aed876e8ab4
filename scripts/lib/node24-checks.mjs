// Turns the vitest report of the Node 24 run (scripts/test-node24.sh) into a list of checks,
// `{"checks": [{"ok": …, "name": …}]}`, the form scripts/lib/test-summary.mjs counts one by one.
// Each test is a check: passed is ok; failed, or skipped/pending/todo under Node 24 while the
// main run (Node 20, same SQLite suite) did not skip it, is not ok. A test the main run skips
// too is left out: the summary already counts it with the main run. A run that failed with
// no failed test (a crashed test process) adds one failed check.
// Without a Node 24 report it writes nothing, so the summary counts the missing file as failed.
//
// node scripts/lib/node24-checks.mjs <node24.json> <node24 root> <main.json> <main root> <out.json>
import { readFileSync, rmSync, writeFileSync } from "node:fs";

const [node24File, node24Root, mainFile, mainRoot, outFile] = process.argv.slice(2);
rmSync(outFile, { force: true });

function read(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
const relative = (name, root) => (name.startsWith(root + "/") ? name.slice(root.length + 1) : name);
const tests = (report, root) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({
      key: `${relative(file.name, root)} > ${t.fullName}`,
      status: t.status,
    })),
  );

const n24 = read(node24File);
if (!n24) {
  console.error(`node24: no report (${node24File}): counted as failed`);
  process.exit(1);
}
const skippedInMain = new Set(
  tests(read(mainFile), mainRoot)
    .filter((t) => t.status !== "passed" && t.status !== "failed")
    .map((t) => t.key),
);

const checks = [];
for (const t of tests(n24, node24Root)) {
  if (t.status === "passed") checks.push({ ok: true, name: `Node 24: ${t.key}` });
  else if (t.status === "failed") checks.push({ ok: false, name: `Node 24: ${t.key}` });
  else if (!skippedInMain.has(t.key))
    checks.push({ ok: false, name: `Node 24 (${t.status}): ${t.key}` });
}
if (n24.success === false && n24.numFailedTests === 0)
  checks.push({ ok: false, name: "Node 24: vitest run failed (a test process crashed?)" });

writeFileSync(outFile, JSON.stringify({ checks }, null, 1));
const bad = checks.filter((c) => !c.ok);
console.log(`node24: ${checks.length - bad.length} passed, ${bad.length} failed`);
for (const c of bad.slice(0, 30)) console.log(`  ✗ ${c.name}`);
if (bad.length > 30) console.log(`  … and ${bad.length - 30} more`);

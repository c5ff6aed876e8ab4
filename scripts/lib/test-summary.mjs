// Sums the suites' JSON reports into the one line CI reads: "N passed, N failed".
// A missing or unreadable report counts as one failure, so a crashed suite never reads as green.
// The optional fourth report is the vitest suite's run on PostgreSQL (issue 12). The second
// may name several Playwright reports, comma-separated.
// Any further reports are lists of checks, `{"checks": [{"ok": true, …}]}` like Lighthouse's
// (the worker bundle size check, issue 12; each test of the Node 24 run, node24-checks.mjs):
// one pass or failure each.
import { readFileSync } from "node:fs";

const [vitestFile, playwrightFile, lighthouseFile, vitestPgFile, ...checksFiles] =
  process.argv.slice(2);
let passed = 0;
let failed = 0;
// Names of what failed, printed just above the summary line: CI keeps only the tail of
// the output, and a bare count says nothing about which test to look at.
const failures = [];

function read(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    console.error(`missing report: ${file}`);
    failed += 1;
    return null;
  }
}

// A vitest test skipped in one database's run and passed in the other is about that
// database alone (`it.skipIf(testDatabaseIsPostgres)` and the like): neither passed
// nor failed there. Any other skipped or todo test counts as a failure.
const v = read(vitestFile);
const vPg = vitestPgFile ? read(vitestPgFile) : null;
const testKey = (file, t) => `${file.name}\u0000${t.fullName}`;
const passedIn = (report) => {
  const keys = new Set();
  for (const file of report?.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === "passed") keys.add(testKey(file, t));
  return keys;
};
function addVitest(report, label, passedElsewhere) {
  let skipped = 0;
  let otherDatabase = 0;
  for (const file of report.testResults ?? []) {
    // A file that failed before or around its tests (a hook, an import) names itself.
    if (
      file.status === "failed" &&
      !(file.assertionResults ?? []).some((t) => t.status === "failed")
    )
      failures.push(
        `${label}: ${file.name} (the file itself failed: ${String(file.message ?? "")
          .split("\n")[0]
          .slice(0, 160)})`,
      );
    for (const t of file.assertionResults ?? []) {
      if (t.status === "failed") failures.push(`${label}: ${file.name} › ${t.fullName}`);
      if (t.status === "passed" || t.status === "failed") continue;
      if (passedElsewhere.has(testKey(file, t))) otherDatabase += 1;
      else skipped += 1;
    }
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests + skipped;
  if (report.success === false && report.numFailedTests === 0) failed += 1;
  if (otherDatabase > 0)
    console.log(`vitest on ${label}: ${otherDatabase} tests only for the other database`);
}
if (v) addVitest(v, "SQLite", vitestPgFile ? passedIn(vPg) : new Set());
if (vPg) addVitest(vPg, "PostgreSQL", passedIn(v));

// The end-to-end run may come in passes, their reports comma-separated (scripts/test-all.sh).
for (const p of playwrightFile.split(",").map(read)) {
  if (!p) continue;
  passed += p.stats.expected + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected + (p.stats.skipped ?? 0);
  if ((p.errors ?? []).length > 0) failed += p.errors.length;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected") failures.push(`playwright: ${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of p.suites ?? []) walk(suite);
}

for (const file of [lighthouseFile, ...checksFiles]) {
  const l = read(file);
  if (l) {
    for (const check of l.checks) {
      if (check.ok) passed += 1;
      else {
        failed += 1;
        failures.push(
          `${file}: ${check.name ?? check.title ?? JSON.stringify(check).slice(0, 160)}`,
        );
      }
    }
  }
}

for (const line of failures.slice(0, 40)) console.log(`failed: ${line}`);
if (failures.length > 40) console.log(`failed: … and ${failures.length - 40} more`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

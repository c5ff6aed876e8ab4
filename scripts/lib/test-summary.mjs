// Sums the suites' JSON reports into the one line CI reads: "N passed, N failed".
// A missing or unreadable report counts as one failure, so a crashed suite never reads as green.
import { readFileSync } from "node:fs";

const [vitestFile, playwrightFile, lighthouseFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;

function read(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    console.error(`missing report: ${file}`);
    failed += 1;
    return null;
  }
}

const v = read(vitestFile);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests + (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  if (v.success === false && v.numFailedTests === 0) failed += 1;
}

const p = read(playwrightFile);
if (p) {
  passed += p.stats.expected + (p.stats.flaky ?? 0);
  failed += p.stats.unexpected + (p.stats.skipped ?? 0);
  if ((p.errors ?? []).length > 0) failed += p.errors.length;
}

const l = read(lighthouseFile);
if (l) {
  for (const check of l.checks) {
    if (check.ok) passed += 1;
    else failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env bash
# `npm test`: every suite — unit and worker tests (vitest) on SQLite, again on
# PostgreSQL (a throw-away cluster) and again under Node 24, end-to-end (Playwright
# against the real app and worker), the Lighthouse check of a published page — then
# one line "N passed, N failed" summing them all.
set -u
cd "$(dirname "$0")/.."
mkdir -p .cache
rm -f .cache/vitest.json .cache/vitest-pg.json .cache/playwright.json .cache/playwright-shared.json \
  .cache/lighthouse.json \
  .cache/worker-bundle.json .cache/vitest-node24.json .cache/node24-checks.json

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-java.sh || exit 1

# The Node 24 run's own install (its runtime, headers and `npm ci`, ~2 min, mostly waiting on
# the registry and the compiler) goes on in the background while the build and the first
# suites run; the Node 24 run below waits for it (a lock) and then only copies the sources.
mkdir -p .cache/node24
NODE24_PREPARE=1 bash scripts/test-node24.sh >.cache/node24-prepare.log 2>&1 &
node24_prepare=$!

echo "== build"
npm run build || { echo "0 passed, 1 failed"; exit 1; }

# The suite on SQLite and, side by side with it, on PostgreSQL: each test file's
# createTestDb() makes its own database (in memory, or on a cluster that lives for this run
# only, scripts/pg-cluster.mjs). Much of both runs waits on workerd, child processes and the
# database rather than computing, so the two together take little longer than the slower
# alone. Each writes its own log, printed whole when both are done. Without PostgreSQL there
# is no report, and the summary counts that as failed.
echo "== unit and worker tests (vitest, SQLite), with (vitest, PostgreSQL) beside it"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json \
  --outputFile.json=.cache/vitest.json >.cache/vitest-sqlite.log 2>&1 &
sqlite_run=$!
if bash scripts/ensure-postgres.sh >.cache/vitest-pg.log 2>&1; then
  node scripts/pg-cluster.mjs run -- \
    npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/vitest-pg.json \
    >>.cache/vitest-pg.log 2>&1
else
  echo "the PostgreSQL run could not start: counted as failed" >>.cache/vitest-pg.log
fi
wait "$sqlite_run"
echo "== unit and worker tests (vitest, SQLite)"
cat .cache/vitest-sqlite.log
echo "== unit and worker tests (vitest, PostgreSQL)"
cat .cache/vitest-pg.log

# The same suite under Node 24 LTS (issue 12), Node from the npm registry's `node` package,
# with its own copy of the dependencies (scripts/test-node24.sh; better-sqlite3 compiled
# against node@24.18.1's headers, ADR 010). Each test is a check in the summary; without a
# report (a failed setup) the summary counts the missing file as failed. It runs on one
# worker beside the end-to-end run, which mostly waits on the browser, and prints its log
# after it.
wait "$node24_prepare" || { echo "node24: the background install failed:"; tail -20 .cache/node24-prepare.log; }
bash scripts/test-node24.sh --maxWorkers=1 >.cache/node24-run.log 2>&1 &
node24_run=$!

# Two passes (playwright.config.ts): first the specs on state every spec shares (the admin's
# lists, audit and tasks), one file at a time beside the Node 24 run; then the rest, which
# make their own owners and landings, two files at a time.
echo "== end-to-end (playwright): shared state, one worker"
PW_JSON=.cache/playwright-shared.json npx playwright test --project=shared-state
echo "== end-to-end (playwright): the rest, two workers"
PW_JSON=.cache/playwright.json npx playwright test --project=chromium

echo "== unit and worker tests (vitest, SQLite, Node 24)"
wait "$node24_run" || echo "the Node 24 run failed: see below"
cat .cache/node24-run.log

echo "== lighthouse (published landing, mobile)"
npx tsx tests/bench/lighthouse.ts --checks .cache/lighthouse.json

echo "== worker bundle (wrangler deploy --dry-run --env production, ≤ 1 MiB gzip)"
node scripts/check-worker-bundle.mjs --report .cache/worker-bundle.json

node scripts/lib/test-summary.mjs .cache/vitest.json \
  .cache/playwright-shared.json,.cache/playwright.json .cache/lighthouse.json \
  .cache/vitest-pg.json .cache/worker-bundle.json .cache/node24-checks.json

#!/usr/bin/env bash
# `npm test`: every suite — unit and worker tests (vitest), end-to-end (Playwright
# against the real app and worker), the Lighthouse check of a published page —
# then one line "N passed, N failed" summing them all.
set -u
cd "$(dirname "$0")/.."
mkdir -p .cache
rm -f .cache/vitest.json .cache/playwright.json .cache/lighthouse.json

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-java.sh || exit 1

echo "== build"
npm run build || { echo "0 passed, 1 failed"; exit 1; }

echo "== unit and worker tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.cache/vitest.json

echo "== end-to-end (playwright)"
PW_JSON=.cache/playwright.json npx playwright test

echo "== lighthouse (published landing, mobile)"
npx tsx tests/bench/lighthouse.ts --checks .cache/lighthouse.json

node scripts/lib/test-summary.mjs .cache/vitest.json .cache/playwright.json .cache/lighthouse.json

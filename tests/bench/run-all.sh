#!/usr/bin/env bash
# `npm run bench`: every benchmark in turn, each printing its own figures.
# They measure this machine as it is: run them on an otherwise idle machine.
set -u
cd "$(dirname "$0")/../.."
export NODE_ENV=production
npm run build >/dev/null || exit 1
status=0
for bench in page-weight publish-latency payment-latency rebuild-throughput rebuild-own-work worker-throughput stats-throughput lead-submit autosave save-cost template-create gallery-weight editor-load lighthouse; do
  echo "== $bench"
  npx tsx "tests/bench/$bench.ts" || status=1
done
# Measures the heap after forced collections, so it needs --expose-gc.
echo "== leads-export"
node --expose-gc --import tsx tests/bench/leads-export.ts || status=1
exit $status

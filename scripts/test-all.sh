#!/usr/bin/env bash
# `npm test`: every check in order, each step timed, stopping at the first failure; then one closing
# line with the counts of both Jest suites (scripts/test-summary.ts).
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1
started=$(date +%s)
timings=()
for step in lint test:unit build:test typecheck test:e2e; do
  step_started=$(date +%s)
  npm run "$step"
  timings+=("$step $(( $(date +%s) - step_started )) s")
done
echo
echo "Step times: ${timings[*]/%/;} total $(( $(date +%s) - started )) s"
npx tsx scripts/test-summary.ts

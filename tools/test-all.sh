#!/usr/bin/env bash
# `npm test`: every check in order, each step timed, stopping at the first failure; then one closing
# line with the counts of both Jest suites (tools/test-summary.ts).
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1
started=$(date +%s)
timings=()
# lint after build:test: type-aware lint, like typecheck, needs the query types the build generates.
for step in format:check test:unit build:test lint typecheck test:e2e; do
  step_started=$(date +%s)
  npm run "$step"
  timings+=("$step $(( $(date +%s) - step_started )) s")
done
echo
echo "Step times: ${timings[*]/%/;} total $(( $(date +%s) - started )) s"
npx tsx tools/test-summary.ts

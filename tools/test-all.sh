#!/usr/bin/env bash
# `npm test`: every check in order, each step timed, stopping at the first failure; then one closing
# line with the counts of both Jest suites (tools/test-summary.ts).
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1
started=$(date +%s)
timings=()

# step NAME COMMAND…: runs the command, timing it under NAME.
step() {
  local name=$1 step_started
  shift
  step_started=$(date +%s)
  "$@"
  timings+=("$name $(( $(date +%s) - step_started )) s")
}

# side_by_side NAME COMMAND NAME COMMAND: both at once, each one's output printed whole when both have
# ended (the first's first); fails if either does. For pairs that leave a core idle when run one after the
# other (lint and typecheck are one single-threaded process each), or that only read what neither writes.
side_by_side() {
  local first_log second_log first second failed=0
  first_log=$(mktemp) second_log=$(mktemp)
  bash -c "$2" >"$first_log" 2>&1 &
  first=$!
  bash -c "$4" >"$second_log" 2>&1 &
  second=$!
  wait "$first" || { failed=1; echo "$1 failed"; }
  wait "$second" || { failed=1; echo "$3 failed"; }
  cat "$first_log" "$second_log"
  rm -f "$first_log" "$second_log"
  return "$failed"
}

step format:check npm run format:check
# The unit tests beside the build: the build's image jobs run on one core (gatsby-plugin-sharp), and the
# unit tests read nothing the build writes (their files go to temporary folders).
step test:unit+build:test side_by_side test:unit "npm run test:unit" build:test "npm run build:test"
# lint after build:test: type-aware lint, like typecheck, needs the query types the build generates.
step lint+typecheck side_by_side lint "npm run lint" typecheck "npm run typecheck"
step test:e2e npm run test:e2e
echo
echo "Step times: ${timings[*]/%/;} total $(( $(date +%s) - started )) s"
npx tsx tools/test-summary.ts

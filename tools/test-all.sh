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

# side_by_side NAME COMMAND NAME COMMAND: both at once, the first's output as it comes, the second's whole
# once both have ended; fails if either does. For work that leaves a core idle when run alone: the build's
# image jobs use one core, lint and typecheck one each, the browser tests mostly wait on browsers and
# servers. Each pair reads nothing the other writes.
side_by_side() {
  local second_log second failed=0
  second_log=$(mktemp)
  bash -c "$4" >"$second_log" 2>&1 &
  second=$!
  bash -c "$2" || { failed=1; echo "$1 failed"; }
  wait "$second" || { failed=1; echo "$3 failed"; }
  echo
  echo "$3:"
  cat "$second_log"
  rm -f "$second_log"
  return "$failed"
}

step format:check npm run format:check
step test:unit+build:test side_by_side test:unit "npm run test:unit" build:test "npm run build:test"
# After build:test: type-aware lint, like typecheck, reads the query types the build generates.
step test:e2e+lint+typecheck side_by_side test:e2e "npm run test:e2e" "lint, typecheck" "npm run lint && npm run typecheck"
echo
echo "Step times: ${timings[*]/%/;} total $(( $(date +%s) - started )) s"
npx tsx tools/test-summary.ts

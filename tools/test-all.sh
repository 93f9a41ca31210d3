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

# lint and typecheck side by side: each is one single-threaded process, so on two cores they take the
# time of the longer. Each one's output is printed whole when it ends; the step fails if either does.
lint_and_typecheck() {
  local lint_log typecheck_log lint typecheck
  lint_log=$(mktemp) typecheck_log=$(mktemp)
  npm run lint >"$lint_log" 2>&1 &
  lint=$!
  npm run typecheck >"$typecheck_log" 2>&1 &
  typecheck=$!
  local failed=0
  wait "$lint" || failed=1
  cat "$lint_log"
  wait "$typecheck" || failed=1
  cat "$typecheck_log"
  rm -f "$lint_log" "$typecheck_log"
  return "$failed"
}

step format:check npm run format:check
step test:unit npm run test:unit
step build:test npm run build:test
# lint after build:test: type-aware lint, like typecheck, needs the query types the build generates.
step lint+typecheck lint_and_typecheck
step test:e2e npm run test:e2e
echo
echo "Step times: ${timings[*]/%/;} total $(( $(date +%s) - started )) s"
npx tsx tools/test-summary.ts

#!/usr/bin/env bash
# `npm run test:e2e`: the browser tests. The development server's file (jest project "develop": a cold
# `gatsby develop` and a full build of an edited copy, with its own servers and ports) runs beside the
# rest (project "e2e", against build:test's output) rather than after it: it is the longest file, and
# mostly waits for the CPU while the others mostly wait for a browser. Its output follows the others'.
set -uo pipefail
bash tools/ensure-test-tools.sh || exit 1
mkdir -p reports
jest=node_modules/.bin/jest
$jest --selectProjects develop --runInBand --json --outputFile=reports/jest-develop.json >reports/jest-develop.log 2>&1 &
develop=$!
$jest --selectProjects e2e --runInBand --json --outputFile=reports/jest-e2e.json
e2e=$?
wait "$develop"
developed=$?
echo
echo "Development-server tests (jest project develop):"
cat reports/jest-develop.log
[ "$e2e" -eq 0 ] && [ "$developed" -eq 0 ]

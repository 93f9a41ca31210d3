#!/usr/bin/env bash
# `npm run bench:starter`: builds the Gatsby default starter (tools/bench-fixtures/gatsby-starter-default/)
# with this project's Gatsby and plugins, offline, into .cache/bench-starter/public/, for
# `npm run bench -- --against .cache/bench-starter/public`.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
out=.cache/bench-starter
rm -rf "$out"
mkdir -p "$out"
cp -r tools/bench-fixtures/gatsby-starter-default/. "$out/"
ln -s "$PWD/node_modules" "$out/node_modules"
(cd "$out" && npx gatsby build)
echo "The starter's build: $out/public (npm run bench -- --against $out/public)"

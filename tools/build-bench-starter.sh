#!/usr/bin/env bash
# `npm run bench:starter`: builds the Gatsby default starter (tools/bench-fixtures/gatsby-starter-default/)
# with this project's Gatsby and plugins, offline, into .bench-starter/public/, for
# `npm run bench -- --against .bench-starter/public`.
# Beside node_modules/, so Node finds this project's packages by walking up, with no link to them: a link
# to node_modules/ under the site's .cache/ let Gatsby's cache reset delete the packages' files through it
# (and under node_modules/ Gatsby would not compile the starter's own code).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
out=.bench-starter
rm -rf "$out"
mkdir -p "$out"
cp -r tools/bench-fixtures/gatsby-starter-default/. "$out/"
# Its server-rendered and deferred examples need Gatsby's rendering engines, which do not build with this
# project's sharp 0.33 and which a static host cannot serve: the static pages compared stay as they are.
rm "$out/src/pages/using-ssr.js" "$out/src/templates/using-dsg.js" "$out/gatsby-node.js"
(cd "$out" && npx gatsby build)
echo "The starter's build: $out/public (npm run bench -- --against $out/public)"

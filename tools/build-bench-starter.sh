#!/usr/bin/env bash
# `npm run bench:starter`: builds the Gatsby default starter (tools/bench-fixtures/gatsby-starter-default/)
# with this project's Gatsby and plugins, offline, into node_modules/.cache/bench-starter/public/, for
# `npm run bench -- --against node_modules/.cache/bench-starter/public`.
# Inside node_modules/ so that Node finds this project's packages by walking up, with no link back to
# them: a link to node_modules/ under the site's .cache/ let Gatsby's cache reset delete the installed
# packages' files through it.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
out=node_modules/.cache/bench-starter
rm -rf "$out"
mkdir -p "$out"
cp -r tools/bench-fixtures/gatsby-starter-default/. "$out/"
# Its server-rendered and deferred examples need Gatsby's rendering engines, which do not build with this
# project's sharp 0.33 and which a static host cannot serve: the static pages compared stay as they are.
rm "$out/src/pages/using-ssr.js" "$out/src/templates/using-dsg.js" "$out/gatsby-node.js"
(cd "$out" && npx gatsby build)
echo "The starter's build: $out/public (npm run bench -- --against $out/public)"

#!/usr/bin/env bash
# `npm start`: the local backend (Supabase REST + chat webhook stand-ins) and the site in development mode.
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1
npx tsx scripts/local-backend/main.ts &
backend=$!
trap 'kill $backend 2>/dev/null || true' EXIT INT TERM
npx gatsby develop -H 127.0.0.1 -p 8000

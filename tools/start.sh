#!/usr/bin/env bash
# `npm start`: a local mail catcher, the local backend (stand-ins for Supabase, the n8n chat webhook and
# n8n's lead e-mails), the CMS's local proxy (decap-server: /admin/ reads and writes content/ in this
# working copy) and the site in development mode.
set -euo pipefail
export GATSBY_TELEMETRY_DISABLED=1
export LOCAL_MAIL_SMTP_PORT="${LOCAL_MAIL_SMTP_PORT:-1025}"
mail_web_port="${LOCAL_MAIL_WEB_PORT:-1080}"
node_modules/.bin/maildev --ip 127.0.0.1 --smtp "$LOCAL_MAIL_SMTP_PORT" --web "$mail_web_port" --silent &
mail_catcher=$!
npx tsx tools/local-backend/main.ts &
backend=$!
PORT="${CMS_PROXY_PORT:-8081}" BIND_HOST=127.0.0.1 GIT_REPO_DIRECTORY="$PWD" LOG_LEVEL=warn node node_modules/decap-server/dist/index.js &
cms_proxy=$!
trap 'kill $backend $mail_catcher $cms_proxy 2>/dev/null || true' EXIT INT TERM
echo "Lead e-mails arrive in the local mail catcher: http://127.0.0.1:${mail_web_port}/"
echo "Editors: http://127.0.0.1:8000/admin/"
npx gatsby develop -H 127.0.0.1 -p 8000

#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests and Lighthouse exists: $CHROME_PATH, or Debian's package.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable" >&2; exit 1; }
  exit 0
fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from the system packages (apt-get)…"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "No Chromium found. Install Chromium or Chrome and set CHROME_PATH to its executable." >&2
exit 1

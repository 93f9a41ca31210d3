#!/usr/bin/env bash
# Makes sure the tools the browser tests need exist, installing Debian's packages when missing:
# Chromium ($CHROME_PATH, else /usr/bin/chromium) and Java 11+ for the Nu HTML Checker (vnu-jar).
set -euo pipefail

missing=()
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] || { echo "CHROME_PATH=$CHROME_PATH is not an executable" >&2; exit 1; }
elif [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium fonts-dejavu-core)
fi
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)

[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from the system packages (apt-get)…"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing ${missing[*]}: install Chromium (or set CHROME_PATH) and a Java 11+ runtime." >&2
exit 1

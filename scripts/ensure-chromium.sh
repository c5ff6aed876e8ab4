#!/usr/bin/env bash
# Playwright drives Debian's Chromium (its own browser download cannot run here).
set -u
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "== installing Debian's chromium"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/dev/null \
    || { echo "could not install chromium"; exit 1; }
  [ -x "$path" ] && exit 0
fi
echo "Chromium not found at $path: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH."
exit 1

#!/usr/bin/env bash
# The HTML validity test runs the W3C validator (vnu-jar), which needs a Java runtime.
set -u
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "== installing Debian's default-jre-headless"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless) >/dev/null \
    || { echo "could not install default-jre-headless"; exit 1; }
  command -v java >/dev/null && exit 0
fi
echo "Java not found: install it (sudo apt-get install -y default-jre-headless)."
exit 1

#!/usr/bin/env bash
# The PostgreSQL half of the unit tests (issue 12) runs a throw-away cluster
# (scripts/pg-cluster.mjs) from Debian's server binaries, which live in
# /usr/lib/postgresql/<version>/bin (not on PATH). As root, install them.
set -u
if [ -n "${PG_BIN:-}" ]; then
  [ -x "$PG_BIN/initdb" ] && exit 0
  echo "PG_BIN=$PG_BIN has no initdb: the PostgreSQL half of the tests cannot run."
  exit 1
fi
have() { compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; }
if have; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "== installing Debian's postgresql-15"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15) >/dev/null \
    || { echo "could not install postgresql-15: the PostgreSQL half of the tests cannot run"; exit 1; }
  have && exit 0
fi
echo "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin: install them (sudo apt-get install -y postgresql-15) or set PG_BIN. The PostgreSQL half of the tests cannot run."
exit 1

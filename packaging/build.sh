#!/usr/bin/env bash
# Configures (once) and builds Augur incrementally with Ninja into ${AUGUR_BUILD_DIR:-build}.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >"$root/.cmake-configure.log" 2>&1 ||
    { cat "$root/.cmake-configure.log" >&2; exit 1; }
  sed -n '/features have been enabled/,$p' "$root/.cmake-configure.log" >&2
fi
ninja -C "$build" ${AUGUR_NINJA_FLAGS:-}

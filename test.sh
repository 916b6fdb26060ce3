#!/usr/bin/env bash
# Installs missing packages, builds, and runs every test suite through CTest.
set -euo pipefail
root=$(cd "$(dirname "$0")" && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
"$root/packaging/ensure-deps.sh"
"$root/packaging/build.sh"
cd "$build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" "$@"

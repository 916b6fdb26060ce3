#!/usr/bin/env bash
# Installs missing packages, builds, and runs every test suite through CTest.
# With AUGUR_SANITIZE set (e.g. address,undefined; CI sets it) everything is built with
# those sanitisers instead, into build-asan/, and the suites run with the sanitisers'
# options of tools/sanitize-env.sh; AUGUR_FUZZ_SECONDS > 0 adds each fuzz target as a
# suite of that many seconds (docs/testing.md).
set -euo pipefail
root=$(cd "$(dirname "$0")" && pwd)
cmake_args=()
packages=("$root/packaging/debian-packages.txt")
if [ -n "${AUGUR_SANITIZE:-}" ]; then
  # shellcheck source=tools/sanitize-env.sh
  source "$root/tools/sanitize-env.sh"
  cmake_args=("${augur_sanitize_cmake_args[@]}")
  export AUGUR_BUILD_DIR=${AUGUR_BUILD_DIR:-$root/build-asan}
  packages+=("$root/tools/check-packages.txt") # clang and libFuzzer for the fuzz targets
fi
build=${AUGUR_BUILD_DIR:-$root/build}
"$root/packaging/ensure-deps.sh" "${packages[@]}"
"$root/packaging/build.sh" "${cmake_args[@]}"
cd "$build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j "$(nproc)" "$@"

#!/usr/bin/env bash
# Builds the core, gpu and ui test suites with AddressSanitizer and UndefinedBehaviorSanitizer
# into BUILD_DIR (default build-asan, beside build/) and runs them through CTest. Any report
# fails the suite that made it. Extra arguments go to ctest.
# The same job runs every fuzz target for AUGUR_FUZZ_SECONDS (tests/fuzz/CMakeLists.txt).
# Usage: tools/sanitize.sh [BUILD_DIR] [ctest arguments...]
#   AUGUR_SANITIZE_JOBS   parallel compile jobs (default: the number of cores)
#   AUGUR_SANITIZE_TESTS  CTest regex of what to build and run (default: core, gpu, ui, fuzz)
#   AUGUR_FUZZ_SECONDS    seconds per fuzz target (default 30; 0: no fuzzing)
# The GUI application and the benchmarks are not built: no suite runs them. ./test.sh with
# AUGUR_SANITIZE set builds and runs everything sanitised instead (CI does).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/build-asan
if [ $# -gt 0 ] && [ "${1#-}" = "$1" ]; then
  build=$(realpath -m "$1")
  shift
fi
tests=${AUGUR_SANITIZE_TESTS:-'^(core|gpu|ui|fuzz)_'}
jobs=${AUGUR_SANITIZE_JOBS:-$(nproc)}
start=$SECONDS

mkdir -p "$build"
# shellcheck source=tools/sanitize-env.sh
source "$root/tools/sanitize-env.sh"
cmake -S "$root" -B "$build" -G Ninja "${augur_sanitize_cmake_args[@]}" >"$build/configure.log" 2>&1 || { cat "$build/configure.log" >&2; exit 1; }
# The suites' executables are their CTest names (tests/CMakeLists.txt, augur_add_test); they
# pull in what they start (fake_worker, augur-worker). core_tst_session_store starts
# augur-cli, and ui_energy_objective the worker, by path. The fuzz tests build their own
# targets with clang (fuzz_build).
mapfile -t names < <(cd "$build" && ctest -N -R "$tests" | sed -n 's/^ *Test *#[0-9]*: *//p')
[ ${#names[@]} -gt 0 ] || { echo "sanitize: no test matches '$tests'" >&2; exit 2; }
mapfile -t targets < <(printf '%s\n' "${names[@]}" | grep -v '^fuzz_' || true)
if [ ${#targets[@]} -gt 0 ]; then
  extra=(augur-cli)
  grep -q '^build bin/augur-worker:' "$build/build.ninja" && extra+=(augur-worker)
  ninja -C "$build" -j "$jobs" "${targets[@]}" "${extra[@]}"
  echo "sanitize: built ${#targets[@]} suites in $((SECONDS - start)) s" >&2
fi

export QT_QPA_PLATFORM=offscreen
cd "$build"
status=0
ctest -R "$tests" --output-on-failure -j "$(nproc)" "$@" || status=$?
echo "sanitize: built and ran in $((SECONDS - start)) s" >&2
exit $status

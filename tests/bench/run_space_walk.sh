#!/usr/bin/env bash
# Space-walk benchmark (docs/problem-format.md, "Tunable template"): every suite problem and
# a synthetic 10^5-point space, restrictions parsed per configuration (the product
# materialised) against compiled once (walked); time and peak RSS per way and their ratios.
#   tests/bench/run_space_walk.sh [PROBLEMS_DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_space_walk >/dev/null
exec "$build/bench/bench_space_walk" "$@"

#!/usr/bin/env bash
# Kernel dock benchmark (headless): opening a candidate's source, diff (side by side,
# unified, whole) and report for 500, 2,000 and 10,000-line kernels (median and max of 20,
# as a ratio of the 50 ms target), and the longest GUI-thread block while 1,000 candidates
# stream into a 10,000-node session with the Kernel dock hidden, on Source, and on Diff.
# Peak RSS per size and mode.
# Usage: tests/bench/run_kernel_view.sh [--lines 500,2000,10000] [--reps 20] [--nodes 10000]
#        [--stream 1000] [--modes hidden,source,diff] [--json FILE]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_kernel_view >/dev/null
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
exec "$build/bench/bench_kernel_view" "$@"

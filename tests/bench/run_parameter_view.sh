#!/usr/bin/env bash
# Parameters dock benchmark (headless): Kernel Tuner's 17,956-configuration GEMM space
# (../shared/data/kernel_tuner_cache/gemm_RTX_3090.json.gz; without it the project's own H200 SGEMM space) as a session, three quarters of
# it forecast, drawn by the Parameters dock: median and max of the time from candidates to
# pixels (target 100 ms), the repaint, the points drawn, and peak RSS.
# Usage: tests/bench/run_parameter_view.sh [--dataset FILE] [--forecast 0.75] [--reps 10]
#        [--size 1100x560] [--json]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_parameter_view >/dev/null
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
exec "$build/bench/bench_parameter_view" "$@"

#!/usr/bin/env bash
# Parameters dock benchmark (headless): each recorded tuning space as a session, three
# quarters of it forecast, drawn by the Parameters dock: median and max of the time from
# candidates to pixels (target 100 ms for the 17,956-configuration GEMM space), the
# repaint, the points drawn, and peak RSS. One process per file.
# Without --dataset: every file, the project's own H200 datasets first
# (resources/datasets/h200/*.json.gz), then, where ../shared/data is present, its Kernel
# Tuner spaces and caches (the 17,956-configuration gemm_RTX_3090 among them); a file that
# cannot be read is reported and the others still run.
# Usage: tests/bench/run_parameter_view.sh [--dataset FILE] [--forecast 0.75] [--reps 10]
#        [--size 1100x560] [--json]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_parameter_view >/dev/null
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
for arg in "$@"; do
  [ "$arg" = --dataset ] && exec "$build/bench/bench_parameter_view" "$@"
done
shared=${AUGUR_SHARED_DATA:-$root/../shared/data}
files=("$root"/resources/datasets/h200/*.json.gz)
if [ -d "$shared" ]; then
  files+=("$shared"/*_T4.json.gz "$shared"/kernel_tuner_cache/*.json.gz)
fi
status=0
for f in "${files[@]}"; do
  [ -e "$f" ] || continue
  echo "== ${f#"$root"/}"
  "$build/bench/bench_parameter_view" --dataset "$f" "$@" || { echo "   (failed: exit $?)"; status=1; }
done
exit $status

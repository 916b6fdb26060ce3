#!/usr/bin/env bash
# Strategy benchmark (docs/search.md): model, puct, measure-all and exact uniform random
# sampling on every Kernel Tuner T4 file in ../shared/data and every dataset of
# resources/datasets/h200; budgets 25, 50 and 100; 10 seeds; then the leave-one-GPU-out
# warm start on the files of kernels measured on several GPUs (convolution, pnpoly).
#   tests/bench/run.sh [--json FILE]          (SEEDS, BUDGETS, JOBS override the defaults)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
data=${AUGUR_DATA_DIR:-$root/../shared/data}
ninja -C "$build" bench_search >/dev/null
sets=()
for f in "$data"/*_T4.json.gz; do [ -f "$f" ] && sets+=("$f"); done
own=("$root"/resources/datasets/h200/*.json.gz)
[ ${#sets[@]} -gt 0 ] || echo "bench: no T4 files in $data; running on the project's own datasets only" >&2
exec "$build/bench/bench_search" --seeds "${SEEDS:-10}" --budgets "${BUDGETS:-25,50,100}" --jobs "${JOBS:-2}" \
  --warm-start "$@" "${sets[@]}" "${own[@]}"

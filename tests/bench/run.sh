#!/usr/bin/env bash
# Strategy benchmark (docs/search.md, "Benchmark"): model (= auto), puct, measure-all and
# exact uniform random sampling on every recorded tuning space in ../shared/data (Kernel
# Tuner's T4 files and its cache files) and every dataset of resources/datasets/h200;
# budgets 25, 50 and 100; 10 seeds; the methodology score beside the fraction of the best;
# then, with --warm-start, every pair of files of one kernel as target and prior.
#   tests/bench/run.sh [--warm-start] [--json FILE]    (SEEDS, BUDGETS, JOBS override the defaults)
#
# The split (docs/search.md, "Benchmark"): the search's constants were chosen on the tuning
# group alone -- two GPUs (A100, RTX 2080 Ti) and three kernels (convolution, pnpoly, GEMM).
# Every other file is reported as held out: other GPUs of those kernels ("held-out GPU"),
# and kernels never used to choose anything ("held-out kernel": dedispersion and the H200
# datasets).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
data=${AUGUR_DATA_DIR:-$root/../shared/data}
ninja -C "$build" bench_search >/dev/null
sets=()
for f in "$data"/*_T4.json.gz "$data"/kernel_tuner_cache/*.json.gz; do [ -f "$f" ] && sets+=("$f"); done
own=("$root"/resources/datasets/h200/*.json.gz)
[ ${#sets[@]} -gt 0 ] || echo "bench: no Kernel Tuner files in $data; running on the project's own datasets only" >&2
tuning=convolution_A100,convolution_RTX_2080_Ti,pnpoly_RTX_2080_Ti,gemm_RTX_2080_Ti
exec "$build/bench/bench_search" --seeds "${SEEDS:-10}" --budgets "${BUDGETS:-25,50,100}" --jobs "${JOBS:-2}" \
  --tuning "$tuning" "$@" "${sets[@]}" "${own[@]}"

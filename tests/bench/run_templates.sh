#!/usr/bin/env bash
# Template benchmark (docs/llm.md, "Templates"): K template sub-spaces of every recorded
# tuning space (../shared/data and resources/datasets/h200), one session sharing its
# budget over all of them against a session per template. Prints a row per file, tuning
# group apart from held-out files, and the mean ratio (target <= 0.60). Without
# ../shared/data (a fresh clone; AUGUR_DATA_DIR moves it) it runs on the project's own
# H200 datasets alone, every one of them held out.
#   tests/bench/run_templates.sh [--seeds N] [--templates K] [--json FILE]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
data=${AUGUR_DATA_DIR:-$root/../shared/data}
ninja -C "$build" bench_templates >/dev/null
sets=()
for f in "$data"/*_T4.json.gz "$data"/kernel_tuner_cache/*.json.gz; do [ -f "$f" ] && sets+=("$f"); done
own=("$root"/resources/datasets/h200/*.json.gz)
[ ${#sets[@]} -gt 0 ] || echo "bench: no Kernel Tuner files in $data; running on the project's own datasets only" >&2
tuning=convolution_A100,convolution_RTX_2080_Ti,pnpoly_RTX_2080_Ti,gemm_RTX_2080_Ti
exec "$build/bench/bench_templates" --tuning "$tuning" "$@" "${sets[@]}" "${own[@]}"

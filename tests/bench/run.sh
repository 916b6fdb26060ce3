#!/usr/bin/env bash
# Runs the search benchmark: puct against measure-all, 10 seeds, 100 measurements, on the
# recorded datasets in ../shared/data (read in place). Usage: tests/bench/run.sh [--json]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
data=${AUGUR_DATA_DIR:-$root/../shared/data}
ninja -C "$build" bench_search >/dev/null
sets=()
for f in convolution_A100_T4.json.gz dedispersion_A100_T4.json.gz; do
  [ -f "$data/$f" ] && sets+=("$data/$f")
done
[ ${#sets[@]} -gt 0 ] || { echo "bench: no datasets found in $data" >&2; exit 2; }
exec "$build/bench/bench_search" --seeds "${SEEDS:-10}" --budget "${BUDGET:-100}" "$@" "${sets[@]}"

#!/usr/bin/env bash
# Slurm throughput benchmark (docs/cluster.md): the slurm backend against the local worker
# pool on the same fake workload, on a one-node cluster started for the run.
#   tests/bench/run_slurm.sh [--measurements N] [--workers W] [--measure-ms 0,50,200] [--json]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_slurm fake_worker >/dev/null
exec "$build/bench/bench_slurm" "$@"

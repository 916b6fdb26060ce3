#!/bin/sh
# The vendor baselines and the workload GEMMs on an H200 (docs/measurement.md, "Vendor
# baselines" and "Workload shapes"). Run from the repository root with augur-cli,
# augur-worker and augur-compile on PATH (a device bundle: ../shared/tools/device-bundle.sh) and PyTorch
# importable. Writes under ${OUT:-/tmp/h200_vendor}:
#   torch.jsonl         PyTorch's cuBLAS at the four shapes (the 2 % agreement target)
#   baseline_*.txt      augur-cli measure --baseline: cuBLAS through the harness
#   session_*.json      default-budget (100) model sessions on both workload problems
# BUDGET (default 100) and SEED (default 1) change the sessions.
set -eu
out=${OUT:-/tmp/h200_vendor}
budget=${BUDGET:-100}
seed=${SEED:-1}
mkdir -p "$out"
python3 tests/bench/h200_vendor/torch_gemm.py > "$out/torch.jsonl"
for p in sgemm_f32 hgemm_f16_tc sgemm_f32_workload hgemm_f16_workload; do
    /usr/bin/time -v augur-cli measure "resources/problems/$p" reference --baseline --repeat 3 \
        > "$out/baseline_$p.txt" 2> "$out/baseline_$p.time"
done
for p in sgemm_f32_workload hgemm_f16_workload; do
    /usr/bin/time -v augur-cli run --problem "resources/problems/$p" --max-measurements "$budget" --seed "$seed" \
        --session "$out/$p.augur" > "$out/session_$p.json" 2> "$out/session_$p.time"
    augur-cli report "$out/$p.augur" --format text > "$out/report_$p.txt"
done
grep -h "Maximum resident\|Elapsed (wall" "$out"/*.time

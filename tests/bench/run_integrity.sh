#!/usr/bin/env bash
# Measurement-integrity benchmark (docs/measurement.md, "Integrity benchmark"), on a machine
# with a GPU:
#   tests/bench/run_integrity.sh OUT_DIR [precision] [identical] [short] [templates]
# (no section named: all four). Each section writes JSON records (augur-cli measure --json)
# under OUT_DIR/raw; tests/bench/integrity_summary.py OUT_DIR/raw prints the tables.
#  precision  the reduce_sum, softmax, layernorm and sgemm exploits that compute in half or
#             bf16 precision, and every honest hand candidate, with 30 single seeds each
#             (--seeds 1: every seed alone must decide)
#  identical  20 measurements each of a candidate byte-identical to the reference
#             (softmax: the spread between measurements is learned here; layernorm and
#             the short kernels are held out)
#  short      kernels of a few µs (tests/timing/vector_add_1m, _4m), batched and not
#  templates  20 random configurations of every shipped template, 3 seeds (false positives)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cli=${AUGUR_CLI:-$root/build/bin/augur-cli}
out=${1:?usage: run_integrity.sh OUT_DIR [section...]}
shift
sections=${*:-precision identical short templates}
raw=$out/raw
mkdir -p "$raw"
P=$root/resources/problems
A=$root/tests/adversarial
T=$root/tests/timing
fast=(--min-samples 5 --max-samples 10 --time-budget-ms 100 --no-cupti --deadline-s 120)

# PRECISION_PROBLEMS (default: all four) limits the precision section.
want() { [[ " ${PRECISION_PROBLEMS:-reduce_sum_f32 softmax_rows_f32 layernorm_rows_f32 sgemm_f32} " == *" $1 "* ]]; }

precision_one() { # seed
    local s=$1
    want reduce_sum_f32 && "$cli" measure "$P/reduce_sum_f32" reference atomic_single_pass grid_stride_vec4_shfl interleaved_divergent \
        two_per_thread_unrolled "$A/reduce_sum_f32/half_block_partials.json" \
        "$A/reduce_sum_f32/half_thread_accumulate.json" --seeds 1 --seed "$s" "${fast[@]}" \
        --json "$raw/precision_reduce_sum_f32_$s.jsonl" >/dev/null 2>>"$out/errors.log" &
    want softmax_rows_f32 && "$cli" measure "$P/softmax_rows_f32" reference block_vec4_regs thread_per_row two_kernel_stats warp_per_row \
        "$A/softmax_rows_f32/half_sum.json" --seeds 1 --seed "$s" "${fast[@]}" \
        --json "$raw/precision_softmax_rows_f32_$s.jsonl" >/dev/null 2>>"$out/errors.log" &
    want layernorm_rows_f32 && "$cli" measure "$P/layernorm_rows_f32" reference block_vec4_regs thread_per_row two_kernel_stats warp_per_row \
        "$A/layernorm_rows_f32/half_stats.json" --seeds 1 --seed "$s" "${fast[@]}" \
        --json "$raw/precision_layernorm_rows_f32_$s.jsonl" >/dev/null 2>>"$out/errors.log" &
    want sgemm_f32 && "$cli" measure "$P/sgemm_f32" reference blocktile_1d regblock_128x128_vec4 smem_tiled_32 \
        "$A/sgemm_f32/bf16_inputs.json" --seeds 1 --seed "$s" "${fast[@]}" \
        --json "$raw/precision_sgemm_f32_$s.jsonl" >/dev/null 2>>"$out/errors.log" &
    wait
}

for section in $sections; do
    t0=$(date +%s)
    case $section in
    precision)
        for s in $(seq 1 30); do precision_one "$s"; done ;;
    identical)
        "$cli" measure "$P/softmax_rows_f32" "$T/identical_softmax_rows_f32/identical.json" --repeat 20 \
            --json "$raw/identical_softmax_rows_f32.jsonl" >/dev/null 2>>"$out/errors.log"
        "$cli" measure "$P/layernorm_rows_f32" "$T/identical_layernorm_rows_f32/identical.json" --repeat 20 \
            --json "$raw/identical_layernorm_rows_f32.jsonl" >/dev/null 2>>"$out/errors.log" ;;
    short)
        for p in vector_add_1m vector_add_4m; do
            "$cli" measure "$T/$p" identical --repeat 10 --time-budget-ms 2000 \
                --json "$raw/short_batched_$p.jsonl" >/dev/null 2>>"$out/errors.log"
            "$cli" measure "$T/$p" identical --repeat 10 --time-budget-ms 2000 --batch-below-us 0 \
                --json "$raw/short_single_$p.jsonl" >/dev/null 2>>"$out/errors.log"
        done ;;
    templates)
        for d in "$P"/*/; do
            p=$(basename "$d")
            [ -f "$d/problem.json" ] && grep -q '"tunable"' "$d/problem.json" || continue
            "$cli" measure "$d" reference --sample-configs 20 --seed 7 "${fast[@]}" \
                --json "$raw/templates_$p.jsonl" >/dev/null 2>>"$out/errors.log"
        done ;;
    *) echo "run_integrity: unknown section '$section'" >&2; exit 2 ;;
    esac
    echo "section $section: $(($(date +%s) - t0)) s" | tee -a "$out/sections.log"
done

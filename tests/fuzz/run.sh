#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UBSan) and runs each for
# FUZZ_SECONDS (default 300), printing executions, coverage and any crash. Crashes are
# left in tests/fuzz/crashes/ and become regression inputs in tests/fuzz/regressions/.
# Usage: tests/fuzz/run.sh [target...]   (targets: problem_json t4_dataset candidate_plan worker_protocol)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-300}
mkdir -p "$out" "$here/crashes"
flags=(-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I"$root"
       -DAUGUR_SOURCE_DIR="\"$root\"" -DAUGUR_VERSION="\"fuzz\"")
core=(core/ProblemLoader.cpp core/Expression.cpp core/MeasureJob.cpp core/ParameterSpace.cpp core/T4Dataset.cpp
      core/Measurement.cpp core/Candidate.cpp core/Forecast.cpp core/Decision.cpp core/BinScheme.cpp core/Confidence.cpp)
declare -A extra=([worker_protocol]="gpu/WorkerProtocol.cpp")
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(problem_json t4_dataset candidate_plan worker_protocol)
for t in "${targets[@]}"; do
  srcs=("$here/fuzz_$t.cpp")
  for s in "${core[@]}" ${extra[$t]:-}; do srcs+=("$root/$s"); done
  [ "$out/fuzz_$t" -nt "$here/fuzz_$t.cpp" ] || clang++ "${flags[@]}" "${srcs[@]}" -lmuparser -lz -o "$out/fuzz_$t"
  corpus="$out/corpus_$t"; mkdir -p "$corpus"
  [ -d "$here/seeds/$t" ] && cp -n "$here/seeds/$t"/* "$corpus"/ 2>/dev/null || true
  [ -d "$here/regressions/$t" ] && cp -n "$here/regressions/$t"/* "$corpus"/ 2>/dev/null || true
  echo "== fuzz_$t for ${seconds}s"
  "$out/fuzz_$t" "$corpus" -max_total_time="$seconds" -artifact_prefix="$here/crashes/$t-" -print_final_stats=1 2>"$out/fuzz_$t.log" || true
  grep -E "^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::peak_rss_mb|cov:" "$out/fuzz_$t.log" | tail -3
  grep -E "ERROR: (AddressSanitizer|libFuzzer)|runtime error" "$out/fuzz_$t.log" | head -3 || true
done

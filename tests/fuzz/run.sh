#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UBSan) and runs each for
# FUZZ_SECONDS (default 300), printing executions, coverage and any crash. Crashes are
# left in tests/fuzz/crashes/ and become regression inputs in tests/fuzz/regressions/.
# Usage: tests/fuzz/run.sh [target...]
#   (targets: problem_json t4_dataset candidate_plan worker_protocol importers llm_reply llm_stream)
# Objects are shared by the targets in $FUZZ_BUILD_DIR/obj (default build-fuzz/obj) and rebuilt
# when their source or a header they include changes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-300}
mkdir -p "$out" "$here/crashes"
flags=(-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I"$root"
       -DAUGUR_SOURCE_DIR="\"$root\"" -DAUGUR_VERSION="\"fuzz\"")
core=(core/problem/ProblemLoader.cpp core/base/Expression.cpp core/problem/MeasureJob.cpp core/model/ParameterSpace.cpp core/datasets/T4Dataset.cpp
      core/model/Measurement.cpp core/model/Candidate.cpp core/model/Objective.cpp core/bins/Forecast.cpp core/model/Decision.cpp core/bins/BinScheme.cpp core/bins/Confidence.cpp)
declare -A extra=(
  [worker_protocol]="gpu/protocol/WorkerProtocol.cpp"
  [importers]="core/base/JsonRecords.cpp core/datasets/GpuForecastersImporter.cpp core/datasets/KernelBenchImporter.cpp core/datasets/AugurExportImporter.cpp
               core/model/CandidateJson.cpp core/datasets/EvaluationDataset.cpp core/datasets/T4EvaluationImporter.cpp"
  [llm_reply]="core/llm/reply/LlmJsonExtract.cpp core/llm/reply/LlmForecastParser.cpp core/llm/reply/LlmCandidateParser.cpp"
  [llm_stream]="core/llm/client/LlmSse.cpp core/llm/client/LlmReplyAccumulator.cpp")
# Compiles one source into $out/obj (shared by the targets) unless the object is newer than
# the source and every header it includes; prints the object's path.
object() {
  local src=$1 name o
  name=$(realpath --relative-to="$root" "$src" | tr '/' '_')
  o="$out/obj/${name%.cpp}.o"
  if [ -f "$o" ] && [ -f "$o.d" ]; then
    local dep stale=0
    for dep in $(sed -e 's/\\$//' -e 's/^[^:]*://' "$o.d"); do [ "$o" -nt "$dep" ] || { stale=1; break; }; done
    [ $stale -eq 0 ] && { echo "$o"; return; }
  fi
  mkdir -p "$out/obj"
  clang++ "${flags[@]}" -c "$src" -MMD -MF "$o.d" -o "$o" >&2
  echo "$o"
}
all=(problem_json t4_dataset candidate_plan worker_protocol importers llm_reply llm_stream)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
for t in "${targets[@]}"; do
  [ -f "$here/fuzz_$t.cpp" ] || { echo "unknown target '$t' (known: ${all[*]})" >&2; exit 2; }
  objs=()
  for s in "$here/fuzz_$t.cpp" "${core[@]/#/$root/}" ${extra[$t]:-}; do
    [ -f "$s" ] || s="$root/$s"
    objs+=("$(object "$s")")
  done
  relink=0
  for o in "${objs[@]}"; do [ "$out/fuzz_$t" -nt "$o" ] || relink=1; done
  [ $relink -eq 0 ] || clang++ "${flags[@]}" "${objs[@]}" -lmuparser -lz -o "$out/fuzz_$t"
  corpus="$out/corpus_$t"; mkdir -p "$corpus"
  [ -d "$here/seeds/$t" ] && cp -n "$here/seeds/$t"/* "$corpus"/ 2>/dev/null || true
  [ -d "$here/regressions/$t" ] && cp -n "$here/regressions/$t"/* "$corpus"/ 2>/dev/null || true
  echo "== fuzz_$t for ${seconds}s"
  "$out/fuzz_$t" "$corpus" -max_total_time="$seconds" -artifact_prefix="$here/crashes/$t-" -print_final_stats=1 2>"$out/fuzz_$t.log" || true
  grep -E "^#[0-9]+.*cov:" "$out/fuzz_$t.log" | tail -1 || true
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$out/fuzz_$t.log" || true
  grep -E "ERROR: (AddressSanitizer|libFuzzer)|runtime error" "$out/fuzz_$t.log" | head -3 || true
done

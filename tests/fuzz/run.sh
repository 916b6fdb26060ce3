#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (AddressSanitizer + UBSan) and runs each for
# FUZZ_SECONDS (default 300), printing executions, coverage and any crash. Crashes are
# left in tests/fuzz/crashes/ and become regression inputs in tests/fuzz/regressions/.
# Usage: tests/fuzz/run.sh [target...]
#   (targets: problem_json t4_dataset candidate_plan worker_protocol importers llm_reply llm_stream)
#   FUZZ_BUILD_DIR     where objects, targets, corpora and logs go (default build-fuzz)
#   FUZZ_SEED=N        libFuzzer's random seed (default: a new one each run)
#   FUZZ_JOBS          parallel compiles (default: the number of cores)
#   FUZZ_BUILD_ONLY=1  build the targets, run none
#   FUZZ_RUN_ONLY=1    run the targets already built, build nothing (the per-target tests:
#                      they run in parallel after fuzz_build, and two builds at once would
#                      rewrite the same objects and archive under each other)
# Exits non-zero when a target did not build, or found a crash (after running the others).
#
# Every source of the layers the targets read (the folders below, which the build's layer
# map links in this order) is compiled once into $FUZZ_BUILD_DIR/obj and archived; a
# target links only what it uses. Listing folders, not files, keeps the targets building
# when a folder's files are split or renamed. An object is rebuilt when its source or a
# header it includes changes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-300}
jobs=${FUZZ_JOBS:-$(nproc)}
mkdir -p "$out/obj" "$here/crashes"
flags=(-std=c++20 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I"$root"
       -DAUGUR_SOURCE_DIR="\"$root\"" -DAUGUR_VERSION="\"fuzz\"")
folders=(core/llm/reply core/llm/client gpu/protocol core/datasets core/problem core/model core/kernel core/bins core/base)
libs=(-lmuparser -lz -lcurl -lcrypto)

# The object of one source (path relative to the root).
objectOf() { echo "$out/obj/$(echo "${1%.cpp}" | tr '/' '_').o"; }
# True when the object is missing or older than its source or a header it includes.
stale() {
  local o dep
  o=$(objectOf "$1")
  [ -f "$o" ] && [ -f "$o.d" ] || return 0
  for dep in $(sed -e 's/\\$//' -e 's/^[^:]*://' "$o.d"); do [ "$o" -nt "$dep" ] || return 0; done
  return 1
}
compile() { clang++ "${flags[@]}" -c "$root/$1" -MMD -MF "$(objectOf "$1").d" -o "$(objectOf "$1")"; }

# Compiles the stale sources, FUZZ_JOBS at a time; fails when one does not compile.
build() {
  local src running=0 failures=0
  for src in "$@"; do
    stale "$src" || continue
    compile "$src" &
    running=$((running + 1))
    if [ $running -ge "$jobs" ]; then
      wait -n || failures=$((failures + 1))
      running=$((running - 1))
    fi
  done
  while [ $running -gt 0 ]; do
    wait -n || failures=$((failures + 1))
    running=$((running - 1))
  done
  [ $failures -eq 0 ] || { echo "fuzz: $failures sources did not compile" >&2; return 1; }
}

all=(problem_json t4_dataset candidate_plan worker_protocol importers llm_reply llm_stream)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
for t in "${targets[@]}"; do
  [ -f "$here/fuzz_$t.cpp" ] || { echo "unknown target '$t' (known: ${all[*]})" >&2; exit 2; }
done

cd "$root"
if [ "${FUZZ_RUN_ONLY:-0}" = 1 ]; then
  for t in "${targets[@]}"; do
    [ -x "$out/fuzz_$t" ] || { echo "fuzz_$t is not built in $out (run with FUZZ_BUILD_ONLY=1 first)" >&2; exit 2; }
  done
else
layer_sources=()
for f in "${folders[@]}"; do layer_sources+=("$f"/*.cpp); done
harnesses=()
for t in "${targets[@]}"; do harnesses+=("tests/fuzz/fuzz_$t.cpp"); done
build "${layer_sources[@]}" "${harnesses[@]}"
# One archive, rebuilt when an object is newer, members in layer order.
archive=$out/libaugur-fuzz.a
layer_objects=()
for s in "${layer_sources[@]}"; do layer_objects+=("$(objectOf "$s")"); done
rearchive=0
for o in "${layer_objects[@]}"; do [ "$archive" -nt "$o" ] || rearchive=1; done
if [ $rearchive -eq 1 ]; then
  rm -f "$archive.tmp"
  ar rcs "$archive.tmp" "${layer_objects[@]}"
  mv "$archive.tmp" "$archive"
fi
fi

failed=()
for t in "${targets[@]}"; do
  harness=$(objectOf "tests/fuzz/fuzz_$t.cpp")
  if [ "${FUZZ_RUN_ONLY:-0}" != 1 ] && { [ ! "$out/fuzz_$t" -nt "$harness" ] || [ ! "$out/fuzz_$t" -nt "$archive" ]; }; then
    clang++ "${flags[@]}" "$harness" "$archive" "${libs[@]}" -o "$out/fuzz_$t.tmp"
    mv "$out/fuzz_$t.tmp" "$out/fuzz_$t"
  fi
  [ "${FUZZ_BUILD_ONLY:-0}" = 1 ] && continue
  corpus="$out/corpus_$t"
  mkdir -p "$corpus"
  [ -d "$here/seeds/$t" ] && cp -n "$here/seeds/$t"/* "$corpus"/ 2>/dev/null || true
  [ -d "$here/regressions/$t" ] && cp -n "$here/regressions/$t"/* "$corpus"/ 2>/dev/null || true
  echo "== fuzz_$t for ${seconds}s"
  seed=()
  [ -n "${FUZZ_SEED:-}" ] && seed=(-seed="$FUZZ_SEED")
  "$out/fuzz_$t" "$corpus" -max_total_time="$seconds" "${seed[@]}" -artifact_prefix="$here/crashes/$t-" \
    -print_final_stats=1 2>"$out/fuzz_$t.log" || { failed+=("$t"); echo "fuzz_$t FAILED (log: $out/fuzz_$t.log)"; }
  grep -E "^#[0-9]+.*cov:" "$out/fuzz_$t.log" | tail -1 || true
  grep -E "^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$out/fuzz_$t.log" || true
  grep -E "ERROR: (AddressSanitizer|libFuzzer)|runtime error" "$out/fuzz_$t.log" | head -3 || true
done
[ ${#failed[@]} -eq 0 ] || { echo "crashed: ${failed[*]} (inputs in $here/crashes/)" >&2; exit 1; }

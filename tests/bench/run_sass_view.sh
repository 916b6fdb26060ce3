#!/usr/bin/env bash
# SASS tab benchmark (headless): for each size, compile the kernel family with line
# information (NVRTC), then --reps times disassemble its cubin, map PTX and SASS to source
# lines and show the three panes; median and max as a ratio of the 300 ms target, peak RSS.
# One process per size. The disassembler: --disassembler PATH, else AUGUR_DISASSEMBLER,
# $CUDA_HOME/bin, /usr/local/cuda/bin, PATH (nvdisasm first, then cuobjdump).
# Usage: tests/bench/run_sass_view.sh [--lines 500,2000] [--reps 10] [--disassembler PATH]
#        [--arch sm_90] [--json-dir DIR]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
sizes=500,2000
args=()
jsondir=
while [ $# -gt 0 ]; do
  case $1 in
    --lines) sizes=$2; shift 2 ;;
    --json-dir) jsondir=$2; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
ninja -C "$build" bench_sass_view >/dev/null
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
for n in ${sizes//,/ }; do
  extra=()
  [ -n "$jsondir" ] && extra=(--json "$jsondir/sass_view_$n.json")
  "$build/bench/bench_sass_view" --lines "$n" "${args[@]+"${args[@]}"}" "${extra[@]+"${extra[@]}"}"
done

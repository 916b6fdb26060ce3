#!/usr/bin/env bash
# GUI responsiveness benchmark (headless): loads synthetic sessions of 10,000 and 100,000
# candidates into the main window and streams 1,000 new candidates from the engine into
# each. Prints load time, the longest GUI-thread block, gaps over 16 ms and peak RSS.
# Usage: tests/bench/run_gui.sh [--nodes 10000,100000] [--stream 1000] [--json] [--tree-zoomed]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_gui >/dev/null
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
exec "$build/bench/bench_gui" "$@"

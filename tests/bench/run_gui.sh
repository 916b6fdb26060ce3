#!/usr/bin/env bash
# GUI responsiveness benchmark (headless): loads synthetic sessions of 10,000 and 100,000
# candidates into the main window and streams 1,000 new candidates from the engine into
# each. Prints load time, the longest GUI-thread block, gaps over 16 ms and peak RSS.
# Usage: tests/bench/run_gui.sh [--nodes 10000,100000] [--stream 1000] [--json] [--tree-zoomed]
#                               [--docks front|all] [--without DOCK,...]
# Without QT_QPA_PLATFORM the tool runs offscreen on one 1920×1080 screen. On a machine
# shared with other work, compare versions in one run at the same priority, e.g.
# `nice -n -10 tests/bench/run_gui.sh ...` for each (root), and note the load average.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
ninja -C "$build" bench_gui >/dev/null
exec "$build/bench/bench_gui" "$@"

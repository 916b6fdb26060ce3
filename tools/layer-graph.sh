#!/usr/bin/env bash
# Prints the layer libraries and what each links, from CMake's own dependency graph
# (cmake --graphviz), and checks that no library links one that is declared after it in
# the layer order (core/CMakeLists.txt, gpu/CMakeLists.txt, ui/CMakeLists.txt): no upward edge.
#   tools/layer-graph.sh [BUILD_DIR]     (default: build; configure it first)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ -f "$build/layers.cmake" ] || { echo "layer-graph: $build is not configured (run ./test.sh or packaging/build.sh)" >&2; exit 2; }
dot=$(mktemp -d)
trap 'rm -rf "$dot"' EXIT
cmake --graphviz="$dot/g.dot" "$build" >/dev/null
order=$(sed -n 's/^set(AUGUR_LAYER_FOLDERS "\(.*\)")$/\1/p' "$build/layers.cmake" | tr ';' '\n' | sed 's#/#_#g; s#^#augur_#')
# node ids -> names, then edges between layer libraries
awk -v order="$order" '
  BEGIN { n = split(order, o, "\n"); for (i = 1; i <= n; ++i) rank[o[i]] = i }
  /\[ label = "/ { match($0, /"node[0-9]+"/); id = substr($0, RSTART, RLENGTH); match($0, /label = "[^"]+"/); name[id] = substr($0, RSTART + 9, RLENGTH - 10); present[name[id]] = 1 }
  / -> / { split($0, p, " -> "); from = p[1]; gsub(/[ \t"]/, "", from); to = p[2]; sub(/ .*/, "", to); gsub(/"/, "", to); edges[++m] = "\"" from "\"" SUBSEP "\"" to "\"" }
  END {
    bad = 0
    for (i = 1; i <= m; ++i) {
      split(edges[i], e, SUBSEP); a = name[e[1]]; b = name[e[2]]
      # The convenience targets stand for the top of their stack.
      if (b == "augur_core") b = "augur_core_session"
      if (b == "augur_gpu") b = "augur_gpu_compile"
      if (b == "augur_ui") b = "augur_ui_window"
      if (!(a in rank) || !(b in rank)) continue
      links[a] = links[a] " " b
      if (rank[b] >= rank[a]) { print "UPWARD EDGE: " a " -> " b; bad = 1 }
    }
    for (i = 1; i <= n; ++i) {
      if (!(o[i] in present)) { printf "%-26s    (sources of a program or of the Qt library; its includes are checked by tests/structure)\n", o[i]; continue }
      printf "%-26s -> %s\n", o[i], (o[i] in links ? links[o[i]] : " (none)")
    }
    exit bad
  }' "$dot/g.dot"

#!/usr/bin/env bash
# Builds what is needed and starts Augur on the embedded default session:
#   ./run.sh              the GUI
#   ./run.sh --headless   the same session in augur-cli, with progress and a JSON summary
# Extra arguments go to augur (GUI) or to `augur-cli run` (headless).
set -euo pipefail
root=$(cd "$(dirname "$0")" && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
"$root/packaging/ensure-deps.sh"
# Only what runs here (the augur-apps target: the GUI, the CLI and the GPU worker);
# ./test.sh builds the tests.
AUGUR_BUILD_TARGETS=augur-apps "$root/packaging/build.sh"
headless=0
args=()
for a in "$@"; do
  if [ "$a" = "--headless" ]; then headless=1; else args+=("$a"); fi
done
if [ $headless -eq 0 ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ "${QT_QPA_PLATFORM:-}" != offscreen ]; then
  echo "augur: no display found (DISPLAY/WAYLAND_DISPLAY unset); running the session headless instead." >&2
  headless=1
fi
if [ $headless -eq 1 ]; then
  exec "$build/bin/augur-cli" run "${args[@]}"
fi
exec "$build/bin/augur" "${args[@]}"

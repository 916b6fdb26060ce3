#!/usr/bin/env bash
# Release build shared by make-deb.sh and make-bundle.sh: installs the missing packages of
# debian-packages.txt and release-packages.txt, configures (Release, prefix /usr) and
# builds into ${AUGUR_PKG_BUILD_DIR:-build-pkg}. Prints the build folder.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${AUGUR_PKG_BUILD_DIR:-$root/build-pkg}
"$root/packaging/ensure-deps.sh" "$root/packaging/debian-packages.txt" "$root/packaging/release-packages.txt" >&2
args=(-DCMAKE_BUILD_TYPE=Release -DAUGUR_BUILD_BENCH=OFF)
# A first configure leaves the tests out (faster) and sets the prefix the package installs
# to; an existing build folder keeps its choices. (The programs find their data relative to
# their own location first, so the compiled-in prefix is only a last resort.)
[ -f "$build/CMakeCache.txt" ] || args+=(-DBUILD_TESTING=OFF -DCMAKE_INSTALL_PREFIX=/usr)
cmake -S "$root" -B "$build" -G Ninja "${args[@]}" >&2
nice -n 10 ninja -C "$build" ${AUGUR_NINJA_FLAGS:-} >&2
echo "$build"

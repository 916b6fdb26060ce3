#!/usr/bin/env bash
# Builds the Debian package augur_<version>_<arch>.deb with CPack from a Release build
# (see release-build.sh) and prints its path. Needs root or sudo only to install missing
# build packages.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$("$here/release-build.sh")
cd "$build"
cpack -G DEB >&2
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' CMakeCache.txt)
ls "$build"/augur_"$version"_*.deb

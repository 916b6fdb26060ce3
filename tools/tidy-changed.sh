#!/usr/bin/env bash
# Runs clang-tidy (the checks of .clang-tidy) over the C++ files changed since BASE and fails
# on any finding. Changed means: differs between BASE and the working tree, or is new and
# not ignored. A changed header is checked through the source beside it (or one that
# includes it), and findings are reported in changed files only.
# Usage: tools/tidy-changed.sh [BASE]
#        tools/tidy-changed.sh -- FILE...   (these files instead of the changed ones)
#   BASE defaults to HEAD~1: on a clean clone, the files of the last commit. Without a
#   parent commit (a single-commit or depth-1 clone) every C++ file is checked (slow).
#   AUGUR_BUILD_DIR  the built tree whose compile_commands.json is used (default build/);
#                    it must have been built, for the generated moc files.
#   AUGUR_TIDY_JOBS  parallel clang-tidy processes (default: the number of cores)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${AUGUR_BUILD_DIR:-$root/build}
jobs=${AUGUR_TIDY_JOBS:-$(nproc)}
tidy=$(command -v clang-tidy-14 || command -v clang-tidy) ||
  { echo "tidy-changed: clang-tidy is not installed (tools/check-packages.txt)" >&2; exit 2; }
[ -f "$build/compile_commands.json" ] ||
  { echo "tidy-changed: no $build/compile_commands.json; build first (./test.sh)" >&2; exit 2; }
cd "$root"

base=${1:-HEAD~1}
if [ "$base" = -- ]; then
  shift
  what="the files given"
  changed=$(printf '%s\n' "$@")
elif git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
  what="changed since $base"
  changed=$( { git diff --name-only --diff-filter=d "$base" --; git ls-files --others --exclude-standard; } | sort -u)
else
  [ $# -eq 0 ] || { echo "tidy-changed: unknown commit '$base'" >&2; exit 2; }
  echo "tidy-changed: HEAD has no parent here; checking every C++ file" >&2
  what="every file"
  changed=$(git ls-files)
fi
# The project's own C++ (not the layering check's deliberately wrong fixture).
mapfile -t files < <(printf '%s\n' "$changed" | grep -E '^(core|gpu|ui|app|tests)/.*\.(cpp|h)$' |
  grep -v '^tests/structure/fixture/' | while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ ${#files[@]} -eq 0 ]; then
  echo "tidy-changed: no C++ file to check ($what)"
  exit 0
fi

# Sources to run on: each changed .cpp, and for each changed header the .cpp beside it or
# else the first source that includes it.
sources=()
headers=()
for f in "${files[@]}"; do
  case $f in
  *.cpp) sources+=("$f") ;;
  *.h)
    headers+=("$f")
    if [ -f "${f%.h}.cpp" ]; then
      sources+=("${f%.h}.cpp")
    else
      user=$(grep -rlF --include='*.cpp' "#include \"$f\"" core gpu ui app tests | head -1 || true)
      [ -n "$user" ] && sources+=("$user")
    fi
    ;;
  esac
done
mapfile -t sources < <(printf '%s\n' "${sources[@]}" | sort -u)
# Findings are reported in the changed headers, never in headers nobody touched.
filter='^$'
if [ ${#headers[@]} -gt 0 ]; then
  filter="$root/($(printf '%s\n' "${headers[@]}" | sed 's/[.]/[.]/g' | paste -sd '|'))\$"
fi
echo "tidy-changed: ${#sources[@]} sources, ${#headers[@]} headers ($what)" >&2

log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
# -Wno-unknown-warning-option: the database holds GCC's command lines. Include folders
# outside the project (the CUDA toolkit's, CUPTI's) are read as system headers, so their
# macros are not findings in the code that expands them.
args=(--quiet "--header-filter=$filter" --extra-arg=-Wno-unknown-warning-option)
while read -r dir; do
  args+=("--extra-arg-before=-isystem$dir")
done < <(grep -o -- '-I *[^ "]*' "$build/compile_commands.json" | sed 's/^-I *//' | sort -u | grep -v "^$root")
printf '%s\n' "${sources[@]}" | xargs -P "$jobs" -I{} sh -c \
  'tidy=$1 build=$2 log=$3 src=$4; shift 4
   "$tidy" -p "$build" "$@" "$src" >"$log/$(echo "$src" | tr / _).log" 2>&1 || echo "$src" >>"$log/failed"' \
  _ "$tidy" "$build" "$log" {} "${args[@]}"
if [ -f "$log/failed" ]; then
  for f in $(cat "$log/failed"); do grep -v -E '^[0-9]+ (warnings?|errors?) generated' "$log/$(echo "$f" | tr / _).log"; done
  echo "tidy-changed: findings in $(wc -l <"$log/failed") of ${#sources[@]} sources" >&2
  exit 1
fi
echo "tidy-changed: clean (${#sources[@]} sources)"

#!/bin/sh
# Writes a gzipped man page of PROGRAM from its own --help and --version (help2man), with
# the --help of each subcommand as a section, so the page follows the option definitions
# in the code. With --subcommands, the subcommands are those listed under "Subcommands:"
# in PROGRAM --help (CLI11's layout).
# usage: man-page.sh HELP2MAN PROGRAM OUT.1.gz "NAME LINE" [--subcommands]
set -eu
help2man=$1 prog=$2 out=$3 name=$4
shift 4
subs=
if [ "${1:-}" = --subcommands ]; then
  subs=$("$prog" --help | sed -n '/^Subcommands:/,/^$/p' | awk 'NR > 1 && NF { print $1 }')
fi
set -- $subs
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
include=
if [ $# -gt 0 ]; then
  include=--include=$tmp/include
  printf '[SUBCOMMANDS]\nEach subcommand has its own options; `%s SUBCOMMAND --help` prints them.\n' \
    "$(basename "$prog")" >>"$tmp/include"
  for sub in "$@"; do
    printf '.SS %s\n.nf\n' "$sub" >>"$tmp/include"
    # roff: escape backslashes, and protect lines that start with a control character.
    "$prog" "$sub" --help | sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/" >>"$tmp/include"
    printf '.fi\n' >>"$tmp/include"
  done
fi
"$help2man" --no-info --section=1 --name="$name" $include --output="$tmp/page.1" "$prog"
mkdir -p "$(dirname "$out")"
gzip -9n <"$tmp/page.1" >"$out"

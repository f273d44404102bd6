#!/usr/bin/env bash
# Profile `aaflow check` with callgrind and print the functions that cost most.
#
#   bash bench/profile.sh [AAFLOW] [SCREENS]      (default .build/release/aaflow, 10000)
#
# callgrind counts instructions, so the numbers repeat from run to run even on
# a noisy machine: compare Ir totals before and after a change. The input is
# bench/out/flow-SCREENS.flow (made with bench/gen.py when missing); the full
# profile stays in bench/out/callgrind.check-SCREENS.out for callgrind_annotate
# or kcachegrind. Swift names are demangled when `swift demangle` is there.
set -euo pipefail
bench=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$bench")
bin=${1:-$root/.build/release/aaflow}
n=${2:-10000}
out=$bench/out
flow=$out/flow-$n.flow
mkdir -p "$out"

if ! command -v valgrind >/dev/null; then
  [ "$(id -u)" = 0 ] || { echo "profile: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >/dev/null ||
    { apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >/dev/null; }
fi
[ -x "$bin" ] || { echo "profile: no aaflow at $bin (swift build -c release, or pass its path)" >&2; exit 1; }
[ -f "$flow" ] || python3 "$bench/gen.py" --screens "$n" --flow "$flow"

prof=$out/callgrind.check-$n.out
echo "== valgrind --tool=callgrind $bin check $flow" >&2
set +e
valgrind --tool=callgrind --callgrind-out-file="$prof" --log-file="$out/callgrind.check-$n.log" \
  "$bin" check "$flow" >/dev/null 2>&1
status=$?
set -e
echo "== exit status $status (0 or 1 expected); full log in $out/callgrind.check-$n.log" >&2

demangle() {
  if command -v swift >/dev/null && swift demangle --help >/dev/null 2>&1; then
    swift demangle --simplified
  else
    cat
  fi
}
echo
echo "== top functions, self cost (instructions)"
callgrind_annotate --inclusive=no --threshold=99 "$prof" 2>/dev/null |
  sed -n '/PROGRAM TOTALS/,$p' | grep -v '^-\{20\}' | sed -n '1,35p' | demangle | cut -c1-220
echo
echo "== top functions, inclusive cost (instructions)"
callgrind_annotate --inclusive=yes --threshold=99 "$prof" 2>/dev/null |
  sed -n '/PROGRAM TOTALS/,$p' | grep -v '^-\{20\}' | sed -n '1,35p' | demangle | cut -c1-220

#!/usr/bin/env bash
# Builds the libFuzzer target of aaflow and runs it.
#
#   fuzz/run.sh                 build, then fuzz for FUZZ_SECONDS (default 300)
#   fuzz/run.sh build           build only
#   fuzz/run.sh merge           fold what a run found (fuzz/out/corpus) into the
#                               kept corpus (fuzz/corpus), minimised
#   fuzz/run.sh FILE...         run the target once on each file (a reproducer)
#
# The kept corpus, fuzz/corpus/, is read but never written by a run; new
# inputs go to fuzz/out/corpus/ and crashes to fuzz/out/crashes/ (git-ignored).
# Every crash found becomes a regression test: copy the file into
# Tests/AAFlowTests/Resources/crashes/ (HostileInputTests runs each one).
#
# Environment: FUZZ_SECONDS (300), FUZZ_JOBS (1), FUZZ_MAX_LEN (4096),
# FUZZ_FLAGS (extra libFuzzer flags), SWIFTC (swiftc).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC=${SWIFTC:-swiftc}
OUT=fuzz/out
BUILD=$OUT/build
BIN=$BUILD/fuzz-check

build() {
    mkdir -p "$BUILD"
    local cflags libs
    cflags=$(pkg-config --cflags libgvc 2>/dev/null || echo "-I/usr/include/graphviz")
    libs=$(pkg-config --libs libgvc 2>/dev/null || echo "-lgvc -lcgraph -lcdt")
    local common=(-O -g -sanitize=fuzzer,address -parse-as-library -package-name aaflow -I "$BUILD" -I Sources/CGraphviz)
    for flag in $cflags; do common+=(-Xcc "$flag"); done
    # lld when the toolchain has it: gold warns about every ASan helper symbol.
    local linker=""
    command -v ld.lld >/dev/null 2>&1 && linker="-use-ld=lld"
    echo "fuzz: building $BIN" >&2
    # Each module of the package in dependency order, in one package (the
    # modules share `package` names), the platform file first (the Swift reader before
    # AAFlowSwiftUI, which reads SwiftUI with it), the core and the diagrams with testing
    # enabled (fuzz/ may reach internal stages); one module each, as in the package.
    local objects=()
    for module in AAFlowPlatform AAFlowSwift AAFlow AAFlowSwiftUI AAFlowRender AAFlowLSP AAFlowHTML AAFlowCLI; do
        local testing=""
        case $module in AAFlow | AAFlowRender) testing=-enable-testing ;; esac
        "$SWIFTC" "${common[@]}" $testing -module-name "$module" -wmo \
            -emit-module -emit-module-path "$BUILD/$module.swiftmodule" \
            -c $(find "Sources/$module" -name '*.swift' | sort) -o "$BUILD/$module.o"
        objects+=("$BUILD/$module.o")
    done
    # The harness itself without coverage: its checks of every output byte
    # would only slow the search down.
    "$SWIFTC" "${common[@]/-sanitize=fuzzer,address/-sanitize=address}" -module-name FuzzCheck -wmo \
        -c fuzz/*.swift -o "$BUILD/FuzzCheck.o"
    "$SWIFTC" "${common[@]}" "$BUILD/FuzzCheck.o" "${objects[@]}" \
        $libs $linker -o "$BIN"
}

case "${1:-run}" in
build)
    build
    ;;
merge)
    [ -x "$BIN" ] || build
    mkdir -p "$OUT/corpus"
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0} "$BIN" -merge=1 -dict=fuzz/flow.dict fuzz/corpus "$OUT/corpus"
    ;;
run)
    build
    mkdir -p "$OUT/corpus" "$OUT/crashes"
    seconds=${FUZZ_SECONDS:-300}
    jobs=${FUZZ_JOBS:-1}
    parallel=()
    # Several jobs run as child processes, each with its log in fuzz/out/.
    [ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
    echo "fuzz: running for ${seconds}s from fuzz/corpus; crashes go to $OUT/crashes/" >&2
    root=$(pwd)
    # Leaks that are Graphviz's, not ours (scripts/lsan.supp): the layout
    # runs on a sample of inputs.
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$root/scripts/lsan.supp:print_suppressions=0}
    # Parallel jobs write their logs (fuzz-N.log) to the current folder.
    cd "$OUT"
    # shellcheck disable=SC2086
    "$root/$BIN" "$root/$OUT/corpus" "$root/fuzz/corpus" \
        -dict="$root/fuzz/flow.dict" \
        -max_total_time="$seconds" \
        -max_len="${FUZZ_MAX_LEN:-4096}" \
        -timeout=10 -rss_limit_mb=2048 \
        ${parallel[@]+"${parallel[@]}"} \
        -artifact_prefix="$root/$OUT/crashes/" \
        -print_final_stats=1 \
        ${FUZZ_FLAGS:-}
    ;;
*)
    [ -x "$BIN" ] || build
    LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0} "$BIN" "$@"
    ;;
esac

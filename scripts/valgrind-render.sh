#!/bin/sh
# Renders one diagram many times in one process under valgrind, without and
# with a cluster, and reports the memory definitely lost (direct + indirect):
# in total, and in loss records allocated by AAFlow's own code (the first
# frame after the allocator is in AAFlow) rather than inside a library.
# Renders twice as many tell a one-time loss (flat) from a loss per render
# (growing).
#
#   scripts/valgrind-render.sh            # 100 and 200 renders
#   COUNTS="50" scripts/valgrind-render.sh
#
# Needs valgrind (apt-get install valgrind). The renders are done by
# scripts/valgrind-render.swift (svg, png, pdf and dot in turn), compiled here
# against the library as built by `swift build`: valgrind 3.19 itself crashes
# inside the Swift test runner, so it cannot run the tests.
set -eu
cd "$(dirname "$0")/.."
swift build >/dev/null
build="$(swift build --show-bin-path)"
logs="${TMPDIR:-/tmp}/aaflow-valgrind"
mkdir -p "$logs"
program="$logs/valgrind-render"
swiftc -g scripts/valgrind-render.swift -o "$program" \
    -I "$build/Modules" \
    -Xcc -fmodule-map-file=Sources/CGraphviz/module.modulemap \
    $(pkg-config --cflags-only-I libgvc | sed 's/-I/-Xcc -I/g') \
    "$build"/AAFlow.build/*.swift.o "$build"/AAFlowRender.build/*.swift.o \
    $(pkg-config --libs libgvc)

for variant in plain cluster; do
    for count in ${COUNTS:-100 200}; do
        log="$logs/renders-$variant-$count.log"
        valgrind --leak-check=full --num-callers=50 --log-file="$log" "$program" "$count" "$variant" >/dev/null 2>&1 || {
            echo "the run failed; see $log" >&2
            exit 1
        }
        awk -v label="$count renders ($variant)" '
            function flush() {
                if (bytes == "") return
                total += bytes
                if (owner ~ /AAFlow/) { ours += bytes; oursRecords = oursRecords "\n" record }
                bytes = ""; record = ""; owner = ""
            }
            / are definitely lost in loss record / {
                flush()
                line = $0; sub(/^==[0-9]+== /, "", line)
                split(line, words, " "); bytes = words[1]; gsub(/,/, "", bytes); record = line
                next
            }
            bytes != "" && /^==[0-9]+== *$/ { flush(); next }
            bytes != "" {
                line = $0; sub(/^==[0-9]+== +/, "", line); record = record "\n    " line
                if (owner == "" && line !~ /vgpreload|strdup|gmalloc|zmalloc|grealloc|libc\.so|libswiftCore/) owner = line
            }
            /ERROR SUMMARY/ { errors = $0; sub(/^==[0-9]+== /, "", errors) }
            END {
                flush()
                printf "%s: definitely lost %d bytes, %d of them allocated by AAFlow; %s\n", label, total, ours, errors
                if (oursRecords != "") print "allocated by AAFlow:" oursRecords
            }
        ' "$log"
    done
done
echo "full logs: $logs"

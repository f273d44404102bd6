#!/bin/sh
# Shows that the core library, AAFlow, and its tests need nothing of
# Graphviz: they build and pass on a machine where Graphviz's headers and
# pkg-config file cannot be found. `make test` runs it.
#
# As root with unshare(1) (a fresh Debian machine, CI), it makes a private
# mount namespace and hides Graphviz there:
#   - an empty tmpfs over /usr/include/graphviz (and /usr/local/include/graphviz),
#   - an empty tmpfs over the folder that holds libgvc.pc, and
#     PKG_CONFIG_LIBDIR pointing nowhere, so pkg-config knows no libgvc;
# checks that they are gone, then
#   1. builds `swift build --target AAFlow` in this package,
#   2. shows the hiding works: `swift build --target AAFlowRender` must fail,
#   3. builds and runs the core's tests (Tests/AAFlowTests) in a package of
#      just AAFlow and AAFlowTests, made of links to this tree,
#   4. builds the `aaflow` executable without the package trait Graphviz and
#      shows that check and audit work and render says how to get diagrams,
#   5. runs scripts/plugin-test.sh: Tests/PluginPackage uses the SwiftPM
#      plugins by path; the build tool plugin must show the findings of its
#      .flow file and of its SwiftUI app at their lines, run again only when
#      an input changes, and fail the build on an audit error; `swift
#      package aaflow [check|audit]` must run.
# Without root or unshare (a developer's Mac), it does steps 1 and 3 only:
# Graphviz stays installed, but the package of step 3 has no CGraphviz
# target at all, so no core file can reach the C library. It says which.
#
# Builds go to .build-core and .build-core-tests, so the usual .build is
# left alone.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
SWIFT=${SWIFT:-swift}

if [ "${1:-}" != "--hidden" ]; then
    if [ "$(id -u)" -eq 0 ] && command -v unshare >/dev/null 2>&1 && unshare -m true 2>/dev/null; then
        exec unshare -m sh "$0" --hidden
    fi
    echo "core-without-graphviz: no private mount namespace here (needs root and unshare);" \
        "Graphviz stays installed, and the core is built in a package without CGraphviz" >&2
    hidden=no
else
    hidden=yes
    mount --make-rprivate / 2>/dev/null || true
    pcdir=$(pkg-config --variable pcfiledir libgvc 2>/dev/null || true)
    for dir in /usr/include/graphviz /usr/local/include/graphviz $pcdir; do
        [ -d "$dir" ] && mount -t tmpfs -o size=1m aaflow-no-graphviz "$dir"
    done
    empty=$(mktemp -d)
    export PKG_CONFIG_LIBDIR="$empty" PKG_CONFIG_PATH=""
    if pkg-config --exists libgvc 2>/dev/null || [ -e /usr/include/graphviz/gvc.h ]; then
        echo "core-without-graphviz: Graphviz is still visible; the check proves nothing" >&2
        exit 1
    fi
    echo "core-without-graphviz: Graphviz hidden (no /usr/include/graphviz/gvc.h, pkg-config knows no libgvc)" >&2
fi

echo "core-without-graphviz: swift build --target AAFlow" >&2
$SWIFT build --target AAFlow --scratch-path "$root/.build-core" >/dev/null

if [ "$hidden" = yes ]; then
    echo "core-without-graphviz: swift build --target AAFlowRender (must fail)" >&2
    if $SWIFT build --target AAFlowRender --scratch-path "$root/.build-core" >/dev/null 2>&1; then
        echo "core-without-graphviz: AAFlowRender built without Graphviz; the hiding does not work" >&2
        exit 1
    fi
fi

# The core's tests, in a package that holds nothing else.
package=$(mktemp -d "${TMPDIR:-/tmp}/aaflow-core.XXXXXX")
trap 'rm -rf "$package"' EXIT
mkdir -p "$package/Sources" "$package/Tests"
ln -s "$root/Sources/AAFlow" "$package/Sources/AAFlow"
ln -s "$root/Sources/AAFlowPlatform" "$package/Sources/AAFlowPlatform"
ln -s "$root/Tests/AAFlowTests" "$package/Tests/AAFlowTests"
# What the core's tests read from the tree (found from #filePath): every
# other file and folder at the top, and the folders of Tests/ that are not
# test targets (fixtures).
for thing in "$root"/* "$root"/Tests/*; do
    name=${thing#"$root"/}
    case "$name" in
    Sources | Tests | Package.swift | Package.resolved | Tests/*Tests) ;;
    *) ln -s "$thing" "$package/$name" ;;
    esac
done
cat > "$package/Package.swift" <<'EOF'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "aaflow-core",
    targets: [
        // The core alone, with the one file that speaks to the system: no
        // Graphviz, and not the Swift reader either (AAFlowSwiftUI has it).
        .target(name: "AAFlowPlatform"),
        .target(name: "AAFlow", dependencies: ["AAFlowPlatform"]),
        .testTarget(name: "AAFlowTests", dependencies: ["AAFlowPlatform", "AAFlow"], exclude: ["Resources/crashes"]),
    ]
)
EOF
echo "core-without-graphviz: swift test (Tests/AAFlowTests)" >&2
log="$package/test.log"
if ! (cd "$package" && $SWIFT test --scratch-path "$root/.build-core-tests" >"$log" 2>&1); then
    tail -n 40 "$log" >&2
    echo "core-without-graphviz: the core's tests failed" >&2
    exit 1
fi
grep -E "Test run with .* (passed|failed)" "$log" >&2 || tail -n 1 "$log" >&2

# The executable without Graphviz.
echo "core-without-graphviz: swift build --disable-default-traits --product aaflow" >&2
$SWIFT build --disable-default-traits --product aaflow --scratch-path "$root/.build-nogv" >/dev/null
bin="$root/.build-nogv/debug/aaflow"
status=0
"$bin" check "$root/flows" >/dev/null 2>&1 || status=$?
[ "$status" -le 1 ] || { echo "core-without-graphviz: aaflow check exited $status" >&2; exit 1; }
"$bin" audit "$root/examples/Journal" >/dev/null 2>&1 || { echo "core-without-graphviz: aaflow audit failed" >&2; exit 1; }
status=0
message=$("$bin" render "$root/flows/news.flow" 2>&1 >/dev/null) || status=$?
if [ "$status" -ne 2 ] || [ "$(printf '%s\n' "$message" | wc -l)" -ne 1 ] || ! printf '%s' "$message" | grep -q "Graphviz"; then
    echo "core-without-graphviz: render without Graphviz should exit 2 with one line saying how to get diagrams; got $status: $message" >&2
    exit 1
fi
echo "core-without-graphviz: aaflow without Graphviz: check and audit work; render says: $message" >&2

# The plugins, used by a package as a team would (scripts/plugin-test.sh says what it shows).
echo "core-without-graphviz: scripts/plugin-test.sh (the build tool plugin and swift package aaflow)" >&2
SWIFT="$SWIFT" sh "$root/scripts/plugin-test.sh"
echo "core-without-graphviz: ok (Graphviz hidden: $hidden)" >&2

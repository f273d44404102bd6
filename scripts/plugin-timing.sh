#!/bin/sh
# What the build tool plugin costs on a target of 100 Swift files (an app
# and 99 screens, behind `#if canImport(SwiftUI)`), in a package made in a
# temporary folder that uses the plugin by path. Not part of `make test`
# (its first build compiles aaflow, a minute or two; timings vary): run it
# by hand, `sh scripts/plugin-timing.sh`, and compare with the README
# ("In a Swift package, in Xcode, and installed").
#
# Prints: the audit alone (the plugin's aaflow on the target), a build with
# nothing changed (three times), the same without the plugin (what SwiftPM
# costs by itself), and a build after one file is touched.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
SWIFT=${SWIFT:-swift}
package=$(mktemp -d "${TMPDIR:-/tmp}/aaflow-timing.XXXXXX")
trap 'rm -rf "$package"' EXIT
target="$package/Sources/Hundred"
mkdir -p "$target"

cat >"$package/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Timing",
    dependencies: [.package(name: "aaflow", path: "$root", traits: [])],
    targets: [.target(name: "Hundred", plugins: [.plugin(name: "AAFlowBuildPlugin", package: "aaflow")])]
)
EOF
cat >"$target/HundredApp.swift" <<'EOF'
#if canImport(SwiftUI)
import SwiftUI

// aaflow:allow project.missing-plist-key a generated target for timing, with no Info.plist
@main
struct HundredApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { Screen0View() } }
        #if os(iOS)
        AssistiveAccess { NavigationStack { Screen0View() } }
        #endif
    }
}
#endif

public enum Hundred {}
EOF
i=0
while [ "$i" -lt 99 ]; do
    next=$((i + 1))
    [ "$next" -eq 99 ] && next=0
    {
        printf '#if canImport(SwiftUI)\nimport SwiftUI\n\n'
        printf '/// Screen %s of a generated target of 100 Swift files.\n' "$i"
        printf 'struct Screen%sView: View {\n' "$i"
        printf '    @State private var isOn = false\n    @State private var name = ""\n\n'
        printf '    var body: some View {\n        List {\n'
        printf '            NavigationLink {\n                Screen%sView()\n            } label: {\n' "$next"
        printf '                Label("Next %s", systemImage: "arrow.right")\n            }\n' "$i"
        printf '            Toggle("Option %s", isOn: $isOn)\n' "$i"
        printf '            TextField("Name %s", text: $name)\n' "$i"
        printf '            Button("Say %s") { print("%s") }\n' "$i" "$i"
        printf '        }\n        .navigationTitle("Screen %s")\n' "$i"
        printf '        .assistiveAccessNavigationIcon(systemImage: "star")\n    }\n}\n'
        k=0
        while [ "$k" -lt 40 ]; do printf '// a line of an ordinary file, %s\n' "$k"; k=$((k + 1)); done
        printf '#endif\n'
    } >"$target/Screen${i}View.swift"
    i=$((i + 1))
done
echo "plugin-timing: $(ls "$target" | wc -l | tr -d ' ') Swift files, $(cat "$target"/*.swift | wc -c | tr -d ' ') bytes" >&2

now() { python3 -c 'import time; print(time.time())'; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$1" "$(now)"; }
build() { (cd "$package" && $SWIFT build >"$package/build.log" 2>&1) || { tail -n 20 "$package/build.log" >&2; exit 1; }; }

echo "plugin-timing: the first build (compiles aaflow)" >&2
build
build  # SwiftPM links the plugin's tool again on the second build of a fresh folder
tool=$(find "$package/.build" -name aaflow-tool -type f | head -n 1)
start=$(now)
"$tool" audit "$target" --stamp "$package/stamp.swift" >/dev/null 2>&1 || true
echo "plugin-timing: the audit alone: $(since "$start") s" >&2
for n in 1 2 3; do
    start=$(now)
    build
    ran=$(grep -c "aaflow audit Hundred" "$package/build.log" || true)
    echo "plugin-timing: a build with nothing changed: $(since "$start") s (audit run: $ran)" >&2
done
# The same target without the plugin: what SwiftPM costs by itself.
plain="$package/plain"
mkdir -p "$plain/Sources"
cp -R "$target" "$plain/Sources/Hundred"
cat >"$plain/Package.swift" <<'EOF2'
// swift-tools-version:6.1
import PackageDescription

let package = Package(name: "Plain", targets: [.target(name: "Hundred")])
EOF2
(cd "$plain" && $SWIFT build >/dev/null 2>&1 && $SWIFT build >/dev/null 2>&1)
for n in 1 2 3; do
    start=$(now)
    (cd "$plain" && $SWIFT build >/dev/null 2>&1)
    echo "plugin-timing: the same target without the plugin, nothing changed: $(since "$start") s" >&2
done
touch "$target/Screen5View.swift"
start=$(now)
build
ran=$(grep -c "aaflow audit Hundred" "$package/build.log" || true)
echo "plugin-timing: a build after one file is touched: $(since "$start") s (audit run: $ran)" >&2

#!/bin/sh
# The SwiftPM plugins, used by Tests/PluginPackage by path as a team would
# (scripts/core-without-graphviz.sh runs it, with Graphviz hidden where it
# can; `make test-plugins` runs it alone). Demo holds a .flow file; Garden
# holds a small SwiftUI app behind `#if canImport(SwiftUI)`, which Linux
# skips and aaflow reads.
#
#   0. the plugins' text scan for an app, on cases of its own;
#   1. `swift build`: the finding of reminders.flow, and the audit's findings
#      of Garden at their Swift lines, as `warning:` lines;
#   2. `swift build` again, nothing changed: the audit does not run again
#      (its display name is not in the output, its stamp is not rewritten);
#   3. a Swift file of Garden touched: the audit runs again (its answer
#      printed from its cache, as no byte changed), the flow's
#      check does not; .aaflow.json changed: both run again, and read it;
#   4. Info.plist turned off: the audit's error fails the build, at the App's
#      Swift line, and again on the next build (a failed command runs
#      again); turned back on, the build passes;
#   5. `swift package aaflow` (no verb) checks the flows and audits Garden;
#      `swift package aaflow check` and `audit` still do their one thing.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
SWIFT=${SWIFT:-swift}
plugin="$root/Tests/PluginPackage"
plist="$plugin/Sources/Garden/Info.plist"
config="$plugin/.aaflow.json"
log=$(mktemp)
saved=$(mktemp)
saved_config=$(mktemp)
cp "$plist" "$saved"
cp "$config" "$saved_config"
trap 'cp "$saved" "$plist"; cp "$saved_config" "$config"; rm -f "$log" "$saved" "$saved_config"' EXIT

say() { echo "plugin-test: $*" >&2; }
fail() { tail -n 30 "$log" >&2; say "$*"; exit 1; }
mtime() { stat -c %Y "$1" 2>/dev/null || stat -f %m "$1"; }
build() { (cd "$plugin" && $SWIFT build >"$log" 2>&1); }
expect() { grep -q -- "$1" "$log" || fail "$2"; }
expect_not() { if grep -q -- "$1" "$log"; then fail "$2"; fi; }

garden="Sources/Garden"
finding_swift="$garden/TodayView.swift:8:13: warning: .*\[representation.missing-icon\]"
finding_title="$garden/TodayView.swift:12:10: warning: .*\[representation.missing-navigation-icon\]"

# The plugins' text scan for an app, on cases of its own
# (scripts/appscan-test.swift, compiled with the plugins' AppScan.swift).
scan=$(mktemp -d "${TMPDIR:-/tmp}/aaflow-appscan.XXXXXX")
cp "$root/scripts/appscan-test.swift" "$scan/main.swift"  # top-level code: main.swift
if ! (swiftc -o "$scan/appscan" "$scan/main.swift" "$root/Plugins/AAFlowBuildPlugin/AppScan.swift" >"$log" 2>&1 \
    && "$scan/appscan" >>"$log" 2>&1); then
    rm -rf "$scan"
    fail "the plugins' scan for an app is wrong"
fi
rm -rf "$scan"
say "the plugins' scan for an app: App with @main, UIHostingSceneDelegate; not in comments or strings, nor without @main"

say "swift build in Tests/PluginPackage (the build tool plugin)"
# SwiftPM keeps its plan of a path dependency until the package changes:
# a newer Package.swift makes it see files added to aaflow since.
touch "$plugin/Package.swift"
# A stamp missing is a command to run: so the first build shows the findings
# even where the package was built before.
if [ -d "$plugin/.build/plugins/outputs" ]; then
    find "$plugin/.build/plugins/outputs" -path "*/AAFlowBuildPlugin/*" \( -name "*.flow-checked.swift" -o -name "swift-audited.swift" \) -exec rm -f {} +
fi
build || fail "the plugin package does not build"
expect "reminders.flow:13:3: warning: .*\[representation.missing-icon\]" "swift build showed no warning from reminders.flow"
expect "$finding_swift" "swift build showed no audit finding at Garden's Swift line"
expect "$finding_title" "swift build showed no audit finding at Garden's .navigationTitle line"
expect_not "aaflow audit Demo" "the build audited Demo, which holds no app"
grep "$finding_swift" "$log" | head -n 1 >&2

# Nothing changed: nothing runs. SwiftPM links the plugin's tool again on
# the build after the first one in a fresh folder (and after `swift
# package`); a new tool is a changed input, so the build after that is the
# one that must do nothing.
stamp=$(find "$plugin/.build/plugins/outputs" -name swift-audited.swift | head -n 1)
[ -n "$stamp" ] || fail "no audit stamp in the plugin's work folder"
for attempt in 1 2; do
    before=$(mtime "$stamp")
    sleep 1
    build || fail "the second build failed"
    grep -q "Linking aaflow-tool" "$log" && [ "$attempt" -eq 1 ] && continue
    expect_not "aaflow audit Garden" "the audit ran again though nothing changed"
    expect_not "aaflow check reminders.flow" "the flow's check ran again though nothing changed"
    [ "$(mtime "$stamp")" = "$before" ] || fail "the audit's stamp was written again though nothing changed"
    break
done
say "a second swift build, nothing changed: the audit did not run (stamp untouched)"

# The audit keeps its answer in the work folder (`--cache`): a file touched
# changes no byte, so the answer is printed from there, the kept file untouched.
kept=$(find "$(dirname "$stamp")/audit-cache" -name "audit-*.cache" 2>/dev/null | head -n 1)
[ -n "$kept" ] || fail "the audit kept no answer in the plugin's work folder"
kept_before=$(mtime "$kept")
sleep 1
touch "$plugin/$garden/PlantsView.swift"
build || fail "the build after a touch failed"
expect "aaflow audit Garden" "the audit did not run again after a Swift file of the target changed"
expect "$finding_swift" "the audit ran again but its findings are missing"
expect_not "aaflow check reminders.flow" "the flow's check ran again though only Swift changed"
[ "$(mtime "$kept")" = "$kept_before" ] || fail "a touched file (no byte changed) was audited again, not answered from the cache"
say "a Swift file touched: the audit ran again, answered from its cache; the flow's check did not"

# The configuration is an input too: allow another rule, and both run again.
sed 's|project.missing-preview|representation.missing-navigation-icon|' "$saved_config" >"$config"
build || fail "the build after the configuration changed failed"
expect "aaflow audit Garden" "the audit did not run again after .aaflow.json changed"
expect "aaflow check reminders.flow" "the flow's check did not run again after .aaflow.json changed"
expect "$garden/TodayView.swift:12:10: note: .*\[representation.missing-navigation-icon\] (allowed warning)" "the audit did not read the changed .aaflow.json"
cp "$saved_config" "$config"
build || fail "the build with .aaflow.json restored failed"
say ".aaflow.json changed: the audit and the check ran again, and read it"

sed 's|<true/>|<false/>|' "$saved" >"$plist"
if build; then fail "UISupportsAssistiveAccess false: the build should fail with the audit's error"; fi
expect "$garden/GardenApp.swift:8:1: error: .*\[project.missing-plist-key\]" "the failed build shows no audit error at the App's line"
# A failed command runs again: the error stays in sight until it is fixed.
if build; then fail "the build after a failed audit passed though nothing changed"; fi
expect "$garden/GardenApp.swift:8:1: error: .*\[project.missing-plist-key\]" "the build after a failed audit does not show the error again"
cp "$saved" "$plist"
build || fail "the build with Info.plist restored failed"
say "an audit error fails the build, at the App's Swift line; fixed, the build passes"

(cd "$plugin" && $SWIFT package aaflow >"$log" 2>&1) || fail "swift package aaflow failed"
expect "reminders.flow:13:3: warning:" "swift package aaflow checked no flow"
expect "$finding_swift" "swift package aaflow did not audit Garden"
expect_not "App/RemindersApp.swift" "swift package aaflow audited a folder that is no target"
(cd "$plugin" && $SWIFT package aaflow check >"$log" 2>&1) || true
expect "reminders.flow:13:3: warning:" "swift package aaflow check showed no finding"
expect_not "$garden/TodayView.swift" "swift package aaflow check audited Swift"
(cd "$plugin" && $SWIFT package aaflow audit >"$log" 2>&1) || true
expect "RemindersApp.swift:8:9: error: .*\[project.missing-scene\]" "swift package aaflow audit showed no finding"
say "swift package aaflow checks the flows and audits the app; check and audit each do their one thing"
say "ok"

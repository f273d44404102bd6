#!/usr/bin/env bash
# The main job on the example flows: check them, compare their scenes, and
# draw every scene and every comparison into a folder, and write the review
# page of all of them (report.html).
set -u
bin=${1:-.build/debug/aaflow}
out=${2:-.build/demo}
mkdir -p "$out"

echo "== aaflow check flows"
echo "   (flows/send.flow and flows/drawing-draft.flow show mistakes on purpose: status 1 is expected)"
"$bin" check flows
status=$?
[ "$status" -le 1 ] || exit "$status"

echo
echo "== aaflow compare flows/news.flow"
"$bin" compare flows/news.flow || [ $? -le 1 ] || exit 2

echo
echo "== aaflow check --checklist flows/drawing-draft.flow"
"$bin" check --checklist flows/drawing-draft.flow || [ $? -le 1 ] || exit 2

for f in flows/*.flow; do
    name=$(basename "$f" .flow)
    for scene in standard assistive; do
        grep -q "^scene $scene" "$f" || continue
        "$bin" render "$f" --scene "$scene" -o "$out/$name-$scene.svg" || [ $? -le 1 ] || exit 2
    done
    if grep -q "^scene standard" "$f" && grep -q "^scene assistive" "$f"; then
        "$bin" compare "$f" -o "$out/$name-compare.svg" >/dev/null || [ $? -le 1 ] || exit 2
    fi
done
"$bin" compare flows/drawing.flow flows/drawing-draft.flow -o "$out/drawing-draft-compare.svg" >/dev/null || [ $? -le 1 ] || exit 2

echo
echo "== aaflow extract examples/Journal -o $out/Journal.flow   (the flow of a SwiftUI project)"
"$bin" extract examples/Journal -o "$out/Journal.flow" --force || exit $?
head -n 20 "$out/Journal.flow"
echo "   ... (the whole flow is in $out/Journal.flow; aaflow check reads it unchanged)"
"$bin" check "$out/Journal.flow" || [ $? -le 1 ] || exit 2

echo
echo "== aaflow audit examples/Journal   (a clean Assistive Access scene: status 0)"
"$bin" audit examples/Journal || exit $?

echo
echo "== aaflow audit examples/Errands   (a finding under every principle: status 1 is expected)"
"$bin" audit examples/Errands 2>&1 | tail -n 24
"$bin" audit examples/Errands --checklist | head -n 8

echo
echo "== aaflow compare examples/Errands -o $out/Errands-compare.svg   (both scenes of the real app)"
"$bin" compare examples/Errands -o "$out/Errands-compare.svg" > /dev/null || [ $? -le 1 ] || exit 2

echo
echo "== aaflow report flows -o $out/report.html"
"$bin" report flows -o "$out/report.html" || [ $? -le 1 ] || exit 2

echo
echo "== Diagrams written to $out/"
ls "$out"

echo
echo "== aaflow scaffold flows/drawing.flow -o $out/scaffold"
rm -rf "$out/scaffold"
"$bin" scaffold flows/drawing.flow -o "$out/scaffold" || exit $?
echo
echo "== The review page of every example flow: $(cd "$out" && pwd)/report.html"
echo "   open it in a browser: file://$(cd "$out" && pwd)/report.html"

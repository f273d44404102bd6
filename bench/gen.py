#!/usr/bin/env python3
"""Generate a synthetic app flow of N screens, the same graph in four files.

    python3 bench/gen.py --screens 1000 --flow out.flow --dot out.dot \
        [--edges out.edges] [--meta out.json] [--scene standard|assistive] [--seed 7]

The flow is a tree of screens (each inner screen has 3 to 6 children) with
navigation titles and icons, list rows, buttons and links to the children,
inputs (toggle, picker, field, slider, stepper) that lead nowhere, links
back to the start (`link "Home" icon house -> s0`), destructive actions back
to the parent (some with `confirm` or `confirm 2`), timed transitions
(`after 3s -> parent`, some without an arrow), a handful of tasks before the
scene, and a few strings with escapes and non-ASCII text. It is one scene
(`--scene`, standard by default) that starts at s0.

The same graph goes to:
- `--flow`: the flow language, exactly as the spec writes it;
- `--dot`: `digraph { n0 [label="…"]; n0 -> n1 [label="…"]; … }`, screen sI is
  node nI, every transition with an arrow is an edge labelled with its
  control's text (a timed one with `after 3s`, dashed), titles as node labels;
- `--edges`: one edge a line, `sI<TAB>sJ<TAB>label`, for networkx's
  `read_edgelist` (the inputs without arrows are in the flow only, as they
  are no part of the graph);
- `--meta`: JSON with what any reader of the graph must find (screens,
  edges, reachable screens, the deepest depth, the sum of depths, the
  largest out-degree), so that the bench checks every peer's answer.

No screen has two transitions to the same target, so a simple directed graph
(networkx's DiGraph) and a multigraph hold the same edges. The output is a
function of (screens, seed, scene) alone.
"""

import argparse
import json
import random
import sys
from collections import deque

NOUNS = [
    "Photos", "Album", "Message", "Contact", "Song", "Playlist", "Recipe",
    "Note", "Event", "Place", "Order", "Item", "Article", "Story", "Video",
    "Friend", "Call", "Task", "Book", "Lesson", "Card", "Trip", "Ticket",
    "Game", "Page", "Map", "Chat", "Menu", "Shop", "Garden",
]
ICONS = [
    "photo", "photo.fill", "message", "person",
    "music.note", "music.mic", "fork.knife", "note.text", "calendar",
    "mappin", "bag", "doc.text", "newspaper", "book", "video", "person.2",
    "phone", "checklist", "star", "heart", "bell", "1.circle", "camera",
    "gift", "globe", "map", "bubble.left", "cart", "leaf", "envelope",
]
# Screen kinds for screens with children (they list or offer them) and for
# leaves. `settings`, `tabs` and `split` are left out on purpose: they are
# findings in an assistive scene, and one screen of each kind says nothing
# about speed.
INNER_KINDS = ["list", "list", "grid", "detail", "form", "media"]
LEAF_KINDS = ["detail", "detail", "form", "media", "canvas", "dialog", None]
INPUTS = [
    'toggle "Alerts" icon bell',
    'toggle "Favourite" icon star',
    'picker "Sort by" icon arrow.up.arrow.down options 3',
    'picker "Size" icon textformat.size options 4',
    'field "Search" icon magnifyingglass',
    'field "Name" icon person',
    'slider "Volume" icon speaker.wave.2',
    'stepper "Quantity" icon number',
]
# A few labels with every escape the language has, on inputs (no edges).
SPECIAL_INPUTS = [
    'toggle "Show \\"Breaking\\" news" icon bolt',
    'field "First\\tLast" icon person',
    'field "Line one\\nLine two" icon text.alignleft',
    'picker "Path \\\\ folder" icon folder options 2',
]
# Screen titles with escapes or non-ASCII text; the decoded text is what the
# DOT label and the edge list carry.
SPECIAL_TITLES = [
    ('Caf\\u{E9} {n}', 'Caf\u00e9 {n}'),
    ('Crème brûlée {n}', 'Crème brûlée {n}'),
    ('Say \\"hi\\" {n}', 'Say "hi" {n}'),
    ('Back\\\\slash {n}', 'Back\\slash {n}'),
    ('Tom & Jerry {n}', 'Tom & Jerry {n}'),
    ('日記 {n}', '日記 {n}'),
]
DURATIONS = ["3s", "500ms", "1.5s", "2min", "10s"]


def dot_string(text):
    """A DOT double-quoted string for `text` (quotes and backslashes escaped)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build(n, seed):
    """Returns the screens: a list of dicts, in declaration (breadth-first) order."""
    rng = random.Random(seed)
    parent = [-1] * n
    children = [[] for _ in range(n)]
    depth = [0] * n
    next_id = 1
    for p in range(n):
        if next_id >= n:
            break
        k = rng.randint(3, 6)
        for c in range(next_id, min(next_id + k, n)):
            parent[c] = p
            depth[c] = depth[p] + 1
            children[p].append(c)
        next_id += k

    screens = []
    for i in range(n):
        if i == 0:
            title_src = title_txt = "Home"
            icon, kind = "house", "tabs"
        else:
            noun = rng.choice(NOUNS)
            if rng.random() < 0.01:
                src, txt = rng.choice(SPECIAL_TITLES)
                title_src, title_txt = src.replace("{n}", str(i)), txt.replace("{n}", str(i))
            else:
                title_src = title_txt = f"{noun} {i}"
            icon = rng.choice(ICONS)
            kind = rng.choice(INNER_KINDS if children[i] else LEAF_KINDS)
        screens.append({
            "id": i, "parent": parent[i], "children": children[i],
            "depth": depth[i], "title_src": title_src, "title": title_txt,
            "icon": icon, "kind": kind,
        })

    # Controls, in the order they are written. Each entry:
    # (flow text without the arrow part, target or None, edge label, extra)
    for s in screens:
        i = s["id"]
        controls = []
        targets = set()
        verb = "tab" if i == 0 else ("row" if s["kind"] in ("list", "grid") else None)
        for c in s["children"]:
            cs = screens[c]
            v = verb or ("button" if rng.random() < 0.5 else "link")
            controls.append((f'{v} "{cs["title_src"]}" icon {cs["icon"]}', c, cs["title"], ""))
            targets.add(c)
        for _ in range(rng.choice((0, 0, 0, 0, 0, 1, 1, 2))):
            if rng.random() < 0.01:
                controls.append((rng.choice(SPECIAL_INPUTS), None, None, ""))
            else:
                controls.append((rng.choice(INPUTS), None, None, ""))
        if s["depth"] >= 2 and rng.random() < 0.3 and 0 not in targets:
            controls.append(('link "Home" icon house', 0, "Home", ""))
            targets.add(0)
        p = s["parent"]
        if p >= 0 and rng.random() < 0.06 and p not in targets:
            flags = rng.choice(("", " confirm", " confirm 2", " confirm 2"))
            controls.append(('button "Delete" icon trash', p, "Delete", " destructive" + flags))
            targets.add(p)
        s["controls"] = controls
        s["after"] = None
        if p >= 0 and rng.random() < 0.03:
            dur = rng.choice(DURATIONS)
            if rng.random() < 0.75 and p not in targets:
                s["after"] = (dur, p)
                targets.add(p)
            else:
                s["after"] = (dur, None)

    tasks = [(f'Open {screens[t]["title_src"]}', t) for t in sorted(rng.sample(range(n), min(5, n)))]
    return screens, tasks


def edges_of(screens):
    """Every transition with an arrow: (from, to, label, attributes for DOT)."""
    for s in screens:
        for text, target, label, flags in s["controls"]:
            if target is None:
                continue
            attrs = ""
            if "destructive" in flags:
                confirm = 2 if "confirm 2" in flags else (1 if "confirm" in flags else 0)
                attrs = f", color=red, style=bold, destructive=true, confirm={confirm}"
            yield s["id"], target, label, attrs
        if s["after"] and s["after"][1] is not None:
            yield s["id"], s["after"][1], f"after {s['after'][0]}", ", style=dashed"


def write_flow(path, n, screens, tasks, scene):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        w = f.write
        w(f"# A synthetic app flow of {n} screens, written by bench/gen.py\n")
        w(f'app "Synthetic {n}"\n\n')
        for name, target in tasks:
            w(f'task "{name}" -> s{target}\n')
        w(f"\nscene {scene}\nstart s0\n")
        for s in screens:
            i = s["id"]
            if i % 1000 == 0:
                w(f"\n# screens {i} and on\n")
            w(f'screen s{i} "{s["title_src"]}" icon {s["icon"]}')
            if s["kind"]:
                w(f' kind {s["kind"]}')
            w("\n")
            for text, target, _label, flags in s["controls"]:
                if target is None:
                    w(f"  {text}{flags}\n")
                else:
                    w(f"  {text} -> s{target}{flags}\n")
            if s["after"]:
                dur, target = s["after"]
                w(f"  after {dur} -> s{target}\n" if target is not None else f"  after {dur}\n")


def write_dot(path, screens):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        w = f.write
        w("digraph {\n")
        edges = {}
        for a, b, label, attrs in edges_of(screens):
            edges.setdefault(a, []).append((b, label, attrs))
        for s in screens:
            i = s["id"]
            kind = f', kind={s["kind"]}' if s["kind"] else ""
            w(f'  n{i} [label={dot_string(s["title"])}, icon="{s["icon"]}"{kind}];\n')
            for b, label, attrs in edges.get(i, ()):
                w(f"  n{i} -> n{b} [label={dot_string(label)}{attrs}];\n")
        w("}\n")


def write_edges(path, screens):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for a, b, label, _attrs in edges_of(screens):
            f.write(f"s{a}\ts{b}\t{label}\n")


def metadata(n, screens, tasks):
    adj = [[] for _ in range(n)]
    count = 0
    for a, b, _label, _attrs in edges_of(screens):
        adj[a].append(b)
        count += 1
    depth = [-1] * n
    depth[0] = 0
    queue = deque([0])
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if depth[v] < 0:
                depth[v] = depth[u] + 1
                queue.append(v)
    reached = [d for d in depth if d >= 0]
    return {
        "screens": n,
        "edges": count,
        "reachable": len(reached),
        "max_depth": max(reached),
        "sum_depth": sum(reached),
        "max_out_degree": max(len(a) for a in adj),
        "destructive": sum(1 for s in screens for c in s["controls"] if "destructive" in c[3]),
        "timed": sum(1 for s in screens if s["after"]),
        "tasks": len(tasks),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--screens", type=int, required=True, help="number of screens (at least 1)")
    ap.add_argument("--flow", required=True, help="the .flow file to write")
    ap.add_argument("--dot", help="the DOT file to write")
    ap.add_argument("--edges", help="the tab-separated edge list to write")
    ap.add_argument("--meta", help="the JSON file of expected graph facts to write")
    ap.add_argument("--scene", choices=("standard", "assistive"), default="standard")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    if args.screens < 1:
        ap.error("--screens must be at least 1")
    screens, tasks = build(args.screens, args.seed)
    write_flow(args.flow, args.screens, screens, tasks, args.scene)
    if args.dot:
        write_dot(args.dot, screens)
    if args.edges:
        write_edges(args.edges, screens)
    if args.meta:
        with open(args.meta, "w") as f:
            json.dump(metadata(args.screens, screens, tasks), f, indent=1, sort_keys=True)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""A small, strict reader of the flow language for the bench (standard library only).

It is no part of the product. The bench uses it to
- prove that what bench/gen.py writes follows the language spec and holds
  exactly the graph of its edge list (`verify`),
- turn a flow file such as flows/news.flow into DOT for `gc` (`dot`),
- stand in for `aaflow` while the real binary does not exist
  (`check`, `render`; see bench/standin/aaflow).

    python3 bench/flowref.py check FILE [--format text|json]
    python3 bench/flowref.py dot FILE [--scene standard|assistive]
    python3 bench/flowref.py render FILE [--scene S] -o OUT.svg   (runs `dot`)
    python3 bench/flowref.py verify FLOW EDGES META

It follows docs/spec flow-language.md: strings with the escapes \\" \\\\ \\n
\\t \\u{X}, words of A-Z a-z 0-9 _ . - that do not contain `->`, the arrow,
comments, the statements and their places, and undefined screens. It
checks no design rule. Exit status: 0 when the file is valid, 2 when it is
not (each error as `FILE:LINE:COL: error: message [flow.id]`), 64 for a
wrong command line.
"""

import json
import re
import subprocess
import sys
from collections import deque

WORD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
ACTIONS = {"button", "link", "row", "tab", "gesture", "back"}
INPUTS = {"toggle", "picker", "menu", "field", "slider", "stepper"}
KINDS = {"list", "grid", "form", "detail", "canvas", "media", "tabs", "split", "settings", "dialog"}
LIMITS = {"depth", "decisions", "choices", "features"}
RULES = {
    "distill.too-many-features", "distill.settings-exposed", "distill.tab-bar",
    "controls.custom-control", "controls.hidden-gesture",
    "representation.missing-icon", "representation.missing-text",
    "representation.missing-navigation-icon", "representation.missing-title",
    "navigation.multiple-decisions", "navigation.too-many-choices",
    "navigation.too-deep", "navigation.custom-back", "navigation.split-view",
    "safety.insufficient-confirmation", "safety.destructive-action",
    "timing.timed-transition", "structure.unreachable-screen",
}
DURATION = re.compile(r"^([0-9]+(?:\.[0-9]+)?)(ms|s|min)$")
NUMBER = re.compile(r"^[0-9]+$")
HEX = re.compile(r"^[0-9A-Fa-f]{1,8}$")


class FlowError(Exception):
    def __init__(self, col, message, rule="flow.syntax"):
        super().__init__(message)
        self.col, self.message, self.rule = col, message, rule


def tokens(line):
    """The tokens of one line: (kind, text, column), kind one of word, string, arrow."""
    out = []
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c == " " or c == "\t":
            i += 1
        elif c == "#":
            break
        elif c == '"':
            start, i, buf = i, i + 1, []
            while True:
                if i >= n:
                    raise FlowError(start + 1, "unterminated string")
                c = line[i]
                if c == '"':
                    i += 1
                    break
                if c == "\\":
                    e = line[i + 1] if i + 1 < n else ""
                    if e == '"' or e == "\\":
                        buf.append(e)
                        i += 2
                    elif e == "n":
                        buf.append("\n")
                        i += 2
                    elif e == "t":
                        buf.append("\t")
                        i += 2
                    elif e == "u" and i + 2 < n and line[i + 2] == "{":
                        close = line.find("}", i + 3)
                        digits = line[i + 3:close] if close > 0 else ""
                        if not HEX.match(digits):
                            raise FlowError(i + 1, "bad \\u{...} escape")
                        cp = int(digits, 16)
                        if cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
                            raise FlowError(i + 1, "\\u{...} is not a Unicode scalar")
                        buf.append(chr(cp))
                        i = close + 1
                    else:
                        raise FlowError(i + 1, f"unknown escape \\{e}")
                else:
                    buf.append(c)
                    i += 1
            out.append(("string", "".join(buf), start + 1))
        elif c == "-" and i + 1 < n and line[i + 1] == ">":
            out.append(("arrow", "->", i + 1))
            i += 2
        elif c in WORD_CHARS:
            start = i
            while i < n and line[i] in WORD_CHARS and not (line[i] == "-" and i + 1 < n and line[i + 1] == ">"):
                i += 1
            out.append(("word", line[start:i], start + 1))
        else:
            raise FlowError(i + 1, f"unexpected character {c!r}")
    return out


class Scene:
    def __init__(self, kind, line):
        self.kind, self.line = kind, line
        self.start = None          # (id, line, col)
        self.screens = {}          # id -> dict(title, icon, kind, feature, controls, line)
        self.order = []
        self.refs = []             # (id, line, col) that must be declared
        self.edges = []            # (from, to, label, what) in file order


class Flow:
    def __init__(self):
        self.app = None
        self.tasks = []            # (name, id, line, col)
        self.scenes = []
        self.errors = []           # (line, col, message, rule)


def parse(text):
    flow = Flow()
    if text.startswith("\ufeff"):
        text = text[1:]
    scene = None
    screen = None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for number, line in enumerate(lines, 1):
        if line.endswith("\r"):
            line = line[:-1]
        try:
            toks = tokens(line)
            if not toks:
                continue
            scene, screen = statement(flow, scene, screen, toks, number)
        except FlowError as e:
            flow.errors.append((number, e.col, e.message, e.rule))
    for s in flow.scenes:
        for ident, line, col in s.refs:
            if ident not in s.screens:
                flow.errors.append((line, col, f"no screen '{ident}' in the {s.kind} scene", "flow.undefined-screen"))
    for name, ident, line, col in flow.tasks:
        if not any(ident in s.screens for s in flow.scenes):
            flow.errors.append((line, col, f"no screen '{ident}' in any scene", "flow.undefined-screen"))
    flow.errors.sort()
    return flow


def expect(toks, k, kind, what):
    if k >= len(toks) or toks[k][0] != kind:
        col = toks[k][2] if k < len(toks) else (toks[-1][2] + len(toks[-1][1]) if toks else 1)
        raise FlowError(col, f"expected {what}")
    return toks[k]


def screen_id(tok):
    if not (tok[1][0].isalpha() or tok[1][0] == "_"):
        raise FlowError(tok[2], f"'{tok[1]}' is not a screen id (it must start with a letter or _)")
    return tok[1]


def statement(flow, scene, screen, toks, number):
    kind, key, col = toks[0]
    if kind != "word":
        raise FlowError(col, "a statement starts with a keyword")

    def done(k):
        if k < len(toks):
            raise FlowError(toks[k][2], f"unexpected {toks[k][1]!r}")

    if key == "app":
        if scene is not None or flow.app is not None:
            raise FlowError(col, "app stands once, before the first scene", "flow.misplaced")
        flow.app = expect(toks, 1, "string", "the app's name")[1]
        done(2)
    elif key == "task":
        if scene is not None:
            raise FlowError(col, "task stands before the first scene", "flow.misplaced")
        name = expect(toks, 1, "string", "the task's name")[1]
        expect(toks, 2, "arrow", "->")
        t = expect(toks, 3, "word", "a screen id")
        flow.tasks.append((name, screen_id(t), number, t[2]))
        done(4)
    elif key == "limit":
        name = expect(toks, 1, "word", "a limit name")
        if name[1] not in LIMITS:
            raise FlowError(name[2], f"unknown limit '{name[1]}'")
        if screen is not None:
            raise FlowError(col, "limit stands before the first screen of a scene", "flow.misplaced")
        if not NUMBER.match(expect(toks, 2, "word", "a number")[1]):
            raise FlowError(toks[2][2], "expected a whole number")
        done(3)
    elif key == "scene":
        k = expect(toks, 1, "word", "standard or assistive")
        if k[1] not in ("standard", "assistive"):
            raise FlowError(k[2], "a scene is standard or assistive")
        done(2)
        if any(s.kind == k[1] for s in flow.scenes):
            raise FlowError(col, f"a second {k[1]} scene", "flow.duplicate-scene")
        scene = Scene(k[1], number)
        flow.scenes.append(scene)
        screen = None
    elif key == "start":
        if scene is None or scene.start is not None:
            raise FlowError(col, "start stands once inside a scene", "flow.misplaced")
        t = expect(toks, 1, "word", "a screen id")
        scene.start = screen_id(t)
        scene.refs.append((scene.start, number, t[2]))
        done(2)
    elif key == "screen":
        if scene is None:
            raise FlowError(col, "a screen stands inside a scene", "flow.misplaced")
        t = expect(toks, 1, "word", "a screen id")
        ident = screen_id(t)
        attrs = {"title": None, "icon": None, "kind": None, "feature": None, "controls": 0, "line": number}
        k = 2
        seen = set()
        while k < len(toks):
            tk = toks[k]
            if tk[0] == "string" and k == 2:
                attrs["title"] = tk[1]
                k += 1
                continue
            if tk[0] != "word" or tk[1] not in ("icon", "kind", "feature") or tk[1] in seen:
                raise FlowError(tk[2], f"unexpected {tk[1]!r} in a screen")
            seen.add(tk[1])
            v = expect(toks, k + 1, "word", f"a {tk[1]} name")
            if tk[1] == "kind" and v[1] not in KINDS:
                raise FlowError(v[2], f"unknown kind '{v[1]}' (one of {', '.join(sorted(KINDS))})", "flow.unknown-kind")
            attrs[tk[1]] = v[1]
            k += 2
        if ident in scene.screens:
            raise FlowError(t[2], f"screen '{ident}' is declared twice", "flow.duplicate-screen")
        scene.screens[ident] = attrs
        scene.order.append(ident)
        screen = ident
    elif key in ACTIONS or key in INPUTS:
        if screen is None:
            raise FlowError(col, f"{key} stands after a screen", "flow.misplaced")
        k = 1
        label = None
        if k < len(toks) and toks[k][0] == "string":
            label = toks[k][1]
            k += 1
        seen = set()
        target = None
        destructive = confirm = False
        while k < len(toks):
            tk = toks[k]
            what = "->" if tk[0] == "arrow" else (tk[1] if tk[0] == "word" else None)
            if what not in ("->", "icon", "destructive", "confirm", "custom", "sheet", "options") or what in seen:
                raise FlowError(tk[2], f"unexpected {tk[1]!r} in a control")
            seen.add(what)
            if what == "->":
                t = expect(toks, k + 1, "word", "a screen id")
                target = screen_id(t)
                scene.refs.append((target, number, t[2]))
                k += 2
            elif what == "icon":
                expect(toks, k + 1, "word", "an icon name")
                k += 2
            elif what == "options":
                if not NUMBER.match(expect(toks, k + 1, "word", "a number")[1]):
                    raise FlowError(toks[k + 1][2], "expected a whole number")
                k += 2
            elif what == "confirm":
                confirm = tk[2]
                k += 1
                if k < len(toks) and toks[k][0] == "word" and NUMBER.match(toks[k][1]):
                    k += 1
            else:
                destructive = destructive or what == "destructive"
                k += 1
        if confirm and not destructive:
            raise FlowError(confirm, "confirm goes only with destructive")
        scene.screens[screen]["controls"] += 1
        if target is not None:
            scene.edges.append((screen, target, label if label is not None else key, key))
    elif key == "after":
        if screen is None:
            raise FlowError(col, "after stands inside a screen", "flow.misplaced")
        d = expect(toks, 1, "word", "a duration")
        m = DURATION.match(d[1])
        if not m or float(m.group(1)) <= 0:
            raise FlowError(d[2], f"'{d[1]}' is not a duration greater than zero (500ms, 3s, 2min)")
        if len(toks) > 2:
            expect(toks, 2, "arrow", "->")
            t = expect(toks, 3, "word", "a screen id")
            target = screen_id(t)
            scene.refs.append((target, number, t[2]))
            scene.edges.append((screen, target, f"after {d[1]}", "after"))
            done(4)
    elif key == "allow":
        if scene is None:
            raise FlowError(col, "allow stands inside a scene", "flow.misplaced")
        r = expect(toks, 1, "word", "a rule id")
        if r[1] not in RULES:
            raise FlowError(r[2], f"no rule '{r[1]}'", "flow.unknown-rule")
        reason = expect(toks, 2, "string", "the reason")
        if not reason[1]:
            raise FlowError(reason[2], "the reason must not be empty")
        done(3)
    else:
        raise FlowError(col, f"unknown statement '{key}'")
    return scene, screen


def read(path):
    data = sys.stdin.buffer.read() if path == "-" else open(path, "rb").read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        col = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise SystemExit(report_errors(path, [(line, col, "invalid UTF-8", "flow.syntax")]))


def report_errors(path, errors):
    for line, col, message, rule in errors:
        print(f"{path}:{line}:{col}: error: {message} [{rule}]", file=sys.stderr)
    return 2


def depths(scene):
    adj = {s: [] for s in scene.order}
    for a, b, _label, _what in scene.edges:
        if _what != "back":
            adj[a].append(b)
    start = scene.start or (scene.order[0] if scene.order else None)
    depth = {}
    if start is not None:
        depth[start] = 0
        queue = deque([start])
        while queue:
            u = queue.popleft()
            for v in adj[u]:
                if v not in depth:
                    depth[v] = depth[u] + 1
                    queue.append(v)
    return start, depth


def cmd_check(args):
    fmt = "text"
    if "--format" in args:
        i = args.index("--format")
        fmt = args[i + 1]
        del args[i:i + 2]
    path = args[0]
    flow = parse(read(path))
    if flow.errors:
        return report_errors(path, flow.errors)
    out = []
    for s in flow.scenes:
        start, depth = depths(s)
        out.append({"kind": s.kind, "start": start, "metrics": {
            "screens": len(s.order), "reachableScreens": len(depth),
            "transitions": len(s.edges), "maxDepth": max(depth.values(), default=0)}})
        print(f"{s.kind}: {len(s.order)} screens, depth {max(depth.values(), default=0)}", file=sys.stderr)
    if fmt == "json":
        print(json.dumps({"version": 1, "files": [{"path": path, "scenes": out}]}, indent=1))
    return 0


def to_dot(flow, only=None):
    lines = ["digraph {"]
    q = lambda t: '"' + t.replace("\\", "\\\\").replace('"', '\\"') + '"'
    for s in flow.scenes:
        if only and s.kind != only:
            continue
        tag = s.kind[0]
        name = {ident: f"{tag}{i}" for i, ident in enumerate(s.order)}
        for ident in s.order:
            a = s.screens[ident]
            lines.append(f"  {name[ident]} [label={q(a['title'] or ident)}, icon={q(a['icon'] or '')}];")
        for a, b, label, what in s.edges:
            style = ", style=dashed" if what == "after" else ""
            lines.append(f"  {name[a]} -> {name[b]} [label={q(label)}{style}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def scene_option(args):
    if "--scene" in args:
        i = args.index("--scene")
        v = args[i + 1]
        del args[i:i + 2]
        return v
    return None


def cmd_dot(args):
    only = scene_option(args)
    flow = parse(read(args[0]))
    if flow.errors:
        return report_errors(args[0], flow.errors)
    sys.stdout.write(to_dot(flow, only))
    return 0


def cmd_render(args):
    only = scene_option(args)
    out = "-"
    if "-o" in args:
        i = args.index("-o")
        out = args[i + 1]
        del args[i:i + 2]
    flow = parse(read(args[0]))
    if flow.errors:
        return report_errors(args[0], flow.errors)
    if only is None:
        only = "assistive" if any(s.kind == "assistive" for s in flow.scenes) else "standard"
    dot = to_dot(flow, only)
    cmd = ["dot", "-Tsvg"] + ([] if out == "-" else ["-o", out])
    return subprocess.run(cmd, input=dot.encode()).returncode


def cmd_verify(args):
    """Checks that FLOW is valid and holds exactly the edges of EDGES and the facts of META."""
    flow_path, edges_path, meta_path = args
    flow = parse(read(flow_path))
    if flow.errors:
        report_errors(flow_path, flow.errors[:20])
        return 2
    if len(flow.scenes) != 1:
        print(f"{flow_path}: expected one scene, found {len(flow.scenes)}", file=sys.stderr)
        return 1
    s = flow.scenes[0]
    got = [f"{a}\t{b}\t{label}" for a, b, label, _w in s.edges]
    with open(edges_path, encoding="utf-8") as f:
        want = f.read().split("\n")[:-1]
    if got != want:
        for i, (g, w) in enumerate(zip(got, want)):
            if g != w:
                print(f"edge {i}: flow has {g!r}, edge list has {w!r}", file=sys.stderr)
                break
        print(f"{flow_path}: {len(got)} edges, {edges_path}: {len(want)}", file=sys.stderr)
        return 1
    meta = json.load(open(meta_path))
    start, depth = depths(s)
    facts = {"screens": len(s.order), "edges": len(s.edges), "reachable": len(depth),
             "max_depth": max(depth.values()), "sum_depth": sum(depth.values()),
             "tasks": len(flow.tasks)}
    bad = {k: (v, meta[k]) for k, v in facts.items() if meta[k] != v}
    if bad or start != "s0":
        print(f"{flow_path}: differs from {meta_path}: {bad}, start {start}", file=sys.stderr)
        return 1
    return 0


def main(argv):
    commands = {"check": cmd_check, "dot": cmd_dot, "render": cmd_render, "verify": cmd_verify}
    if len(argv) < 2 or argv[0] not in commands:
        print(__doc__, file=sys.stderr)
        return 64
    try:
        return commands[argv[0]](list(argv[1:]))
    except (IndexError, ValueError):
        print(__doc__, file=sys.stderr)
        return 64
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

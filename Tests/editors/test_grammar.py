"""The TextMate grammar of editors/ scopes every token class of the language.

A small TextMate tokenizer (match, begin/end, captures, include) runs the
grammar's regexes with Python's re, which reads the subset of Oniguruma the
grammar keeps to; each token of a sample flow must get its scope.
"""
import json
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
GRAMMAR = json.loads((ROOT / "editors/textmate/flow.tmLanguage.json").read_text())


def resolve(patterns, repo):
    out = []
    for p in patterns:
        if "include" in p:
            out += resolve([repo[p["include"][1:]]], repo)
        elif "patterns" in p and "match" not in p and "begin" not in p:
            out += resolve(p["patterns"], repo)
        else:
            out.append(p)
    return out


def paint(scopes, start, end, name):
    for i in range(start, end):
        scopes[i].append(name)


def captures(scopes, m, caps):
    for k, v in (caps or {}).items():
        g = int(k)
        if m.group(g) is not None and "name" in v:
            paint(scopes, m.start(g), m.end(g), v["name"])


def scan(line, pos, patterns, end, scopes, repo):
    rules = resolve(patterns, repo)
    while pos <= len(line):
        best = None
        if end is not None:
            m = re.compile(end).search(line, pos)
            if m:
                best = ("end", m, None)
        for rule in rules:
            m = re.compile(rule.get("match") or rule["begin"]).search(line, pos)
            if m and (best is None or m.start() < best[1].start()):
                best = ("rule", m, rule)
        if best is None:
            return len(line)
        kind, m, rule = best
        if kind == "end":
            captures(scopes, m, rule and rule.get("endCaptures"))
            return m, m.end()
        if "match" in rule:
            if "name" in rule:
                paint(scopes, m.start(), m.end(), rule["name"])
            captures(scopes, m, rule.get("captures"))
            pos = m.end() if m.end() > pos else pos + 1
        else:
            inner = [[] for _ in line]
            captures(scopes, m, rule.get("beginCaptures"))
            result = scan(line, m.end(), rule.get("patterns", []), rule["end"], inner, repo)
            stop = len(line)
            if isinstance(result, tuple):
                end_match, stop = result
                captures(inner, end_match, rule.get("endCaptures"))
            for i in range(m.start(), stop):
                if "name" in rule:
                    scopes[i].append(rule["name"])
                scopes[i] += inner[i]
            pos = stop if stop > pos else pos + 1
    return len(line)


def tokenize(text):
    lines = []
    for line in text.split("\n"):
        scopes = [[] for _ in line]
        scan(line, 0, GRAMMAR["patterns"], None, scopes, GRAMMAR["repository"])
        lines.append((line, scopes))
    return lines


SAMPLE = r'''# a comment on its own line
app "News"  # a trailing comment
task "Read \"it\" \u{1F600}" -> article
limit depth 3
scene assistive
start news
entry article "a notification"
allow navigation.too-deep "the reason"
screen news "News # not a comment" icon newspaper kind list feature reading for home
  row "Article" icon doc.text -> article
  button "Delete" icon trash -> news destructive confirm 2
  picker "Colour" options 12 custom sheet
  link "Bad \q" kind blob
  back "Back"
  after 1.5s -> news
  tab gesture toggle menu field slider stepper ;
'''

LINES = tokenize(SAMPLE)


def scopes_of(line_no, text, nth=0):
    line, scopes = LINES[line_no]
    start = -1
    for _ in range(nth + 1):
        start = line.index(text, start + 1)
    return [set(s) for s in scopes[start:start + len(text)]]


@pytest.mark.parametrize("line,text,scope", [
    (0, "# a comment on its own line", "comment.line.number-sign.flow"),
    (1, "# a trailing comment", "comment.line.number-sign.flow"),
    (1, "app", "keyword.control.statement.flow"),
    (1, '"News"', "string.quoted.double.flow"),
    (2, "task", "keyword.control.statement.flow"),
    (2, r"\"", "constant.character.escape.flow"),
    (2, r"\u{1F600}", "constant.character.escape.flow"),
    (2, "->", "keyword.operator.arrow.flow"),
    (2, "article", "variable.other.screen.flow"),
    (3, "limit", "keyword.control.statement.flow"),
    (3, "depth", "support.constant.limit.flow"),
    (3, "3", "constant.numeric.integer.flow"),
    (4, "scene", "keyword.control.statement.flow"),
    (4, "assistive", "entity.name.section.scene.flow"),
    (5, "start", "keyword.control.statement.flow"),
    (5, "news", "variable.other.screen.flow"),
    (6, "entry", "keyword.control.statement.flow"),
    (6, "article", "variable.other.screen.flow"),
    (6, '"a notification"', "string.quoted.double.flow"),
    (7, "allow", "keyword.control.statement.flow"),
    (7, "navigation.too-deep", "support.other.rule.flow"),
    (8, "screen", "keyword.control.statement.flow"),
    (8, "news", "entity.name.type.screen.flow"),
    (8, '"News # not a comment"', "string.quoted.double.flow"),
    (8, "icon", "keyword.other.attribute.flow"),
    (8, "newspaper", "constant.other.symbol.icon.flow"),
    (8, "kind", "keyword.other.attribute.flow"),
    (8, "list", "support.constant.kind.flow"),
    (8, "feature", "keyword.other.attribute.flow"),
    (8, "reading", "entity.name.tag.feature.flow"),
    (8, "for", "keyword.other.attribute.flow"),
    (8, "home", "variable.other.screen.flow"),
    (9, "row", "storage.type.control.flow"),
    (9, "doc.text", "constant.other.symbol.icon.flow"),
    (10, "button", "storage.type.control.flow"),
    (10, "destructive", "keyword.other.flag.destructive.flow"),
    (10, "confirm", "keyword.other.flag.flow"),
    (10, "2", "constant.numeric.integer.flow"),
    (11, "picker", "storage.type.control.flow"),
    (11, "options", "keyword.other.flag.flow"),
    (11, "12", "constant.numeric.integer.flow"),
    (11, "custom", "keyword.other.flag.flow"),
    (11, "sheet", "keyword.other.flag.flow"),
    (12, "link", "storage.type.control.flow"),
    (12, r"\q", "invalid.illegal.escape.flow"),
    (12, "blob", "invalid.illegal.kind.flow"),
    (13, "back", "storage.type.control.flow"),
    (14, "after", "keyword.control.statement.flow"),
    (14, "1.5s", "constant.numeric.duration.flow"),
    (14, "news", "variable.other.screen.flow"),
    (15, "tab", "storage.type.control.flow"),
    (15, ";", "invalid.illegal.character.flow"),
])
def test_token_scope(line, text, scope):
    for i, s in enumerate(scopes_of(line, text)):
        assert scope in s, f"{text!r} on line {line}, character {i}: {sorted(s)}"


def test_no_comment_inside_a_string():
    for s in scopes_of(8, "# not a comment"):
        assert "comment.line.number-sign.flow" not in s


def test_every_control_keyword_at_line_start_only():
    controls = ["button", "link", "row", "tab", "gesture", "back", "toggle", "picker", "menu", "field", "slider", "stepper"]
    for c in controls:
        (line, scopes), = tokenize(f'  {c} "x"')[:1]
        assert all("storage.type.control.flow" in s for s in scopes[2:2 + len(c)]), c
    # Later on a line a control word is not a statement keyword.
    for s in scopes_of(15, "gesture"):
        assert "storage.type.control.flow" not in s


def test_every_regex_compiles_in_the_common_subset():
    def walk(node):
        if isinstance(node, dict):
            for key in ("match", "begin", "end"):
                if key in node:
                    yield node[key]
            for v in node.values():
                yield from walk(v)
        elif isinstance(node, list):
            for v in node:
                yield from walk(v)

    regexes = list(walk(GRAMMAR))
    assert len(regexes) > 20
    for r in regexes:
        re.compile(r)
        # Oniguruma-only constructs that Python would read differently.
        assert not re.search(r"\\[hHGAzZ]|\(\?[~>]|\*\+|\+\+", r), r


def test_vscode_package_uses_the_grammar_and_the_server():
    package = json.loads((ROOT / "editors/vscode/package.json").read_text())
    grammar = package["contributes"]["grammars"][0]
    path = ROOT / "editors/vscode" / grammar["path"]
    # A copy of the TextMate grammar, byte for byte (test_vscode.py).
    assert path.read_bytes() == (ROOT / "editors/textmate/flow.tmLanguage.json").read_bytes()
    assert grammar["scopeName"] == GRAMMAR["scopeName"]
    language = package["contributes"]["languages"][0]
    assert language["extensions"] == [".flow"]
    config = json.loads((ROOT / "editors/vscode" / language["configuration"]).read_text())
    assert config["comments"]["lineComment"] == "#"
    assert re.fullmatch(config["wordPattern"], "square.and.arrow-up")
    assert not re.fullmatch(config["wordPattern"], "a->b")
    extension = (ROOT / "editors/vscode" / package["main"]).read_text()
    assert "vscode-languageclient/node" in extension and "'lsp'" in extension
    assert "vscode-languageclient" in package["dependencies"]
    assert f"language: '{language['id']}'" in extension
    assert package["activationEvents"] == [f"onLanguage:{language['id']}", "onLanguage:swift"]
    assert grammar["language"] == language["id"]

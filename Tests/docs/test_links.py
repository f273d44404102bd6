"""Every relative link of README.md and of docs/ leads somewhere: to a file or
folder of the repository (never out of it), and, when it names a heading
(`file.md#heading`, or `#heading` in the same page), to a heading that
exists, spelt as GitHub spells its anchors. Links inside code are not
links. Addresses with a scheme (https:, mailto:) are not checked."""
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]

FENCE = re.compile(r"^\s*(```|~~~)")
INLINE_CODE = re.compile(r"(`+)(?:(?!\1).)+?\1")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def pages():
    return [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))


def prose_lines(text):
    """The lines of a Markdown text outside fenced code, with their numbers."""
    fenced = False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def slug(heading):
    """GitHub's anchor of a heading: its text without markup, lower case,
    punctuation dropped (letters, digits, `_` and `-` stay), spaces as `-`."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text).lower()
    text = "".join(c for c in text if c.isalnum() or c in "_- ")
    return text.replace(" ", "-")


def anchors(path):
    seen, result = {}, set()
    for _, line in prose_lines(path.read_text()):
        match = HEADING.match(line)
        if match:
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            result.add(base if count == 0 else f"{base}-{count}")
    return result


def links(path):
    for number, line in prose_lines(path.read_text()):
        for match in LINK.finditer(INLINE_CODE.sub("", line)):
            yield number, match.group(1)


def broken_links(path, root=ROOT):
    """Each link of `path` that leads nowhere, with why."""
    problems = []
    for number, target in links(path):
        where = f"{path.relative_to(root)}:{number}: ({target})"
        if not target:
            problems.append(f"{where} is empty")
            continue
        if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", target):
            continue
        file_part, _, anchor = target.partition("#")
        destination = (path.parent / file_part).resolve() if file_part else path
        if root.resolve() not in [destination, *destination.parents]:
            problems.append(f"{where} leads out of the repository")
        elif not destination.exists():
            problems.append(f"{where}: no such file or folder")
        elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
            problems.append(f"{where}: {destination.name} has no heading with the anchor #{anchor}")
    return problems


@pytest.mark.parametrize("page", pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_leads_somewhere(page):
    assert broken_links(page) == []


def test_the_readme_links_to_every_page_of_docs():
    linked = {(ROOT / target.partition("#")[0]).resolve() for _, target in links(ROOT / "README.md")}
    unlinked = [p.name for p in sorted((ROOT / "docs").glob("*.md")) if p.resolve() not in linked]
    assert unlinked == []


def test_the_check_finds_what_it_should(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "a.md").write_text("# A page\n\n## `aaflow report`: the page\n\n## Twice\n\n## Twice\n")
    page = tmp_path / "README.md"
    page.write_text(
        "# Top\n\n"
        "[fine](docs/a.md), [heading](docs/a.md#aaflow-report-the-page), [second](docs/a.md#twice-1),\n"
        "[here](#top), [web](https://example.com/x), `[code](nowhere.md)`\n"
        "```\n[fenced](nowhere.md)\n```\n"
        "[missing](docs/b.md), [no heading](docs/a.md#nope), [out](../elsewhere.md), [none here](#nope)\n")
    problems = broken_links(page, root=tmp_path)
    assert [p.split(": (")[1].split(")")[0] for p in problems] == [
        "docs/b.md", "docs/a.md#nope", "../elsewhere.md", "#nope"]

"""The outputs the README shows are what aaflow prints. A block marked
<!-- the output of `aaflow ARGS`; ... --> is run: its lines, between the
`…` that stand for lines left out, must appear in the real output in the
same order, each run of lines unbroken. Needs the built aaflow
(AAFLOW_BIN, else .build/debug/aaflow)."""
import os
import pathlib
import re
import shlex
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
AAFLOW = os.environ.get("AAFLOW_BIN", str(ROOT / ".build" / "debug" / "aaflow"))
README = (ROOT / "README.md").read_text()
SHOWN = re.compile(r"<!-- the output of `aaflow ([^`]*)`[^>]*-->\n```\n(.*?)```", re.S)


def run(args):
    if not os.access(AAFLOW, os.X_OK):
        pytest.skip(f"aaflow is not built at {AAFLOW}")
    return subprocess.run([AAFLOW, *shlex.split(args)], cwd=ROOT, capture_output=True, text=True,
                          env=dict(os.environ, NO_COLOR="1"), timeout=120)


def shown_outputs():
    return [(args, block) for args, block in SHOWN.findall(README)]


def test_the_readme_shows_the_audit_and_the_check():
    assert [args for args, _ in shown_outputs()] == ["audit examples/Errands", "check flows/send.flow"]


@pytest.mark.parametrize("args,block", shown_outputs(), ids=lambda v: v if " " in v and "\n" not in v else None)
def test_a_shown_output_is_what_aaflow_prints(args, block):
    result = run(args)
    printed = (result.stdout + result.stderr).splitlines()
    runs, current = [], []
    for line in block.splitlines():
        if line == "…":
            runs.append(current)
            current = []
        else:
            current.append(line)
    runs.append(current)
    start = 0
    for shown in filter(None, runs):
        at = next((i for i in range(start, len(printed) - len(shown) + 1)
                   if printed[i:i + len(shown)] == shown), None)
        assert at is not None, f"not printed by `aaflow {args}` (in this order):\n" + "\n".join(shown)
        start = at + len(shown)


def test_the_counts_and_statuses_the_readme_gives():
    errands = run("audit examples/Errands")
    findings = [l for l in errands.stderr.splitlines() if re.match(r"^\S+:\d+:\d+: (error|warning|note):", l)]
    assert re.search(rf"run\s+prints\s+{len(findings)}\s+findings", README)
    assert errands.returncode == 1
    journal = run("audit examples/Journal")
    assert journal.returncode == 0
    assert "examples/Journal: standard: 1 warning;" in journal.stderr
    assert "examples/Journal: assistive: 1 note;" in journal.stderr

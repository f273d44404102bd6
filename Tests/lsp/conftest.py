"""The aaflow language server under test, started as an editor starts it."""
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
SERVER = os.environ.get("AAFLOW_BIN", str(ROOT / ".build" / "debug" / "aaflow"))


def marked(text):
    """Text with places marked by a down arrow; their LSP positions (UTF-16)."""
    out, positions, line, character = [], [], 0, 0
    for ch in text:
        if ch == "\u2193":
            positions.append((line, character))
            continue
        out.append(ch)
        if ch == "\n":
            line, character = line + 1, 0
        else:
            character += 2 if ord(ch) > 0xFFFF else 1
    return "".join(out), positions

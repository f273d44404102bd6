"""Issue 23's rough edges, through a real client: completion by scene,
formatting by line, hovers that say a thing once, whole-token diagnostics."""
import pathlib
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import SERVER, marked  # noqa: E402
from test_server import URI, apply, doc, open_flow, pos  # noqa: E402


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


TWO_SCENES = (
    "scene standard\n"
    'screen feed "Feed" icon list.bullet\n'
    '  row "Story" icon doc -> \u2193\n'
    'screen story "Story" icon doc\n'
    'screen comments "Comments" icon bubble\n'
    "\n"
    "scene assistive\n"
    'screen home "Home" icon house\n'
    '  row "Story" icon doc -> \u2193\n'
    'screen story "Story" icon doc for \u2193\n'
)


async def test_completion_after_an_arrow_offers_only_the_scenes_screens(client: LanguageClient):
    text, marks = marked(TWO_SCENES)
    await open_flow(client, text)

    async def labels(mark):
        reply = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=pos(mark)))
        return [i.label for i in reply.items]

    assert await labels(marks[0]) == ["feed", "story", "comments"]
    assert await labels(marks[1]) == ["home", "story"]
    # `for ID` names a screen of the other scene.
    assert await labels(marks[2]) == ["feed", "story", "comments"]


async def test_formatting_edits_only_the_lines_it_changes(client: LanguageClient):
    text = (
        "scene assistive\n"
        'screen a icon a "A"\n'
        '  button "B" icon b -> b\n'
        '  button "C" icon c -> b\n'
        "\n"
        'screen b "B" icon b\n'
        '  button "D" icon d -> a\n'
        '  button  "E" icon e -> a\n'
    )
    await open_flow(client, text)
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=doc(), options=types.FormattingOptions(tab_size=2, insert_spaces=True))
    )
    # Lines 2 and 8 (1-based), each its own edit; the lines between are not touched.
    assert [(e.range.start.line, e.range.end.line) for e in edits] == [(1, 2), (7, 8)]
    assert [e.new_text for e in edits] == ['screen a "A" icon a\n', '  button "E" icon e -> a\n']
    assert apply(text, edits) == text.replace('a icon a "A"', 'a "A" icon a').replace("button  ", "button ")


@pytest.mark.parametrize(
    "line, expected",
    [
        ('  button "X" icon x \u2193destructive\n', "`destructive`: the action deletes or loses something that cannot be recovered."),
        ('  button "X" icon x \u2193sheet\n', "`sheet`: the target is presented modally rather than pushed."),
    ],
)
async def test_a_flags_hover_says_it_once(client: LanguageClient, line, expected):
    text, marks = marked('scene assistive\nscreen a "A" icon a\n' + line)
    await open_flow(client, text)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=pos(marks[0])))
    assert hover.contents.value == expected


@pytest.mark.parametrize("kind, words", [
    ("list", "rows one under another"),
    ("grid", "tiles in rows and columns"),
    ("form", "fields to fill in"),
    ("detail", "one thing shown in full"),
    ("canvas", "draw"),
    ("media", "watch or listen"),
    ("tabs", "switches between"),
    ("split", "sidebar"),
    ("settings", "how the app behaves"),
    ("dialog", "a short question"),
])
async def test_each_kinds_hover_says_what_it_is(client: LanguageClient, kind, words):
    text, marks = marked(f'scene assistive\nscreen a "A" icon a kind \u2193{kind}\n')
    await open_flow(client, text)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=pos(marks[0])))
    assert hover.contents.value.startswith(f"`kind {kind}`: ")
    assert words in hover.contents.value
    assert "a kind of screen" not in hover.contents.value


@pytest.mark.parametrize("line, token", [
    ('  button "B" icon b \u2193--> a\n', "-->"),
    ('  button "B" icon b \u2193=> a\n', "=>"),
    ('  button \u2193"B open\n', '"B open'),
    ("  button \u2193'B b' icon b\n", "'B b'"),
    ('  button "B" icon b \u2193oops\n', "oops"),
])
async def test_a_syntax_error_underlines_its_whole_token(client: LanguageClient, line, token):
    text, marks = marked('scene assistive\nscreen a "A" icon a\n' + line)
    (error,) = await open_flow(client, text)
    assert (error.range.start.line, error.range.start.character) == marks[0]
    assert (error.range.end.line, error.range.end.character) == (marks[0][0], marks[0][1] + len(token))


async def test_the_arrow_fix_writes_one_arrow(client: LanguageClient):
    text = 'scene assistive\nscreen a "A" icon a\n  button "B" icon b --> a\n'
    await open_flow(client, text)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(),
            range=types.Range(start=types.Position(line=2, character=0), end=types.Position(line=2, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    fix = next(a for a in actions if a.is_preferred)
    assert apply(text, fix.edit.changes[URI]) == text.replace("-->", "->")

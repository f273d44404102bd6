"""aaflow lsp driven by a real LSP client (pytest-lsp on pygls) over pipes."""
import asyncio
import json
import pathlib
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import ROOT, SERVER, marked  # noqa: E402

URI = "file:///work/example.flow"

FLOW, MARKS = marked(
    'task "Look" -> photo\n'
    "\n"
    "scene standard\n"
    'screen \u2193library "Library" icon photo.stack kind grid\n'
    '  row "Photo" icon photo -> photo\n'
    'screen photo "Photo" icon photo\n'
    '  button "Delete" icon trash destructive\n'
    "\n"
    "scene assistive\n"
    'screen library "Photos" icon photo.stack kind grid\n'
    '  row "Photo" icon photo -> \u2193photo\n'
    'screen photo "Photo"\n'
    '  button "Delete" icon trash \u2193destructive\n'
    '  back "Back" icon chevron.left\n'
    '  button "Share" -> library\n'
    "\u2193allow navigation.too-deep \"why\"\n"
)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities())
    )
    yield
    await lsp_client.shutdown_session()


def pos(p):
    return types.Position(line=p[0], character=p[1])


def doc():
    return types.TextDocumentIdentifier(uri=URI)


async def open_flow(client, text, uri=URI, version=1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="flow", version=version, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


def apply(text, edits):
    """Applies LSP text edits (UTF-16 positions) to a text."""
    lines = text.split("\n")

    def offset(p):
        if p.line >= len(lines):
            return len(text)
        start = sum(len(l) + 1 for l in lines[: p.line])
        units = 0
        for i, ch in enumerate(lines[p.line]):
            if units >= p.character:
                return start + i
            units += 2 if ord(ch) > 0xFFFF else 1
        return start + len(lines[p.line])

    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(e.range.start)] + e.new_text + text[offset(e.range.end):]
    return text


async def test_initialize_gives_capabilities(client: LanguageClient):
    caps = client.capabilities  # the client's; ask the server again through a hover below
    assert caps is not None
    diagnostics = await open_flow(client, FLOW)
    assert {d.code for d in diagnostics} >= {"navigation.custom-back", "safety.insufficient-confirmation", "allow.unused"}
    assert all(d.source == "aaflow" for d in diagnostics)


async def test_emoji_before_an_error_counts_utf16(client: LanguageClient):
    text, marks = marked('scene assistive\nscreen a "\U0001F600 \u00e9" icon a\n  button "\U0001F600\U0001F469\u200d\U0001F467" icon b -> \u2193nowhere\n')
    diagnostics = await open_flow(client, text)
    (error,) = [d for d in diagnostics if d.code == "flow.undefined-screen"]
    assert (error.range.start.line, error.range.start.character) == marks[0]
    assert error.severity == types.DiagnosticSeverity.Error


async def test_did_change_gives_the_new_diagnostics(client: LanguageClient):
    await open_flow(client, "scene assistive\nscreen a \"A\" icon a\n  button \"B\" icon b -> zz\n")
    assert [d.code for d in client.diagnostics[URI]] == ["flow.undefined-screen"]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text="scene assistive\nscreen a \"A\" icon a\n")],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[URI]) == []


async def test_hover_definition_references(client: LanguageClient):
    await open_flow(client, FLOW)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=pos(MARKS[1])))
    assert "screen `photo`" in hover.contents.value
    assert "safety.insufficient-confirmation" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=doc(), position=types.Position(line=MARKS[3][0], character=MARKS[3][1] + 8))
    )
    assert "navigation.too-deep" in hover.contents.value
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(), position=pos(MARKS[1]))
    )
    assert [d.range.start.line for d in definition] == [11]
    references = await client.text_document_references_async(
        types.ReferenceParams(text_document=doc(), position=pos(MARKS[0]),
                              context=types.ReferenceContext(include_declaration=True))
    )
    assert sorted(r.range.start.line for r in references) == [3, 9, 14]


async def test_rename_a_screen(client: LanguageClient):
    await open_flow(client, FLOW)
    prepared = await client.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=doc(), position=pos(MARKS[0]))
    )
    assert prepared.placeholder == "library"
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(), position=pos(MARKS[0]), new_name="shelf")
    )
    renamed = apply(FLOW, edit.changes[URI])
    assert "library" not in renamed and renamed.count("shelf") == 3


async def test_completion(client: LanguageClient):
    text, marks = marked('scene assistive\nscreen home "H" icon h\n  button "B" -> \u2193\nallow \u2193\n')
    await open_flow(client, text)
    ids = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=pos(marks[0])))
    assert [i.label for i in ids.items] == ["home"]
    rules = await client.text_document_completion_async(types.CompletionParams(text_document=doc(), position=pos(marks[1])))
    assert "navigation.custom-back" in [i.label for i in rules.items]


async def test_code_actions_fix_the_findings(client: LanguageClient):
    await open_flow(client, FLOW)
    line = MARKS[2][0]
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=doc(),
            range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=line + 1, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [a.title for a in actions]
    assert any(t.startswith("Ask twice") for t in titles)
    assert "Remove the custom `back` control" in titles
    confirm = next(a for a in actions if a.title.startswith("Ask twice"))
    fixed = apply(FLOW, confirm.edit.changes[URI])
    assert 'button "Delete" icon trash destructive confirm 2\n  back' in fixed


FIXABLE = (
    "scene assistive\n"
    "start home\n"
    'screen home "\U0001F3E0 Home" icon house\n'
    '  button "\U0001F5D1\ufe0f Delete all" icon trash -> home destructive\n'
    '  button "\U0001F4E4 Send" -> next\n'
    '  back "Back" icon chevron.left\n'
    'screen next "Next\u00e9" icon arrow.right\n'
    '  allow navigation.too-deep "nothing is deep"\n'
    '  button "Home" icon house -> home\n'
)
TYPO = 'scene assistive\nscreen home "\U0001F3E0 Home" icon house\n  button "\u00e9\U0001F600" icon b -> hom\n'


def sarif_fixes(text):
    """The SARIF fixes of `aaflow check` on a text: by (rule id, line), each a
    list of (start, end, text) with LSP positions (0-based, UTF-16) computed
    from SARIF's 1-based code-point columns."""
    run = subprocess.run([SERVER, "check", "--format", "sarif", "-"], input=text.encode(), capture_output=True)
    sarif = json.loads(run.stdout)
    lines = text.split("\n")

    def position(line, column):
        if line - 1 >= len(lines):
            return (line - 1, 0)
        prefix = lines[line - 1][: column - 1]
        return (line - 1, sum(2 if ord(ch) > 0xFFFF else 1 for ch in prefix))

    out = {}
    for result in sarif["runs"][0]["results"]:
        for fix in result.get("fixes", []):
            edits = []
            for change in fix["artifactChanges"]:
                for r in change["replacements"]:
                    d = r["deletedRegion"]
                    edits.append((position(d["startLine"], d["startColumn"]), position(d["endLine"], d["endColumn"]),
                                  r["insertedContent"]["text"]))
            line = result["locations"][0]["physicalLocation"]["region"]["startLine"] - 1
            out[(result["ruleId"], line)] = edits
    return out


@pytest.mark.parametrize("text", [FIXABLE, TYPO])
async def test_a_quick_fix_makes_the_same_edits_as_the_sarif_fix(client: LanguageClient, text):
    await open_flow(client, text)
    expected = sarif_fixes(text)
    wanted = {"flow.undefined-screen"} if text == TYPO else {
        "safety.insufficient-confirmation", "representation.missing-icon", "navigation.custom-back", "allow.unused"}
    assert {rule for rule, _ in expected} == wanted
    for (rule, line), edits in expected.items():
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=doc(),
                range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=line, character=0)),
                context=types.CodeActionContext(diagnostics=[]),
            )
        )
        preferred = [a for a in actions if a.is_preferred and a.diagnostics[0].code == rule]
        assert len(preferred) == 1, (rule, line, [a.title for a in actions])
        got = [((e.range.start.line, e.range.start.character), (e.range.end.line, e.range.end.character), e.new_text)
               for e in preferred[0].edit.changes[URI]]
        assert got == edits, (rule, line)


async def test_formatting_and_symbols(client: LanguageClient):
    await open_flow(client, 'scene assistive\nscreen a icon a "A"\n button  "B" icon b\n')
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=doc(), options=types.FormattingOptions(tab_size=2, insert_spaces=True))
    )
    assert apply('scene assistive\nscreen a icon a "A"\n button  "B" icon b\n', edits) == 'scene assistive\nscreen a "A" icon a\n  button "B" icon b\n'
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc()))
    assert [s.name for s in symbols] == ["scene assistive"]
    assert [c.name for c in symbols[0].children] == ["a"]


async def raw(client: LanguageClient, data: bytes):
    """Writes bytes to the server's standard input, between the client's messages."""
    client._server.stdin.write(data)
    await client._server.stdin.drain()


def framed(obj):
    body = json.dumps(obj).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


async def test_malformed_messages_and_the_server_goes_on(client: LanguageClient):
    await open_flow(client, FLOW)
    # A header that is not a number, then a body that is not JSON without an id: dropped.
    await raw(client, b"Content-Length: many\r\n\r\n{}")
    await raw(client, b"Content-Length: 7\r\n\r\nnotjson")
    # A body that is not JSON, but whose id can be read: an error reply.
    future = asyncio.get_running_loop().create_future()
    client.protocol._request_futures["broken-1"] = future
    await raw(client, b'Content-Length: 31\r\n\r\n{"id":"broken-1","method":"x",}')
    with pytest.raises(JsonRpcException) as error:
        await asyncio.wait_for(future, 10)
    assert error.value.code == -32700
    # An unknown method: MethodNotFound.
    with pytest.raises(JsonRpcException) as unknown:
        await client.protocol.send_request_async("aaflow/unknown", {})
    assert unknown.value.code == -32601
    # An unknown notification is dropped; the server still answers.
    client.protocol.notify("aaflow/whatever", {})
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(), position=pos(MARKS[1])))
    assert "screen `photo`" in hover.contents.value


def run_raw(messages):
    data = b"".join(framed(m) for m in messages)
    return subprocess.run([SERVER, "lsp"], input=data, capture_output=True, timeout=30)


def test_exit_status():
    init = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}
    shutdown = {"jsonrpc": "2.0", "id": 2, "method": "shutdown"}
    exit_ = {"jsonrpc": "2.0", "method": "exit"}
    assert run_raw([init, shutdown, exit_]).returncode == 0
    assert run_raw([init, exit_]).returncode == 1
    assert run_raw([init]).returncode == 1  # the input ends first
    early = run_raw([{"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {}}, exit_])
    assert b'"code":-32002' in early.stdout


def utf16(s):
    return sum(2 if ord(c) > 0xFFFF else 1 for c in s)


def corpus():
    for folder in ("flows", "fuzz/corpus"):
        for path in sorted((ROOT / folder).glob("*.flow")):
            yield path


@pytest.mark.parametrize("path", list(corpus()), ids=lambda p: p.name)
async def test_every_error_at_its_line_and_column(client: LanguageClient, path):
    """Each diagnostic of `aaflow check` comes back from the server at its line and column."""
    raw_bytes = path.read_bytes()
    try:
        text = raw_bytes.decode("utf-8")
    except UnicodeDecodeError:
        pytest.skip("not UTF-8: an editor cannot send it as text")
    report = subprocess.run([SERVER, "check", "--format", "json", str(path)], capture_output=True)
    expected = []
    lines = text.split("\n")
    for d in json.loads(report.stdout)["files"][0]["diagnostics"]:
        line = lines[d["line"] - 1]
        skip = 1 if d["line"] == 1 and line.startswith("\ufeff") else 0
        expected.append((d["rule"], d["line"] - 1, skip + utf16(line[skip:skip + d["column"] - 1])))
    diagnostics = await open_flow(client, text)
    got = [(d.code, d.range.start.line, d.range.start.character) for d in diagnostics]
    assert sorted(got) == sorted(expected)

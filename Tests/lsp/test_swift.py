"""aaflow lsp on the Swift files of a SwiftUI project: the audit's findings
on open and on save, republished for the other files a save changes, and
their quick fixes, the project's .aaflow.json (and a flow's). The project is
Tests/Fixtures/lsp/Chores, copied to a temporary folder so that the tests can
change it."""
import asyncio
import pathlib
import shutil
import subprocess
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import ROOT, SERVER  # noqa: E402

FIXTURE = ROOT / "Tests" / "Fixtures" / "lsp" / "Chores"


def record_published(lsp_client):
    """Keeps every publishDiagnostics, in the order it came, in
    `lsp_client.published` (wait_for_notification misses those that come
    before it is called)."""
    lsp_client.published = []
    handle = lsp_client.protocol._handle_notification

    def record(method, params):
        if method == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            lsp_client.published.append(params)
        return handle(method, params)

    lsp_client.protocol._handle_notification = record


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]))
async def client(lsp_client: LanguageClient):
    record_published(lsp_client)
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


def project(tmp_path):
    root = tmp_path / "Chores"
    shutil.copytree(FIXTURE, root)
    return root


def uri(path):
    return path.as_uri()


async def published(client, uri_of_request):
    """The publishDiagnostics that came since the last call. A request answered
    after them (the server answers in order) says that all have come."""
    await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri_of_request))
    )
    out = list(client.published)
    client.published.clear()
    return out


def open_swift(client, path, text=None):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri(path), language_id="swift", version=1, text=path.read_text() if text is None else text
            )
        )
    )


def save(client, path):
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(path))))


async def test_findings_of_a_swift_file_on_open(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    open_swift(client, view)
    params = await published(client, uri(view))
    by_uri = {p.uri: p.diagnostics for p in params}
    # Every file of the project with findings, in path order: the list view, then the opened one.
    assert [p.uri for p in params] == [uri(root / "ChoreListView.swift"), uri(view)]
    codes = [d.code for d in by_uri[uri(view)]]
    assert codes.count("safety.insufficient-confirmation") == 2
    assert "flow.syntax" not in codes
    confirm = next(d for d in by_uri[uri(view)] if d.code == "safety.insufficient-confirmation"
                   and d.severity == types.DiagnosticSeverity.Error)
    # Line 9 (1-based) of ChoreView.swift: the destructive button.
    assert confirm.range.start.line == 8 and confirm.range.start.character == 12
    assert confirm.source == "aaflow"
    # Each underlines its whole word: `Button`, `NavigationLink`, `struct`.
    assert (confirm.range.end.line, confirm.range.end.character) == (8, 18)
    (icon,) = [d for d in by_uri[uri(root / "ChoreListView.swift")] if d.code == "representation.missing-icon"]
    assert ((icon.range.start.line, icon.range.start.character), (icon.range.end.line, icon.range.end.character)) == ((5, 12), (5, 26))
    (unaware,) = [d for d in by_uri[uri(view)] if d.code == "project.shared-view-unaware"]
    assert ((unaware.range.start.line, unaware.range.start.character), (unaware.range.end.character)) == ((2, 0), 6)


async def test_a_swift_file_in_no_project_gets_nothing(client: LanguageClient, tmp_path):
    loose = tmp_path / "loose" / "Scratch.swift"
    loose.parent.mkdir()
    loose.write_text("struct Scratch { let a = [1, 2\n")
    open_swift(client, loose)
    save(client, loose)
    await asyncio.sleep(0.5)
    assert uri(loose) not in client.diagnostics
    # Requests on it are answered, empty.
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri(loose)))
    )
    assert symbols == []


async def test_bad_swift_never_crashes(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    broken = root / "Broken.swift"
    broken.write_text("struct Broken: View { var body: some View { VStack { Button(\"x\" { ] } \u0000 #if\n")
    open_swift(client, broken)
    await published(client, uri(broken))
    # Still alive, and still auditing the rest.
    view = root / "ChoreView.swift"
    open_swift(client, view)
    (params,) = await published(client, uri(view))
    assert params.uri == uri(view)
    assert any(d.code == "safety.insufficient-confirmation" for d in params.diagnostics)


async def test_findings_on_save_not_per_keystroke(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    text = view.read_text()
    open_swift(client, view)
    await published(client, uri(view))
    before = len(client.diagnostics[uri(view)])
    # Typing does not audit.
    fixed = text.replace('Button("Forget it", systemImage: "trash", role: .destructive)', 'Button("Done", systemImage: "checkmark")')
    assert fixed != text
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(view), version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    await asyncio.sleep(0.5)
    assert len(client.diagnostics[uri(view)]) == before
    # Saving does: the file is read from disk.
    view.write_text(fixed)
    save(client, view)
    (params,) = await published(client, uri(view))
    assert params.uri == uri(view)
    assert "safety.insufficient-confirmation" not in [d.code for d in params.diagnostics]


async def test_a_save_republishes_the_other_files_whose_findings_changed(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    listing = root / "ChoreListView.swift"
    open_swift(client, view)
    await published(client, uri(view))
    assert any(d.code == "representation.missing-icon" for d in client.diagnostics[uri(listing)])
    # The list view is not open: it is read from disk. Give its link an icon
    # and a preview; save the opened file (as an editor does after a
    # project-wide replace).
    listing.write_text(listing.read_text()
                       .replace('NavigationLink("Sweep") {', 'NavigationLink {')
                       .replace('ChoreView()\n            }', 'ChoreView()\n            } label: {\n'
                                '                Label("Sweep", systemImage: "wind")\n            }'))
    save(client, view)
    params = await published(client, uri(view))
    assert [p.uri for p in params][0] == uri(listing)
    assert "representation.missing-icon" not in [d.code for d in client.diagnostics[uri(listing)]]


async def test_a_file_that_no_longer_has_findings_gets_an_empty_list(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    listing = root / "ChoreListView.swift"
    open_swift(client, view)
    await published(client, uri(view))
    # The list view's findings go if its whole text is a preview-less view with nothing to find.
    listing.write_text("import SwiftUI\n\nstruct ChoreListView: View {\n    var body: some View {\n"
                       "        ChoreView()\n            .navigationTitle(\"Chores\")\n"
                       "            .assistiveAccessNavigationIcon(systemImage: \"checklist\")\n    }\n}\n\n#Preview(traits: .assistiveAccess) {\n    ChoreListView()\n}\n")
    save(client, listing)
    params = await published(client, uri(view))
    by_uri = {p.uri: p.diagnostics for p in params}
    assert list(by_uri[uri(listing)]) == []
    # Published again only when they change.
    save(client, listing)
    assert [p.uri for p in await published(client, uri(view))] == [uri(listing)]


async def test_accept_a_swift_finding_with_a_code_action(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    text = view.read_text()
    open_swift(client, view)
    await published(client, uri(view))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(view)),
            range=types.Range(start=types.Position(line=8, character=0), end=types.Position(line=8, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    titles = [a.title for a in actions]
    assert "Accept it: add `// aaflow:allow safety.insufficient-confirmation …`" in titles
    accept = next(a for a in actions if "safety.insufficient-confirmation" in a.title)
    (edit,) = accept.edit.changes[uri(view)]
    assert (edit.range.start.line, edit.range.start.character) == (8, 0)
    assert edit.new_text == "            // aaflow:allow safety.insufficient-confirmation say why this is accepted here\n"
    # Applied and saved, the finding is accepted: a hint.
    lines = text.split("\n")
    lines.insert(8, edit.new_text.rstrip("\n"))
    view.write_text("\n".join(lines))
    save(client, view)
    (params,) = await published(client, uri(view))
    accepted = [d for d in params.diagnostics if d.code == "safety.insufficient-confirmation"]
    assert accepted and all(d.severity == types.DiagnosticSeverity.Hint for d in accepted)


async def test_a_package_is_found_by_its_manifest(client: LanguageClient, tmp_path):
    package = tmp_path / "ChoresPackage"
    sources = package / "Sources" / "ChoresApp"
    shutil.copytree(FIXTURE, sources)
    (sources / "Info.plist").unlink()
    (package / "Package.swift").write_text("// swift-tools-version:5.9\nimport PackageDescription\n"
                                           "let package = Package(name: \"Chores\")\n")
    view = sources / "ChoreView.swift"
    open_swift(client, view)
    params = await published(client, uri(view))
    # Without the plist, the project check of the key stands at the App.
    assert uri(sources / "ChoresApp.swift") in [p.uri for p in params]


def apply_edits(text, edits):
    """Applies LSP edits (ASCII text, so UTF-16 columns are characters)."""
    lines = text.split("\n")

    def offset(p):
        return sum(len(l) + 1 for l in lines[: p.line]) + p.character

    for e in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(e.range.start)] + e.new_text + text[offset(e.range.end):]
    return text


async def test_quick_fixes_of_aaflow_allow_comments_that_accept_nothing(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    text = (view.read_text()
            .replace("    var body: some View {", "    var body: some View { // aaflow:allow navigation.custom-back nothing to accept")
            .replace('            Button("Forget it"', "            // aaflow:allow safety.insufficient-confirmaton it asks next year\n"
                                                       '            Button("Forget it"'))
    view.write_text(text)
    open_swift(client, view)
    await published(client, uri(view))
    unused = [d for d in client.diagnostics[uri(view)] if d.code == "allow.unused"]
    assert sorted(d.range.start.line for d in unused) == [5, 8]

    async def fix(line):
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri(view)),
                range=types.Range(start=types.Position(line=line, character=0), end=types.Position(line=line, character=0)),
                context=types.CodeActionContext(diagnostics=[]),
            )
        )
        (action,) = [a for a in actions if a.is_preferred and a.diagnostics[0].code == "allow.unused"]
        return action.title, apply_edits(text, action.edit.changes[uri(view)])

    title, after = await fix(5)
    assert title == "Remove the `aaflow:allow` comment that accepts nothing"
    assert "    var body: some View {\n" in after and "nothing to accept" not in after
    title, after = await fix(8)
    assert title == "Change to `safety.insufficient-confirmation`"
    assert "// aaflow:allow safety.insufficient-confirmation it asks next year\n" in after
    # Saved, the comment accepts the finding.
    view.write_text(after)
    save(client, view)
    await published(client, uri(view))
    confirm = [d for d in client.diagnostics[uri(view)] if d.code == "safety.insufficient-confirmation"]
    assert confirm and all(d.severity == types.DiagnosticSeverity.Hint for d in confirm)


async def test_the_projects_configuration_applies_as_in_audit(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    listing = root / "ChoreListView.swift"
    (root / ".aaflow.json").write_text(
        '{"allow": [{"rule": "safety.insufficient-confirmation", "reason": "asks in the next version"}],'
        ' "exclude": ["Extra"]}\n'
    )
    (root / "Extra").mkdir()
    (root / "Extra" / "Broken.swift").write_text("struct Broken { let x = [1, 2\n")
    open_swift(client, view)
    await published(client, uri(view))
    confirm = [d for d in client.diagnostics[uri(view)] if d.code == "safety.insufficient-confirmation"]
    assert confirm and all(d.severity == types.DiagnosticSeverity.Hint for d in confirm)
    assert all("asks in the next version" in d.message for d in confirm)
    assert uri(root / "Extra" / "Broken.swift") not in client.diagnostics
    # The configuration changes: the next save reads it again.
    (root / ".aaflow.json").write_text('{"exclude": ["Extra"]}\n')
    save(client, view)
    await published(client, uri(view))
    confirm = [d for d in client.diagnostics[uri(view)] if d.code == "safety.insufficient-confirmation"]
    assert confirm and not any(d.severity == types.DiagnosticSeverity.Hint for d in confirm)
    assert uri(listing) in client.diagnostics
    # Without the exclude, the broken file is read, and the reader says where it gave up.
    (root / ".aaflow.json").unlink()
    save(client, view)
    await published(client, uri(view))
    assert [d.code for d in client.diagnostics[uri(root / "Extra" / "Broken.swift")]] == ["swift.gave-up"]


async def test_a_broken_configuration_is_logged_and_the_audit_goes_on(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    (root / ".aaflow.json").write_text("{ not json\n")
    open_swift(client, view)
    await published(client, uri(view))
    assert any(d.code == "safety.insufficient-confirmation" for d in client.diagnostics[uri(view)])


async def test_findings_the_baseline_records_are_hints(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    view = root / "ChoreView.swift"
    written = subprocess.run([SERVER, "audit", str(root), "--write-baseline", str(root / "aaflow-baseline.json")],
                             capture_output=True, text=True)
    assert written.returncode == 0, written.stderr
    (root / ".aaflow.json").write_text('{"baseline": "aaflow-baseline.json"}\n')
    open_swift(client, view)
    await published(client, uri(view))
    confirm = [d for d in client.diagnostics[uri(view)] if d.code == "safety.insufficient-confirmation"]
    assert confirm and all(d.severity == types.DiagnosticSeverity.Hint and "(in the baseline)" in d.message for d in confirm)
    # No quick fix offers to accept what the baseline accepts already.
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri(view)),
            range=types.Range(start=types.Position(line=8, character=0), end=types.Position(line=8, character=0)),
            context=types.CodeActionContext(diagnostics=[]),
        )
    )
    assert not [a for a in actions if "safety.insufficient-confirmation" in a.title]


async def test_a_flows_configuration_applies_as_in_check(client: LanguageClient, tmp_path):
    flow = tmp_path / "app.flow"
    text = ('scene assistive\nscreen a "A" icon a\n  button "B" icon b -> b\n'
            'screen b "B" icon b\n  button "C" icon c -> c\nscreen c "C" icon c\n')
    flow.write_text(text)
    expected = subprocess.run([SERVER, "check", "--format", "json", str(flow)], capture_output=True, text=True)

    def opened():
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(flow), language_id="aaflow", version=1, text=text)))

    opened()
    await published(client, uri(flow))
    assert "navigation.too-deep" not in [d.code for d in client.diagnostics[uri(flow)]]
    # A configuration beside it lowers the depth, as `aaflow check` reads it.
    (tmp_path / ".aaflow.json").write_text('{"limits": {"depth": 1}}\n')
    save(client, flow)
    await published(client, uri(flow))
    deep = [d for d in client.diagnostics[uri(flow)] if d.code == "navigation.too-deep"]
    assert deep and deep[0].range.start.line == 5
    check = subprocess.run([SERVER, "check", str(flow)], capture_output=True, text=True)
    assert "navigation.too-deep" in check.stderr
    assert expected.returncode == 0
    # Its `allow` entries accept findings: hints.
    (tmp_path / ".aaflow.json").write_text(
        '{"limits": {"depth": 1}, "allow": [{"rule": "navigation.too-deep", "reason": "a short chain"}]}\n')
    save(client, flow)
    await published(client, uri(flow))
    deep = [d for d in client.diagnostics[uri(flow)] if d.code == "navigation.too-deep"]
    assert deep and all(d.severity == types.DiagnosticSeverity.Hint for d in deep)
    # Formatting leaves the configuration's limits out of the file.
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri(flow)), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    assert all("limit" not in e.new_text for e in edits)
    formatted = subprocess.run([SERVER, "format", "-"], input=text, capture_output=True, text=True).stdout
    assert apply_edits(text, edits) == formatted


async def test_a_flows_baseline_marks_what_it_records(client: LanguageClient, tmp_path):
    flow = tmp_path / "app.flow"
    text = 'scene assistive\nscreen a "A" icon a\n  button "Delete" icon trash destructive\n'
    flow.write_text(text)
    written = subprocess.run([SERVER, "check", str(flow), "--write-baseline", str(tmp_path / "aaflow-baseline.json")],
                             capture_output=True, text=True)
    assert written.returncode == 0, written.stderr
    (tmp_path / ".aaflow.json").write_text('{"baseline": "aaflow-baseline.json"}\n')
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri(flow), language_id="aaflow", version=1, text=text)))
    await published(client, uri(flow))
    confirm = [d for d in client.diagnostics[uri(flow)] if d.code == "safety.insufficient-confirmation"]
    assert confirm and all(d.severity == types.DiagnosticSeverity.Hint and "(in the baseline)" in d.message for d in confirm)

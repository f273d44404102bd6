"""aaflow lsp with a client that watches files for it (it says it can
register workspace/didChangeWatchedFiles, as VS Code, Neovim and Helix do):
the server registers the watch, audits what the client says changed on disk,
and a save reads only what the client named. The project is
Tests/Fixtures/lsp/Chores, copied to a temporary folder."""
import asyncio
import pathlib
import sys
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import SERVER  # noqa: E402
from test_swift import open_swift, project, published, record_published, save, uri  # noqa: E402


async def start(lsp_client, workspace):
    """Initializes a client that can watch files, whose workspace folder is `workspace`."""
    record_published(lsp_client)
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)
        return None

    capabilities = types.ClientCapabilities(
        workspace=types.WorkspaceClientCapabilities(
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)
        )
    )
    folder = types.WorkspaceFolder(uri=workspace.as_uri(), name=workspace.name or "root")
    await lsp_client.initialize_session(types.InitializeParams(capabilities=capabilities, workspace_folders=[folder]))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]))
async def client(lsp_client: LanguageClient):
    # The editor watches its workspace folders: the temporary folder holds every test's project.
    await start(lsp_client, pathlib.Path(tempfile.gettempdir()).resolve())
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "lsp"]))
async def elsewhere(lsp_client: LanguageClient):
    # The editor's workspace is another folder: it watches nothing of the project.
    await start(lsp_client, pathlib.Path(tempfile.gettempdir()).resolve() / "aaflow-another-workspace")
    yield
    await lsp_client.shutdown_session()


def changed(client, *events):
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=uri(p), type=t) for p, t in events])
    )


def give_the_link_an_icon(listing):
    """Changes the list view on disk: its link gets a label with an icon."""
    listing.write_text(listing.read_text()
                       .replace('NavigationLink("Sweep") {', 'NavigationLink {')
                       .replace('ChoreView()\n            }', 'ChoreView()\n            } label: {\n'
                                '                Label("Sweep", systemImage: "wind")\n            }'))


async def watching(client, root):
    """Opens the project's app file once the client took the registration."""
    for _ in range(50):
        if client.registrations:
            break
        await asyncio.sleep(0.05)
    (registration,) = client.registrations
    assert registration.method == "workspace/didChangeWatchedFiles"
    app = root / "ChoresApp.swift"
    open_swift(client, app)
    await published(client, uri(app))
    return app


async def test_a_change_the_client_names_is_audited_without_a_save(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    app = await watching(client, root)
    listing = root / "ChoreListView.swift"
    assert any(d.code == "representation.missing-icon" for d in client.diagnostics[uri(listing)])
    give_the_link_an_icon(listing)
    changed(client, (listing, types.FileChangeType.Changed))
    params = await published(client, uri(app))
    assert [p.uri for p in params] == [uri(listing)]
    assert "representation.missing-icon" not in [d.code for d in client.diagnostics[uri(listing)]]


async def test_a_save_reads_what_the_client_named_and_nothing_else(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    app = await watching(client, root)
    listing = root / "ChoreListView.swift"
    before = client.diagnostics[uri(listing)]
    # Changed on disk, but the client has not said so yet: a save of another file
    # does not look at it (the client watches for the server).
    give_the_link_an_icon(listing)
    save(client, app)
    await published(client, uri(app))
    assert client.diagnostics[uri(listing)] == before
    # Now it says so.
    changed(client, (listing, types.FileChangeType.Changed))
    await published(client, uri(app))
    assert client.diagnostics[uri(listing)] != before


async def test_a_file_made_and_a_folder_removed_are_found_by_a_walk(client: LanguageClient, tmp_path):
    root = project(tmp_path)
    app = await watching(client, root)
    folder = root / "More"
    folder.mkdir()
    extra = folder / "ExtraView.swift"
    extra.write_text('import SwiftUI\n\n// aaflow:allow navigation.custom-back nothing to accept\n'
                     'struct ExtraView: View {\n    var body: some View {\n        Text("Extra")\n    }\n}\n')
    changed(client, (folder, types.FileChangeType.Created), (extra, types.FileChangeType.Created))
    await published(client, uri(app))
    # The new file is read: its allow comment accepts nothing.
    assert [d.code for d in client.diagnostics.get(uri(extra), [])] == ["allow.unused"]
    extra.unlink()
    folder.rmdir()
    changed(client, (folder, types.FileChangeType.Deleted))
    params = await published(client, uri(app))
    # Gone with its folder: its findings are taken back.
    assert [(p.uri, list(p.diagnostics)) for p in params] == [(uri(extra), [])]


async def test_a_project_outside_the_workspace_is_looked_at_at_each_save(elsewhere: LanguageClient, tmp_path):
    root = project(tmp_path)
    app = await watching(elsewhere, root)
    listing = root / "ChoreListView.swift"
    before = elsewhere.diagnostics[uri(listing)]
    # The editor does not watch this folder: a save looks at every file, as with an editor that cannot watch.
    give_the_link_an_icon(listing)
    save(elsewhere, app)
    await published(elsewhere, uri(app))
    assert elsewhere.diagnostics[uri(listing)] != before

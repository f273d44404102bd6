"""The VS Code extension in editors/vscode: a real grammar file, the same as
the TextMate one; a license and a repository; and a client that starts again
when its settings change (extension.js run by Node against stand-ins for
`vscode` and `vscode-languageclient`)."""
import json
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
VSCODE = ROOT / "editors" / "vscode"
TEXTMATE = ROOT / "editors" / "textmate" / "flow.tmLanguage.json"
COPY = VSCODE / "syntaxes" / "flow.tmLanguage.json"


def test_the_grammar_is_a_file_identical_to_the_textmate_one():
    assert not COPY.is_symlink() and COPY.is_file()
    assert not TEXTMATE.is_symlink() and TEXTMATE.is_file()
    assert COPY.read_bytes() == TEXTMATE.read_bytes(), "copy editors/textmate/flow.tmLanguage.json to editors/vscode/syntaxes/"


def test_the_package_names_its_license_repository_and_grammar():
    package = json.loads((VSCODE / "package.json").read_text())
    assert package["license"] == "MIT"
    assert "MIT License" in (VSCODE / "LICENSE").read_text()
    assert package["repository"]["url"].startswith("https://")
    assert package["repository"]["directory"] == "editors/vscode"
    (grammar,) = package["contributes"]["grammars"]
    assert (VSCODE / grammar["path"]).resolve() == COPY.resolve()
    assert set(package["activationEvents"]) == {"onLanguage:aaflow", "onLanguage:swift"}
    settings = package["contributes"]["configuration"]["properties"]
    assert settings["aaflow.path"]["default"] == "aaflow"
    assert settings["aaflow.swift"]["default"] is True


STAND_INS = {
    "vscode/index.js": """
const listeners = [];
const values = { path: 'aaflow', swift: true };
module.exports = {
  values,
  workspace: {
    getConfiguration: () => ({ get: (key, fallback) => (key in values ? values[key] : fallback) }),
    onDidChangeConfiguration: (f) => { listeners.push(f); return { dispose() {} }; },
  },
  window: { showErrorMessage: (m) => { console.log('error: ' + m); } },
  change: (section) => listeners.forEach((f) => f({ affectsConfiguration: (s) => s === section })),
};
""",
    "vscode-languageclient/node.js": """
const log = [];
class LanguageClient {
  constructor(id, name, server, options) {
    this.command = server.run.command;
    this.languages = options.documentSelector.map((d) => d.language);
  }
  async start() { log.push(`start ${this.command} ${this.languages.join(',')}`); }
  async stop() { log.push(`stop ${this.command}`); }
}
module.exports = { LanguageClient, TransportKind: { stdio: 0 }, log };
""",
}

DRIVER = """
const vscode = require('vscode');
const { log } = require('vscode-languageclient/node');
const extension = require(process.argv[2]);
(async () => {
  const context = { subscriptions: [] };
  await extension.activate(context);
  vscode.values.path = '/opt/aaflow/bin/aaflow';
  vscode.change('aaflow.path');
  await new Promise((r) => setTimeout(r, 50));
  vscode.change('editor.fontSize');
  vscode.values.swift = false;
  vscode.change('aaflow.swift');
  await new Promise((r) => setTimeout(r, 50));
  await extension.deactivate();
  console.log(JSON.stringify(log));
})();
"""


def test_the_client_starts_again_when_its_settings_change(tmp_path):
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    for name, text in STAND_INS.items():
        path = tmp_path / "node_modules" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (tmp_path / "driver.js").write_text(DRIVER)
    run = subprocess.run([node, str(tmp_path / "driver.js"), str(VSCODE / "extension.js")],
                         capture_output=True, text=True, cwd=tmp_path, timeout=60,
                         env={"NODE_PATH": str(tmp_path / "node_modules"), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr
    log = json.loads(run.stdout.strip().splitlines()[-1])
    assert log == [
        "start aaflow aaflow,aaflow,swift",
        "stop aaflow",
        "start /opt/aaflow/bin/aaflow aaflow,aaflow,swift",
        "stop /opt/aaflow/bin/aaflow",
        "start /opt/aaflow/bin/aaflow aaflow,aaflow",
        "stop /opt/aaflow/bin/aaflow",
    ]

// Starts `aaflow lsp` for .flow files (and, unless `aaflow.swift` is off, for
// the Swift files of SwiftUI projects) through vscode-languageclient, and
// starts it again when its settings change.
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function makeClient() {
  const settings = vscode.workspace.getConfiguration('aaflow');
  const command = settings.get('path') || 'aaflow';
  const serverOptions = {
    run: { command, args: ['lsp'], transport: TransportKind.stdio },
    debug: { command, args: ['lsp'], transport: TransportKind.stdio },
  };
  const documentSelector = [
    { scheme: 'file', language: 'aaflow' },
    { scheme: 'untitled', language: 'aaflow' },
  ];
  // Swift files are audited on open and save; sourcekit-lsp keeps answering
  // everything else about them (aaflow answers hover or completion there with nothing).
  if (settings.get('swift', true)) documentSelector.push({ scheme: 'file', language: 'swift' });
  return new LanguageClient('aaflow', 'aaflow', serverOptions, { documentSelector });
}

async function restart() {
  const old = client;
  client = undefined;
  if (old) {
    try {
      await old.stop();
    } catch (error) {
      // A server that never started (a wrong `aaflow.path`) cannot be stopped; start anew all the same.
    }
  }
  client = makeClient();
  await client.start();
}

function activate(context) {
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('aaflow.path') || event.affectsConfiguration('aaflow.swift')) {
        restart().catch((error) => vscode.window.showErrorMessage(`aaflow: the language server did not start: ${error.message || error}`));
      }
    }),
    { dispose: () => (client ? client.stop() : undefined) },
  );
  client = makeClient();
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };

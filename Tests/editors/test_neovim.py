"""The Neovim setup of docs/editors.md for 0.7 and later, run in `nvim --headless`
against the built server: a flow's diagnostics as it opens, and a Swift
file's findings on open and after a save. Skipped without Neovim."""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SERVER = os.environ.get("AAFLOW_BIN", str(ROOT / ".build" / "debug" / "aaflow"))
FIXTURE = ROOT / "Tests" / "Fixtures" / "lsp" / "Chores"

CHECK = r'''
local function report(buf, pred, label)
  local ok = vim.wait(15000, function() return pred(vim.diagnostic.get(buf)) end, 50)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
    table.insert(out, string.format("%d:%d-%d:%d %s", d.lnum, d.col, d.end_lnum, d.end_col, code))
  end
  table.sort(out)
  io.stdout:write(label .. (ok and " ok: " or " timeout: ") .. table.concat(out, ", ") .. "\n")
end
local function has(code)
  return function(d)
    for _, x in ipairs(d) do
      if (x.code or (x.user_data and x.user_data.lsp and x.user_data.lsp.code)) == code then return true end
    end
    return false
  end
end
vim.cmd("edit bad.flow")
report(vim.api.nvim_get_current_buf(), has("flow.syntax"), "flow")
vim.cmd("edit Chores/ChoreView.swift")
local swift = vim.api.nvim_get_current_buf()
report(swift, has("safety.insufficient-confirmation"), "swift-open")
vim.cmd([[%s/Button("Forget it", systemImage: "trash", role: .destructive)/Button("Done", systemImage: "checkmark")/]])
vim.cmd("silent write")
local gone = has("safety.insufficient-confirmation")
report(swift, function(d) return not gone(d) end, "swift-save")
vim.cmd("qall!")
'''


def readme_snippet():
    readme = (ROOT / "docs" / "editors.md").read_text()
    blocks = re.findall(r"```lua\n(.*?)```", readme, re.S)
    (snippet,) = [b for b in blocks if "vim.lsp.start_client" in b]
    return snippet


def test_the_neovim_07_setup_gives_diagnostics_for_flows_and_swift(tmp_path):
    nvim = shutil.which("nvim")
    if nvim is None:
        pytest.skip("Neovim is not installed")
    (tmp_path / "init.lua").write_text(readme_snippet())
    (tmp_path / "check.lua").write_text(CHECK)
    (tmp_path / "bad.flow").write_text('scene assistive\nscreen a "A" icon a\n  button "B" icon b --> a\n')
    shutil.copytree(FIXTURE, tmp_path / "Chores")
    env = dict(os.environ, PATH=str(pathlib.Path(SERVER).parent) + os.pathsep + os.environ.get("PATH", ""),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_STATE_HOME=str(tmp_path / "state"))
    run = subprocess.run([nvim, "--headless", "-u", "init.lua", "-c", "luafile check.lua"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    lines = [l for l in run.stdout.replace("\r", "\n").splitlines() if re.match(r"^(flow|swift-\w+) ", l)]
    assert lines[0] == "flow ok: 2:20-2:23 flow.syntax", run.stdout + run.stderr
    assert lines[1].startswith("swift-open ok: ") and "8:12-8:18 safety.insufficient-confirmation" in lines[1]
    assert lines[2].startswith("swift-save ok: ") and "safety.insufficient-confirmation" not in lines[2]

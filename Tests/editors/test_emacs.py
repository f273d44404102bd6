"""The Emacs setup of docs/editors.md (eglot), run in `emacs --batch` against the
built server: a flow's diagnostics, and, with eglot pointed at aaflow for
Swift as docs/editors.md says, a Swift file's findings. Skipped without Emacs
and eglot (Emacs 29 has it built in; Debian's Emacs 28 has elpa-eglot)."""
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
(defun aaflow-test-wait (pred secs)
  (let ((deadline (+ (float-time) secs)))
    (while (and (< (float-time) deadline) (not (funcall pred)))
      (accept-process-output nil 0.1))
    (funcall pred)))
(defun aaflow-test-open (file label)
  (find-file file)
  (run-hooks 'post-command-hook)  ; eglot-ensure waits for the command loop, which batch mode lacks
  (aaflow-test-wait #'eglot-current-server 15)
  (flymake-start)
  (aaflow-test-wait #'flymake-diagnostics 15)
  (dolist (d (flymake-diagnostics))
    (princ (format "%s %s:%s-%s %s\n" label (line-number-at-pos (flymake-diagnostic-beg d))
                   (save-excursion (goto-char (flymake-diagnostic-beg d)) (current-column))
                   (save-excursion (goto-char (flymake-diagnostic-end d)) (current-column))
                   (car (split-string (flymake-diagnostic-text d) "\n"))))))
(aaflow-test-open "bad.flow" "flow")
;; A stand-in for swift-mode, which is not installed here.
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode))
(add-to-list 'eglot-server-programs '(swift-mode "aaflow" "lsp"))
(add-hook 'swift-mode-hook #'eglot-ensure)
(aaflow-test-open "Chores/ChoreView.swift" "swift")
(kill-emacs 0)
'''


def readme_snippet():
    readme = (ROOT / "docs" / "editors.md").read_text()
    blocks = re.findall(r"```elisp\n(.*?)```", readme, re.S)
    (snippet,) = [b for b in blocks if "eglot-server-programs" in b]
    return snippet


def test_the_emacs_eglot_setup_gives_diagnostics(tmp_path):
    emacs = shutil.which("emacs")
    if emacs is None:
        pytest.skip("Emacs is not installed")
    probe = subprocess.run([emacs, "--batch", "--eval", "(princ (if (require 'eglot nil t) \"yes\" \"no\"))"],
                           capture_output=True, text=True, timeout=60)
    if not probe.stdout.endswith("yes"):
        pytest.skip("eglot is not installed")
    (tmp_path / "init.el").write_text("(require 'eglot)\n" + readme_snippet())
    (tmp_path / "check.el").write_text(CHECK)
    (tmp_path / "bad.flow").write_text('scene assistive\nscreen a "A" icon a\n  button "B" icon b --> a\n')
    shutil.copytree(FIXTURE, tmp_path / "Chores")
    env = dict(os.environ, PATH=str(pathlib.Path(SERVER).parent) + os.pathsep + os.environ.get("PATH", ""),
               HOME=str(tmp_path))
    run = subprocess.run([emacs, "--batch", "-l", "init.el", "-l", "check.el"],
                         cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    lines = [l for l in run.stdout.splitlines() if re.match(r"^(flow|swift) ", l)]
    assert any(l.startswith("flow 3:20-23 ") and "flow.syntax" in l and "`-->`" in l for l in lines), run.stdout + run.stderr
    assert any(l.startswith("swift 9:") and "[safety.insufficient-confirmation]" in l for l in lines), run.stdout + run.stderr

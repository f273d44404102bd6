#!/usr/bin/env bash
# The CI recipe of examples/ci, tested (`make test-ci`; usage:
# scripts/ci-recipe-test.sh PATH/TO/aaflow):
#   1. the workflow is valid against GitHub's workflow schema
#      (check-jsonschema's built-in vendor.github-workflows, which works
#      offline; installed with pip when missing), and asks for what code
#      scanning needs: security-events: write, upload-sarif@v3 after an
#      audit step whose status is kept, and a last step that fails on it;
#   2. the workflow's own Audit and Fail steps, taken out of the YAML, run
#      with bash against examples/Journal (clean: status 0, no fail) and
#      against Tests/PluginPackage/App (an error: status 1 kept, SARIF
#      written, then the fail step exits 1);
#   3. the shell recipe parses (sh -n, bash -n; shellcheck too where it is
#      installed) and runs for real: status 0 and SARIF on examples/Journal,
#      1 on examples/Errands (its SARIF still written), 2 on a missing
#      folder, 64 without a project.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
bin=${1:-.build/debug/aaflow}
case "$bin" in /*) ;; *) bin="$root/$bin" ;; esac
[ -x "$bin" ] || { echo "ci-recipe-test: no aaflow at $bin; build first (make build)" >&2; exit 1; }
workflow=examples/ci/aaflow.yml
recipe=examples/ci/aaflow-ci.sh
say() { echo "ci-recipe-test: $*" >&2; }
fail() { say "$*"; exit 1; }

if ! command -v check-jsonschema >/dev/null 2>&1 && ! python3 -c "import check_jsonschema" 2>/dev/null; then
    say "installing check-jsonschema (a JSON Schema checker with GitHub's workflow schema built in) with pip"
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema 2>/dev/null \
        || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages check-jsonschema
fi
python3 -m check_jsonschema --builtin-schema vendor.github-workflows "$workflow" >&2 \
    || fail "$workflow is not a valid GitHub Actions workflow"

work=$(mktemp -d "${TMPDIR:-/tmp}/aaflow-ci.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The steps of the workflow, as data (ruamel.yaml comes with check-jsonschema).
python3 - "$workflow" "$work" <<'PY'
import sys
from ruamel.yaml import YAML
workflow, work = sys.argv[1], sys.argv[2]
doc = YAML(typ="safe").load(open(workflow))
def fail(message):
    sys.exit(f"ci-recipe-test: {workflow}: {message}")
if doc.get("permissions", {}).get("security-events") != "write":
    fail("no `security-events: write` permission, which the SARIF upload needs")
steps = doc["jobs"]["audit"]["steps"]
names = [s.get("uses", "").split("@")[0] or s.get("id", s.get("name")) for s in steps]
audit = next((i for i, s in enumerate(steps) if s.get("id") == "audit"), None)
upload = next((i for i, s in enumerate(steps) if s.get("uses", "").startswith("github/codeql-action/upload-sarif@v3")), None)
if audit is None or upload is None or upload < audit:
    fail(f"needs a step with id `audit`, then github/codeql-action/upload-sarif@v3; has {names}")
if "always()" not in str(steps[upload].get("if", "")):
    fail("the upload must run whatever the audit found (`if: always()`)")
if steps[upload]["with"]["sarif_file"] != "aaflow.sarif":
    fail("the upload must send aaflow.sarif")
if "--format sarif > aaflow.sarif || status=$?" not in steps[audit]["run"]:
    fail("the audit step must keep aaflow's status rather than fail before the upload")
last = steps[-1]
if upload > len(steps) - 2 or "steps.audit.outputs.status" not in str(last.get("if", "")):
    fail("the last step, after the upload, must fail on the audit's status")
if not any("swift build -c release" in s.get("run", "") for s in steps[:audit]):
    fail("aaflow must be built (swift build -c release) before the audit")
if not str(doc["jobs"]["audit"]["runs-on"]).startswith("macos"):
    fail("the job must run on macOS")
open(f"{work}/audit-step.sh", "w").write(steps[audit]["run"])
open(f"{work}/fail-step.sh", "w").write(last["run"])
PY
say "$workflow: a valid workflow (vendor.github-workflows); audit, upload-sarif@v3 whatever the status, then fail on it"

# The workflow's steps, run as GitHub runs them (bash -e), in a folder
# standing for the checkout: $AAFLOW is the aaflow just built.
run_step() {  # run_step PROJECT -> the status the audit step recorded
    local project=$1
    rm -f "$work/aaflow.sarif" "$work/output"
    (cd "$work" && AAFLOW="$bin" AAFLOW_PROJECT="$project" GITHUB_OUTPUT="$work/output" \
        bash -e "$work/audit-step.sh" >/dev/null) || fail "the workflow's audit step itself failed on $project"
    [ -s "$work/aaflow.sarif" ] || fail "the workflow's audit step wrote no SARIF for $project"
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["version"]=="2.1.0" and d["runs"]' "$work/aaflow.sarif" \
        || fail "the SARIF of $project is not SARIF 2.1.0"
    sed -n 's/^status=//p' "$work/output"
}
status=$(run_step "$root/examples/Journal")
[ "$status" = 0 ] || fail "the workflow's audit of examples/Journal recorded status $status, not 0"
status=$(run_step "$root/Tests/PluginPackage/App")
[ "$status" = 1 ] || fail "the workflow's audit of an app with an error recorded status $status, not 1"
grep -q '"ruleId": "project.missing-scene"' "$work/aaflow.sarif" || fail "the SARIF lacks the error's finding"
set +e
(cd "$work" && AAFLOW="$bin" AAFLOW_PROJECT="$root/Tests/PluginPackage/App" STATUS=1 bash -e "$work/fail-step.sh" >/dev/null 2>&1)
fail_status=$?
set -e
[ "$fail_status" = 1 ] || fail "the workflow's last step exited $fail_status on status 1, not 1"
say "the workflow's steps, run: Journal status 0; an app with an error: status 1 kept, SARIF written, the last step fails with 1"

sh -n "$recipe" && bash -n "$recipe" || fail "$recipe does not parse"
if command -v shellcheck >/dev/null 2>&1; then shellcheck "$recipe" || fail "shellcheck finds fault with $recipe"; fi
recipe_status() {  # recipe_status ARGS... -> the recipe's exit status
    local s=0
    (cd "$work" && AAFLOW="$bin" sh "$root/$recipe" "$@" >/dev/null 2>"$work/recipe.log") || s=$?
    echo "$s"
}
rm -f "$work/aaflow.sarif"
[ "$(recipe_status "$root/examples/Journal")" = 0 ] || { cat "$work/recipe.log" >&2; fail "$recipe on examples/Journal: not status 0"; }
[ -s "$work/aaflow.sarif" ] || fail "$recipe wrote no aaflow.sarif"
[ "$(recipe_status "$root/examples/Errands" errands.sarif)" = 1 ] || fail "$recipe on examples/Errands: not status 1"
grep -q '"level": "error"' "$work/errands.sarif" || fail "$recipe: the SARIF of Errands holds no error"
grep -q "error:" "$work/recipe.log" || fail "$recipe printed no finding to the log"
[ "$(recipe_status "$root/no-such-project")" = 2 ] || fail "$recipe on a missing folder: not status 2"
[ "$(recipe_status)" = 64 ] || fail "$recipe without a project: not status 64"
say "$recipe: parses; Journal 0 with SARIF, Errands 1 with SARIF and the findings in the log, a missing folder 2, no project 64"
say "ok"

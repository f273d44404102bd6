#!/bin/sh
# aaflow-ci.sh PROJECT [SARIF]
#
# The CI recipe of aaflow.yml as one plain shell step, for any CI: audits
# the SwiftUI project PROJECT, prints the findings to the log as text, writes
# them as SARIF to SARIF (default aaflow.sarif) for a code-scanning upload,
# and exits with aaflow audit's status: 0 no error, 1 errors found, 2 the
# project could not be read (or no aaflow). Upload the SARIF in a step that
# runs whatever this one's status (GitLab: `when: always`; Jenkins: `post {
# always { ... } }`), then let the status fail the job.
#
# Which aaflow: $AAFLOW if set; else `aaflow` on PATH; else it is built from
# the source checkout $AAFLOW_SOURCE with `swift build -c release
# --disable-default-traits` (no Graphviz needed; Swift 6.1 or later).
set -u

project=${1:-}
sarif=${2:-aaflow.sarif}
if [ -z "$project" ]; then
    echo "usage: aaflow-ci.sh PROJECT [SARIF]" >&2
    exit 64
fi

aaflow=${AAFLOW:-}
if [ -z "$aaflow" ] && command -v aaflow >/dev/null 2>&1; then
    aaflow=aaflow
fi
if [ -z "$aaflow" ] && [ -n "${AAFLOW_SOURCE:-}" ]; then
    echo "aaflow-ci: building aaflow in $AAFLOW_SOURCE (without Graphviz)" >&2
    swift build -c release --disable-default-traits --product aaflow --package-path "$AAFLOW_SOURCE" >&2 || exit 2
    aaflow="$AAFLOW_SOURCE/.build/release/aaflow"
fi
if [ -z "$aaflow" ]; then
    echo "aaflow-ci: no aaflow: set AAFLOW to its path, put it on PATH, or set AAFLOW_SOURCE to a checkout of its source" >&2
    exit 2
fi

# The findings as text, for whoever reads the log; the status is the SARIF run's.
"$aaflow" audit "$project" >&2 || true
status=0
"$aaflow" audit "$project" --format sarif >"$sarif" || status=$?
echo "aaflow-ci: aaflow audit exited $status; SARIF in $sarif" >&2
exit "$status"

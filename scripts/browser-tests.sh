#!/usr/bin/env bash
# The browser suite of `aaflow report` (Tests/Browser): Chromium driven by
# Selenium, axe-core from the PyPI package selenium-axe-python.
#
# Installs what is missing: on Debian and Ubuntu, `chromium` and
# `chromium-driver` with apt-get; the Python packages pytest, selenium and
# selenium-axe-python with pip (into .build/browser-venv when the system
# Python refuses pip). On macOS without apt it uses an installed Chrome or
# Chromium and chromedriver, or skips the suite and says what to install.
#
#   scripts/browser-tests.sh [AAFLOW [PYTEST-ARGS...]]   (default .build/debug/aaflow)
set -u
aaflow=${1:-.build/debug/aaflow}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
SUDO=$( [ "$(id -u)" -eq 0 ] || echo sudo )

have_browser() {
    if [ -n "${CHROME_BIN:-}" ] && [ -n "${CHROMEDRIVER:-}" ]; then return 0; fi
    { command -v chromium || command -v chromium-browser || command -v google-chrome \
      || [ -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ] \
      || [ -x "/Applications/Chromium.app/Contents/MacOS/Chromium" ]; } >/dev/null 2>&1 \
      && command -v chromedriver >/dev/null 2>&1
}

if ! have_browser; then
    if command -v apt-get >/dev/null 2>&1; then
        echo "Installing Chromium and its driver (chromium, chromium-driver) for the browser tests"
        $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null \
            || { echo "browser tests: could not install chromium and chromium-driver" >&2; exit 1; }
    else
        echo "browser tests SKIPPED: no Chrome or Chromium with chromedriver found; install Google Chrome and" \
             "chromedriver (brew install --cask google-chrome chromedriver), or set CHROME_BIN and CHROMEDRIVER" >&2
        exit 0
    fi
fi

python=python3
need="import pytest, selenium, selenium_axe_python"
if ! $python -c "$need" 2>/dev/null; then
    venv=.build/browser-venv
    if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "$need" 2>/dev/null; then
        python="$venv/bin/python"
    else
        echo "Installing pytest, selenium and selenium-axe-python for the browser tests"
        if ! $python -m pip install --quiet --disable-pip-version-check pytest selenium selenium-axe-python 2>/dev/null; then
            # A system Python that refuses pip: a virtual environment of our own.
            $python -m venv "$venv" 2>/dev/null || {
                command -v apt-get >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
                $python -m venv "$venv"
            } || { echo "browser tests: cannot make a Python virtual environment" >&2; exit 1; }
            "$venv/bin/python" -m pip install --quiet --disable-pip-version-check pytest selenium selenium-axe-python \
                || { echo "browser tests: cannot install the Python packages" >&2; exit 1; }
            python="$venv/bin/python"
        fi
    fi
fi

case "$aaflow" in /*) ;; *) aaflow="$root/$aaflow" ;; esac
AAFLOW="$aaflow" $python -m pytest Tests/Browser -q -p no:cacheprovider "$@"
status=$?
if [ "$status" -eq 5 ]; then
    echo "browser tests: no test ran (pytest exit status 5)" >&2
    exit 1
fi
[ "$status" -eq 0 ] && echo "browser tests: the pages and screenshots are in .build/browser-tests/"
exit "$status"

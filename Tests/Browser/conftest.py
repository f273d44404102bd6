"""The browser suite of `aaflow report`: real Chromium, driven by Selenium,
with axe-core (from the PyPI package selenium-axe-python) run in the page.

Nothing is downloaded: the browser and its driver are the ones installed
(Debian's `chromium` and `chromium-driver`, or on macOS an installed Chrome
or Chromium with a chromedriver on PATH), and their paths are given to
Selenium explicitly. Paths can be set with CHROME_BIN and CHROMEDRIVER.

Reports are made by the aaflow binary named by AAFLOW (default
.build/debug/aaflow) into the test output folder (AAFLOW_BROWSER_OUT,
default .build/browser-tests), where the screenshots go too.
"""
import os
import platform
import shutil
import subprocess
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
HOSTILE = HERE / "hostile"


def find_browser():
    """(browser, driver) paths, or (None, why)."""
    browser = os.environ.get("CHROME_BIN")
    driver = os.environ.get("CHROMEDRIVER")
    candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    if platform.system() == "Darwin":
        candidates += ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                       "/Applications/Chromium.app/Contents/MacOS/Chromium"]
    browser = browser or next((c for c in candidates if os.path.exists(c)), None)
    driver = driver or next((c for c in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
                             if os.path.exists(c)), None) or shutil.which("chromedriver")
    if not browser or not driver:
        return None, ("no Chromium or Chrome with its chromedriver found: install Debian's chromium and "
                      "chromium-driver, or on macOS Google Chrome and chromedriver (brew install chromedriver), "
                      "or set CHROME_BIN and CHROMEDRIVER")
    return browser, driver


@pytest.fixture(scope="session")
def out_dir():
    out = Path(os.environ.get("AAFLOW_BROWSER_OUT", ROOT / ".build" / "browser-tests"))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture(scope="session")
def aaflow():
    exe = Path(os.environ.get("AAFLOW", ROOT / ".build" / "debug" / "aaflow"))
    if not exe.exists():
        subprocess.run(["swift", "build"], cwd=ROOT, check=True)
    return str(exe)


def report(aaflow, out_dir, name, *inputs, expect=(0, 1)):
    """Writes the report of `inputs` to out_dir/name.html; returns its path."""
    target = out_dir / f"{name}.html"
    result = subprocess.run([aaflow, "report", *map(str, inputs), "-o", str(target)],
                            cwd=ROOT, capture_output=True, text=True)
    assert result.returncode in expect, result.stderr
    assert target.exists(), result.stderr
    return target


@pytest.fixture(scope="session")
def reports(aaflow, out_dir):
    """Every page the suite opens, by name: each flow of flows/, all of
    them together, a flow of language 1.1, the hostile inputs (one valid, one
    invalid), and the fuzz corpus (47 flows, most of them broken) on one page."""
    pages = {}
    for flow in sorted((ROOT / "flows").glob("*.flow")):
        pages[flow.stem] = report(aaflow, out_dir, flow.stem, flow.relative_to(ROOT))
    pages["all-flows"] = report(aaflow, out_dir, "all-flows", "flows")
    pages["photos-1.1"] = report(aaflow, out_dir, "photos-1.1", HERE / "flows" / "photos-1.1.flow")
    pages["fuzz-corpus"] = report(aaflow, out_dir, "fuzz-corpus", "fuzz/corpus", expect=(2,))
    pages["injection"] = report(aaflow, out_dir, "injection", HOSTILE / "injection.flow")
    pages["invalid"] = report(aaflow, out_dir, "invalid", HOSTILE / "invalid.flow", expect=(2,))
    return pages


@pytest.fixture(scope="session")
def driver():
    browser, driver_path = find_browser()
    if browser is None:
        pytest.fail(driver_path)
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,1000", "--force-device-scale-factor=1", "--lang=en-US"]:
        options.add_argument(arg)
    d = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    d.set_script_timeout(60)
    yield d
    d.quit()


def set_scheme(driver, scheme):
    """Emulates prefers-color-scheme (light or dark)."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


@pytest.fixture
def page(driver):
    """Opens a report page in the light scheme: page(path) -> driver."""
    def open_page(path, scheme="light"):
        set_scheme(driver, scheme)
        driver.get(Path(path).as_uri())
        return driver
    yield open_page
    set_scheme(driver, "light")

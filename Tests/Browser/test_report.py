"""`aaflow report` pages opened in Chromium: accessibility (axe-core, WCAG
2.2 AA tags, light and dark), the selection, the filters, the keyboard, the
zoom, injection and the Content-Security-Policy, and screenshots for a
person to look at."""
import base64
import json
import os
import subprocess
from pathlib import Path

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait
from selenium_axe_python import Axe

from conftest import HOSTILE, ROOT, set_scheme

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
PAGES = ["news", "send", "drawing", "drawing-draft", "all-flows", "photos-1.1", "injection", "invalid"]


def no_alert(driver):
    try:
        alert = driver.switch_to.alert
    except NoAlertPresentException:
        return True
    text = alert.text
    alert.dismiss()
    pytest.fail(f"an alert ran: {text!r}")


def screenshot(driver, path, full=True):
    """A PNG of the page (the whole page, up to 8000 pixels, when full)."""
    if full:
        width, height = driver.execute_script(
            "return [document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 8000), "scale": 1}})
        Path(path).write_bytes(base64.b64decode(shot["data"]))
    else:
        driver.save_screenshot(str(path))


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", PAGES)
def test_axe_finds_no_violation(page, reports, out_dir, name, scheme):
    driver = page(reports[name], scheme)
    axe = Axe(driver)
    axe.inject()
    results = axe.run(options={"runOnly": {"type": "tag", "values": TAGS}, "resultTypes": ["violations"]})
    violations = results["violations"]
    if name in ("send", "injection", "invalid"):
        screenshot(driver, out_dir / f"{name}-{scheme}.png")
    assert violations == [], Axe.report(violations)
    no_alert(driver)


@pytest.mark.parametrize("name", ["news", "send", "drawing-draft", "injection", "invalid"])
def test_every_finding_is_on_the_page(page, reports, aaflow, name):
    flow = {"news": "flows/news.flow", "send": "flows/send.flow", "drawing-draft": "flows/drawing-draft.flow",
            "injection": str(HOSTILE / "injection.flow"), "invalid": str(HOSTILE / "invalid.flow")}[name]
    checked = subprocess.run([aaflow, "check", "--format", "json", flow], cwd=ROOT, capture_output=True, text=True)
    diagnostics = json.loads(checked.stdout)["files"][0]["diagnostics"]
    driver = page(reports[name])
    findings = driver.find_elements(By.CSS_SELECTOR, ".findings .finding")
    assert len(findings) == len(diagnostics)
    messages = [f.find_element(By.CSS_SELECTOR, ".message").get_attribute("textContent") for f in findings]
    pool = [m.replace("`", "") for m in messages]
    for d in diagnostics:
        # The page starts the message with a capital and ends it with a full stop.
        wanted = d["message"][1:].replace("`", "")
        match = next((m for m in pool if wanted in m), None)
        assert match is not None, (d["message"], pool)
        pool.remove(match)


def test_selecting_a_finding_highlights_its_screen(page, reports):
    driver = page(reports["send"])
    link = driver.find_element(By.CSS_SELECTOR, ".finding a.show[data-target*='-a-s']")
    target = link.get_attribute("data-target")
    assert "is-selected" not in (driver.find_element(By.ID, target).get_attribute("class") or "")
    link.click()
    node = driver.find_element(By.ID, target)
    assert "is-selected" in node.get_attribute("class")
    assert node.find_element(By.XPATH, "ancestor::*[local-name()='svg']").get_attribute("role") == "img"
    # Only one thing is selected in that diagram, the figure says what, and focus moved to the diagram.
    figure = node.find_element(By.XPATH, "ancestor::figure")
    assert len(figure.find_elements(By.CSS_SELECTOR, ".is-selected")) == 1
    assert "Selected: the screen" in figure.find_element(By.CSS_SELECTOR, ".status").text
    assert driver.switch_to.active_element.get_attribute("class") == "viewport"
    # Its findings are listed under the diagram.
    picked = figure.find_element(By.CSS_SELECTOR, ".picked")
    assert picked.is_displayed() and picked.find_elements(By.CSS_SELECTOR, "li.finding-ref")
    # The finding in the list is marked too.
    assert "is-selected" in link.find_element(By.XPATH, "ancestor::li[1]").get_attribute("class")


def test_selecting_an_arrow_finding_highlights_the_arrow(page, reports):
    driver = page(reports["send"])
    link = driver.find_element(By.CSS_SELECTOR, ".finding a.show[data-target*='-a-a']")
    link.click()
    arrow = driver.find_element(By.ID, link.get_attribute("data-target"))
    assert "edge" in arrow.get_attribute("class") and "is-selected" in arrow.get_attribute("class")


def test_clicking_a_screen_in_the_diagram_lists_its_findings(page, reports):
    driver = page(reports["send"])
    node = driver.find_element(By.CSS_SELECTOR, "svg.diagram g.node.error[id^='f1-a-s']")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", node)
    ActionChains(driver).move_to_element(node.find_element(By.CSS_SELECTOR, "text")).click().perform()
    assert "is-selected" in node.get_attribute("class")
    figure = node.find_element(By.XPATH, "ancestor::figure")
    refs = figure.find_elements(By.CSS_SELECTOR, ".picked li.finding-ref")
    assert refs and all(r.is_displayed() for r in refs)


def test_a_task_lights_its_path(page, reports):
    driver = page(reports["news"])
    button = driver.find_element(By.CSS_SELECTOR, "button[data-path^='f1-a-']")
    assert button.get_attribute("aria-pressed") == "false"
    button.click()
    assert button.get_attribute("aria-pressed") == "true"
    lit = driver.find_elements(By.CSS_SELECTOR, "svg.diagram .on-path")
    kinds = {e.get_attribute("class").split()[0] for e in lit}
    assert kinds == {"node", "edge"} and len(lit) >= 3
    button.click()
    assert driver.find_elements(By.CSS_SELECTOR, "svg.diagram .on-path") == []


def test_filters_narrow_the_list_by_keyboard(page, reports):
    driver = page(reports["send"])
    visible = lambda: [f for f in driver.find_elements(By.CSS_SELECTOR, ".findings .finding") if f.is_displayed()]
    before = visible()
    warnings = [f for f in before if f.get_attribute("data-severity") == "warning"]
    assert warnings and len(warnings) < len(before)
    box = driver.find_element(By.CSS_SELECTOR, "input[name=severity][value=warning]")
    box.send_keys(Keys.SPACE)
    after = visible()
    assert len(after) == len(before) - len(warnings)
    assert all(f.get_attribute("data-severity") != "warning" for f in after)
    assert driver.find_element(By.ID, "filter-status").text == f"Showing {len(after)} of {len(before)} findings."
    # The principle filter, chosen with the keyboard.
    select = driver.find_element(By.ID, "filter-principle")
    select.send_keys("6")
    shown = visible()
    assert shown and all(f.get_attribute("data-principle") == "6" for f in shown)
    box.send_keys(Keys.SPACE)
    select.send_keys("A")
    assert len(visible()) == len(before)


def test_tab_reaches_every_control_with_visible_focus(page, reports):
    driver = page(reports["send"])
    expected = driver.execute_script("""
        var all = document.querySelectorAll('a[href], button, input, select, [tabindex]:not([tabindex="-1"])');
        return Array.prototype.filter.call(all, function (e) {
            return !e.disabled && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
        }).length;""")
    step = """
        var e = document.activeElement;
        if (!e || e === document.body) { return null; }
        if (e.dataset.visited) { return 'again'; }
        e.dataset.visited = '1';
        var s = getComputedStyle(e);
        return [e.tagName, s.outlineStyle, parseFloat(s.outlineWidth)];"""
    seen = []
    for _ in range(expected + 5):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        got = driver.execute_script(step)
        if got == "again" or (got is None and seen):
            break
        if got is None:
            continue
        seen.append(got)
    assert len(seen) == expected
    unfocused = [s for s in seen if s[1] == "none" or s[2] < 2]
    assert unfocused == [], unfocused


def test_zoom_and_pan_with_the_keyboard(page, reports):
    driver = page(reports["send"])
    view = driver.find_element(By.CSS_SELECTOR, ".viewport")
    svg = view.find_element(By.CSS_SELECTOR, "svg")
    width = svg.rect["width"]
    view.send_keys("+")
    view.send_keys("+")
    assert svg.rect["width"] > width * 1.5
    left = driver.execute_script("return arguments[0].scrollLeft", view)
    view.send_keys(Keys.ARROW_RIGHT)
    view.send_keys(Keys.ARROW_RIGHT)
    # Chromium scrolls by keyboard with an animation: wait for it to move.
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return arguments[0].scrollLeft", view) > left)
    view.send_keys("0")
    assert abs(svg.rect["width"] - width) < 1
    driver.find_element(By.CSS_SELECTOR, "button[data-zoom=out]").click()
    assert svg.rect["width"] < width


def test_the_page_reads_without_script(driver, reports):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        driver.get(reports["send"].as_uri())
        assert not driver.find_element(By.ID, "filters").is_displayed()
        assert all(not b.is_displayed() for b in driver.find_elements(By.CSS_SELECTOR, "[data-js]"))
        findings = driver.find_elements(By.CSS_SELECTOR, ".findings .finding")
        assert findings and all(f.is_displayed() for f in findings)
        assert driver.find_element(By.CSS_SELECTOR, ".walkthrough").is_displayed()
        assert driver.find_elements(By.CSS_SELECTOR, "svg.diagram[role=img][aria-label]")
    finally:
        driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_injected_text_runs_nothing_and_shows_verbatim(page, reports, out_dir):
    driver = page(reports["injection"])
    # Work every control the script adds, so any handler that could run does.
    for link in driver.find_elements(By.CSS_SELECTOR, "a.show"):
        driver.execute_script("arguments[0].click()", link)
    for button in driver.find_elements(By.CSS_SELECTOR, "button[data-path], button[data-select]"):
        driver.execute_script("arguments[0].click()", button)
    for node in driver.find_elements(By.CSS_SELECTOR, "svg.diagram g.node"):
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", node)
    no_alert(driver)
    assert driver.execute_script("return window.__pwned") is None
    assert len(driver.find_elements(By.TAG_NAME, "script")) == 2
    assert driver.find_elements(By.CSS_SELECTOR, "img, iframe, object, embed, foreignObject, b, style") == \
        driver.find_elements(By.CSS_SELECTOR, "head > style")
    handlers = driver.execute_script("""
        return Array.prototype.filter.call(document.querySelectorAll('*'), function (e) {
            return Array.prototype.some.call(e.attributes, function (a) {
                return a.name.indexOf('on') === 0 || /javascript:/i.test(a.value) && a.name !== 'aria-label' && a.name !== 'title';
            });
        }).map(function (e) { return e.outerHTML.slice(0, 80); });""")
    assert handlers == []
    app = '</script><script>window.__pwned=1;alert(1)</script> & "Tom" <b>'
    assert driver.title == "Assistive Access review: " + app
    assert driver.find_element(By.CSS_SELECTOR, "h1").get_attribute("textContent") == "Assistive Access review: " + app
    title = "Tom & Jerry's </title> <b>bold</b>"
    svg_texts = [t.get_attribute("textContent") for t in driver.find_elements(By.CSS_SELECTOR, "svg.diagram text")]
    # The diagram wraps long labels over several lines of text.
    assert title.replace(" ", "") in "".join(svg_texts).replace(" ", "")
    cells = [c.get_attribute("textContent") for c in driver.find_elements(By.CSS_SELECTOR, "table.screens th")]
    assert any(c.startswith(title) for c in cells)
    body = driver.find_element(By.TAG_NAME, "body").get_attribute("textContent")
    for text in ['<script>window.__pwned=6</script> because "reasons" & more',
                 "<img src=x onerror=\"window.__pwned=2;alert(2)\">", "Delete & \u2028 go",
                 "</script><img src=x onerror=window.__pwned=7>", "'; window.__pwned=10; '"]:
        assert text in body, text


def test_the_content_security_policy_is_in_force(page, reports):
    driver = page(reports["injection"])
    csp = driver.find_element(By.CSS_SELECTOR, "meta[http-equiv=Content-Security-Policy]").get_attribute("content")
    assert "default-src 'none'" in csp and "script-src 'sha256-" in csp and "'unsafe-inline'" not in csp
    driver.execute_script("""
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', function (e) { window.__violations.push(e.effectiveDirective); });
        var s = document.createElement('script'); s.textContent = 'window.__injected = 1;'; document.body.appendChild(s);
        var st = document.createElement('style'); st.textContent = 'body { display: none }'; document.head.appendChild(st);
        var i = document.createElement('img'); i.src = 'https://example.invalid/x.png'; document.body.appendChild(i);""")
    driver.execute_async_script("setTimeout(arguments[0], 200)")
    assert driver.execute_script("return window.__injected") is None
    assert driver.find_element(By.TAG_NAME, "body").is_displayed()
    violations = driver.execute_script("return window.__violations")
    assert {"script-src-elem", "style-src-elem", "img-src"} <= set(violations), violations


def test_the_invalid_flow_lists_its_mistakes(page, reports):
    driver = page(reports["invalid"])
    findings = driver.find_elements(By.CSS_SELECTOR, ".findings .finding")
    assert len(findings) == 4 and all(f.get_attribute("data-severity") == "error" for f in findings)
    assert "nothing was drawn" in driver.find_element(By.CSS_SELECTOR, ".callout").text
    assert driver.find_elements(By.CSS_SELECTOR, "svg") == []
    assert driver.execute_script("return window.__pwned") is None


def test_screenshots_for_people(page, reports, out_dir):
    """The selection in light and dark, for a person to look at; with
    AAFLOW_DOCS_SCREENSHOT=1 the light one also goes to docs/report.png."""
    for scheme in ["light", "dark"]:
        driver = page(reports["send"], scheme)
        driver.set_window_size(1280, 900)
        link = driver.find_element(By.CSS_SELECTOR, ".finding a.show[data-target*='-a-s']")
        link.click()
        figure = driver.find_element(By.ID, link.get_attribute("data-target")).find_element(By.XPATH, "ancestor::figure")
        driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -60)", figure)
        path = out_dir / f"send-selected-{scheme}.png"
        screenshot(driver, path, full=False)
        assert path.stat().st_size > 10000
        if scheme == "light" and os.environ.get("AAFLOW_DOCS_SCREENSHOT"):
            (ROOT / "docs" / "report.png").write_bytes(path.read_bytes())
        driver.set_window_size(1280, 1000)


def test_the_walkthrough_prints_on_its_own(page, reports):
    driver = page(reports["send"], "dark")
    driver.execute_script("""
        window.print = function () { window.__printed = true; };""")
    driver.find_element(By.CSS_SELECTOR, "button[data-print]").click()
    assert driver.execute_script("return window.__printed") is True
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        shown = lambda css: driver.find_element(By.CSS_SELECTOR, css).is_displayed()
        assert shown(".walkthrough") and shown(".entry > h2")
        assert not shown("#f1-overview") and not shown("#f1-findings") and not shown(".contents")
        # Printed in black on white, whatever the screen's appearance.
        colour = driver.execute_script("return getComputedStyle(document.body).color")
        assert colour in ("rgb(0, 0, 0)", "rgba(0, 0, 0, 1)")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_the_fuzz_corpus_page_runs_nothing(page, reports):
    driver = page(reports["fuzz-corpus"])
    no_alert(driver)
    assert driver.execute_script("return window.__pwned") is None
    assert len(driver.find_elements(By.TAG_NAME, "script")) == 2
    assert len(driver.find_elements(By.CSS_SELECTOR, "section.entry")) == 47
    assert driver.find_elements(By.CSS_SELECTOR, "img, iframe, object, embed") == []


def test_the_walkthrough_tells_entries_tasks_and_dialogs(page, reports):
    driver = page(reports["photos-1.1"])
    walk = driver.find_element(By.CSS_SELECTOR, ".walkthrough").text
    assert "It can also open straight on “A memory”, from a notification." in walk
    assert "It leads to a question that asks before anything is deleted." in walk
    assert "it asks twice before it does" in walk
    steps = [li.text for li in driver.find_elements(By.CSS_SELECTOR, ".walkthrough .task ol li")]
    assert "Start from a notification: it opens “A memory”." in steps
    # The comparison pairs the screens that stand for others.
    assert "Photos (home)" in driver.find_element(By.CSS_SELECTOR, "table.changes").text

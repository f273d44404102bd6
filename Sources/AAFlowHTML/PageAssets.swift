/// The page's one style sheet and one script, inline. Both are constants:
/// the Content-Security-Policy allows exactly these bytes by their SHA-256,
/// so no other script or style can run, and the page needs nothing from
/// outside. Colours meet 4.5:1 for text in light and dark appearance.
enum PageAssets {
    static let style = #"""
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#4a4a4a;--line:#767676;--panel:#f2f2f2;--link:#0645ad;--focus:#0b57d0;--error:#b00020;--warning:#8a4b00;--note:#1a5490;--ok:#1b6e2a;--sel:#0b57d0;--path:#6a1b9a}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#ececec;--muted:#c8c8c8;--line:#9a9a9a;--panel:#1e1e1e;--link:#a8c7ff;--focus:#a8c7ff;--error:#ff9a9a;--warning:#ffc46e;--note:#a3cbff;--ok:#86d993}}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{background:var(--bg);color:var(--fg)}
body{margin:0 auto;max-width:76rem;padding:0 1rem 2rem;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:var(--bg);color:var(--fg)}
a{color:var(--link)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-100vw;top:0}
.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:2}
h1{font-size:1.8rem;margin:1rem 0 .25rem}
h2{font-size:1.5rem;margin-top:2rem;border-bottom:2px solid var(--line);padding-bottom:.2rem}
h3{font-size:1.25rem;margin-top:1.75rem}
h4{font-size:1.1rem;margin-top:1.25rem}
h5{font-size:1rem;margin:1rem 0 .25rem}
.path{font-weight:normal;font-size:1rem;color:var(--muted)}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
pre.source{background:var(--panel);padding:.4rem .6rem;overflow-x:auto;margin:.25rem 0;white-space:pre-wrap;word-break:break-all}
.contents{background:var(--panel);padding:.5rem 1rem;margin:1rem 0}
.contents-title{font-size:1.1rem;border:0;margin:.25rem 0}
.contents ul{margin:.2rem 0;padding-left:1.2rem}
table{border-collapse:collapse;margin:.75rem 0;min-width:50%}
caption{text-align:left;font-weight:bold;padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}
thead th{background:var(--panel)}
.callout{border-left:4px solid var(--error);padding:.5rem .75rem;background:var(--panel)}
.aside{color:var(--muted)}
.filters{background:var(--bg);border:1px solid var(--line);padding:.5rem 1rem;margin:1rem 0;display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.filters h2{font-size:1rem;border:0;margin:0;width:100%}
.filters fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
.filters legend{float:left;font-weight:bold;margin-right:.5rem}
.filters .status{margin:0;width:100%}
button,select,input{font:inherit;color:inherit}
button,select{background:var(--panel);border:1px solid var(--line);border-radius:4px;padding:.2rem .6rem;cursor:pointer}
button[aria-pressed=true]{background:var(--fg);color:var(--bg)}
.icon{display:inline-block;width:.9em;height:.9em;vertical-align:-.08em;background:var(--fg)}
.icon-error,.icon-broken{background:var(--error);clip-path:polygon(50% 0,100% 100%,0 100%)}
.icon-warning{background:var(--warning);clip-path:polygon(50% 0,100% 50%,50% 100%,0 50%)}
.icon-note{background:var(--note);border-radius:50%}
.icon-kept{background:var(--ok);clip-path:polygon(12% 45%,0 62%,42% 100%,100% 18%,86% 4%,40% 72%)}
.icon-byhand{background:var(--muted);width:.8em;height:.8em}
.icon-allowed{background:transparent;border:.15em solid var(--ok);border-radius:50%}
@media (forced-colors:active){.icon{forced-color-adjust:none;background:CanvasText}.icon-allowed{background:transparent;border-color:CanvasText}}
.findings,.by-screen,.checklist{padding-left:0;list-style:none}
.checklist{list-style:decimal;padding-left:1.6rem}
.finding{border:1px solid var(--line);border-left-width:6px;padding:.4rem .8rem;margin:.6rem 0}
.finding[data-severity=error]{border-left-color:var(--error);border-left-style:solid}
.finding[data-severity=warning]{border-left-color:var(--warning);border-left-style:dashed}
.finding[data-severity=note]{border-left-color:var(--note);border-left-style:dotted}
.finding p{margin:.2rem 0}
.finding-head{font-size:1.02rem}
.where{color:var(--muted);font-size:.95rem}
.tag{border:1px solid var(--line);border-radius:3px;padding:0 .3rem;font-size:.9rem}
.finding.is-selected,.finding:target,.by-screen li:target{outline:3px solid var(--sel);outline-offset:2px}
.screen-name{font-weight:bold;margin:.6rem 0 .1rem}
.figure{margin:.75rem 0}
.toolbar{display:flex;flex-wrap:wrap;gap:.4rem;margin-bottom:.4rem}
.viewport{overflow:auto;max-height:75vh;border:1px solid var(--line);background:#fff;color:#1a1a1a;cursor:grab}
.viewport.dragging{cursor:grabbing}
svg.diagram{display:block;max-width:none;height:auto}
svg.diagram g.node,svg.diagram g.edge{cursor:pointer}
svg.diagram .is-selected path,svg.diagram .is-selected polygon,svg.diagram .is-selected ellipse{stroke:#0b57d0;stroke-width:6px;animation:pulse .8s ease-out 2}
svg.diagram .is-selected text{text-decoration:underline}
svg.diagram .on-path path,svg.diagram .on-path polygon{stroke:#6a1b9a;stroke-width:5px}
svg.diagram .on-path.node path{stroke-dasharray:8 3}
@keyframes pulse{from{stroke-width:14px}to{stroke-width:6px}}
figcaption{color:var(--muted);margin-top:.3rem}
.status{min-height:1.5em;font-weight:bold}
.picked{border:1px solid var(--line);padding:.3rem .8rem;margin:.4rem 0;background:var(--panel)}
.walkthrough .walk-screens>li{margin-bottom:.75rem}
.walkthrough p{margin:.15rem 0}
.decide-mark{color:var(--fg);border-bottom:2px dashed var(--fg)}
.page-foot{margin-top:3rem;border-top:1px solid var(--line);color:var(--muted)}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
@media print{:root{--bg:#fff;--fg:#000;--muted:#333;--line:#666;--panel:#fff;--link:#000;--error:#000;--warning:#000;--note:#000;--ok:#000}
.skip,.contents,.filters,.toolbar,button,.status,.picked{display:none!important}
.viewport{max-height:none;overflow:visible;border:0}
.finding,tr,.walk-screens>li,.task{break-inside:avoid}
.walkthrough{break-before:page}
a{color:inherit;text-decoration:none}
html.print-walk .page-head,html.print-walk .page-foot,html.print-walk main>:not(.print-entry),html.print-walk .print-entry>:not(.print-target):not(h2){display:none!important}
html.print-walk .walkthrough{break-before:auto}}
"""#

    static let script = #"""
(function () {
  "use strict";
  var doc = document;
  var source = doc.getElementById("aaflow-data");
  var data = source ? JSON.parse(source.textContent) : { nodes: {}, arrows: {}, paths: {} };
  var reduce = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  function each(selector, fn, root) { Array.prototype.forEach.call((root || doc).querySelectorAll(selector), fn); }
  function has(map, key) { return Object.prototype.hasOwnProperty.call(map, key); }
  each("[data-js]", function (e) { e.hidden = false; });
  var filters = doc.getElementById("filters");
  if (filters) { filters.hidden = false; }

  function status(figure, text) {
    var s = figure && figure.querySelector(".status");
    if (s) { s.textContent = text; }
  }
  function clear(figure) {
    each(".is-selected", function (e) { e.classList.remove("is-selected"); }, figure);
    var panel = figure && figure.querySelector(".picked");
    if (panel) { panel.hidden = true; panel.textContent = ""; }
  }
  function show(el) {
    el.scrollIntoView({ block: "center", inline: "center", behavior: reduce ? "auto" : "smooth" });
  }
  function listFindings(figure, info) {
    var panel = figure.querySelector(".picked");
    if (!panel) {
      panel = doc.createElement("div");
      panel.className = "picked";
      figure.appendChild(panel);
    }
    panel.textContent = "";
    var head = doc.createElement("p");
    head.className = "screen-name";
    head.textContent = "Findings on the screen " + info.name + ":";
    panel.appendChild(head);
    var group = doc.getElementById(info.list);
    var list = group && group.querySelector("ul");
    if (list) {
      panel.appendChild(list.cloneNode(true));
    } else {
      var none = doc.createElement("p");
      none.textContent = "No finding on this screen.";
      panel.appendChild(none);
    }
    panel.hidden = false;
  }
  function select(id, moveFocus) {
    var el = doc.getElementById(id);
    if (!el) { return; }
    var figure = el.closest("figure");
    clear(figure);
    el.classList.add("is-selected");
    var text;
    if (has(data.nodes, id)) {
      var node = data.nodes[id];
      text = "Selected: the screen " + node.name + ", " + node.findings + (node.findings === 1 ? " finding" : " findings") + ".";
      listFindings(figure, node);
    } else if (has(data.arrows, id)) {
      text = "Selected: " + data.arrows[id].name + ".";
    } else {
      text = "Selected.";
    }
    status(figure, text);
    show(el);
    if (moveFocus) {
      var view = figure.querySelector(".viewport");
      if (view) { view.focus({ preventScroll: true }); }
    }
  }
  function togglePath(button) {
    var info = data.paths[button.getAttribute("data-path")];
    var view = doc.getElementById(button.getAttribute("aria-controls"));
    if (!info || !view) { return; }
    var figure = view.closest("figure");
    var on = button.getAttribute("aria-pressed") !== "true";
    each(".on-path", function (e) { e.classList.remove("on-path"); }, figure);
    each("[data-path]", function (b) { b.setAttribute("aria-pressed", "false"); });
    if (!on) { status(figure, "The path is no longer lit."); return; }
    var first = null;
    info.ids.forEach(function (id) {
      var el = doc.getElementById(id);
      if (el) { el.classList.add("on-path"); first = first || el; }
    });
    button.setAttribute("aria-pressed", "true");
    status(figure, "Lit: the path of the task " + info.name + ".");
    if (first) { show(first); }
  }

  var zooms = new WeakMap();
  function zoom(view, how) {
    var svg = view.querySelector("svg");
    if (!svg) { return; }
    var state = zooms.get(view);
    if (!state) {
      state = { base: svg.getBoundingClientRect().width || 600, level: 1 };
      zooms.set(view, state);
    }
    var level = state.level;
    if (how === "in") { level = level * 1.25; }
    else if (how === "out") { level = level / 1.25; }
    else if (how === "fit") { level = (view.clientWidth - 4) / state.base; }
    else { level = 1; }
    level = Math.max(0.1, Math.min(8, level));
    var cx = (view.scrollLeft + view.clientWidth / 2) / (state.base * state.level);
    var cy = (view.scrollTop + view.clientHeight / 2) / Math.max(1, view.scrollHeight);
    state.level = level;
    svg.style.width = (state.base * level) + "px";
    svg.style.height = "auto";
    view.scrollLeft = cx * state.base * level - view.clientWidth / 2;
    view.scrollTop = cy * view.scrollHeight - view.clientHeight / 2;
    status(view.closest("figure"), "Zoom: " + Math.round(level * 100) + " percent.");
  }

  function applyFilters() {
    var on = {};
    each("input[name=severity]", function (i) { on[i.value] = i.checked; }, filters);
    var principle = filters.querySelector("[name=principle]").value;
    var scene = filters.querySelector("[name=scene]").value;
    var shown = 0, total = 0;
    each(".findings .finding, .by-screen .finding-ref", function (li) {
      var d = li.dataset;
      var ok = on[d.severity] && (d.allowed !== "yes" || on.allowed) &&
        (!principle || d.principle === principle) && (!scene || d.scene === scene);
      li.hidden = !ok;
      if (li.classList.contains("finding")) { total += 1; if (ok) { shown += 1; } }
    });
    each(".group", function (g) { g.hidden = !g.querySelector(".finding:not([hidden])"); });
    each(".by-screen > li", function (g) { g.hidden = !g.querySelector(".finding-ref:not([hidden])"); });
    doc.getElementById("filter-status").textContent = "Showing " + shown + " of " + total + " findings.";
  }
  if (filters) {
    filters.addEventListener("change", applyFilters);
    filters.addEventListener("submit", function (e) { e.preventDefault(); });
    applyFilters();
  }

  var drag = null;
  doc.addEventListener("pointerdown", function (e) {
    var view = e.target.closest && e.target.closest(".viewport");
    if (!view || e.pointerType !== "mouse" || e.button !== 0) { return; }
    drag = { view: view, x: e.clientX, y: e.clientY, left: view.scrollLeft, top: view.scrollTop, moved: false };
  });
  doc.addEventListener("pointermove", function (e) {
    if (!drag) { return; }
    var dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 4) { drag.moved = true; drag.view.classList.add("dragging"); }
    if (drag.moved) { drag.view.scrollLeft = drag.left - dx; drag.view.scrollTop = drag.top - dy; }
  });
  doc.addEventListener("pointerup", function () {
    if (drag) { drag.view.classList.remove("dragging"); }
    var moved = drag && drag.moved;
    drag = null;
    if (moved) { doc.addEventListener("click", function (e) { e.stopPropagation(); e.preventDefault(); }, { capture: true, once: true }); }
  });
  doc.addEventListener("wheel", function (e) {
    var view = e.target.closest && e.target.closest(".viewport");
    if (!view || !e.ctrlKey) { return; }
    e.preventDefault();
    zoom(view, e.deltaY < 0 ? "in" : "out");
  }, { passive: false });
  doc.addEventListener("keydown", function (e) {
    var view = e.target.classList && e.target.classList.contains("viewport") ? e.target : null;
    if (!view || e.ctrlKey || e.metaKey || e.altKey) { return; }
    if (e.key === "+" || e.key === "=") { zoom(view, "in"); e.preventDefault(); }
    else if (e.key === "-") { zoom(view, "out"); e.preventDefault(); }
    else if (e.key === "0") { zoom(view, "reset"); e.preventDefault(); }
    else if (e.key === "Escape") { clear(view.closest("figure")); }
  });
  doc.addEventListener("click", function (e) {
    var t = e.target;
    if (!t.closest) { return; }
    var link = t.closest("a[data-target]");
    if (link) {
      var target = link.getAttribute("data-target");
      if (doc.getElementById(target)) {
        e.preventDefault();
        var finding = link.closest(".finding");
        each(".finding.is-selected", function (f) { f.classList.remove("is-selected"); });
        if (finding) { finding.classList.add("is-selected"); }
        select(target, true);
      }
      return;
    }
    var button = t.closest("button");
    if (button) {
      if (button.hasAttribute("data-select")) { select(button.getAttribute("data-select"), true); }
      else if (button.hasAttribute("data-path")) { togglePath(button); }
      else if (button.hasAttribute("data-zoom")) { zoom(doc.getElementById(button.getAttribute("aria-controls")), button.getAttribute("data-zoom")); }
      else if (button.hasAttribute("data-clear")) { clear(doc.getElementById(button.getAttribute("aria-controls")).closest("figure")); }
      else if (button.hasAttribute("data-print")) {
        var section = doc.getElementById(button.getAttribute("data-print"));
        var root = doc.documentElement;
        root.classList.add("print-walk");
        section.classList.add("print-target");
        section.closest(".entry").classList.add("print-entry");
        window.addEventListener("afterprint", function () {
          root.classList.remove("print-walk");
          section.classList.remove("print-target");
          section.closest(".entry").classList.remove("print-entry");
        }, { once: true });
        window.print();
      }
      return;
    }
    var shape = t.closest("svg.diagram g[id]");
    if (shape && (has(data.nodes, shape.id) || has(data.arrows, shape.id))) { select(shape.id, false); }
  });
})();
"""#
}

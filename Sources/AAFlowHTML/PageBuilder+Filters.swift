import AAFlow

/// The filters of the findings: by severity, principle and scene.
extension PageBuilder {
    mutating func writeFilters() {
        guard page.entries.contains(where: { !$0.report.diagnostics.isEmpty }) else { return }
        w.open("form", [("class", "filters"), ("id", "filters"), ("hidden", ""), ("aria-labelledby", "filters-h")])
        w.element("h2", [("id", "filters-h")], text: "Filter the findings")
        w.open("fieldset")
        w.element("legend", text: "Severity")
        for (value, label) in [("error", "Errors"), ("warning", "Warnings"), ("note", "Notes"), ("allowed", "Allowed findings")] {
            w.open("label", [("class", "check")])
            w.open("input", [("type", "checkbox"), ("name", "severity"), ("value", value), ("checked", "")])
            w.text(" ")
            w.raw(Words.icon(value))
            w.text(" " + label)
            w.close("label")
        }
        w.close("fieldset")
        w.open("label", [("for", "filter-principle")])
        w.text("Principle")
        w.close("label")
        w.open("select", [("id", "filter-principle"), ("name", "principle")])
        w.element("option", [("value", "")], text: "All principles")
        for p in Principle.allCases {
            w.element("option", [("value", String(p.rawValue))], text: p.numberedTitle)
        }
        w.element("option", [("value", "flow")], text: "The flow itself")
        w.close("select")
        w.open("label", [("for", "filter-scene")])
        w.text("Scene")
        w.close("label")
        w.open("select", [("id", "filter-scene"), ("name", "scene")])
        w.element("option", [("value", "")], text: "Both scenes")
        w.element("option", [("value", "assistive")], text: "Assistive Access scene")
        w.element("option", [("value", "standard")], text: "Standard scene")
        w.close("select")
        w.element("p", [("id", "filter-status"), ("role", "status"), ("class", "status")], text: "")
        w.close("form")
        w.newline()
    }
}

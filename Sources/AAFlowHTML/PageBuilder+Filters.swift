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
        writeSelect("principle", label: "Principle",
                    options: [("", "All principles")]
                        + Principle.allCases.map { (String($0.rawValue), $0.numberedTitle) }
                        + [("flow", "The flow itself")])
        writeSelect("scene", label: "Scene",
                    options: [("", "Both scenes"), ("assistive", "Assistive Access scene"), ("standard", "Standard scene")])
        w.element("p", [("id", "filter-status"), ("role", "status"), ("class", "status")], text: "")
        w.close("form")
        w.newline()
    }

    /// A `<select>` named `name`, with the id `filter-NAME`, after its
    /// `<label>`: one option for each value and the words it shows.
    private mutating func writeSelect(_ name: String, label: String, options: [(value: String, text: String)]) {
        let id = "filter-" + name
        w.open("label", [("for", id)])
        w.text(label)
        w.close("label")
        w.open("select", [("id", id), ("name", name)])
        for option in options {
            w.element("option", [("value", option.value)], text: option.text)
        }
        w.close("select")
    }
}

/// `aaflow check --checklist`: the review checklist of each Assistive
/// Access scene, item by item.
///
///     flows/photos.flow: assistive: review checklist
///        1  check by hand  the Info.plist sets `UISupportsAssistiveAccess` to true (not visible in a flow)
///        4  passed         the scene keeps to the one or two features that matter most
///        6  failed         every control shows text and an icon together, with a `Label`
///                          flows/photos.flow:12:3: warning: the button "Send" has text but no icon … [representation.missing-icon]
///     flows/photos.flow: assistive: 6 passed, 2 failed, 6 to check by hand
public struct ChecklistReporter: Reporter {
    public init() {}

    public func report(_ files: [FileReport]) -> String {
        var out = ""
        for file in files {
            let path = SafeText.clean(file.path)
            guard file.isValid else {
                out += "\(path): not reviewed: the flow has mistakes in its language; correct them first\n"
                continue
            }
            let reviews = Checklist.review(file)
            guard !reviews.isEmpty else {
                out += "\(path): no Assistive Access scene to review\n"
                continue
            }
            for review in reviews {
                out += render(review, path: path, file: file)
            }
        }
        return out
    }

    /// The columns of an item: its number, right-aligned under a 4-wide
    /// margin, and its status, as wide as the widest ("check by hand").
    static let columns = [4, 13]

    func render(_ review: ChecklistReview, path: String, file: FileReport) -> String {
        let scene = review.scene.rawValue
        var out = "\(path): \(scene): review checklist\n"
        let indent = String(repeating: " ", count: Self.columns.reduce(0) { $0 + $1 + 2 })
        for result in review.results {
            let text = result.item.text + (result.status == .byHand ? byHandNote(result.item, file: file) : "")
            out += TextLayout.line([String(result.item.number), label(result.status), text],
                                   widths: Self.columns, rightAligned: [0]) + "\n"
            for d in result.findings {
                out += indent + line(d, path: source(d, file: file, fallback: path)) + "\n"
            }
        }
        if !review.others.isEmpty {
            out += "    other findings, on no item of the checklist:\n"
            for d in review.others {
                out += indent + line(d, path: source(d, file: file, fallback: path)) + "\n"
            }
        }
        out += "\(path): \(scene): \(review.count(.passed)) passed, \(review.count(.failed)) failed, "
            + "\(review.count(.byHand)) to check by hand\n"
        return out
    }

    /// Why an item is left to a person.
    func byHandNote(_ item: ChecklistItem, file: FileReport) -> String {
        guard file.isFromCode else { return " (not visible in a flow)" }
        if item.needsAPerson {
            return file.diagnostics.contains { item.projectRules.contains($0.id.rawValue) }
                ? " (set where shown below: a person confirms the app is an AAC app)"
                : " (not set: right unless the app is an AAC app)"
        }
        return " (not visible in code)"
    }

    /// The path of the file a finding is in.
    func source(_ d: Diagnostic, file: FileReport, fallback: String) -> String {
        d.range.file == .first ? fallback : SafeText.clean(file.document.source(of: d.range).path)
    }

    func label(_ status: ChecklistResult.Status) -> String {
        switch status {
        case .passed: return "passed"
        case .failed: return "failed"
        case .byHand: return "check by hand"
        }
    }

    /// A finding as compilers print it, so that editors can jump to it.
    func line(_ d: Diagnostic, path: String) -> String {
        var out = "\(path):\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(SafeText.clean(d.message)) [\(d.id)]"
        if let reason = d.allowedBecause { out += " (allowed: \(SafeText.clean(reason)))" }
        return out
    }
}

extension ChecklistReview {
    /// The review in `check --format json --checklist`: each item with its
    /// status and the findings that decide it.
    package var json: JSONValue {
        .object([
            ("scene", .string(scene.rawValue)),
            ("items", .array(results.map { result in
                .object([
                    ("number", .int(result.item.number)),
                    ("text", .string(result.item.text)),
                    ("status", .string(result.status.rawValue)),
                    ("rules", .array(result.item.rules.map(JSONValue.string))),
                    ("findings", .array(result.findings.map { ReportModel.diagnostic($0) })),
                ])
            })),
            ("others", .array(others.map { ReportModel.diagnostic($0) })),
            ("summary", .object([
                ("passed", .int(count(.passed))),
                ("failed", .int(count(.failed))),
                ("checkByHand", .int(count(.byHand))),
            ])),
        ])
    }
}

import AAFlow

/// Apple's review checklist, item by item.
extension PageBuilder {
    mutating func writeChecklist(_ c: EntryContext) {
        let reviews = Checklist.review(c.entry.report)
        guard !reviews.isEmpty else { return }
        openSection("\(c.id)-checklist", heading: "Review checklist")
        for review in reviews {
            w.open("p")
            w.text("For the \(Words.sceneInSentence(review.scene)): \(review.count(.passed)) passed, "
                + "\(review.count(.failed)) failed, \(review.count(.byHand)) to check by hand.")
            w.close("p")
            w.open("ol", [("class", "checklist")])
            for result in review.results {
                w.open("li")
                let (icon, word): (String, String)
                switch result.status {
                case .passed: (icon, word) = ("kept", "Passed")
                case .failed: (icon, word) = ("broken", "Failed")
                case .byHand: (icon, word) = ("byhand", "Check by hand")
                }
                w.raw(Words.icon(icon))
                w.raw(" <strong>")
                w.text(word)
                w.raw("</strong>: ")
                w.prose(Words.sentence(result.item.text))
                if result.status == .byHand {
                    w.text(" A flow cannot show this: look at the project or try it on a device.")
                }
                if !result.findings.isEmpty {
                    writeRefs(c, result.findings.compactMap { c.index(of: $0) })
                }
                w.close("li")
            }
            w.close("ol")
            if !review.others.isEmpty {
                w.element("p", text: "Other findings, outside the checklist:")
                writeRefs(c, review.others.compactMap { c.index(of: $0) })
            }
        }
        w.close("section")
        w.newline()
    }
}

import AAFlow

/// The review of one or more flows as one self-contained HTML page: what
/// `aaflow report` writes.
///
/// The page fetches nothing (no outside script, style sheet, font or
/// image), reads fully without script, and prints. A small inline script,
/// allowed by the hash in the page's Content-Security-Policy, adds the
/// selection on the diagrams, the filters and the zoom. The same input gives
/// the same bytes.
///
/// This module draws nothing itself: the caller draws each scene (as
/// `aaflow render` does) and hands the SVG text in, so the page stays free
/// of Graphviz. A scene without a drawing says why.
///
/// ```swift
/// let report = Checker.check(document)
/// let entry = ReportPage.Entry(report: report, diagrams: [.assistive: .svg(svgText)])
/// let html = ReportPage(entries: [entry]).html()
/// ```
package struct ReportPage: Sendable {
    /// A scene's diagram: the SVG text the caller drew, or why there is none.
    package enum Diagram: Sendable, Equatable {
        case svg(String)
        case unavailable(String)
    }

    /// Where the flow of an entry comes from.
    package enum Origin: Sendable, Equatable {
        /// A `.flow` file.
        case flowFile
        /// A SwiftUI project folder, read by `aaflow audit`'s extractor: the
        /// flow is the one extracted from it.
        case swiftProject(folder: String)
    }

    /// One flow on the page.
    package struct Entry: Sendable {
        /// The checked file: its document, scenes and diagnostics.
        package var report: FileReport
        package var origin: Origin
        /// The drawing of each scene, by kind.
        package var diagrams: [SceneKind: Diagram]
        /// The comparison of its two scenes, when it has both.
        package var comparison: Comparison?
        /// The side-by-side drawing of the comparison.
        package var comparisonDiagram: Diagram?
        /// Where a finding is in the sources, in words, when the flow is not
        /// the source the user wrote (a SwiftUI project): for example
        /// "Sources/App/NewsView.swift, line 12". Nil: the flow file's line.
        package var sourceLocation: (@Sendable (Diagnostic) -> String?)?

        package init(report: FileReport, origin: Origin = .flowFile, diagrams: [SceneKind: Diagram] = [:],
                    comparison: Comparison? = nil, comparisonDiagram: Diagram? = nil,
                    sourceLocation: (@Sendable (Diagnostic) -> String?)? = nil) {
            self.report = report
            self.origin = origin
            self.diagrams = diagrams
            self.comparison = comparison
            self.comparisonDiagram = comparisonDiagram
            self.sourceLocation = sourceLocation
        }
    }

    /// A named input that could not be read, and why.
    package struct Unreadable: Sendable, Equatable {
        package var path: String
        package var reason: String
    }

    package var entries: [Entry]
    package var unreadable: [Unreadable]
    /// Named in the page's footer, such as "aaflow 0.1.0".
    package var generator: String

    package init(entries: [Entry], unreadable: [Unreadable] = [], generator: String = "aaflow \(aaflowVersion)") {
        self.entries = entries
        self.unreadable = unreadable
        self.generator = generator
    }

    /// The whole page.
    package func html() -> String {
        var builder = PageBuilder(page: self)
        return builder.build()
    }

    /// The Content-Security-Policy the page carries in its `<meta>`: nothing
    /// but its own inline script and style, by their SHA-256 hashes.
    package static var contentSecurityPolicy: String {
        "default-src 'none'; script-src \(SHA256.cspSource(PageAssets.script)); "
            + "style-src \(SHA256.cspSource(PageAssets.style)); img-src 'none'; "
            + "base-uri 'none'; form-action 'none'"
    }
}

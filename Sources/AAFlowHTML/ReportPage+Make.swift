import AAFlowPlatform
import AAFlow
import AAFlowSwiftUI

/// `aaflow report` as one call: the inputs read, each flow checked, drawn
/// and compared, and the page that shows them.
///
/// ```swift
/// let review = ReportPage.make(inputs: .init(paths: ["flows", "MyApp"]), drawing: .svg(draw))
/// let html = review.page.html()
/// review.reports       // for the exit status
/// review.unreadable    // the inputs that could not be read, also named on the page
/// ```
///
/// `make` and its inputs are `package`: they read through the platform file
/// (`SystemError`, standard input), which is shared by the modules and
/// public to none. The page itself (`ReportPage`, its entries) stays public.
extension ReportPage {
    /// What the command names: flow files, folders of flows, `-` for standard
    /// input, and SwiftUI projects (a folder with `.swift` files and no `.flow`
    /// file, or any folder with `swift`), read as `aaflow audit` reads them.
    package struct Inputs: Sendable {
        package var paths: [String]
        /// Read folders as SwiftUI projects even when they hold `.flow` files (`--swift`).
        package var swift: Bool
        /// Reads standard input, for the path `-`.
        package var standardInput: @Sendable () -> Result<[UInt8], SystemError>

        package init(paths: [String], swift: Bool = false,
                     standardInput: @escaping @Sendable () -> Result<[UInt8], SystemError> = Platform.readStandardInput) {
            self.paths = paths
            self.swift = swift
            self.standardInput = standardInput
        }
    }

    /// A diagram the page asks for.
    package enum DiagramRequest {
        /// One scene, as `aaflow render` draws it, with the report's findings on it.
        case scene(SceneGraph, report: FileReport)
        /// The two scenes of a flow side by side.
        case comparison(Comparison)
    }

    /// Why a diagram was not drawn, in words.
    package struct DrawingFailure: Error {
        package var reason: String
        package init(reason: String) { self.reason = reason }
    }

    /// How the page gets its diagrams. This module links no Graphviz: the
    /// caller draws, or says why nothing can be drawn.
    package enum Drawing {
        /// Draws each request as SVG text. A failure is shown in the
        /// diagram's place and warned about.
        case svg((DiagramRequest) -> Result<String, DrawingFailure>)
        /// This build draws nothing: each diagram's place says why, with no warning.
        case unavailable(String)
    }

    /// The inputs reviewed: the page, what could not be read, and the
    /// warnings about diagrams that failed (one line each, without a prefix).
    package struct Review {
        package var page: ReportPage
        package var unreadable: [InputError]
        package var warnings: [String]

        /// Each flow's report, in the page's order.
        package var reports: [FileReport] { page.entries.map(\.report) }
    }

    /// Reads every input, checks, draws and compares each flow, and makes the page.
    package static func make(inputs: Inputs, drawing: Drawing) -> Review {
        var entries: [Entry] = []
        var unreadable: [InputError] = []
        var warnings: [String] = []
        for source in ReportSource.read(inputs) {
            switch source {
            case .failure(let error):
                unreadable.append(error)
            case .success(let source):
                let (entry, failures) = source.entry(drawing: drawing)
                entries.append(entry)
                warnings += failures
            }
        }
        let page = ReportPage(entries: entries,
                              unreadable: unreadable.map { Unreadable(path: $0.path, reason: $0.reason) })
        return Review(page: page, unreadable: unreadable, warnings: warnings)
    }
}

/// The side-by-side diagram of a comparison (`aaflow compare -o PATH`): the
/// two scenes as two clusters, the screens kept drawn so the eye connects
/// them, the dropped ones faded in the standard cluster, the added ones
/// marked in the assistive one, with the annotations of `render` on both.
///
/// Not drawn yet: it is built on the rendering layer. `build` is the one
/// entry point the command line calls.
public enum ComparisonDiagram {
    /// The formats a diagram is written in.
    public enum Format: String, CaseIterable, Sendable {
        case svg, png, pdf, dot

        /// The format a path's extension names (`.svg`, `.png`, `.pdf`,
        /// `.dot` or `.gv`), `svg` for a path without an extension or `-`,
        /// nil for any other extension.
        public init?(path: String) {
            let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
            guard path != "-", let dot = name.lastIndex(of: "."), dot != name.startIndex else {
                self = .svg
                return
            }
            let ext = name[name.index(after: dot)...].lowercased()
            if ext == "gv" {
                self = .dot
                return
            }
            guard let format = Format(rawValue: ext) else { return nil }
            self = format
        }
    }

    /// A diagram that could not be drawn, with why in plain words.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// Draws the comparison in a format: the bytes of the file.
    ///
    /// The same comparison gives the same bytes.
    public static func build(_ comparison: Comparison, format: Format) -> Result<[UInt8], Failure> {
        .failure(Failure("diagrams are not available yet"))
    }
}

/// A format of `aaflow check`'s report. One format, one file.
public protocol Reporter {
    /// The whole report for these files, as text.
    func report(_ files: [FileReport]) -> String
}

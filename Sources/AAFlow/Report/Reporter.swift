/// A format of `aaflow check`'s report. One format, one file.
package protocol Reporter {
    /// The whole report for these files, as text.
    func report(_ files: [FileReport]) -> String

    /// Writes the report for these files to `out` as it is made, piece by
    /// piece (the command line hands it a writer flushed to standard
    /// output): the same bytes as `report`.
    func write(_ files: [FileReport], to out: inout ByteWriter)
}

extension Reporter {
    /// The text of `report`, written whole: for formats short enough to make at once.
    package func write(_ files: [FileReport], to out: inout ByteWriter) {
        out.write(report(files))
    }

    /// The report as UTF-8 in one array (tests and small reports; the
    /// command line streams it with `write(_:to:)`).
    package func reportBytes(_ files: [FileReport]) -> [UInt8] {
        ByteWriter.collect { write(files, to: &$0) }
    }
}

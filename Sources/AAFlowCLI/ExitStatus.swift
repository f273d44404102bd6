import AAFlowPlatform
import AAFlow

/// Every exit status of `aaflow`, decided in one function.
///
/// Commands say what their run came to (`ExitStatus.Result`); `decide`
/// turns that into the number the process exits with. The library never
/// returns a status: it returns reports, comparisons and errors, and the
/// command line describes them here.
///
/// | status | when |
/// | --- | --- |
/// | 0 | done; flows checked with no error (with `--warnings-as-errors`, no warning either); a baseline written |
/// | 1 | a finding counts as an error (neither allowed nor baselined); `format --check` found a file to format; the language server ended without `shutdown` |
/// | 2 | a flow, a configuration (`.aaflow.json`) or a baseline invalid or unreadable, an output not written, nothing drawn or extracted |
/// | 64 | the command line is wrong |
package enum ExitStatus {
    /// What a run came to.
    package enum Result: Hashable, Sendable {
        /// The command did what was asked: help, a version, a file written.
        case success
        /// Flows were checked; `counts` are the findings no `allow` accepts.
        case checked(SeverityCounts, warningsAsErrors: Bool)
        /// `aaflow format --check` found a file that is not formatted.
        case needsFormatting
        /// The language server ended, after `shutdown` (clean) or not.
        case serverEnded(clean: Bool)
        /// An input was invalid or unreadable, or an output could not be written.
        case failure
        /// The command line is wrong.
        case usage
    }

    /// The exit status of a run.
    package static func decide(_ result: Result) -> Int32 {
        switch result {
        case .success: return 0
        case .checked(let counts, let warningsAsErrors):
            return counts.errors > 0 || (warningsAsErrors && counts.warnings > 0) ? 1 : 0
        case .needsFormatting: return 1
        case .serverEnded(let clean): return clean ? 0 : 1
        case .failure: return 2
        case .usage: return 64
        }
    }

    /// What checking `reports` came to: a failure when a file is invalid or
    /// could not be read, else the findings of them all.
    package static func checked(_ reports: [FileReport], unreadable: Bool, warningsAsErrors: Bool) -> Result {
        if unreadable || reports.contains(where: { !$0.isValid }) { return .failure }
        return .checked(reports.reduce(SeverityCounts()) { $0 + $1.counts }, warningsAsErrors: warningsAsErrors)
    }

    /// What a comparison came to: as `aaflow check` would say of its two scenes.
    package static func compared(_ comparison: Comparison) -> Result {
        .checked(comparison.standard.counts + comparison.assistive.counts, warningsAsErrors: false)
    }
}

extension Outcome {
    /// An outcome whose status `ExitStatus.decide` gives.
    package init(_ result: ExitStatus.Result, stdout: [UInt8] = [], stderr: [UInt8] = []) {
        self.init(status: ExitStatus.decide(result), stdout: stdout, stderr: stderr)
    }

    package init(_ result: ExitStatus.Result, stdout: String = "", stderr: String = "") {
        self.init(status: ExitStatus.decide(result), stdout: stdout, stderr: stderr)
    }

    /// An outcome whose status `ExitStatus.decide` gives and whose standard
    /// output ends in a report streamed as it is made.
    package init(_ result: ExitStatus.Result, stdout: [UInt8] = [], streaming stream: Stream?, stderr: [UInt8] = []) {
        self.init(status: ExitStatus.decide(result), stdout: stdout, streaming: stream, stderr: stderr)
    }

    /// Writes the outcome to this process's standard output (streamed
    /// through a buffer of 64 KiB) and standard error, and gives the status
    /// to exit with: the outcome's, or a failure when standard output could
    /// not be written (a full disk), said on standard error.
    /// - Parameters: the file descriptors to write to (tests give others).
    package func emit(standardOutput: Int32 = 1, standardError: Int32 = 2) -> Int32 {
        var why: String?
        let written = ByteWriter.stream(to: { chunk in
            if let reason = Platform.writeAll(standardOutput, chunk) {
                why = reason
                return false
            }
            return true
        }) { writeStandardOutput(to: &$0) }
        var stderr = self.stderr
        var status = self.status
        if !written {
            stderr += Array("aaflow: cannot write standard output: \(why ?? "unknown error")\n".utf8)
            status = ExitStatus.decide(.failure)
        }
        stderr.withUnsafeBufferPointer { _ = Platform.writeAll(standardError, $0) }
        return status
    }
}

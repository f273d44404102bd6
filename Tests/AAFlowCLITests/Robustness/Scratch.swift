import AAFlowPlatform
import Foundation
import Testing
@testable import AAFlow
@testable import AAFlowCLI

/// A folder of its own under the system's temporary folder, for files a
/// test writes; removed, whatever is in it, when the value goes away.
final class ScratchFolder: @unchecked Sendable {
    let path: String

    init() throws {
        path = NSTemporaryDirectory().appending("aaflow-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Give back any permission a test took away, then remove everything.
        chmod(path, 0o755)
        if let names = try? FileManager.default.subpathsOfDirectory(atPath: path) {
            for name in names { chmod(path + "/" + name, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a file in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// A sub-folder, created.
    func folder(_ name: String) throws -> String {
        let sub = path + "/" + name
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        return sub
    }

    /// The names in the folder (or a sub-folder), hidden ones included, sorted.
    func names(in sub: String? = nil) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: sub ?? path)) ?? []).sorted()
    }

    func bytes(_ file: String) -> [UInt8]? {
        try? Platform.readFile(file).get()
    }
}

/// Whether the tests run as root, who may read and write whatever the
/// permissions say: tests of permission errors are skipped then.
let runningAsRoot = getuid() == 0

/// `aaflow ARGS` run in this process.
func aaflow(_ args: String..., input: [UInt8] = []) -> Outcome {
    CLI.run(args, context: Context(readStandardInput: { .success(input) }))
}

/// The promises of cli.md for any input: a status of its table, a reason on
/// standard error (or in the JSON) for status 2, never a crash report, and
/// text a terminal shows safely.
/// With `coloured`, standard error may hold aaflow's own colour sequences
/// (the carrier that checks them looks at the rest).
func expectOrderly(_ outcome: Outcome, statuses: Set<Int32> = [0, 1, 2], coloured: Bool = false,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(statuses.contains(outcome.status), "status \(outcome.status)", sourceLocation: sourceLocation)
    if outcome.status == 2 {
        #expect(!outcome.stderr.isEmpty || !outcome.stdout.isEmpty, "status 2 without a reason", sourceLocation: sourceLocation)
    }
    let stderr = outcome.stderrText
    for trace in ["Fatal error", "Backtrace", "Program crashed", "Stack dump", "Thread 0"] {
        #expect(!stderr.contains(trace), "a crash report on standard error", sourceLocation: sourceLocation)
    }
    if !coloured {
        #expect(rawControlBytes(outcome.stderr) == 0, "raw control characters on standard error", sourceLocation: sourceLocation)
    }
}

/// How many bytes of C0 controls (but newline and tab), DEL and ESC a text holds.
func rawControlBytes(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + (($1 < 0x20 && $1 != 0x0A && $1 != 0x09) || $1 == 0x7F ? 1 : 0) }
}

/// A report in JSON, parsed; nil (with an issue recorded) when it does not parse.
func parsedJSON(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Any? {
    do {
        return try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
        Issue.record("not JSON: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Every string in a parsed JSON value, keys left out.
func jsonStrings(_ value: Any?) -> [String] {
    switch value {
    case let s as String: return [s]
    case let a as [Any]: return a.flatMap(jsonStrings)
    case let d as [String: Any]: return d.values.flatMap(jsonStrings)
    default: return []
    }
}

/// A small deterministic random number generator (SplitMix64), so that a
/// failing input can be made again from its seed.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import AAFlowPlatform
import AAFlow
import AAFlowSwiftUI
import AAFlowHTML

/// `aaflow audit --cache FOLDER`: the answer of the last audit kept in a
/// folder of the caller's (the build tool plugin gives its work folder), keyed
/// by everything the answer depends on: aaflow itself, the options, and the
/// bytes of every input (the configuration, the baseline, the flow given to
/// `--against`, each Swift and settings file read, and what could not be
/// read). An audit whose key is the one kept prints the kept answer without
/// parsing a file: a build after files were saved unchanged, touched, or
/// changed and changed back (a switch of branch and back) costs reading the
/// files. Any other change audits again, in full, and keeps the new answer.
///
/// What is kept is one file per project and set of options, written whole
/// through a temporary file; a file that cannot be read as a kept answer is
/// taken as none. The cache never changes what is printed: the bytes, the
/// exit status and the stamp are the ones the audit gave.
struct AuditCache {
    /// The folder given.
    let folder: String
    /// The file for this project and these options.
    let file: String
    /// The digest of aaflow, the options and the inputs.
    let key: String

    /// What an audit printed, and its stamp line.
    struct Answer: Equatable {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
        var stamp: [UInt8]
    }

    /// The first line of a kept answer: its format, then aaflow's version.
    static let header = "aaflow audit cache 1 \(aaflowVersion)"

    /// - Parameters:
    ///   - options: the options that shape the answer, as `name=value` words.
    init(folder: String, options: [String], prepared: ConfiguredAudit.Prepared) {
        self.folder = folder
        var named: [UInt8] = []
        Self.append(Array(Self.header.utf8), to: &named)
        Self.append(Array(Self.executableStamp.utf8), to: &named)
        Self.append(Array(prepared.path.utf8), to: &named)
        for o in options { Self.append(Array(o.utf8), to: &named) }
        let name = SHA256.hex(named)
        file = Paths.join(folder, "audit-\(name.prefix(16)).cache")
        // Each input's label, its length and two hashes of its bytes (`ContentHash`).
        var all = named
        for input in prepared.inputs {
            Self.append(Array(input.label.utf8), to: &all)
            for seed: UInt64 in [0, 0x6161_666C_6F77] {
                let h = ContentHash.xxh64(input.bytes, seed: seed)
                all.append(contentsOf: "\(input.bytes.count) \(h);".utf8)
            }
        }
        key = SHA256.hex(all)
    }

    /// Each part with its length before it, so that no two lists of parts join into the same bytes.
    private static func append(_ part: [UInt8], to out: inout [UInt8]) {
        out.append(contentsOf: Array("\(part.count):".utf8))
        out.append(contentsOf: part)
    }

    /// The size and time of the running aaflow, when its path is known: a
    /// build of aaflow with the same version keeps no answer of another.
    private static let executableStamp: String = {
        guard let path = CommandLine.arguments.first, path.contains("/"),
              let stamp = Platform.fileStamp(path) else { return "" }
        return stamp.map(String.init).joined(separator: " ")
    }()

    /// The kept answer, when it was kept for this key.
    func load() -> Answer? {
        guard case .success(let bytes) = Platform.readFile(file) else { return nil }
        var reader = Reader(bytes: bytes)
        guard reader.line() == Self.header, reader.line() == "key \(key)",
              let status = reader.line().flatMap({ $0.hasPrefix("status ") ? Int32($0.dropFirst(7)) : nil }),
              let stdout = reader.part("stdout"), let stderr = reader.part("stderr"), let stamp = reader.part("stamp"),
              reader.atEnd else { return nil }
        return Answer(status: status, stdout: stdout, stderr: stderr, stamp: stamp)
    }

    /// Keeps `answer`; why it could not, when it could not.
    func store(_ answer: Answer) -> String? {
        if Platform.fileKind(folder) == .missing, case .failure(let e) = Platform.makeDirectory(folder) {
            return "cannot make the cache folder \(SafeText.clean(folder)): \(e.reason)"
        }
        guard Platform.fileKind(folder) == .directory else {
            return "the cache \(SafeText.clean(folder)) is not a folder"
        }
        var out = Array("\(Self.header)\nkey \(key)\nstatus \(answer.status)\n".utf8)
        for (name, part) in [("stdout", answer.stdout), ("stderr", answer.stderr), ("stamp", answer.stamp)] {
            out.append(contentsOf: Array("\(name) \(part.count)\n".utf8))
            out.append(contentsOf: part)
            out.append(UInt8(ascii: "\n"))
        }
        if case .failure(let e) = Platform.writeFileAtomically(file, out) {
            return "cannot keep the audit in \(SafeText.clean(file)): \(e.reason)"
        }
        return nil
    }

    /// Reads a kept answer: lines, and parts of a length given on the line before them.
    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        var atEnd: Bool { at == bytes.count }

        mutating func line() -> String? {
            guard let end = bytes[at...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            defer { at = end + 1 }
            return String(decoding: bytes[at..<end], as: UTF8.self)
        }

        /// `NAME LENGTH`, then LENGTH bytes and a line end.
        mutating func part(_ name: String) -> [UInt8]? {
            guard let head = line(), head.hasPrefix(name + " "), let count = Int(head.dropFirst(name.count + 1)),
                  count >= 0, count < bytes.count - at else { return nil }
            let part = Array(bytes[at..<(at + count)])
            guard bytes[at + count] == UInt8(ascii: "\n") else { return nil }
            at += count + 1
            return part
        }
    }
}

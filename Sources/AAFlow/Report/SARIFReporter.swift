/// `aaflow check --format sarif`: SARIF 2.1.0, for code-scanning services
/// that show findings on the lines of the flow files.
///
/// One run for the whole check. `tool.driver.rules` describes every rule,
/// then the mistakes of the flow language (`flow.*`) and `allow.unused`, so
/// that every result, an invalid file's included, points at a described
/// rule. Allowed findings carry an in-source suppression with the reason.
/// Columns count Unicode scalars, as everywhere in aaflow
/// (`columnKind: unicodeCodePoints`).
public struct SARIFReporter: Reporter, Sendable {
    /// The URI of the schema the output follows.
    package static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Files that could not be read, reported as notifications of the run.
    package var unreadable: [InputError]

    public init(unreadable: [InputError] = []) {
        self.unreadable = unreadable
    }

    public func report(_ files: [FileReport]) -> String {
        String(decoding: reportBytes(files), as: UTF8.self)
    }

    /// Writes the report result by result to `out` (no tree, string or
    /// array of the whole report). The run lists its artifacts before its
    /// results but learns them from the results, so a first pass over the
    /// diagnostics only names the files they point at, in the order the
    /// results will, and the second writes the results.
    package func write(_ files: [FileReport], to out: inout ByteWriter) {
        let descriptors = Self.descriptors()
        var ruleIndex: [String: Int] = [:]
        for (i, d) in descriptors.enumerated() where ruleIndex[d.id] == nil { ruleIndex[d.id] = i }

        var artifacts = Artifacts()
        for file in files {
            artifacts.visit(file)
        }

        JSONStream.write(to: &out) { w in
            w.beginObject()
            w.field("$schema", .string(Self.schemaURI))
            w.field("version", "2.1.0")
            w.key("runs")
            w.beginArray()
            w.beginObject()
            w.field("tool", .object([("driver", .object([
                ("name", "aaflow"),
                ("version", .string(aaflowVersion)),
                ("semanticVersion", .string(aaflowVersion)),
                ("rules", .array(descriptors.map(\.json))),
            ]))]))
            if !unreadable.isEmpty {
                w.field("invocations", [.object([
                    ("executionSuccessful", false),
                    ("toolExecutionNotifications", .array(notifications())),
                ])])
            }
            w.key("artifacts")
            w.beginArray()
            for uri in artifacts.uris {
                w.value(.object([("location", .object([("uri", .string(uri))]))]))
            }
            w.endArray()
            w.key("results")
            w.beginArray()
            for file in files {
                Self.results(of: file, locate: artifacts.locator(file), ruleIndex: ruleIndex,
                             fixedArtifact: { prints, f in artifacts.artifact(for: prints, file: file, fingerprint: f) }) {
                    w.value($0)
                }
            }
            w.endArray()
            w.field("columnKind", "unicodeCodePoints")
            w.endObject()
            w.endArray()
            w.endObject()
        }
    }

    /// The results of one file, in order: its findings, then what the
    /// baseline records and is gone. Each carries its fingerprint and which
    /// of the findings that share it this is (`HASH:N`), so that code
    /// scanning tells two alike apart; the streamed and the whole report
    /// both make them here.
    static func results(of file: FileReport, locate: (SourceRange) -> Artifact, ruleIndex: [String: Int],
                        fixedArtifact: (Fingerprinter, Fingerprint) -> Artifact?, _ emit: (JSONValue) -> Void) {
        var prints = Fingerprinter(file)
        var seen: [String: Int] = [:]
        func occurrence(_ hash: String) -> String {
            seen[hash, default: 0] += 1
            return "\(hash):\(seen[hash, default: 1])"
        }
        for d in file.diagnostics {
            let fingerprint = occurrence(prints.fingerprint(of: d).hash)
            let state: String? = file.usesBaseline ? (d.isBaselined ? "unchanged" : "new") : nil
            emit(result(d, locate: locate, ruleIndex: ruleIndex[d.id.rawValue], fingerprint: fingerprint, baselineState: state))
        }
        for f in file.fixedSinceBaseline {
            emit(fixedResult(f, fingerprint: occurrence(f.hash), ruleIndex: ruleIndex[f.rule], artifact: fixedArtifact(prints, f)))
        }
    }

    /// The run's artifacts: one per file a range names (the flow file, or
    /// each source of a document read from many, a SwiftUI project), in the
    /// order the results first name them.
    struct Artifacts {
        var uris: [String] = []
        var index: [String: Int] = [:]

        mutating func add(_ path: String) {
            let uri = SARIFReporter.uri(for: path)
            guard index[uri] == nil else { return }
            index[uri] = uris.count
            uris.append(uri)
        }

        /// Names the files of one report's results, in the order `result` locates them.
        mutating func visit(_ file: FileReport) {
            add(file.path)
            var seen: Set<SourceFileID> = [.first]
            func range(_ r: SourceRange) {
                guard seen.insert(r.file).inserted else { return }
                add(file.document.source(of: r).path)
            }
            for d in file.diagnostics {
                range(d.range)
                for note in d.notes { if let r = note.range { range(r) } }
                if let fix = d.suggestedFix { for edit in fix.edits { range(edit.range) } }
            }
        }

        /// The artifact of a fixed finding's file, when the run names that file.
        func artifact(for prints: Fingerprinter, file: FileReport, fingerprint f: Fingerprint) -> Artifact? {
            for source in file.document.sources.indices {
                let id = SourceFileID(source)
                guard prints.file(of: SourceRange(line: 1, column: 1, file: id)) == f.file else { continue }
                let uri = SARIFReporter.uri(for: file.document.sources[source].path)
                if let i = index[uri] { return Artifact(uri: uri, index: i) }
            }
            return nil
        }

        /// Where each range of one report's results stands among the artifacts.
        func locator(_ file: FileReport) -> (SourceRange) -> Artifact {
            let ownURI = SARIFReporter.uri(for: file.path)
            let own = Artifact(uri: ownURI, index: index[ownURI] ?? 0)
            var known: [SourceFileID: Artifact] = [:]
            return { range in
                guard range.file != .first else { return own }
                if let a = known[range.file] { return a }
                let uri = SARIFReporter.uri(for: file.document.source(of: range).path)
                let a = Artifact(uri: uri, index: index[uri] ?? 0)
                known[range.file] = a
                return a
            }
        }
    }

    /// A notification of the run per file that could not be read.
    private func notifications() -> [JSONValue] {
        unreadable.map { error in
            .object([
                ("level", "error"),
                ("message", .object([("text", .string(error.message))])),
                ("locations", [.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(Self.uri(for: error.path)))])),
                ]))])]),
            ])
        }
    }

    /// The report made the way it was before it was streamed: one tree of
    /// values, then one string. Kept for the test that compares both.
    func treeReport(_ files: [FileReport]) -> String {
        let descriptors = Self.descriptors()
        var ruleIndex: [String: Int] = [:]
        for (i, d) in descriptors.enumerated() where ruleIndex[d.id] == nil { ruleIndex[d.id] = i }

        var artifactIndex: [String: Int] = [:]
        var artifacts: [JSONValue] = []
        var results: [JSONValue] = []
        // One artifact per file a range names: the flow file, or each source
        // of a document read from many (a SwiftUI project).
        func artifact(_ path: String) -> Artifact {
            let uri = Self.uri(for: path)
            if let known = artifactIndex[uri] { return Artifact(uri: uri, index: known) }
            let index = artifacts.count
            artifactIndex[uri] = index
            artifacts.append(.object([("location", .object([("uri", .string(uri))]))]))
            return Artifact(uri: uri, index: index)
        }
        for file in files {
            let own = artifact(file.path)
            let locate = { (range: SourceRange) -> Artifact in
                range.file == .first ? own : artifact(file.document.source(of: range).path)
            }
            Self.results(of: file, locate: locate, ruleIndex: ruleIndex, fixedArtifact: { prints, f in
                let source = file.document.sources.indices.first {
                    prints.file(of: SourceRange(line: 1, column: 1, file: SourceFileID($0))) == f.file
                }
                let uri = source.map { Self.uri(for: file.document.sources[$0].path) }
                return uri.flatMap { u in artifactIndex[u].map { Artifact(uri: u, index: $0) } }
            }) { results.append($0) }
        }

        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", "aaflow"),
                ("version", .string(aaflowVersion)),
                ("semanticVersion", .string(aaflowVersion)),
                ("rules", .array(descriptors.map(\.json))),
            ]))])),
        ]
        if !unreadable.isEmpty {
            let notifications: [JSONValue] = unreadable.map { error in
                .object([
                    ("level", "error"),
                    ("message", .object([("text", .string(error.message))])),
                    ("locations", [.object([("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(for: error.path)))])),
                    ]))])]),
                ])
            }
            run.append(("invocations", [.object([
                ("executionSuccessful", false),
                ("toolExecutionNotifications", .array(notifications)),
            ])]))
        }
        run += [
            ("artifacts", .array(artifacts)),
            ("results", .array(results)),
            ("columnKind", "unicodeCodePoints"),
        ]
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", "2.1.0"),
            ("runs", [.object(run)]),
        ]).serialized()
    }

    // MARK: Rules

    /// A `reportingDescriptor`: what SARIF says about a rule.
    struct Descriptor {
        var id: String
        var json: JSONValue
    }

    /// Every rule of the catalogue, then the diagnostics that are not rules.
    static func descriptors() -> [Descriptor] {
        var out: [Descriptor] = []
        for rule in RuleCatalog.all.map(\.description) {
            let level = (rule.severities[.assistive] ?? rule.severities[.standard] ?? .warning).rawValue
            var properties: [(String, JSONValue)] = [
                ("tags", .array(["accessibility", "assistive-access"] + [rule.id.split(separator: ".").first.map { .string(String($0)) }].compactMap { $0 })),
            ]
            if let principle = rule.principle {
                properties.append(("principle", .string(principle.numberedTitle)))
            }
            properties.append(("severities", .object(SceneKind.allCases.reversed().compactMap { kind in
                rule.severities[kind].map { (kind.rawValue, .string($0.rawValue)) }
            })))
            if !rule.wcag.isEmpty {
                properties.append(("wcag", .array(rule.wcag.map(JSONValue.string))))
            }
            out.append(Descriptor(id: rule.id, json: .object([
                ("id", .string(rule.id)),
                ("name", .string(identifier(rule.name))),
                ("shortDescription", .object([("text", .string(RuleDocs.capitalised(rule.summary)))])),
                ("fullDescription", .object([("text", .string(RuleDocs.capitalised(rule.summary) + ". " + rule.rationale))])),
                ("help", .object([
                    ("text", .string(RuleDocs.text(rule))),
                    ("markdown", .string(RuleDocs.section(rule, level: 2))),
                ])),
                ("defaultConfiguration", .object([("level", .string(level))])),
                ("properties", .object(properties)),
            ])))
        }
        for kind in OtherDiagnostics.all {
            let summary = RuleDocs.capitalised(kind.summary)
            let help = kind.id.hasPrefix("flow.")
                ? "A mistake in the flow language: the file is not checked until it is corrected. The message says what is wrong and how to put it right."
                : "Remove the `allow` statement, so that a problem that comes back later is not hidden."
            out.append(Descriptor(id: kind.id.rawValue, json: .object([
                ("id", .string(kind.id.rawValue)),
                ("name", .string(identifier(kind.name))),
                ("shortDescription", .object([("text", .string(summary))])),
                ("fullDescription", .object([("text", .string(summary + "."))])),
                ("help", .object([("text", .string(help))])),
                ("defaultConfiguration", .object([("level", .string(kind.severity.rawValue))])),
                ("properties", .object([("tags", kind.id.hasPrefix("flow.") ? ["flow-language"] : ["allow"])])),
            ])))
        }
        return out
    }

    /// "Custom back button" → "CustomBackButton".
    static func identifier(_ name: String) -> String {
        name.split { !$0.isLetter && !$0.isNumber }.map { RuleDocs.capitalised(String($0)) }.joined()
    }

    // MARK: Results

    /// Where a file stands in the run's `artifacts`.
    struct Artifact {
        var uri: String
        var index: Int
    }

    /// The key of `partialFingerprints` under which every result carries its `Fingerprint`.
    package static let fingerprintKey = "aaflowFingerprint/v1"

    static func result(_ d: Diagnostic, locate: (SourceRange) -> Artifact, ruleIndex: Int?,
                       fingerprint: String? = nil, baselineState: String? = nil) -> JSONValue {
        var text = d.message
        if let fix = d.fix { text += "; fix: \(fix)" }
        var pairs: [(String, JSONValue)] = [("ruleId", .string(d.id.rawValue))]
        if let ruleIndex { pairs.append(("ruleIndex", .int(ruleIndex))) }
        pairs += [
            ("level", .string(d.severity.rawValue)),
            ("message", .object([("text", .string(text))])),
            ("locations", [location(d.range, in: locate(d.range))]),
        ]
        let related = d.notes.enumerated().compactMap { n, note -> JSONValue? in
            guard let range = note.range else { return nil }
            guard case .object(var pairs) = location(range, in: locate(range)) else { return nil }
            pairs.insert(("id", .int(n)), at: 0)
            pairs.append(("message", .object([("text", .string(note.message))])))
            return .object(pairs)
        }
        if !related.isEmpty { pairs.append(("relatedLocations", .array(related))) }
        if let reason = d.allowedBecause {
            pairs.append(("suppressions", [.object([("kind", "inSource"), ("justification", .string(reason))])]))
        }
        if let fix = d.suggestedFix, !fix.edits.isEmpty {
            pairs.append(("fixes", [fixJSON(fix, locate: locate)]))
        }
        if let fingerprint { pairs.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))]))) }
        if let baselineState { pairs.append(("baselineState", .string(baselineState))) }
        var properties: [(String, JSONValue)] = []
        if let kind = d.syntaxKind { properties.append(("kind", .string(kind.rawValue))) }
        if let scene = d.scene { properties.append(("scene", .string(scene.rawValue))) }
        if let screen = d.screen { properties.append(("screen", .string(screen))) }
        if let fix = d.fix { properties.append(("fix", .string(fix))) }
        let plainNotes = d.notes.filter { $0.range == nil }.map { JSONValue.string($0.message) }
        if !plainNotes.isEmpty { properties.append(("notes", .array(plainNotes))) }
        if !properties.isEmpty { pairs.append(("properties", .object(properties))) }
        return .object(pairs)
    }

    /// A result for a finding the baseline records and that is no longer
    /// found: `baselineState` "absent", at its file when it is known.
    static func fixedResult(_ f: Fingerprint, fingerprint: String, ruleIndex: Int?, artifact: Artifact?) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("ruleId", .string(f.rule))]
        if let ruleIndex { pairs.append(("ruleIndex", .int(ruleIndex))) }
        pairs += [
            ("level", "note"),
            ("message", .object([("text", .string("fixed since the baseline: " + f.summary))])),
        ]
        if let artifact {
            pairs.append(("locations", [.object([("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(artifact.uri)), ("index", .int(artifact.index))])),
            ]))])]))
        }
        pairs.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint))])))
        pairs.append(("baselineState", "absent"))
        return .object(pairs)
    }

    /// A SARIF `fix`: its words, and its edits grouped by file as
    /// `artifactChanges`, each edit a `replacement` of a region.
    static func fixJSON(_ fix: Fix, locate: (SourceRange) -> Artifact) -> JSONValue {
        var order: [Int] = []
        var byArtifact: [Int: (Artifact, [JSONValue])] = [:]
        for edit in fix.edits {
            let a = locate(edit.range)
            if byArtifact[a.index] == nil { order.append(a.index); byArtifact[a.index] = (a, []) }
            byArtifact[a.index]!.1.append(.object([
                ("deletedRegion", region(edit.range)),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ]))
        }
        let changes = order.map { i -> JSONValue in
            let (a, replacements) = byArtifact[i]!
            return .object([
                ("artifactLocation", .object([("uri", .string(a.uri)), ("index", .int(a.index))])),
                ("replacements", .array(replacements)),
            ])
        }
        return .object([
            ("description", .object([("text", .string(fix.message))])),
            ("artifactChanges", .array(changes)),
        ])
    }

    static func location(_ range: SourceRange, in artifact: Artifact) -> JSONValue {
        .object([("physicalLocation", .object([
            ("artifactLocation", .object([("uri", .string(artifact.uri)), ("index", .int(artifact.index))])),
            ("region", region(range)),
        ]))])
    }

    /// A region by lines and columns (1-based; an end before the start is the start).
    static func region(_ range: SourceRange) -> JSONValue {
        let start = range.start
        var end = range.end
        if end < start { end = start }
        return .object([
            ("startLine", .int(max(start.line, 1))),
            ("startColumn", .int(max(start.column, 1))),
            ("endLine", .int(max(end.line, 1))),
            ("endColumn", .int(max(end.column, 1))),
        ])
    }

    // MARK: Paths

    /// A path as a URI reference: relative paths stay relative (without a
    /// leading `./`), absolute ones become `file://` URIs, and every byte
    /// that may not stand in a URI path is percent-encoded.
    static func uri(for path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        let absolute = p.hasPrefix("/")
        var out = absolute ? "file://" : ""
        let hex = Array("0123456789ABCDEF".utf8)
        for b in p.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 0xF)]], as: UTF8.self)
            }
        }
        return out
    }
}

/// What a `#if` condition is evaluated against.
///
/// `iOSDevice` is the build the spec reads (swiftui.md, rule 11): `os(iOS)`,
/// `canImport` of an iOS framework, `arch(arm64)`, `swift(>=…)` and
/// `compiler(>=…)` hold; `targetEnvironment(simulator)`, `DEBUG` and any
/// condition not known here do not.
package struct SwiftBuildEnvironment: Sendable, Hashable {
    /// The value `os(…)` is true for.
    package var os: String
    /// Modules `canImport(…)` is true for.
    package var importableModules: Set<String>
    /// Compilation flags that are set (`-D NAME`); `DEBUG` is not.
    package var flags: Set<String>
    /// Values `targetEnvironment(…)` is true for (none for a device).
    package var targetEnvironments: Set<String>
    /// Values `arch(…)` is true for.
    package var architectures: Set<String>

    package init(os: String, importableModules: Set<String>, flags: Set<String> = [],
                targetEnvironments: Set<String> = [], architectures: Set<String> = ["arm64"]) {
        self.os = os
        self.importableModules = importableModules
        self.flags = flags
        self.targetEnvironments = targetEnvironments
        self.architectures = architectures
    }

    /// An iOS device build (release: no `DEBUG`).
    package static let iOSDevice = SwiftBuildEnvironment(
        os: "iOS",
        importableModules: [
            "UIKit", "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData",
            "Swift", "Darwin", "os", "OSLog", "Dispatch", "CoreGraphics", "CoreFoundation", "QuartzCore",
            "CoreImage", "CoreText", "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI",
            "StoreKit", "WidgetKit", "ActivityKit", "UserNotifications", "CloudKit", "HealthKit",
            "AppIntents", "TipKit", "Charts", "UniformTypeIdentifiers", "WebKit", "SafariServices",
            "MessageUI", "LocalAuthentication", "CryptoKit", "Network", "GameKit", "ARKit", "RealityKit",
            "Vision", "CoreML", "NaturalLanguage", "Speech", "EventKit", "EventKitUI", "Contacts",
            "ContactsUI", "PassKit", "AuthenticationServices", "CoreHaptics", "CoreMotion",
            "AudioToolbox", "MediaPlayer", "MusicKit", "QuickLook", "PDFKit", "VisionKit",
            "BackgroundTasks", "LinkPresentation", "Accessibility", "GroupActivities", "CoreBluetooth",
            "CoreNFC", "SceneKit", "SpriteKit", "Metal", "MetalKit", "ImageIO", "Security",
        ]
    )

    /// Whether `condition` (the condition expression of a `#if`/`#elseif` clause) holds.
    package func evaluate(_ condition: SwiftNode) -> Bool {
        switch condition.kind {
        case .booleanLiteral:
            return condition.nameIs("true")
        case .identifier:
            return condition.name.map { flags.contains($0) } ?? false
        case .prefixOperator:
            guard condition.nameIs("!"), let operand = condition.value else { return false }
            return !evaluate(operand)
        case .tuple:
            guard condition.childCount == 1, let inner = condition.child(0).value else { return false }
            return evaluate(inner)
        case .binarySequence:
            // `&&` binds tighter than `||`: a disjunction of conjunctions.
            let items = condition.children
            var anyGroup = false
            var group = true
            var i = 0
            while i < items.count {
                let item = items[i]
                if item.kind == .binaryOperator {
                    if item.nameIs("||") {
                        anyGroup = anyGroup || group
                        group = true
                    } else if !item.nameIs("&&") {
                        return false  // not a condition
                    }
                } else if item.kind == .ternary || item.kind == .cast {
                    return false
                } else {
                    group = group && evaluate(item)
                }
                i += 1
            }
            return anyGroup || group
        case .call:
            guard let name = condition.callee?.name else { return false }
            let argument = condition.arguments.first?.value
            switch name {
            case "os":
                return argument?.name == os
            case "canImport":
                // `canImport(A.B)` and `canImport(A, _version: …)`: the module is the first name.
                var module = argument
                while let m = module, m.kind == .memberAccess { module = m.base }
                return module?.name.map { importableModules.contains($0) } ?? false
            case "targetEnvironment":
                return argument?.name.map { targetEnvironments.contains($0) } ?? false
            case "arch":
                return argument?.name.map { architectures.contains($0) } ?? false
            case "swift", "compiler":
                // `swift(>=5.9)` holds for any recent compiler, `swift(<5)` does not.
                guard let arg = argument else { return false }
                return arg.kind == .prefixOperator && arg.nameIs(">=")
            default:
                return false
            }
        default:
            return false
        }
    }
}

extension SwiftNode {
    /// For a `#if` block (`ifConfig` or `postfixIfConfig`): its clauses in order.
    package var clauses: [SwiftNode] { children(.ifConfigClause) }

    /// For a `#if`/`#elseif` clause: its condition; nil for `#else`.
    package var condition: SwiftNode? {
        guard kind == .ifConfigClause, flags.contains(.hasCondition), childCount > 0 else { return nil }
        return child(0)
    }

    /// For a clause: the directive (`#if`, `#elseif`, `#else`).
    package var directive: String? { kind == .ifConfigClause ? keyword : nil }

    /// For a clause: what it holds (statements, members, cases, or the
    /// member chain of a postfix `#if`).
    package var clauseBody: [SwiftNode] {
        guard kind == .ifConfigClause else { return [] }
        return flags.contains(.hasCondition) ? Array(children.dropFirst()) : children
    }

    /// For a `#if` block: the first clause whose condition holds in
    /// `environment` (an `#else` always holds), or nil when none does.
    package func activeClause(in environment: SwiftBuildEnvironment = .iOSDevice) -> SwiftNode? {
        for clause in clauses {
            if clause.directive == "#else" { return clause }
            if let c = clause.condition, environment.evaluate(c) { return clause }
        }
        return nil
    }
}

/// Decodes string literals (escapes, multi-line indentation, interpolations).
enum StringDecoder {
    static func decode(_ node: SwiftNode, interpolation: ([SwiftNode]) -> String) -> String {
        let tree = node.tree
        let toks = tree.lexed.tokens
        let range = node.tokenRange
        guard !range.isEmpty else { return "" }
        let open = toks[range.lowerBound]
        let pounds = open.poundCount
        let multiline = open.flags.contains(.multiline)
        let arguments = node.interpolations
        var out: [UInt8] = []
        var depth = 0
        var j = range.lowerBound + 1
        var argIndex = 0
        // The indentation of the closing delimiter's line (multi-line strings).
        var closeIndent = 0
        if multiline, toks[range.upperBound - 1].kind == .stringClose {
            let t = toks[range.upperBound - 1]
            var k = t.start
            while k > 0, tree.bytes[k - 1] == 0x20 || tree.bytes[k - 1] == 0x09 { k -= 1 }
            closeIndent = t.start - k
        }
        while j < range.upperBound {
            let t = toks[j]
            switch t.kind {
            case .stringSegment where depth == 0:
                appendSegment(tree.bytes, t, pounds: pounds, multiline: multiline, indent: closeIndent, into: &out)
            case .interpolationOpen:
                if depth == 0 {
                    // The arguments of this interpolation: those that start before its `)`.
                    var close = j + 1
                    var d = 0
                    while close < range.upperBound {
                        let k = toks[close].kind
                        if k == .interpolationOpen { d += 1 }
                        if k == .interpolationClose { if d == 0 { break }; d -= 1 }
                        close += 1
                    }
                    var group: [SwiftNode] = []
                    while argIndex < arguments.count, arguments[argIndex].tokenRange.lowerBound < close {
                        group.append(arguments[argIndex])
                        argIndex += 1
                    }
                    out.append(contentsOf: Array(interpolation(group).utf8))
                }
                depth += 1
            case .interpolationClose:
                depth -= 1
            default:
                break
            }
            j += 1
        }
        guard multiline else { return String(decoding: out, as: UTF8.self) }
        // Drop the line break after `"""` and the last line (the closing
        // delimiter's indentation), then that indentation from every line.
        var lines = splitLines(out)
        if let first = lines.first, first.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.removeFirst() }
        if let last = lines.last, last.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.removeLast() }
        let indent = closeIndent
        let stripped = lines.map { line -> [UInt8] in
            var k = 0
            while k < indent, k < line.count, line[k] == 0x20 || line[k] == 0x09 { k += 1 }
            return Array(line[k...])
        }
        var joined: [UInt8] = []
        for (i, line) in stripped.enumerated() {
            if i > 0 { joined.append(0x0A) }
            joined.append(contentsOf: line)
        }
        return String(decoding: joined, as: UTF8.self)
    }

    static func splitLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = [[]]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(b)
            }
            i += 1
        }
        return lines
    }

    static func appendSegment(_ bytes: [UInt8], _ t: SwiftToken, pounds: Int, multiline: Bool, indent: Int, into out: inout [UInt8]) {
        var i = t.start
        let end = t.end
        guard t.flags.contains(.hasEscapes) else {
            out.append(contentsOf: bytes[i..<end])
            return
        }
        while i < end {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            var k = i + 1
            var count = 0
            while count < pounds, k < end, bytes[k] == UInt8(ascii: "#") { k += 1; count += 1 }
            guard count == pounds, k < end else {
                out.append(b)
                i += 1
                continue
            }
            let e = bytes[k]
            switch e {
            case UInt8(ascii: "0"): out.append(0); i = k + 1
            case UInt8(ascii: "t"): out.append(0x09); i = k + 1
            case UInt8(ascii: "n"): out.append(0x0A); i = k + 1
            case UInt8(ascii: "r"): out.append(0x0D); i = k + 1
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): out.append(e); i = k + 1
            case UInt8(ascii: "u"):
                var m = k + 2
                var value: UInt32 = 0
                while m < end, bytes[m] != UInt8(ascii: "}") {
                    let c = bytes[m]
                    let digit: UInt32
                    switch c {
                    case 0x30...0x39: digit = UInt32(c - 0x30)
                    case 0x61...0x66: digit = UInt32(c - 0x61 + 10)
                    case 0x41...0x46: digit = UInt32(c - 0x41 + 10)
                    default: digit = 0
                    }
                    value = value &* 16 &+ digit
                    m += 1
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                out.append(contentsOf: Array(String(Character(scalar)).utf8))
                i = min(m + 1, end)
            default:
                // A line continuation: backslash, spaces, line break — all dropped.
                var m = k
                while m < end, bytes[m] == 0x20 || bytes[m] == 0x09 { m += 1 }
                if multiline, m < end, bytes[m] == 0x0A || bytes[m] == 0x0D {
                    i = m + ((bytes[m] == 0x0D && m + 1 < end && bytes[m + 1] == 0x0A) ? 2 : 1)
                    // The next line's indentation goes, as on every line.
                    var skipped = 0
                    while skipped < indent, i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1; skipped += 1 }
                    continue
                }
                out.append(b)
                i += 1
            }
        }
    }
}

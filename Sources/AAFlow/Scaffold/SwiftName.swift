/// Swift names for what a flow calls by id or by text: the one place where a
/// screen id, an app name or a control's text becomes an identifier.
///
/// Every name it gives is a valid Swift identifier in the place it is used:
/// characters an identifier cannot hold separate words, a leading digit is
/// guarded with `_`, and a keyword is never given bare.
///
///     SwiftName.typeName("photo-detail", suffix: "View")   // PhotoDetailView
///     SwiftName.typeName("HomeView", suffix: "View")       // HomeView
///     SwiftName.caseName("default")                        // `default`
///     SwiftName.variableName("for")                        // forValue
package enum SwiftName {
    /// The longest name, in characters, made from one id or text before a
    /// suffix or number is added: a type name is also a file name.
    static let maximumLength = 96

    /// An UpperCamelCase type name for `raw`, ending in `suffix` (not doubled
    /// when `raw` already ends in it); `Screen` stands in for a name with no
    /// usable character.
    package static func typeName(_ raw: String, suffix: String) -> String {
        var name = words(raw).map(capitalized).joined()
        if name.isEmpty { name = "Screen" }
        name = guarded(truncated(name))
        return name.hasSuffix(suffix) && name != suffix ? name : name + suffix
    }

    /// A lowerCamelCase name for an enum case or a member, in backticks
    /// when it is a keyword (`self`, `Self`, `Type`, `Protocol` and `init`,
    /// which backticks cannot make a case name, get a trailing `_`).
    package static func caseName(_ raw: String) -> String {
        let name = lowerCamel(raw, fallback: "value")
        if backtickProof.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A lowerCamelCase name for a variable that code also refers to as
    /// `$name`, where backticks cannot stand: a keyword gets `Value` added.
    package static func variableName(_ raw: String, fallback: String = "value") -> String {
        let name = lowerCamel(raw, fallback: fallback)
        return keywords.contains(name) || backtickProof.contains(name) ? name + "Value" : name
    }

    /// UpperCamelCase words, for joining after a prefix (`isShowing` + `PhotoDetail`).
    package static func upperCamel(_ raw: String, fallback: String) -> String {
        let name = words(raw).map(capitalized).joined()
        return name.isEmpty ? fallback : truncated(name)
    }

    /// Whether `name` can stand as an identifier, without backticks, where a
    /// variable or type name goes.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        guard name.unicodeScalars.dropFirst().allSatisfy(isIdentifierCharacter) else { return false }
        return name != "_" && !keywords.contains(name) && !backtickProof.contains(name)
    }

    // MARK: - Words

    /// A character a generated name keeps: an identifier character that is
    /// a letter, a digit or a combining mark. Symbols the grammar allows
    /// too (emoji, arrows, circled numbers) separate words instead, so that
    /// a name reads as words and a file name stays plain.
    static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        guard isIdentifierCharacter(c) else { return false }
        if c.isASCII { return true }
        let p = c.properties
        switch p.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// The runs of name characters in `raw`; anything else (and `_`)
    /// separates words. Case inside a word is kept (`photoDetail` stays one
    /// word, capitalised as `PhotoDetail`).
    static func words(_ raw: String) -> [String] {
        var out: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if scalar != "_" && isNameCharacter(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                out.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { out.append(String(current)) }
        return out
    }

    private static func lowerCamel(_ raw: String, fallback: String) -> String {
        let parts = words(raw)
        guard let first = parts.first else { return fallback }
        let name = truncated(lowercasedFirst(first) + parts.dropFirst().map(capitalized).joined())
        return guarded(name)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let head = String(first).uppercased()
        // An uppercase form outside the identifier characters (rare) keeps the original.
        let scalars = head.unicodeScalars.allSatisfy(isIdentifierCharacter) ? head : String(first)
        return scalars + String(word.unicodeScalars.dropFirst())
    }

    private static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let head = String(first).lowercased()
        let scalars = head.unicodeScalars.allSatisfy(isIdentifierCharacter) ? head : String(first)
        return scalars + String(word.unicodeScalars.dropFirst())
    }

    /// A name that starts with a digit (or another character that may not
    /// start an identifier) gets a leading `_`.
    private static func guarded(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return name }
        return isIdentifierHead(first) ? name : "_" + name
    }

    private static func truncated(_ name: String) -> String {
        name.count <= maximumLength ? name : String(name.prefix(maximumLength))
    }

    // MARK: - The identifier grammar of The Swift Programming Language

    /// identifier-head: a letter, `_`, or a character of the ranges the
    /// Lexical Structure chapter lists.
    package static func isIdentifierHead(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
             0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF,
             0x0100...0x02FF, 0x0370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
             0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
             0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
             0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
             0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
             0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
             0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
             0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD:
            // Invisible and direction-changing characters are allowed by the
            // grammar but would make a name that reads as something else.
            return !isInvisible(c)
        default: return false
        }
    }

    /// identifier-character: a head, a digit, or a combining mark.
    package static func isIdentifierCharacter(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x30...0x39, 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead(c)
        }
    }

    private static func isInvisible(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x00AD, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF: return true
        default: return false
        }
    }

    /// Names that backticks do not turn into an ordinary identifier everywhere.
    static let backtickProof: Set<String> = ["self", "Self", "Type", "Protocol", "init", "_"]

    /// The keywords of Swift 6 (declarations, statements, expressions and
    /// types, and those reserved in particular contexts), with the names a
    /// generated member must not take because generated code uses them.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "_", "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect",
        "infix", "lazy", "left", "mutating", "none", "optional", "override", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
        "actor", "any", "each", "macro", "consume", "copy", "discard", "then", "sending",
        // Used by every generated view: a member of this name would shadow it.
        "body", "dismiss",
    ]
}

/// The type names of one scene's screens: each id through `SwiftName`, a
/// clash (also one that differs only in case, which a Mac's file system
/// cannot hold apart) numbered from 2 in the order the screens are
/// declared, and names the generated code uses for itself avoided.
package struct ScreenNaming: Sendable {
    /// One type name per id, in the order given.
    package let typeNames: [String]
    private let byID: [String: String]

    /// SwiftUI views whose names an id could take (`scroll` would become
    /// `ScrollView`) and that a generated file must still reach.
    package static let reservedTypeNames: Set<String> = [
        "AnyView", "EmptyView", "EquatableView", "TupleView", "ScrollView", "TabView", "NavigationView",
        "NavigationSplitView", "ContentUnavailableView", "ProgressView", "TimelineView", "View",
    ]

    /// - Parameters:
    ///   - ids: screen ids, in the order declared; a repeated id gets the first one's name.
    ///   - reserved: more type names to avoid (the placeholder of the scene not written).
    package init(ids: [String], reserved: Set<String> = []) {
        var taken = Set((ScreenNaming.reservedTypeNames.union(reserved)).map { $0.lowercased() })
        var names: [String] = []
        var byID: [String: String] = [:]
        for id in ids {
            if let known = byID[id] {
                names.append(known)
                continue
            }
            let base = SwiftName.typeName(id, suffix: "View")
            var name = base
            var n = 2
            while taken.contains(name.lowercased()) {
                name = base + String(n)
                n += 1
            }
            taken.insert(name.lowercased())
            byID[id] = name
            names.append(name)
        }
        typeNames = names
        self.byID = byID
    }

    /// The type name of a screen id, if the id was named.
    package func typeName(of id: String) -> String? { byID[id] }
}

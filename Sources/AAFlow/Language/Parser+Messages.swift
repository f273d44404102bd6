extension Parser {
    /// A token as a message names it: "`foo`", "a string", "the end of the line".
    package enum Found: Hashable, Sendable {
        case word(String)
        case string
        case arrow
        case endOfLine
        case endOfFile
        case badCharacter

        package var text: String {
            switch self {
            case .word(let w): return "`\(w)`"
            case .string: return "a string"
            case .arrow: return "`->`"
            case .endOfLine: return "the end of the line"
            case .endOfFile: return "the end of the file"
            case .badCharacter: return "a character that cannot stand here"
            }
        }
    }

    /// What the parser says of a statement it cannot read, or of one in the
    /// wrong place, as values. `what` is the phrase for the thing expected
    /// ("the screen's id"), written where the statement is read.
    package enum Message: DiagnosticMessage {
        // Bytes
        /// A token the lexer could not read.
        case lexical(Lexer.Message)
        /// `-->`: a run of dashes that runs into an arrow, as written.
        case misspelledArrow(String)

        // Statements
        /// A line that starts with something other than a word.
        case notAStatementStart(found: Found)
        /// A line whose first word is no keyword.
        case notAStatement(word: String)
        case unexpectedAtEnd(found: Found)
        case expectedQuoted(what: String, found: Found)
        case expected(what: String, found: Found)
        case expectedArrow(what: String, found: Found)
        case iconInQuotes
        case expectedIcon(found: Found)
        case badID(word: String)
        case expectedNumber(what: String, found: Found)
        case numberTooLarge(word: String, what: String)
        case numberBelowMinimum(what: String, minimum: Int, value: Int)
        case numberAboveMaximum(what: String, maximum: Int, value: Int)

        // Where statements stand (`flow.misplaced`)
        /// `what` ("`entry`", "a control") before the first scene.
        case needsScene(what: String)
        /// `what` ("`app`") after the first scene.
        case needsFileScope(what: String)
        case appGivenTwice(firstLine: Int)
        case startGivenTwice(firstLine: Int)
        case controlWithoutScreen
        case afterWithoutScreen

        // File and scene statements
        case entryNeedsLabel
        case entryLabelEmpty
        case notALimit(word: String)
        /// A limit set twice in one scene (`inScene`) or before the scenes.
        case limitGivenTwice(LimitName, firstLine: Int, inScene: Bool)
        case notASceneKind(word: String)
        /// `flow.duplicate-scene`.
        case duplicateScene(SceneKind)
        /// A note of `duplicateScene`: where the first scene of the kind starts.
        case firstScene(SceneKind)
        case allowNeedsReason
        case allowReasonEmpty

        // Screens
        case idBeforeTitle
        case screenAttributeGivenTwice(String)
        case unexpectedInScreen(found: Found)
        /// `flow.unknown-kind`: the word, and the kinds there are.
        case notAScreenKind(word: String, kinds: [String])
        case expectedFeature(found: Found)
        case notAScreenAttribute(word: String)

        // Controls
        case controlAttributeGivenTwice(String)
        case controlTextNotFirst
        case notAControlAttribute(word: String)
        case unexpectedInControl(found: Found)
        case confirmNotDestructive

        // Durations
        case durationWithSpace
        case durationWithoutUnit(String)
        case notAUnit(String)
        case notADuration(String)
        case durationTooLong(String)
        case durationNotPositive

        /// The id: `flow.misplaced` for a statement out of its place,
        /// `flow.duplicate-scene`, `flow.unknown-kind`, else `flow.syntax`.
        package var id: DiagnosticID {
            switch self {
            case .needsScene, .needsFileScope, .appGivenTwice, .startGivenTwice, .controlWithoutScreen, .afterWithoutScreen:
                return .misplaced
            case .duplicateScene, .firstScene: return .duplicateScene
            case .notAScreenKind: return .unknownKind
            default: return .syntax
            }
        }

        /// Which mistake a `flow.syntax` error is; nil for the other ids.
        package var syntaxKind: SyntaxErrorKind? {
            switch self {
            case .lexical, .misspelledArrow: return .badText
            case .notAStatementStart, .notAStatement: return .notAStatement
            case .unexpectedAtEnd, .idBeforeTitle, .unexpectedInScreen, .controlTextNotFirst, .unexpectedInControl:
                return .unexpectedToken
            case .expectedQuoted, .expected, .expectedArrow, .iconInQuotes, .expectedIcon, .expectedFeature:
                return .expectedToken
            case .badID: return .badID
            case .expectedNumber, .numberTooLarge, .numberBelowMinimum, .numberAboveMaximum: return .badNumber
            case .durationWithSpace, .durationWithoutUnit, .notAUnit, .notADuration, .durationTooLong, .durationNotPositive:
                return .badDuration
            case .notALimit, .notASceneKind, .notAScreenAttribute, .notAControlAttribute: return .unknownWord
            case .limitGivenTwice, .screenAttributeGivenTwice, .controlAttributeGivenTwice: return .givenTwice
            case .confirmNotDestructive: return .confirmNotDestructive
            case .entryNeedsLabel, .entryLabelEmpty, .allowNeedsReason, .allowReasonEmpty: return .missingText
            case .needsScene, .needsFileScope, .appGivenTwice, .startGivenTwice, .controlWithoutScreen, .afterWithoutScreen,
                 .duplicateScene, .firstScene, .notAScreenKind:
                return nil
            }
        }

        package var text: String {
            switch self {
            case .lexical(let m): return m.text
            case .misspelledArrow(let a): return "`\(a)` is not an arrow"
            case .notAStatementStart(let f):
                return "a statement starts with a keyword such as `screen` or `button`, not \(f.text)"
            case .notAStatement(let w): return "`\(w)` is not a statement"
            case .unexpectedAtEnd(let f): return "unexpected \(f.text) at the end of the statement"
            case .expectedQuoted(let what, let f): return "expected \(what) in quotes, found \(f.text)"
            case .expected(let what, let f): return "expected \(what), found \(f.text)"
            case .expectedArrow(let what, let f): return "expected `->` and \(what), found \(f.text)"
            case .iconInQuotes: return "an icon name is a word, not text in quotes"
            case .expectedIcon(let f): return "expected an icon name after `icon`, found \(f.text)"
            case .badID(let w): return "`\(w)` is not a screen id: an id starts with a letter or `_`"
            case .expectedNumber(let what, let f): return "expected \(what), a whole number, found \(f.text)"
            case .numberTooLarge(let w, let what): return "`\(w)` is too large for \(what)"
            case .numberBelowMinimum(let what, let minimum, let value): return "\(what) must be at least \(minimum), not \(value)"
            case .numberAboveMaximum(let what, let maximum, let value): return "\(what) can be at most \(maximum), not \(value)"
            case .needsScene(let what): return "\(what) must come after a `scene` statement"
            case .needsFileScope(let what): return "\(what) must come before the first `scene`"
            case .appGivenTwice(let line): return "the app's name is already given on line \(line)"
            case .startGivenTwice(let line): return "this scene's start screen is already given on line \(line)"
            case .controlWithoutScreen: return "a control must follow the `screen` it is on"
            case .afterWithoutScreen: return "`after` must follow the `screen` it moves on from"
            case .entryNeedsLabel: return "`entry` needs, after the screen id, what opens the screen, in double quotes"
            case .entryLabelEmpty: return "what opens the screen cannot be empty"
            case .notALimit(let w): return "`\(w)` is not a limit; the limits are depth, decisions, choices and features"
            case .limitGivenTwice(let name, let line, let inScene):
                return "`limit \(name.rawValue)` is already set for \(inScene ? "this scene" : "the file") on line \(line)"
            case .notASceneKind(let w): return "`\(w)` is not a kind of scene; a scene is `standard` or `assistive`"
            case .duplicateScene(let kind):
                return "this file already has \(kind == .assistive ? "an" : "a") \(kind.rawValue) scene"
            case .firstScene(let kind): return "the first \(kind.rawValue) scene starts here"
            case .allowNeedsReason: return "`allow` needs a reason in quotes after the rule id"
            case .allowReasonEmpty: return "the reason of an `allow` cannot be empty"
            case .idBeforeTitle: return "a screen's id comes before its title"
            case .screenAttributeGivenTwice(let name): return "the screen's \(name) is given twice"
            case .unexpectedInScreen(let f): return "unexpected \(f.text) in a screen statement"
            case .notAScreenKind(let w, let kinds):
                return "`\(w)` is not a screen kind; the kinds are \(kinds.joined(separator: ", "))"
            case .expectedFeature(let f): return "expected the feature's name after `feature`, found \(f.text)"
            case .notAScreenAttribute(let w): return "`\(w)` is not an attribute of a screen"
            case .controlAttributeGivenTwice(let name): return "`\(name)` is given twice"
            case .controlTextNotFirst: return "a control's text comes right after the keyword"
            case .notAControlAttribute(let w): return "`\(w)` is not an attribute of a control"
            case .unexpectedInControl(let f): return "unexpected \(f.text) in a control statement"
            case .confirmNotDestructive: return "`confirm` is only for destructive actions"
            case .durationWithSpace: return "a duration is written without a space between the number and its unit"
            case .durationWithoutUnit(let d): return "`\(d)` has no unit"
            case .notAUnit(let u): return "`\(u)` is not a unit of the language"
            case .notADuration(let d): return "`\(d)` is not a duration"
            case .durationTooLong(let d): return "`\(d)` is too long a duration"
            case .durationNotPositive: return "a duration must be greater than zero"
            }
        }
    }
}

// The flow parser's speed-ups, kept apart from its grammar (Parser.swift):
// what makes a 100,000-screen flow read in a fraction of a second without
// changing what is read.
//
// - Counting ahead: one quick pass over the lines sizes each scene's array
//   of screens before the parser fills it.
// - Keywords matched on their bytes, by length or first letter, without
//   making a `String` of the word.
// - Arrays of exact size: a screen's controls are gathered in one reused
//   buffer and copied once into an array of just their number.

extension Parser {
    // MARK: Counting ahead

    /// How many lines start with the word `screen`, before the first line
    /// that starts with `scene` and after each such line: a quick count, in
    /// one pass, that sizes each scene's array of screens.
    static func countScreens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var counts = [0]
        var i = 0
        func word(_ w: StaticString, at i: Int) -> Bool {
            let n = w.utf8CodeUnitCount
            guard i + n <= bytes.count else { return false }
            for k in 0..<n where bytes[i + k] != w.utf8Start[k] { return false }
            return i + n == bytes.count || !Lexer.isWordByte(bytes[i + n])
        }
        while i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "s") {
                if word("screen", at: i) {
                    counts[counts.count - 1] += 1
                } else if word("scene", at: i) {
                    counts.append(0)
                }
            }
            guard let newline = Platform.indexOf(0x0A, in: bytes, from: i) else { break }
            i = newline + 1
        }
        return counts
    }

    // MARK: Keywords on bytes

    /// The screen kind a word names, matched on its bytes.
    func screenKind(_ t: Token) -> ScreenKind? {
        switch t.end - t.start {
        case 4:
            if lexer.matches(t, "list") { return .list }
            if lexer.matches(t, "grid") { return .grid }
            if lexer.matches(t, "form") { return .form }
            if lexer.matches(t, "tabs") { return .tabs }
        case 5:
            if lexer.matches(t, "media") { return .media }
            if lexer.matches(t, "split") { return .split }
        case 6:
            if lexer.matches(t, "detail") { return .detail }
            if lexer.matches(t, "canvas") { return .canvas }
            if lexer.matches(t, "dialog") { return .dialog }
        case 8:
            if lexer.matches(t, "settings") { return .settings }
        default: break
        }
        return nil
    }

    /// The control a keyword names, matched on its bytes.
    func controlType(_ t: Token) -> ControlType? {
        switch lexer.bytes[t.start] {
        case UInt8(ascii: "b"):
            if lexer.matches(t, "button") { return .button }
            if lexer.matches(t, "back") { return .back }
        case UInt8(ascii: "l"): if lexer.matches(t, "link") { return .link }
        case UInt8(ascii: "r"): if lexer.matches(t, "row") { return .row }
        case UInt8(ascii: "t"):
            if lexer.matches(t, "toggle") { return .toggle }
            if lexer.matches(t, "tab") { return .tab }
        case UInt8(ascii: "g"): if lexer.matches(t, "gesture") { return .gesture }
        case UInt8(ascii: "p"): if lexer.matches(t, "picker") { return .picker }
        case UInt8(ascii: "m"): if lexer.matches(t, "menu") { return .menu }
        case UInt8(ascii: "f"): if lexer.matches(t, "field") { return .field }
        case UInt8(ascii: "s"):
            if lexer.matches(t, "slider") { return .slider }
            if lexer.matches(t, "stepper") { return .stepper }
        default: break
        }
        return nil
    }

    // MARK: Arrays of exact size

    /// Gives the open screen its controls, in an array of just their number:
    /// one allocation per screen, and no room left over.
    mutating func closeControls() {
        guard !openControls.isEmpty else { return }
        if !screens.isEmpty {
            var exact: [ControlDecl] = []
            exact.reserveCapacity(openControls.count)
            exact.append(contentsOf: openControls)
            screens[screens.count - 1].controls = exact
        }
        openControls.removeAll(keepingCapacity: true)
    }
}

import AAFlowPlatform
// The flow parser's speed-ups, kept apart from its grammar (Parser.swift,
// Lexer.swift): what makes a 100,000-screen flow read in a fraction of a
// second without changing what is read.
//
// - Counting ahead: one quick pass over the lines counts the screens of
//   each scene and the controls of each screen, so that their arrays (and
//   the interner's, for the screens' ids) are made once, of the size they
//   end at, and filled in place.
// - Keywords matched on the file's bytes (by length or first letter),
//   without making a `String`; the bytes of words and strings told by one
//   look-up in a table of byte classes.
// - Token text read through the parser's own copy of the bytes, so that
//   reading a word never copies the lexer; short texts made as small
//   strings without a second check of their UTF-8 (`String(validUTF8:)`).

/// How many screens each scene and how many controls each screen will
/// hold, counted from the first word of each line before parsing. A count
/// only sizes an array: when a line turns out wrong, the array is a little
/// larger than it needs to be, or grows.
struct CountedAhead {
    /// Lines that start with `screen` before the first line that starts
    /// with `scene` (index 0), then after each such line.
    private var screensPerScene: [Int32] = []
    /// Lines that start with a control keyword after each `screen` line.
    private var controlsPerScreen: [Int32] = []
    private var scenesRead = 0
    private var screensRead = 0

    init() {}

    /// - Complexity: O(lines); each line's first word is looked at.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        screensPerScene = [0]
        var i = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        func word(_ w: StaticString, at i: Int) -> Bool {
            let n = w.utf8CodeUnitCount
            guard i + n <= bytes.count else { return false }
            for k in 0..<n where bytes[i + k] != w.utf8Start[k] { return false }
            // Where the lexer ends the word: a byte outside words, or `->`.
            let after = i + n
            return after == bytes.count || !Lexer.isWordByte(bytes[after])
                || (bytes[after] == UInt8(ascii: "-") && after + 1 < bytes.count && bytes[after + 1] == UInt8(ascii: ">"))
        }
        // A control line, told by its first two or three bytes: an
        // estimate, which is all an array's size needs.
        func isControl(at i: Int) -> Bool {
            guard i + 2 < bytes.count else { return false }
            let b1 = bytes[i + 1]
            let b2 = bytes[i + 2]
            switch bytes[i] {
            case UInt8(ascii: "b"): return b1 == UInt8(ascii: "u") || b1 == UInt8(ascii: "a")  // button, back
            case UInt8(ascii: "l"), UInt8(ascii: "p"), UInt8(ascii: "f"): return b1 == UInt8(ascii: "i")  // link, picker, field
            case UInt8(ascii: "r"): return b1 == UInt8(ascii: "o")  // row
            case UInt8(ascii: "t"): return (b1 == UInt8(ascii: "a") && b2 == UInt8(ascii: "b")) || b1 == UInt8(ascii: "o")  // tab, toggle
            case UInt8(ascii: "g"), UInt8(ascii: "m"): return b1 == UInt8(ascii: "e")  // gesture, menu
            case UInt8(ascii: "s"): return b1 == UInt8(ascii: "l") || (b1 == UInt8(ascii: "t") && b2 == UInt8(ascii: "e"))  // slider, stepper
            default: return false
            }
        }
        while i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            if i + 1 < bytes.count {
                // `screen` and `scene` exactly: the parser numbers them as this does.
                if bytes[i] == UInt8(ascii: "s") && bytes[i + 1] == UInt8(ascii: "c") {
                    if word("screen", at: i) {
                        screensPerScene[screensPerScene.count - 1] += 1
                        controlsPerScreen.append(0)
                    } else if word("scene", at: i) {
                        screensPerScene.append(0)
                    }
                } else if !controlsPerScreen.isEmpty, isControl(at: i) {
                    controlsPerScreen[controlsPerScreen.count - 1] += 1
                }
            }
            guard let newline = Platform.indexOf(0x0A, in: bytes, from: i) else { break }
            i = newline + 1
        }
    }

    /// The `screen` lines of the whole file.
    var screens: Int { screensPerScene.reduce(0) { $0 + Int($1) } }

    /// The screens of the scene a `scene` statement starts; called once
    /// for each such statement, right or wrong.
    mutating func nextScene() -> Int {
        scenesRead += 1
        return scenesRead < screensPerScene.count ? Int(screensPerScene[scenesRead]) : 0
    }

    /// The controls of the screen a `screen` statement starts; called once
    /// for each such statement, right or wrong.
    mutating func nextScreen() -> Int {
        defer { screensRead += 1 }
        return screensRead < controlsPerScreen.count ? Int(controlsPerScreen[screensRead]) : 0
    }
}

extension Lexer {
    /// Whether a byte can be part of a word: `A-Z a-z 0-9 _ . -`.
    @inline(__always)
    static func isWordByte(_ b: UInt8) -> Bool {
        // `b | 0x20` folds A-Z onto a-z; a subtraction that wraps below the
        // range makes one comparison of two.
        (b | 0x20) &- UInt8(ascii: "a") < 26 || b &- UInt8(ascii: "0") < 10
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")
    }

    /// The first byte from `start` on that is not a space or a tab.
    @inline(__always)
    static func endOfBlanks(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let p = bytes.baseAddress else { return start }
        var i = start
        while i < bytes.count, p[i] == 0x20 || p[i] == 0x09 { i += 1 }
        return i
    }

    /// What the lexer's inner loops need to know of each byte, one load a
    /// byte from `ByteClasses.table`: `wordByte` for `A-Z a-z 0-9 _ .` (a
    /// `-` is a word byte too, unless it begins `->`), `plainInString`
    /// for what a string holds as it is (ASCII from the space on, and the
    /// tab, but for `"` and `\`).
    enum ByteClasses {
        static let wordByte: UInt8 = 1
        static let plainInString: UInt8 = 2

        /// Made once and never freed; each lexer keeps the pointer, so that
        /// its loops neither check that the table is made nor retain it.
        nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
            let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
            for b in 0..<256 {
                let byte = UInt8(b)
                let word = byte != UInt8(ascii: "-") && Lexer.isWordByte(byte)
                let plain = (byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"))
                    || byte == 0x09
                table[b] = (word ? wordByte : 0) | (plain ? plainInString : 0)
            }
            return UnsafePointer(table)
        }()
    }

    /// Where the word that starts at `start` ends: at the first byte that
    /// cannot be part of a word, or at a `-` that begins `->`.
    @inline(__always)
    static func endOfWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, classes: UnsafePointer<UInt8>) -> Int {
        guard let p = bytes.baseAddress else { return start }
        let n = bytes.count
        var i = start
        // Four bytes at a time while all four are word bytes (most words
        // are a few letters and digits), then one at a time to the end.
        while i + 4 <= n && classes[Int(p[i])] & classes[Int(p[i + 1])] & classes[Int(p[i + 2])]
                & classes[Int(p[i + 3])] & ByteClasses.wordByte != 0 {
            i += 4
        }
        while i < n {
            let b = p[i]
            if classes[Int(b)] & ByteClasses.wordByte != 0 {
                i += 1
            } else if b == UInt8(ascii: "-") && !(i + 1 < n && p[i + 1] == UInt8(ascii: ">")) {
                i += 1
            } else {
                break
            }
        }
        return i
    }

    /// The first byte from `start` on that a string does not hold as it
    /// is: a quote, a backslash, a control character or a line break, or
    /// the first byte of a character beyond ASCII (which `scanString`
    /// checks).
    @inline(__always)
    static func endOfPlainText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, classes: UnsafePointer<UInt8>) -> Int {
        guard let p = bytes.baseAddress else { return start }
        let n = bytes.count
        var i = start
        while i < n && classes[Int(p[i])] & ByteClasses.plainInString != 0 { i += 1 }
        return i
    }
}

extension Parser {
    // MARK: Keywords on bytes

    /// The screen kind a word names, matched on its bytes.
    @inline(__always)
    func screenKind(_ t: Token) -> ScreenKind? { Parser.screenKind(bytes, t) }

    static func screenKind(_ bytes: UnsafeBufferPointer<UInt8>, _ t: Token) -> ScreenKind? {
        func matches(_ t: Token, _ keyword: StaticString) -> Bool { Lexer.matches(bytes, t, keyword) }
        switch t.end - t.start {
        case 4:
            if matches(t, "list") { return .list }
            if matches(t, "grid") { return .grid }
            if matches(t, "form") { return .form }
            if matches(t, "tabs") { return .tabs }
        case 5:
            if matches(t, "media") { return .media }
            if matches(t, "split") { return .split }
        case 6:
            if matches(t, "detail") { return .detail }
            if matches(t, "canvas") { return .canvas }
            if matches(t, "dialog") { return .dialog }
        case 8:
            if matches(t, "settings") { return .settings }
        default: break
        }
        return nil
    }

    /// The control a keyword names, matched on its bytes.
    @inline(__always)
    func controlType(_ t: Token) -> ControlType? { Parser.controlType(bytes, t) }

    static func controlType(_ bytes: UnsafeBufferPointer<UInt8>, _ t: Token) -> ControlType? {
        func matches(_ t: Token, _ keyword: StaticString) -> Bool { Lexer.matches(bytes, t, keyword) }
        switch bytes[t.start] {
        case UInt8(ascii: "b"):
            if matches(t, "button") { return .button }
            if matches(t, "back") { return .back }
        case UInt8(ascii: "l"): if matches(t, "link") { return .link }
        case UInt8(ascii: "r"): if matches(t, "row") { return .row }
        case UInt8(ascii: "t"):
            if matches(t, "toggle") { return .toggle }
            if matches(t, "tab") { return .tab }
        case UInt8(ascii: "g"): if matches(t, "gesture") { return .gesture }
        case UInt8(ascii: "p"): if matches(t, "picker") { return .picker }
        case UInt8(ascii: "m"): if matches(t, "menu") { return .menu }
        case UInt8(ascii: "f"): if matches(t, "field") { return .field }
        case UInt8(ascii: "s"):
            if matches(t, "slider") { return .slider }
            if matches(t, "stepper") { return .stepper }
        default: break
        }
        return nil
    }

    // MARK: Token text

    /// The text of a word.
    @inline(__always)
    func text(_ token: Token) -> String { Lexer.text(bytes, token) }

    /// Whether a word is exactly `keyword`.
    @inline(__always)
    func matches(_ token: Token, _ keyword: StaticString) -> Bool { Lexer.matches(bytes, token, keyword) }

    /// The name after `icon`. Up to 15 bytes it is a small string, made in
    /// place and stored inline; a longer one is interned, so that the
    /// controls with that icon share one copy of it.
    @inline(__always)
    mutating func iconName(_ token: Token) -> String {
        token.end - token.start <= 15 ? text(token) : interner.intern(bytes, token.start, token.end).1
    }

    /// The value of a string token, escapes decoded.
    @inline(__always)
    func stringValue(_ token: Token) -> String { Lexer.stringValue(bytes, token) }
}

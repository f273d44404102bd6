/// A Swift file read into a syntax tree.
///
/// The tree is an arena: nodes live in one array and a `SwiftNode` is the
/// tree and an index. Text is materialised only when asked for.
public final class SwiftSourceTree: Sendable {
    /// The path the file was read from, as given.
    package let path: String
    /// The file's bytes, exactly as read.
    package let bytes: [UInt8]
    /// The significant tokens, the comments and the line table (whitespace
    /// and line breaks are not kept: every offset between tokens is one).
    package let lexed: SwiftTokens
    /// What went wrong, in file order.
    public let diagnostics: [SwiftDiagnostic]

    let nodes: [RawNode]
    let childIndices: [Int32]
    /// The nodes that have a second token (`keywordToken`), in arena order,
    /// and beside them those tokens: a minority, so they are not in `RawNode`.
    let auxNodes: [Int32]
    let auxTokens: [Int32]
    let rootIndex: Int32

    init(path: String, bytes: [UInt8], lexed: SwiftTokens, nodes: [RawNode], children: [Int32], auxNodes: [Int32], auxTokens: [Int32],
         root: Int32, diagnostics: [SwiftDiagnostic]) {
        self.path = path
        self.bytes = bytes
        self.lexed = lexed
        self.nodes = nodes
        self.childIndices = children
        self.auxNodes = auxNodes
        self.auxTokens = auxTokens
        self.rootIndex = root
        self.diagnostics = diagnostics
    }

    /// Where the children of node `i` stand in `childIndices`.
    @inline(__always)
    func childRange(_ i: Int) -> Range<Int> {
        let lo = Int(nodes[i].firstChild)
        let hi = i + 1 < nodes.count ? Int(nodes[i + 1].firstChild) : childIndices.count
        return lo..<hi
    }

    /// The first node of the subtree of node `i` in the arena: the subtree is
    /// `firstDescendant(i)...i`, as the parser finishes a node right after
    /// the nodes under it and adopts only nodes it finished since it began.
    @inline(__always)
    func firstDescendant(_ i: Int) -> Int {
        var j = i
        while true {
            let r = childRange(j)
            if r.isEmpty { return j }
            j = Int(childIndices[r.lowerBound])
        }
    }

    /// The second token of node `i`, or -1 (a binary search of `auxNodes`).
    func auxToken(_ i: Int32) -> Int32 {
        var lo = 0, hi = auxNodes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if auxNodes[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        return lo < auxNodes.count && auxNodes[lo] == i ? auxTokens[lo] : -1
    }

    /// The node that holds node `i` as a child, or -1: found by searching,
    /// as only tests and tools ask (the tree keeps no parent links).
    ///
    /// - Complexity: O(n) in the number of nodes.
    func parentIndex(_ i: Int32) -> Int32 {
        guard let k = childIndices.firstIndex(of: i) else { return -1 }
        // The last node whose children start at or before `k` holds it:
        // `firstChild` never decreases along the arena.
        var lo = 0, hi = nodes.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(nodes[mid].firstChild) <= k { lo = mid } else { hi = mid - 1 }
        }
        return Int32(lo)
    }

    /// The file node.
    public var root: SwiftNode { SwiftNode(tree: self, index: rootIndex) }

    /// The number of nodes.
    package var nodeCount: Int { nodes.count }

    /// The significant tokens (ending with `end`).
    package var tokens: [SwiftToken] { lexed.tokens }

    // MARK: Locations and text

    /// The line and column (1-based; columns in Unicode scalars) of a byte offset.
    package func location(ofOffset offset: Int) -> SwiftLocation {
        let starts = lexed.lineStarts
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if Int(starts[mid]) <= offset { lo = mid } else { hi = mid - 1 }
        }
        var column = 1
        var i = Int(starts[lo])
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SwiftLocation(line: lo + 1, column: column + max(0, offset - max(end, Int(starts[lo]))))
    }

    /// The text of a byte range (invalid UTF-8 shows as U+FFFD).
    package func text(_ range: Range<Int>) -> String {
        let lo = max(0, min(range.lowerBound, bytes.count)), hi = max(lo, min(range.upperBound, bytes.count))
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lo..<hi]), as: UTF8.self) }
    }

    /// The text of a token; a backticked identifier without its backticks.
    package func text(of token: SwiftToken) -> String {
        if token.flags.contains(.backticked), token.end - token.start >= 2 {
            return text(token.start + 1..<token.end - 1)
        }
        return text(token.range)
    }

    /// Whether a token's text (backticks dropped) is exactly `s`, without making a String.
    package func token(_ token: SwiftToken, is s: StaticString) -> Bool {
        var lo = token.start, hi = token.end
        if token.flags.contains(.backticked), hi - lo >= 2 { lo += 1; hi -= 1 }
        guard hi - lo == s.utf8CodeUnitCount else { return false }
        let q = s.utf8Start
        var k = 0
        while lo + k < hi {
            if bytes[lo + k] != q[k] { return false }
            k += 1
        }
        return true
    }

    /// Every node, in the order they were finished (children before parents).
    package var allNodes: [SwiftNode] { (0..<nodes.count).map { SwiftNode(tree: self, index: Int32($0)) } }
}

/// A node of a `SwiftSourceTree`: cheap to copy, compared by tree and index.
public struct SwiftNode: Hashable, Sendable, CustomStringConvertible {
    public let tree: SwiftSourceTree
    let index: Int32

    init(tree: SwiftSourceTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    public static func == (a: SwiftNode, b: SwiftNode) -> Bool { a.index == b.index && a.tree === b.tree }
    public func hash(into h: inout Hasher) { h.combine(index); h.combine(ObjectIdentifier(tree)) }

    var raw: RawNode { tree.nodes[Int(index)] }

    public var kind: SwiftNodeKind { raw.kind }
    public var flags: SwiftNodeFlags { SwiftNodeFlags(rawValue: raw.flags) }
    /// A number for the node, unique in its tree (stable for a given file).
    public var id: Int { Int(index) }

    // MARK: Structure

    public var childCount: Int { tree.childRange(Int(index)).count }

    public func child(_ i: Int) -> SwiftNode {
        SwiftNode(tree: tree, index: tree.childIndices[tree.childRange(Int(index)).lowerBound + i])
    }

    /// The children, as an array.
    public var children: [SwiftNode] { Array(childNodes) }

    /// The children, without making an array.
    public var childNodes: SwiftNodeChildren { SwiftNodeChildren(tree: tree, range: tree.childRange(Int(index))) }

    /// The children of one kind.
    public func children(_ kind: SwiftNodeKind) -> [SwiftNode] {
        var out: [SwiftNode] = []
        for i in tree.childRange(Int(index)) {
            let c = tree.childIndices[i]
            if tree.nodes[Int(c)].kind == kind { out.append(SwiftNode(tree: tree, index: c)) }
        }
        return out
    }

    /// The first child of one kind.
    public func firstChild(_ kind: SwiftNodeKind) -> SwiftNode? {
        for i in tree.childRange(Int(index)) {
            let c = tree.childIndices[i]
            if tree.nodes[Int(c)].kind == kind { return SwiftNode(tree: tree, index: c) }
        }
        return nil
    }

    /// Visits the nodes of kind `kind` under this one (itself included), and
    /// those of the kinds in `stops` without the nodes under them, in no
    /// particular order (the last in the file first): one pass over the
    /// node's range of the arena, no walk.
    ///
    /// - Complexity: O(m) in the number of nodes under this one.
    package func scan(for kind: SwiftNodeKind, passingOver stops: [SwiftNodeKind] = [], _ visit: (SwiftNode) -> Void) {
        var i = Int(index)
        let lo = tree.firstDescendant(i)
        while i >= lo {
            let k = tree.nodes[i].kind
            if k == kind {
                visit(SwiftNode(tree: tree, index: Int32(i)))
                i -= 1
            } else if stops.contains(k) {
                visit(SwiftNode(tree: tree, index: Int32(i)))
                i = tree.firstDescendant(i) - 1
            } else {
                i -= 1
            }
        }
    }

    /// The node that holds this one.
    ///
    /// - Complexity: O(n) in the size of the tree: the tree keeps no parent links.
    public var parent: SwiftNode? {
        let p = tree.parentIndex(index)
        return p < 0 ? nil : SwiftNode(tree: tree, index: p)
    }

    /// The parents, nearest first.
    public var ancestors: [SwiftNode] {
        var out: [SwiftNode] = []
        var n = parent
        while let p = n {
            out.append(p)
            n = p.parent
        }
        return out
    }

    // MARK: Tokens and text

    /// The name token (a declaration's name, a label, an operator...).
    package var nameToken: SwiftToken? {
        let r = raw
        return r.name < 0 ? nil : tree.lexed.tokens[Int(r.name)]
    }

    /// The name's text, backticks dropped.
    public var name: String? { nameToken.map { tree.text(of: $0) } }

    /// Whether the name is exactly `s` (no String made).
    public func nameIs(_ s: StaticString) -> Bool {
        guard let t = nameToken else { return false }
        return tree.token(t, is: s)
    }

    /// The introducing keyword (`struct`, `let`, `#if`, `case`...) or the second name of a parameter.
    package var keywordToken: SwiftToken? {
        let aux = tree.auxToken(index)
        return aux < 0 ? nil : tree.lexed.tokens[Int(aux)]
    }

    /// The introducing keyword's text.
    public var keyword: String? { keywordToken.map { tree.text(of: $0) } }

    /// The significant tokens of the node.
    public var tokenRange: Range<Int> { Int(raw.firstToken)..<Int(raw.endToken) }

    /// The node's bytes in the file (trivia inside included, around excluded).
    public var byteRange: Range<Int> {
        let r = raw
        let toks = tree.lexed.tokens
        let first = toks[Int(r.firstToken)]
        guard r.endToken > r.firstToken else { return first.start..<first.start }
        return first.start..<max(first.start, toks[Int(r.endToken) - 1].end)
    }

    /// Whether the name's first byte is an ASCII capital letter (a type's
    /// name, by convention), without making a String.
    package var nameStartsUppercase: Bool {
        guard let t = nameToken else { return false }
        var i = t.start
        if t.flags.contains(.backticked) { i += 1 }
        guard i < t.end, i < tree.bytes.count else { return false }
        let b = tree.bytes[i]
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    /// The node's source text, exactly as written.
    public var text: String { tree.text(byteRange) }

    /// Where the node starts.
    public var location: SwiftLocation { tree.location(ofOffset: byteRange.lowerBound) }

    /// Where the node ends (just past its last byte).
    public var endLocation: SwiftLocation { tree.location(ofOffset: byteRange.upperBound) }

    public var description: String { "\(kind)@\(location)" }
}

/// The children of a node, read from the tree's arena as they are asked for.
public struct SwiftNodeChildren: RandomAccessCollection, Sendable {
    let tree: SwiftSourceTree
    let range: Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(i: Int) -> SwiftNode {
        SwiftNode(tree: tree, index: tree.childIndices[range.lowerBound + i])
    }
}

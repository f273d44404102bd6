extension SwiftNode {
    /// The subtree as indented text, one node a line: its kind, then its
    /// name, keyword, label or value, then its flags. For tests and for
    /// looking at what the reader made of a file.
    package func dump() -> String {
        var lines: [String] = []
        var pending: [(SwiftNode, Int)] = [(self, 0)]
        while let (node, indent) = pending.popLast() {
            lines.append(String(repeating: "  ", count: indent) + node.dumpLine)
            var i = node.childCount - 1
            while i >= 0 {
                pending.append((node.child(i), indent + 1))
                i -= 1
            }
        }
        return lines.joined(separator: "\n")
    }

    var dumpLine: String {
        var parts = ["\(kind)"]
        switch kind {
        case .stringLiteral:
            parts.append("\"" + (stringValue ?? "") + "\"")
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .regexLiteral, .keyPath, .type, .modifier,
             .genericParameterClause, .genericWhereClause:
            parts.append(text)
        case .parameter:
            if let name { parts.append(name) }
            if let second = secondName { parts.append(second) }
        case .argument:
            if let label { parts.append(label + ":") }
        case .unknown:
            parts.append("`" + text + "`")
        default:
            if let k = keyword, kind != .initDecl, kind != .subscriptDecl { parts.append(k) }
            if let name, kind != .initDecl, kind != .subscriptDecl { parts.append(name) }
        }
        var flagNames: [String] = []
        let f = flags
        switch kind {
        case .argument: if f.contains(.trailingClosure) { flagNames.append("trailing") }
        case .stringLiteral:
            if f.contains(.interpolated) { flagNames.append("interpolated") }
            if f.contains(.multiline) { flagNames.append("multiline") }
            if f.contains(.raw) { flagNames.append("raw") }
        case .accessorBlock: if f.contains(.implicitGetter) { flagNames.append("implicitGetter") }
        case .tryExpr:
            if f.contains(.optionalTry) { flagNames.append("?") }
            if f.contains(.forcedTry) { flagNames.append("!") }
        case .cast:
            if f.contains(.optionalCast) { flagNames.append("?") }
            if f.contains(.forcedCast) { flagNames.append("!") }
        case .unknown: if f.contains(.gaveUp) { flagNames.append("gaveUp") }
        default: break
        }
        if !flagNames.isEmpty { parts.append("[" + flagNames.joined(separator: ",") + "]") }
        return parts.joined(separator: " ")
    }
}

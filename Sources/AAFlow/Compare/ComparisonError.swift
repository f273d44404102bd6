/// Why two scenes cannot be compared. Each case says what is wrong and what
/// to do, in plain words: lower case, no trailing period.
public enum ComparisonError: Error, Hashable, Sendable {
    /// These files have mistakes in the flow language (`flow.*`); nothing is compared.
    case invalid(paths: [String])
    /// The file holds no scene at all.
    case noScene(path: String)
    /// The only file given holds one scene, of this kind.
    case onlyOneScene(path: String, kind: SceneKind)
    /// Both files hold only a scene of this kind.
    case sameKind(first: String, second: String, kind: SceneKind)

    /// The message for standard error.
    package var message: String {
        switch self {
        case .invalid(let paths):
            let names = paths.map { SafeText.clean($0) }.joined(separator: " and ")
            let verb = Plural.word(paths.count, "has", "have")
            return "\(names) \(verb) mistakes in the flow language; nothing was compared"
        case .noScene(let path):
            return "\(SafeText.clean(path)): holds no scene to compare; "
                + "a flow file opens its scenes with `scene standard` and `scene assistive`"
        case .onlyOneScene(let path, .standard):
            return "\(SafeText.clean(path)): holds only a standard scene; "
                + "add a `scene assistive` to it, or name the file with the assistive flow second"
        case .onlyOneScene(let path, .assistive):
            return "\(SafeText.clean(path)): holds only an assistive scene; "
                + "add a `scene standard` to it, or name the file with the standard flow first"
        case .sameKind(let first, let second, let kind):
            let other: SceneKind = kind == .standard ? .assistive : .standard
            let place = other == .standard ? "first" : "second"
            return "\(SafeText.clean(first)) and \(SafeText.clean(second)) both hold only \(kind.article) scene; "
                + "the \(place) file must hold \(other.article) scene"
        }
    }
}

extension SceneKind {
    /// "a standard", "an assistive"
    var article: String { self == .standard ? "a standard" : "an assistive" }
}

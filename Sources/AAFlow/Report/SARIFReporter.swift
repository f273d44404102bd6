/// `aaflow check --format sarif`: SARIF 2.1.0 for code-scanning services.
public struct SARIFReporter: Reporter {
    public init() {}

    public func report(_ files: [FileReport]) -> String {
        // Filled in with the rules' metadata.
        JSONValue.object([("version", "2.1.0"), ("runs", [])]).serialized()
    }
}

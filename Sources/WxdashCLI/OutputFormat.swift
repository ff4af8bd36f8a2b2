public enum OutputFormat: String, Sendable, CaseIterable {
    case text
    case json
    case line
}

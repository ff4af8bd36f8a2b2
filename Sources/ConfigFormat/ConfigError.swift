/// A mistake in the config file, pinned to its line and column, saying what was expected there; or, with no
/// line, a problem with the file as a whole (it does not exist, it is a directory).
public struct ConfigError: Error, Equatable, Sendable {
    public var path: String
    public var line: Int?
    public var column: Int
    public var expected: String

    public init(path: String, line: Int, column: Int, expected: String) {
        (self.path, self.line, self.column, self.expected) = (path, line, column, expected)
    }

    /// A problem with the whole file: `message` says what it is and what to do.
    public init(path: String, problem message: String) {
        (self.path, self.line, self.column, self.expected) = (path, nil, 0, message)
    }

    public var message: String {
        guard let line else { return "\(path): \(expected)" }
        return "\(path):\(line):\(column): \(expected)"
    }
}

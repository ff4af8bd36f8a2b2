/// A mistake in the config file, pinned to its line and column, saying what was expected there; or, with no
/// line, a problem with the file as a whole (it does not exist, it is a directory).
struct ConfigError: Error, Equatable, Sendable {
    var path: String
    var line: Int?
    var column: Int
    var expected: String

    init(path: String, line: Int, column: Int, expected: String) {
        (self.path, self.line, self.column, self.expected) = (path, line, column, expected)
    }

    /// A problem with the whole file: `message` says what it is and what to do.
    init(path: String, problem message: String) {
        (self.path, self.line, self.column, self.expected) = (path, nil, 0, message)
    }

    var message: String {
        guard let line else { return "\(path): \(expected)" }
        return "\(path):\(line):\(column): \(expected)"
    }
}

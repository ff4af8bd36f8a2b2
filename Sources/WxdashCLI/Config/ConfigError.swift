/// A mistake in the config file, pinned to its line and column, saying what was expected there.
struct ConfigError: Error, Equatable, Sendable {
    var path: String
    var line: Int
    var column: Int
    var expected: String

    var message: String {
        "\(path):\(line):\(column): \(expected)"
    }
}

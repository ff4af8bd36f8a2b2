/// A mistake on the command line: one line saying what was wrong and what to type instead.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// A SQLite failure, with the file it concerns and what the person can do.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var detail: String

    public init(path: String, code: Int32, detail: String) {
        self.path = path
        self.code = code
        self.detail = detail
    }

    public var description: String {
        "\(path): \(detail) (SQLite error \(code))"
    }
}

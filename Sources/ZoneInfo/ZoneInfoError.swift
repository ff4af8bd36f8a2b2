/// Why a time zone database file could not be read.
public enum ZoneInfoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// It does not start with `TZif`.
    case notTZif
    /// It ends before the counts in its header say it should.
    case truncated
    /// A count or index out of the file's own bounds.
    case malformed(String)
    /// The POSIX TZ string (the footer, or `TZ`) cannot be read.
    case badRule(String)

    public var description: String {
        switch self {
        case .notTZif: "not a time zone database file (no TZif header)"
        case .truncated: "the time zone file ends too early"
        case .malformed(let detail): "the time zone file is malformed (\(detail))"
        case .badRule(let rule): "“\(rule)” is not a POSIX TZ rule"
        }
    }
}

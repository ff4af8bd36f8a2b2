/// What is wrong with a glyph set or font text, and on which line.
public struct AssetParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name the text was parsed under, usually its file name.
    public var source: String
    /// 1-based; nil when the problem is the file as a whole (a missing section).
    public var line: Int?
    public var problem: String

    public init(source: String, line: Int?, problem: String) {
        self.source = source
        self.line = line
        self.problem = problem
    }

    public var description: String {
        if let line { return "\(source), line \(line): \(problem)" }
        return "\(source): \(problem)"
    }
}

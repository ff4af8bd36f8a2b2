/// A parsed config file: top-level keys, `[section]` keys (as `section.key`), and `[[places]]` tables.
public struct ConfigDocument: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var key: String
        public var value: ConfigValue
        public var line: Int
        public var column: Int

        public init(key: String, value: ConfigValue, line: Int, column: Int) {
            (self.key, self.value, self.line, self.column) = (key, value, line, column)
        }
    }

    public init() {}

    public var entries: [Entry] = []
    public var places: [[Entry]] = []
    /// The line of each `[[places]]` header, in the order of `places`.
    public var placeLines: [Int] = []
    /// `[[sensors]]` tables, and the line of each header.
    public var sensors: [[Entry]] = []
    public var sensorLines: [Int] = []

    /// Parses the documented TOML subset: comments, `[section]`, `[[places]]`, and `key = value` with
    /// strings ("…" with \" \\ \uXXXX escapes, or '…' literal), integers, floats and booleans. Lines end in LF or
    /// CRLF (`"\r\n"` is one `Character`, so both are separators).
    public static func parse(_ text: String, path: String) throws(ConfigError) -> ConfigDocument {
        var document = ConfigDocument()
        var section: String?
        var inPlace = false
        var inSensor = false
        // Where each key was set, table by table: a key set twice in one table is a mistake (TOML says so too).
        var seen: [String: Int] = [:]
        for (index, rawLine) in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ).enumerated() {
            let lineNumber = index + 1
            var scanner = ConfigLineScanner(
                line: Array(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine), number: lineNumber, path: path)
            scanner.skipSpaces()
            if scanner.atEndOrComment { continue }
            if scanner.peek == "[" {
                let (name, isArray) = try scanner.header()
                guard !isArray || name == "places" || name == "sensors" else {
                    throw ConfigError(
                        path: path, line: lineNumber, column: 1,
                        expected: "only [[places]] and [[sensors]] may be arrays of tables")
                }
                section = isArray ? nil : name
                inPlace = isArray && name == "places"
                inSensor = isArray && name == "sensors"
                if inPlace {
                    document.places.append([])
                    document.placeLines.append(lineNumber)
                } else if inSensor {
                    document.sensors.append([])
                    document.sensorLines.append(lineNumber)
                }
                continue
            }
            let column = scanner.column
            let key = try scanner.key()
            try scanner.expect("=", what: "'=' after the key \(key)")
            let value = try scanner.value()
            scanner.skipSpaces()
            guard scanner.atEndOrComment else {
                throw ConfigError(
                    path: path, line: lineNumber, column: scanner.column, expected: "the end of the line or a # comment"
                )
            }
            let entry = Entry(
                key: section.map { "\($0).\(key)" } ?? key, value: value, line: lineNumber, column: column)
            // Each [[places]] table is a table of its own; [section] keys carry their section already.
            let table =
                inPlace ? "places.\(document.places.count)." : inSensor ? "sensors.\(document.sensors.count)." : ""
            let normalized = table + entry.key.replacingOccurrences(of: "_", with: "-")
            if let first = seen[normalized] {
                throw ConfigError(
                    path: path, line: lineNumber, column: column,
                    expected:
                        "\(entry.key) is set twice in one table (first on line \(first)): keep one of the two lines")
            }
            seen[normalized] = lineNumber
            if inSensor, !document.sensors.isEmpty {
                document.sensors[document.sensors.count - 1].append(entry)
            } else if inPlace, !document.places.isEmpty {
                document.places[document.places.count - 1].append(entry)
            } else {
                document.entries.append(entry)
            }
        }
        return document
    }
}

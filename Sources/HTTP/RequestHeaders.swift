/// Headers sent with a GET, in the order set; a name set twice keeps its last value. Values lose any control
/// character (a line break would start a header of its own).
public struct RequestHeaders: Sendable, Equatable {
    public private(set) var fields: [(name: String, value: String)] = []

    public init() {}

    public init(_ fields: [(String, String)]) {
        for (name, value) in fields { set(name, value) }
    }

    public mutating func set(_ name: String, _ value: String) {
        let value = String(
            String.UnicodeScalarView(value.unicodeScalars.filter { $0.properties.generalCategory != .control }))
        fields.removeAll { $0.name.lowercased() == name.lowercased() }
        fields.append((name, value))
    }

    public subscript(name: String) -> String? {
        fields.last { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// `Name: value`, as libcurl takes them.
    var lines: [String] { fields.map { "\($0.name): \($0.value)" } }

    public static func == (lhs: RequestHeaders, rhs: RequestHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }
}

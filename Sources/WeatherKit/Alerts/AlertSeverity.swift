/// How bad an official alert says things are, in CAP's words; every source's own scale maps onto these.
public enum AlertSeverity: String, Sendable, Equatable, Codable, CaseIterable, Comparable {
    case unknown, minor, moderate, severe, extreme

    /// CAP `severity` in any capitalisation (`Severe`, `severe`); anything else is `unknown`.
    public init(cap text: String?) {
        self =
            text.flatMap { AlertSeverity(rawValue: $0.trimmingCharacters(in: .whitespaces).lowercased()) } ?? .unknown
    }

    /// MeteoAlarm's and MET Norway's awareness colours: yellow, orange, red. Green means no warning and is nil.
    public init?(colour text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "green": return nil
        case "yellow": self = .moderate
        case "orange": self = .severe
        case "red": self = .extreme
        default: self = .unknown
        }
    }

    /// An `awareness_level` such as `2; yellow; Moderate`: the colour decides; green (level 1) is nil.
    public init?(awarenessLevel text: String) {
        let parts = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count >= 2 {
            self.init(colour: parts[1])
        } else if let level = parts.first.flatMap({ Int($0) }) {
            guard level > 1 else { return nil }
            self = [2: .moderate, 3: .severe, 4: .extreme][level] ?? .unknown
        } else {
            self = .unknown
        }
    }

    private var rank: Int {
        switch self {
        case .unknown: 0
        case .minor: 1
        case .moderate: 2
        case .severe: 3
        case .extreme: 4
        }
    }

    public static func < (lhs: AlertSeverity, rhs: AlertSeverity) -> Bool { lhs.rank < rhs.rank }
}

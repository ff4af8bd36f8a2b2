import Foundation

/// What the official services say for one place: the current alerts, most severe first, and who said so.
public struct AlertReport: Sendable, Equatable, Codable {
    public var coverage: AlertCoverage
    public var alerts: [Alert]
    public var fetchedAt: Date
    /// Something the person should know about these alerts (a region that could not be matched, say).
    public var note: String?

    public init(coverage: AlertCoverage, alerts: [Alert] = [], fetchedAt: Date, note: String? = nil) {
        self.coverage = coverage
        self.alerts = AlertReport.ordered(alerts)
        self.fetchedAt = fetchedAt
        self.note = note
    }

    /// The alerts still in force at `now` and at least `minimum` severe: an alert drops out at its end, with no fetch.
    /// An `unknown` severity (ungraded, like NWS air-quality alerts) counts as minor.
    public func shown(at now: Date, minimum: AlertSeverity = .minor) -> [Alert] {
        alerts.filter { $0.isCurrent(at: now) && max($0.severity, .minor) >= minimum }
    }

    /// Most severe first; among equals, the one ending soonest (unknown ends last).
    static func ordered(_ alerts: [Alert]) -> [Alert] {
        alerts.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.severity != b.severity { return a.severity > b.severity }
            switch (a.ends, b.ends) {
            case let (x?, y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left.offset < right.offset
            }
        }.map(\.element)
    }
}

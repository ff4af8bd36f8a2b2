import Foundation

/// What the official services say for one place: the current alerts, most severe first, and who said so.
///
/// Every report, fresh or read back from the cache, is tidied on the way in (see `AlertReport+Tidied`): each alert
/// once, one whose onset is after its end repaired or dropped, and at most `limit` kept, the most severe; how many
/// were left out past the limit stays known (`dropped`), so a view can say `+N more`.
public struct AlertReport: Sendable, Equatable, Codable {
    /// The most alerts kept for one place: a feed of thousands is a fault, and each one costs every frame.
    public static let limit = 50

    public var coverage: AlertCoverage
    public var alerts: [Alert]
    public var fetchedAt: Date
    /// Something the person should know about these alerts (a region that could not be matched, say).
    public var note: String?
    /// The distinct alerts left out past `limit` (the least severe), counted by severity. Their ends are not kept:
    /// they count until the next fetch replaces the report.
    public var dropped: [AlertSeverity: Int]
    /// What tidying changed, one sentence each, for a log (an alert repaired or dropped, duplicates merged);
    /// not saved with the report.
    public var corrections: [String]

    public init(coverage: AlertCoverage, alerts: [Alert] = [], fetchedAt: Date, note: String? = nil) {
        self.init(coverage: coverage, alerts: alerts, fetchedAt: fetchedAt, note: note, dropped: [:])
    }

    private init(
        coverage: AlertCoverage, alerts: [Alert], fetchedAt: Date, note: String?, dropped: [AlertSeverity: Int]
    ) {
        let tidied = AlertReport.tidied(alerts, fetchedAt: fetchedAt)
        self.coverage = coverage
        self.alerts = tidied.kept
        self.fetchedAt = fetchedAt
        self.note = note
        self.dropped = dropped.merging(tidied.dropped, uniquingKeysWith: +)
        self.corrections = tidied.corrections
    }

    enum CodingKeys: String, CodingKey {
        case coverage, alerts, fetchedAt, note, dropped
    }

    /// Read back (from the cache) through the same tidying as a fresh report; reports saved before `dropped` was
    /// kept have none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let counts = try c.decodeIfPresent([String: Int].self, forKey: .dropped) ?? [:]
        var dropped: [AlertSeverity: Int] = [:]
        for (name, count) in counts {
            guard let severity = AlertSeverity(rawValue: name), count > 0 else { continue }
            dropped[severity, default: 0] += count
        }
        self.init(
            coverage: try c.decode(AlertCoverage.self, forKey: .coverage),
            alerts: try c.decodeIfPresent([Alert].self, forKey: .alerts) ?? [],
            fetchedAt: try c.decode(Date.self, forKey: .fetchedAt),
            note: try c.decodeIfPresent(String.self, forKey: .note), dropped: dropped)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(coverage, forKey: .coverage)
        try c.encode(alerts, forKey: .alerts)
        try c.encode(fetchedAt, forKey: .fetchedAt)
        try c.encodeIfPresent(note, forKey: .note)
        if !dropped.isEmpty {
            try c.encode(
                Dictionary(uniqueKeysWithValues: dropped.map { ($0.key.rawValue, $0.value) }), forKey: .dropped)
        }
    }

    public static func == (lhs: AlertReport, rhs: AlertReport) -> Bool {
        lhs.coverage == rhs.coverage && lhs.alerts == rhs.alerts && lhs.fetchedAt == rhs.fetchedAt
            && lhs.note == rhs.note
            && lhs.dropped == rhs.dropped
    }

    /// The alerts still in force at `now` and at least `minimum` severe: an alert drops out at its end, with no fetch.
    /// An `unknown` severity (ungraded, like NWS air-quality alerts) counts as minor.
    public func shown(at now: Date, minimum: AlertSeverity = .minor) -> [Alert] {
        alerts.filter { $0.isCurrent(at: now) && max($0.severity, .minor) >= minimum }
    }

    /// The alerts left out past `limit` that are at least `minimum` severe (`unknown` counting as minor, as in `shown`).
    public func droppedCount(minimum: AlertSeverity = .minor) -> Int {
        dropped.reduce(0) { sum, entry in max(entry.key, .minor) >= minimum ? sum + entry.value : sum }
    }

    /// The one rule for `+N more` wherever the first alert stands for all (the band, the badge, a place's card):
    /// the other alerts shown at `now`, and those left out past `limit`. Zero when none is shown.
    public func moreCount(at now: Date, minimum: AlertSeverity = .minor) -> Int {
        let shown = shown(at: now, minimum: minimum).count
        return shown == 0 ? 0 : shown - 1 + droppedCount(minimum: minimum)
    }
}

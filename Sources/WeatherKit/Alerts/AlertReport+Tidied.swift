import Foundation

extension AlertReport {
    /// At most this many repairs are described one by one in `corrections`; the rest are counted.
    static let describedRepairs = 5

    /// What a report keeps of the alerts it was given.
    struct Tidied {
        var kept: [Alert]
        var dropped: [AlertSeverity: Int]
        var corrections: [String]
    }

    /// The alerts as a report holds them:
    /// - an onset after the end contradicts itself: while that end is still ahead at `fetchedAt`, the warning of
    ///   something to come is clear and its end is not, so the onset is kept and the end becomes unknown (as for a
    ///   service that gives none: it stays until the next fetch); once that end has passed, the alert is dropped;
    /// - most severe first, among equals the one ending soonest (`ordered`);
    /// - each alert once: a later one with the same service identifier for the same event, or the same event, areas,
    ///   onset and end, is a duplicate of the one before it (the more severe, by the order). An identifier alone
    ///   does not merge two events: a feed that gives every alert one placeholder id must not hide a warning;
    /// - the first `limit` kept, the rest counted in `dropped` by severity.
    static func tidied(_ alerts: [Alert], fetchedAt: Date) -> Tidied {
        var corrections: [String] = []
        var repairs = 0
        func describe(_ text: @autoclosure () -> String) {
            repairs += 1
            if repairs <= describedRepairs { corrections.append(text()) }
        }
        var sound: [Alert] = []
        sound.reserveCapacity(alerts.count)
        for var alert in alerts {
            if let onset = alert.onset, let ends = alert.ends, onset > ends {
                let name = alert.id.map { "\(alert.title) (\($0))" } ?? alert.title
                guard ends > fetchedAt else {
                    describe(
                        "alert \(name) dropped: its onset \(instant(onset)) is after its end \(instant(ends)), which has passed"
                    )
                    continue
                }
                describe(
                    "alert \(name) repaired: its onset \(instant(onset)) is after its end \(instant(ends)); kept from its onset, end unknown"
                )
                alert.ends = nil
            }
            sound.append(alert)
        }
        if repairs > describedRepairs {
            corrections.append("and \(repairs - describedRepairs) more alerts with an onset after their end")
        }

        var seenIDs: Set<[String]> = []
        var seenContents: Set<Content> = []
        var kept: [Alert] = []
        var dropped: [AlertSeverity: Int] = [:]
        var duplicates = 0
        for alert in ordered(sound) {
            let content = Content(alert)
            let idTaken = alert.id.map { !seenIDs.insert([$0, content.event]).inserted } ?? false
            let contentTaken = !seenContents.insert(content).inserted
            if idTaken || contentTaken {
                duplicates += 1
            } else if kept.count < limit {
                kept.append(alert)
            } else {
                dropped[alert.severity, default: 0] += 1
            }
        }
        if duplicates > 0 { corrections.append("\(duplicates) duplicate alert\(duplicates == 1 ? "" : "s") merged") }
        let left = dropped.values.reduce(0, +)
        if left > 0 {
            corrections.append("\(left) alert\(left == 1 ? "" : "s") left out past the \(limit) most severe")
        }
        return Tidied(kept: kept, dropped: dropped, corrections: corrections)
    }

    /// Most severe first; among equals, the one ending soonest (unknown ends last).
    static func ordered(_ alerts: [Alert]) -> [Alert] {
        alerts.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            if a.severity != b.severity { return a.severity > b.severity }
            switch (a.ends, b.ends) {
            case (let x?, let y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return left.offset < right.offset
            }
        }.map(\.element)
    }

    /// What makes two alerts without a shared identifier the same: the event (in any capitalisation), the areas,
    /// the onset and the end.
    struct Content: Hashable {
        var event: String
        var areas: [String]
        var onset: Date?
        var ends: Date?

        init(_ alert: Alert) {
            event = alert.event.lowercased()
            areas = alert.areas
            onset = alert.onset
            ends = alert.ends
        }
    }

    private static func instant(_ date: Date) -> String {
        LocalDateTime(instant: date, utcOffsetSeconds: 0).iso8601
    }
}

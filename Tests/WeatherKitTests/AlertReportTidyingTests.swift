import Foundation
import Testing

@testable import WeatherKit

/// A report holds each alert once, at most `AlertReport.limit` of them (most severe first) with a count of the rest,
/// and no alert that ends before it begins: fresh from a service or read back from the cache.
@Suite struct AlertReportTidyingTests {
    /// 2026-11-30T12:00:00Z
    static let now = Date(timeIntervalSince1970: 1_796_040_000)
    static let newYork = Location(
        name: "New York", latitude: 40.7, longitude: -74, timeZoneIdentifier: "America/New_York",
        utcOffsetSeconds: -18000)

    static func alert(
        _ event: String, _ severity: AlertSeverity = .moderate, id: String? = nil, onset: TimeInterval? = nil,
        ends: TimeInterval? = 3600,
        area: String = "Kings County"
    ) -> Alert {
        Alert(
            source: .nws, event: event, severity: severity, onset: onset.map(now.addingTimeInterval),
            ends: ends.map(now.addingTimeInterval), areas: [area], id: id)
    }

    /// `count` NWS features, each `feature(index)` as JSON, through the NWS decoder and mapping.
    static func nwsReport(count: Int, feature: (Int) -> String) throws -> AlertReport {
        let body = #"{"type":"FeatureCollection","features":["# + (0..<count).map(feature).joined(separator: ",") + "]}"
        let response = try JSONDecoder().decode(NWSAlertsResponse.self, from: Data(body.utf8))
        return AlertReport(coverage: .source(.nws), alerts: NWSAlerts.alerts(from: response, now: now), fetchedAt: now)
    }

    static func nwsFeature(
        id: String, event: String = "Wind Advisory", severity: String = "Moderate", area: String = "Kings County"
    ) -> String {
        #"{"properties":{"id":"\#(id)","event":"\#(event)","severity":"\#(severity)","areaDesc":"\#(area)","#
            + #""onset":"2026-11-30T07:00:00-05:00","ends":"2026-11-30T18:00:00-05:00","status":"Actual","messageType":"Alert"}}"#
    }

    @Test func fiveHundredIdenticalNWSAlertsAreOne() throws {
        let report = try Self.nwsReport(count: 500) { _ in Self.nwsFeature(id: "urn:oid:2.49.0.1.840.0.1") }
        #expect(report.alerts.count == 1)
        #expect(report.droppedCount() == 0)
        let summary = AlertSummary(report: report, now: Self.now)
        #expect(summary.lines(in: Self.newYork, style: .standard, language: .english).count == 1)
        #expect(summary.badge == "⚠ Wind Advisory")
        #expect(report.corrections == ["499 duplicate alerts merged"])
    }

    @Test func theSameIdForTheSameEventOrTheSameEventAreaOnsetAndEndIsOneAlert() {
        let report = AlertReport(
            coverage: .source(.nws),
            alerts: [
                Self.alert("Wind Advisory", id: "a"), Self.alert("wind advisory", id: "b"),
                Self.alert("Wind Advisory", area: "Queens County"),
                Self.alert("Wind Advisory", id: "a", ends: 5400, area: "Bronx County"),
                Self.alert("Wind Advisory", ends: 7200),
                Self.alert("Flood Warning", .severe, id: "a")
            ], fetchedAt: Self.now)
        // "b" says what "a" says; the Bronx one is "a" again (an update naming another area). The flood warning has
        // the same id as the advisory but is another event: an id alone never hides a warning.
        #expect(report.alerts.map(\.event) == ["Flood Warning", "Wind Advisory", "Wind Advisory", "Wind Advisory"])
        #expect(
            report.alerts.map { $0.areas.first } == ["Kings County", "Kings County", "Queens County", "Kings County"])
        #expect(report.alerts.map { $0.ends?.timeIntervalSince(Self.now) } == [3600, 3600, 3600, 7200])
        #expect(report.corrections == ["2 duplicate alerts merged"])
    }

    @Test func tenThousandAlertsKeepTheFiftyMostSevereAndCountTheRest() throws {
        // 10,000 NWS features (about 2 MB): 4,000 copies of one extreme alert, 6,000 distinct ones (1 severe, 5,999 minor).
        let report = try Self.nwsReport(count: 10_000) { index in
            switch index {
            case ..<4000: Self.nwsFeature(id: "storm", event: "Hurricane Warning", severity: "Extreme")
            case 4000: Self.nwsFeature(id: "flood", event: "Flood Warning", severity: "Severe")
            default:
                Self.nwsFeature(id: "minor-\(index)", event: "Special Weather Statement \(index)", severity: "Minor")
            }
        }
        #expect(report.alerts.count == AlertReport.limit)
        #expect(report.alerts.prefix(2).map(\.event) == ["Hurricane Warning", "Flood Warning"], "most severe first")
        #expect(report.alerts.dropFirst(2).allSatisfy { $0.severity == .minor })
        #expect(report.dropped == [.minor: 5999 - 48])
        #expect(report.droppedCount() == 5951)
        #expect(report.droppedCount(minimum: .severe) == 0, "the ones left out are all minor")
        #expect(report.moreCount(at: Self.now) == 49 + 5951)
        #expect(report.moreCount(at: Self.now, minimum: .severe) == 1)
        let summary = AlertSummary(report: report, now: Self.now)
        #expect(summary.badge == "⚠ Hurricane Warning +6000")
        let lines = summary.lines(in: Self.newYork, style: .standard, language: .english)
        #expect(lines.count == 51)
        #expect(lines.last == "+5951 more, less severe, not listed (only the 50 most severe are kept)")
        #expect(
            AlertSummary(report: report, minimum: .severe, now: Self.now).lines(
                in: Self.newYork, style: .standard, language: .english
            ).count == 2)
    }

    @Test func theCacheKeepsTheCountAndTidiesWhatAnOlderWxdashSaved() throws {
        let report = AlertReport(
            coverage: .source(.nws), alerts: (0..<80).map { Self.alert("Statement \($0)", .minor, id: "s\($0)") },
            fetchedAt: Self.now)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let back = try decoder.decode(AlertReport.self, from: try encoder.encode(report))
        #expect(back == report)
        #expect(back.droppedCount() == 30)
        // An older wxdash saved every alert it got, duplicates included, and no count.
        let untidy = (0..<600).map { Self.alert("Statement \($0 % 300)", .minor, id: "s\($0 % 300)") }
        var document = try #require(
            try JSONSerialization.jsonObject(with: try encoder.encode(report)) as? [String: Any])
        document["alerts"] = try JSONSerialization.jsonObject(with: try encoder.encode(untidy))
        document["dropped"] = nil
        let old = try decoder.decode(AlertReport.self, from: try JSONSerialization.data(withJSONObject: document))
        #expect(old.alerts.count == 50)
        #expect(old.droppedCount() == 250)
    }

    @Test func anOnsetAfterItsEndIsRepairedWhileTheEndIsAheadAndDroppedOnceItHasPassed() {
        // Shown "from 13:19 until 12:49" before: the warning of something to come stands, its end is unknown.
        let repaired = Self.alert("Strong wind", id: "w1", onset: 4740, ends: 2940)
        let passed = Self.alert("Frost", id: "f1", onset: 600, ends: -600)
        let report = AlertReport(coverage: .source(.nws), alerts: [repaired, passed], fetchedAt: Self.now)
        #expect(report.alerts.count == 1)
        #expect(report.alerts.first?.onset == Self.now.addingTimeInterval(4740))
        #expect(report.alerts.first?.ends == nil)
        #expect(
            AlertSummary(report: report, now: Self.now).lines(in: Self.newYork, style: .standard, language: .english)
                == ["⚠ Strong wind (moderate) from Mon 30 Nov 08:19, end not given"])
        #expect(
            report.corrections == [
                "alert Strong wind (w1) repaired: its onset 2026-11-30T13:19:00+00:00 is after its end 2026-11-30T12:49:00+00:00; kept from its onset, end unknown",
                "alert Frost (f1) dropped: its onset 2026-11-30T12:10:00+00:00 is after its end 2026-11-30T11:50:00+00:00, which has passed"
            ])
    }

    @Test func theEventIsSaidOnceBesideItsHeadline() {
        let echoed = Alert(
            source: .meteoAlarm, event: "Strong wind", severity: .moderate, headline: "Strong wind: Vilnius county")
        #expect(echoed.titledHeadline == "Strong wind: Vilnius county")
        let lower = Alert(
            source: .meteoAlarm, event: "strong wind", severity: .moderate,
            headline: "Strong Wind warning for Vilnius county")
        #expect(lower.titledHeadline == "Strong Wind warning for Vilnius county")
        let other = Alert(source: .meteoAlarm, event: "Strong wind", severity: .moderate, headline: "Vilnius county")
        #expect(other.titledHeadline == "Strong wind: Vilnius county")
        #expect(Alert(source: .nws, event: "frost", severity: .minor).titledHeadline == "Frost")
    }
}

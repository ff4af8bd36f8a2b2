import Foundation
import Testing

@testable import WeatherKit

/// The words `wxdash now` prints for alerts: lines with ends in the place's clock, the badge, the JSON keys.
@Suite struct AlertSummaryTests {
    /// 2026-11-30T12:00:00Z
    static let now = Date(timeIntervalSince1970: 1_796_040_000)
    static let newYork = Location(
        name: "New York", latitude: 40.7, longitude: -74, timeZoneIdentifier: "America/New_York",
        utcOffsetSeconds: -18000)

    static func summary(_ alerts: [Alert], note: String? = nil, minimum: AlertSeverity = .minor) -> AlertSummary {
        AlertSummary(
            report: AlertReport(coverage: .source(.nws), alerts: alerts, fetchedAt: now, note: note), minimum: minimum,
            now: now)
    }

    @Test func linesGiveEachAlertsEndInThePlacesClock() {
        let summary = Self.summary([
            Alert(
                source: .nws, event: "Wind Advisory", severity: .moderate, ends: Self.now.addingTimeInterval(5 * 3600),
                sender: "NWS New York NY"),
            Alert(source: .nws, event: "Air Quality Alert", severity: .unknown),
            Alert(
                source: .nws, event: "Winter Storm Watch", severity: .severe,
                onset: Self.now.addingTimeInterval(86_400), ends: Self.now.addingTimeInterval(2 * 86_400))
        ])
        #expect(
            summary.lines(in: Self.newYork, style: .standard, language: .english) == [
                "⚠ Winter Storm Watch (severe) from Tue 1 Dec 07:00 until Wed 2 Dec 07:00",
                "⚠ Wind Advisory (moderate) until Mon 30 Nov 12:00 · NWS New York NY",
                "⚠ Air Quality Alert (unknown), end not given"
            ])
        #expect(summary.badge == "⚠ Winter Storm Watch +2")
    }

    @Test func noneInForceAndNoSourceAreSaidDifferently() {
        #expect(
            Self.summary([]).lines(in: Self.newYork, style: .standard, language: .english) == [
                "No official alerts in force (US National Weather Service)"
            ])
        let nepal = AlertSummary(
            report: AlertReport(coverage: .noSource(country: "Nepal"), fetchedAt: Self.now), now: Self.now)
        #expect(
            nepal.lines(in: Self.newYork, style: .standard, language: .english) == [
                "No official alerts source for Nepal"
            ])
        #expect(nepal.badge.isEmpty)
        #expect(JSONValue.object(nepal.json(in: Self.newYork)).serialized() == #"{"alerts":null,"alerts_source":null}"#)
    }

    @Test func anUnmatchedRegionIsNotReportedAsNoAlerts() {
        let summary = Self.summary([], note: "the region of this place is unknown")
        #expect(
            summary.lines(in: Self.newYork, style: .standard, language: .english) == [
                "Alerts: the region of this place is unknown"
            ])
        #expect(
            JSONValue.object(summary.json(in: Self.newYork)).serialized() == #"{"alerts":null,"alerts_source":"nws"}"#)
    }

    @Test func jsonTimesCarryThePlacesOffsetAndMissingOnesAreNull() {
        let summary = Self.summary([
            Alert(source: .nws, event: "Wind Advisory", severity: .moderate, onset: Self.now, ends: nil)
        ])
        let text = JSONValue.object(summary.json(in: Self.newYork)).serialized()
        #expect(text.contains(#""onset":"2026-11-30T07:00:00-05:00""#))
        #expect(text.contains(#""ends":null"#))
        #expect(text.contains(#""headline":null"#))
    }
}

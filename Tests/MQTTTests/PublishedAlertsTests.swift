import Foundation
import Testing
import WeatherKit

@testable import MQTT

/// A publisher's alerts read back from its forecast document, as hostile input.
@Suite struct PublishedAlertsTests {
    static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    static func read(_ json: String) -> PublishedAlerts {
        PublishedAlerts(payload: Data(json.utf8), fetchedAt: fetchedAt)
    }

    @Test func alertsInForceComeBackWithTheirTimesAndSource() throws {
        let alerts = Self.read(
            #"""
            {"current":{},"alerts":[{"source":"nws","event":"Wind Advisory","severity":"moderate","headline":"Wind Advisory issued by NWS",
            "description":"Strong winds.","instruction":null,"onset":"2027-01-15T03:00:00-05:00","ends":"2027-01-15T10:00:00-05:00",
            "sender":"NWS New York NY"}],"alerts_source":"nws"}
            """#)
        let report = try #require(alerts.report)
        #expect(report.coverage == .source(.nws))
        #expect(report.fetchedAt == Self.fetchedAt)
        let alert = try #require(report.alerts.first)
        #expect(alert.event == "Wind Advisory" && alert.severity == .moderate && alert.sender == "NWS New York NY")
        #expect(alert.instruction == nil)
        #expect(alert.onset == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(alert.ends == Date(timeIntervalSince1970: 1_800_025_200))
    }

    @Test func aSourceWithoutAListIsAFailureAndNeitherIsNone() {
        #expect(Self.read(#"{"alerts":null,"alerts_source":"meteoalarm"}"#) == .failed(.meteoAlarm))
        #expect(Self.read(#"{"alerts":null,"alerts_source":null}"#) == .none)
        #expect(Self.read(#"{"current":{}}"#) == .none, "a document from before alerts were published")
        #expect(Self.read("not json") == .none)
        #expect(Self.read(#"{"alerts":[],"alerts_source":"no-such-service"}"#) == .none)
    }

    @Test func entriesThatAreNoAlertAreDroppedAndTextsSanitised() throws {
        let alerts = Self.read(
            #"{"alerts":[5,null,{"severity":"extreme"},{"event":"Frost\u001b[2J","severity":"bogus","ends":"tomorrow"}],"alerts_source":"dwd"}"#
        )
        let report = try #require(alerts.report)
        #expect(report.alerts.count == 1)
        let alert = try #require(report.alerts.first)
        #expect(!alert.event.contains("\u{1b}"), "\(alert.event)")
        #expect(alert.severity == .unknown && alert.ends == nil && alert.source == .brightSky)
    }
}

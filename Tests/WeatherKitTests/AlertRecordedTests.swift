import Foundation
import HTTP
import Testing

@testable import WeatherKit

/// Real alert answers recorded by other projects, read from `../shared/fixtures/recorded/alerts`; skipped where
/// that folder is absent, never copied into the project.
@Suite(.enabled(if: FixtureFile.recordedDirectory != nil, "needs ../shared/fixtures/recorded"))
struct AlertRecordedTests {
    static func body(_ name: String) throws -> Data {
        try Data(contentsOf: try #require(FixtureFile.recordedDirectory).appendingPathComponent(name))
    }

    static func date(_ text: String) throws -> Date {
        try #require(AlertTime.parse(text))
    }

    static func iso(_ date: Date?, offset: Int) -> String? {
        date.map { LocalDateTime(instant: $0, utcOffsetSeconds: offset).iso8601 }
    }

    @Test func everyRecordedJSONDecodes() throws {
        let files = ["nws", "meteoalarm", "metno", "brightsky", "envcanada"].flatMap {
            FixtureFile.recordedFiles(in: "alerts/\($0)")
        }
        #expect(files.count == 8)
        for file in files {
            let response = HTTPResponse(
                url: URL(string: "http://127.0.0.1:9/x")!, status: 200, body: try Data(contentsOf: file))
            let path = file.path
            if path.contains("/nws/") { _ = try response.decode(NWSAlertsResponse.self) }
            if path.contains("/meteoalarm/") { _ = try response.decode(MeteoAlarmFeed.self) }
            if path.contains("/metno/") { _ = try response.decode(MetAlertsResponse.self) }
            if path.contains("/brightsky/") { _ = try response.decode(BrightSkyAlertsResponse.self) }
            if path.contains("/envcanada/") { _ = try response.decode(ECCCAlertsResponse.self) }
        }
    }

    @Test func nwsPhoenixHeatWarningEndsAtItsEndNotItsExpiry() throws {
        let body = try JSONDecoder().decode(
            NWSAlertsResponse.self,
            from: Self.body("alerts/nws/nws_alerts_active_point_phoenix_heat-warning_air-quality-unknown_2024.json"))
        let alerts = AlertReport.ordered(NWSAlerts.alerts(from: body, now: try Self.date("2024-07-18T13:00:00-07:00")))
        #expect(alerts.map(\.event) == ["Excessive Heat Warning", "Air Quality Alert"])
        let heat = alerts[0]
        #expect(heat.severity == .severe)
        #expect(Self.iso(heat.ends, offset: -25200) == "2024-07-20T20:00:00-07:00")
        #expect(Self.iso(heat.onset, offset: -25200) == "2024-07-19T10:00:00-07:00")
        #expect(heat.sender == "NWS Phoenix AZ")
        #expect(heat.headline?.hasPrefix("Excessive Heat Warning issued July 18") == true)
        #expect(heat.areas.contains("Central Phoenix"))
        let air = alerts[1]
        #expect(air.severity == .unknown)
        #expect(air.ends == nil)
        #expect(air.instruction == nil)
        // After the heat warning's end only the open-ended air-quality alert is left.
        #expect(
            NWSAlerts.alerts(from: body, now: try Self.date("2024-07-20T20:00:00-07:00")).map(\.event) == [
                "Air Quality Alert"
            ])
    }

    @Test func nwsEmptyAndOldZoneAnswers() throws {
        let empty = try JSONDecoder().decode(
            NWSAlertsResponse.self, from: Self.body("alerts/nws/nws_alerts_active_point_nyc_empty_2026_linecast.json"))
        #expect(NWSAlerts.alerts(from: empty, now: try Self.date("2026-11-30T10:00:00Z")).isEmpty)
        let zone = try JSONDecoder().decode(
            NWSAlertsResponse.self,
            from: Self.body("alerts/nws/nws_alerts_active_zone_ORZ004_flood-watch_2019_pynws.json"))
        let flood = NWSAlerts.alerts(from: zone, now: try Self.date("2019-12-20T14:00:00-08:00"))
        #expect(flood.map(\.event) == ["Flood Watch"])
        #expect(flood.first?.severity == .severe)
        #expect(Self.iso(flood.first?.ends, offset: -28800) == "2019-12-22T10:00:00-08:00")
    }

    @Test func meteoAlarmLithuaniaKeepsTheCountysCurrentWarningOnly() throws {
        let feed = try JSONDecoder().decode(
            MeteoAlarmFeed.self,
            from: Self.body(
                "alerts/meteoalarm/meteoalarm_feeds-lithuania_14-items_moderate_allclear-updates_expired_meteoalarm-plus.json"
            ))
        // Just after the feed's last message (2026-10-06 12:36).
        let noon = try Self.date("2026-10-06T13:00:00+03:00")
        let telsiai = MeteoAlarmAlerts.alerts(from: feed, region: "Telšiai County", language: "en", now: noon)
        #expect(telsiai.map(\.event) == ["Dangerous wind"])
        #expect(telsiai.first?.severity == .moderate)
        #expect(Self.iso(telsiai.first?.ends, offset: 10800) == "2026-10-06T17:59:59+03:00")
        let lithuanian = MeteoAlarmAlerts.alerts(from: feed, region: "Telšių apskritis", language: "lt", now: noon)
        #expect(lithuanian.map(\.event) == ["Smarkus vėjas"])
        // Klaipėda's wind warning ended at 08:59:59 that morning; Kaunas has none at all.
        #expect(MeteoAlarmAlerts.alerts(from: feed, region: "Klaipėda County", language: "en", now: noon).isEmpty)
        #expect(MeteoAlarmAlerts.alerts(from: feed, region: "Kaunas", language: "en", now: noon).isEmpty)
        // Vilnius has only the fog warning for the coming night, with its onset.
        let vilnius = MeteoAlarmAlerts.alerts(from: feed, region: "Vilnius County", language: "en", now: noon)
        #expect(vilnius.map(\.event) == ["Dangerous fog"])
        #expect(Self.iso(vilnius.first?.onset, offset: 10800) == "2026-10-07T00:30:00+03:00")
        let earlier = try Self.date("2026-10-05T13:00:00+03:00")
        #expect(
            MeteoAlarmAlerts.alerts(from: feed, region: "Klaipėda County", language: "en", now: earlier).map(\.event)
                == ["Dangerous wind"])
    }

    @Test func meteoAlarmGreenNoWarningEntriesAreNoAlerts() throws {
        let feed = try JSONDecoder().decode(
            MeteoAlarmFeed.self,
            from: Self.body("alerts/meteoalarm/meteoalarm_feeds-netherlands_3-items_green-minor_linecast.json"))
        #expect(
            MeteoAlarmAlerts.alerts(
                from: feed, region: "Drenthe", language: "nl", now: try Self.date("2026-03-07T12:00:00+01:00")
            ).isEmpty)
    }

    @Test func metNorwayEndsAtEventEndingTimeElseTheValidityWindow() throws {
        let body = try JSONDecoder().decode(
            MetAlertsResponse.self,
            from: Self.body("alerts/metno/metno_metalerts2_current_29-gale-marine_2026-03_linecast.json"))
        let morning = try Self.date("2026-03-07T06:00:00+00:00")
        let alerts = MetNorwayAlerts.alerts(from: body, now: morning)
        #expect(!alerts.isEmpty && alerts.count <= 29)
        #expect(
            alerts.allSatisfy {
                ["Kuling", "Storm"].contains($0.event) && $0.severity >= .moderate && $0.ends != nil
                    && $0.ends! > morning
            })
        let first = try #require(body.features.first)
        let mapped = try #require(
            MetNorwayAlerts.alerts(from: MetAlertsResponse(features: [first]), now: morning).first)
        let expected = try Self.date(first.properties.eventEndingTime ?? first.when?.interval?.last ?? "")
        #expect(mapped.ends == expected)
        #expect(mapped.areas == ["A2"])
    }

    @Test func brightSkyFrostInEnglishOrGerman() throws {
        let body = try JSONDecoder().decode(
            BrightSkyAlertsResponse.self,
            from: Self.body("alerts/brightsky/brightsky_alerts_berlin-mitte_frost-minor_linecast.json"))
        let now = try Self.date("2026-03-06T12:00:00+00:00")
        let frost = try #require(BrightSkyAlerts.alerts(from: body, german: false, now: now).first)
        #expect(frost.event == "frost")
        #expect(frost.title == "Frost")
        #expect(frost.severity == .minor)
        #expect(Self.iso(frost.ends, offset: 3600) == "2026-03-07T09:00:00+01:00")
        #expect(frost.headline == "Official WARNING of FROST")
        #expect(frost.description?.contains("\n") == true)
        #expect(
            BrightSkyAlerts.alerts(from: body, german: true, now: now).first?.headline == "Amtliche WARNUNG vor FROST")
        #expect(
            BrightSkyAlerts.alerts(from: body, german: false, now: try Self.date("2026-03-07T08:00:00+00:00")).isEmpty)
    }

    @Test func environmentCanadaOneAlertPerAlertNotPerArea() throws {
        let body = try JSONDecoder().decode(
            ECCCAlertsResponse.self,
            from: Self.body("alerts/envcanada/eccc_ogcapi_weather-alerts_toronto-bbox_7-features_linecast.json"))
        let alerts = AlertReport.ordered(
            EnvironmentCanadaAlerts.alerts(from: body, french: false, now: try Self.date("2026-03-06T02:00:00Z")))
        #expect(alerts.map(\.event) == ["freezing rain warning", "special weather statement"])
        #expect(alerts[0].severity == .moderate)
        #expect(alerts[0].areas.count == 6)
        #expect(alerts[0].areas.contains("City of Toronto"))
        #expect(Self.iso(alerts[0].ends, offset: -18000) == "2026-03-06T01:00:00-05:00")
        #expect(alerts[1].severity == .minor)
        #expect(
            EnvironmentCanadaAlerts.alerts(from: body, french: false, now: try Self.date("2026-03-06T06:00:00Z")).map(
                \.event) == ["special weather statement"])
    }

    /// French readers get ECCC's `_fr` names, areas and texts, and the request says `lang=fr`.
    @Test func environmentCanadaInFrenchForFrenchReaders() async throws {
        let http = StubHTTP(
            path: "/collections/weather-alerts/items",
            body: try Self.body("alerts/envcanada/eccc_ogcapi_weather-alerts_toronto-bbox_7-features_linecast.json"))
        let service = AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!)
        let toronto = Place(name: "Toronto", countryCode: "CA", latitude: 43.7, longitude: -79.42)
        let now = try Self.date("2026-03-06T02:00:00Z")
        let french = try await service.report(AlertRequest(place: toronto, language: "fr"), now: now).alerts
        #expect(french.map(\.event) == ["avertissement de pluie verglaçante", "bulletin météorologique spécial"])
        #expect(french[0].areas.contains("ville de Toronto"))
        #expect(french[0].description?.hasPrefix("Pluie verglaçante en perspective.") == true)
        let english = try await service.report(AlertRequest(place: toronto, language: "de"), now: now).alerts
        #expect(english.map(\.event) == ["freezing rain warning", "special weather statement"])
        #expect(http.requests.map { $0.query("lang") } == ["fr", "en"])
    }

    /// German readers get DWD's German texts through the service; everyone else the English ones.
    @Test func brightSkyInGermanForGermanReaders() async throws {
        let http = StubHTTP(
            path: "/alerts",
            body: try Self.body("alerts/brightsky/brightsky_alerts_berlin-mitte_frost-minor_linecast.json"))
        let service = AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!)
        let berlin = Place(name: "Berlin", countryCode: "DE", latitude: 52.52, longitude: 13.405)
        let now = try Self.date("2026-03-06T12:00:00+00:00")
        let german = try #require(
            try await service.report(AlertRequest(place: berlin, language: "de"), now: now).alerts.first)
        #expect(german.headline == "Amtliche WARNUNG vor FROST")
        let french = try await service.report(AlertRequest(place: berlin, language: "fr"), now: now).alerts.first
        #expect(french?.headline == "Official WARNING of FROST")
    }

    @Test func openWeatherMapOneCallAlerts() throws {
        let body = try JSONDecoder().decode(
            OpenWeatherMapAlertsResponse.self, from: Self.body("owm/owm_onecall3_paradise-valley-az_full.json"))
        let alerts = OpenWeatherMapAlerts.alerts(
            from: body.alerts ?? [], now: Date(timeIntervalSince1970: 1_704_000_000))
        #expect(alerts.map(\.event) == ["Air Quality Alert"])
        #expect(alerts.first?.ends == Date(timeIntervalSince1970: 1_704_168_000))
        #expect(alerts.first?.sender == "NWS Phoenix (Central Arizona and California Desert)")
        #expect(
            OpenWeatherMapAlerts.alerts(from: body.alerts ?? [], now: Date(timeIntervalSince1970: 1_704_168_000))
                .isEmpty)
    }
}

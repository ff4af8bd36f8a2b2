import Foundation
import ScreenText
import Testing

@testable import WeatherKit

/// Every alerts source, through its fetcher (URL, status, decoding, mapping), on the project's own edge-case fixtures.
@Suite struct AlertDecoderTests {
    /// 2026-11-30T12:00:00Z
    static let now = Date(timeIntervalSince1970: 1_796_040_000)
    static let vienna = Place(
        name: "Wien", region: "Vienna", country: "Austria", countryCode: "AT", latitude: 48.2082, longitude: 16.3738)

    static func iso(_ date: Date?, offset: Int) -> String? {
        date.map { LocalDateTime(instant: $0, utcOffsetSeconds: offset).iso8601 }
    }

    static func report(_ service: AlertService, _ place: Place, language: String = "en", at now: Date = now)
        async throws -> AlertReport
    {
        try await service.report(AlertRequest(place: place, language: language), now: now)
    }

    @Test func meteoAlarmKeepsOnlyThisRegionsCurrentWarningsInEnglish() async throws {
        let http = StubHTTP(
            path: "/api/v1/warnings/feeds-austria",
            body: try FixtureFile.data("alerts/meteoalarm_austria_languages_regions_allclear.json"))
        let report = try await Self.report(
            AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!), Self.vienna)
        #expect(report.coverage == .source(.meteoAlarm))
        // Not Tyrol's red snow, not the expired fog, not the cleared thunderstorm, not green, not the test.
        #expect(report.alerts.map(\.event) == ["Severe wind"])
        let wind = try #require(report.alerts.first)
        #expect(wind.severity == .severe)
        #expect(wind.headline == "Orange wind warning for Vienna")
        #expect(Self.iso(wind.ends, offset: 3600) == "2026-11-30T22:00:00+01:00")
        #expect(wind.sender == "GeoSphere Austria")
        #expect(http.requests.map(\.path) == ["/api/v1/warnings/feeds-austria"])
    }

    /// The feed's `info` blocks are de-AT, en-GB and fr-FR: `de` meets `de-AT`; a language it lacks reads English.
    @Test(arguments: [
        ("de", "Sturm", "Orange Sturmwarnung für Wien"), ("de_AT", "Sturm", "Orange Sturmwarnung für Wien"),
        ("fr", "Vent violent", "Avertissement orange vent pour Vienne"),
        ("en", "Severe wind", "Orange wind warning for Vienna"),
        ("lt", "Severe wind", "Orange wind warning for Vienna"),
        ("pt_br", "Severe wind", "Orange wind warning for Vienna")
    ])
    func meteoAlarmSpeaksThePersonsLanguageWhenTheFeedHasIt(language: String, event: String, headline: String)
        async throws
    {
        let http = StubHTTP(
            path: "/api/v1/warnings/feeds-austria",
            body: try FixtureFile.data("alerts/meteoalarm_austria_languages_regions_allclear.json"))
        var wien = Self.vienna
        wien.region = "Wien"
        let report = try await Self.report(
            AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!), wien, language: language)
        #expect(report.alerts.map(\.event) == [event])
        #expect(report.alerts.first?.headline == headline)
    }

    @Test func meteoAlarmWithoutEnglishFallsBackToTheFirstInfo() {
        let infos = ["fr-FR", "de-DE", "nl-BE"].map {
            MeteoAlarmFeed.Info(.init(language: $0), texts: [AlertTexts(event: $0)])
        }
        #expect(MeteoAlarmAlerts.chosenInfo(infos, language: "nl")?.texts.first?.event == "nl-BE")
        #expect(MeteoAlarmAlerts.chosenInfo(infos, language: "lt")?.texts.first?.event == "fr-FR")
        #expect(MeteoAlarmAlerts.chosenInfo([], language: "en") == nil)
    }

    @Test(arguments: [
        ("nb", "no"), ("nn", "no"), ("no", "no"), ("nb_NO", "no"), ("en", "en"), ("de", "en"), ("sv", "en")
    ])
    func metNorwayIsAskedInNorwegianOnlyForNorwegianReaders(language: String, asked: String) {
        let alerts = MetNorwayAlerts(server: AlertServer(base: URL(string: "http://127.0.0.1:9")!, http: StubHTTP()))
        let oslo = Place(name: "Oslo", countryCode: "NO", latitude: 59.9139, longitude: 10.7522)
        #expect(alerts.url(for: AlertRequest(place: oslo, language: language)).query("lang") == asked)
    }

    @Test func aRequestKeepsOnlyTheLanguagePart() {
        let place = Place(name: "X", latitude: 0, longitude: 0)
        #expect(AlertRequest(place: place).language == "en")
        #expect(AlertRequest(place: place, language: "de_DE.UTF-8").language == "de")
        #expect(AlertRequest(place: place, language: "FR-ca").language == "fr")
        #expect(AlertRequest(place: place, language: "").language == "en")
        #expect(AlertRequest(place: place, language: "C.UTF-8").language == "en")
        #expect(AlertRequest(place: place, language: "POSIX").language == "en")
    }

    @Test func meteoAlarmForAnotherRegionIsEmptyAndForAnUnknownRegionSaysSo() async throws {
        let body = try FixtureFile.data("alerts/meteoalarm_austria_languages_regions_allclear.json")
        var graz = Self.vienna
        graz.region = "Styria"
        let http = StubHTTP(path: "/api/v1/warnings/feeds-austria", body: body)
        let service = AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!)
        #expect(try await Self.report(service, graz).alerts.isEmpty)
        var tyrol = Self.vienna
        tyrol.region = "Tirol"
        #expect(try await Self.report(service, tyrol).alerts.map(\.severity) == [.extreme])
        var nowhere = Self.vienna
        nowhere.region = nil
        let unknown = try await Self.report(service, nowhere)
        #expect(unknown.alerts.isEmpty)
        #expect(unknown.note?.contains("region of this place is unknown") == true)
        #expect(http.requests.count == 2)
    }

    @Test func nwsEndsComeFromEndsOrEventEndingTimeNeverExpires() async throws {
        let http = StubHTTP(
            path: "/alerts/active", body: try FixtureFile.data("alerts/nws_ends-missing_expired_test_hostile.json"))
        let place = Place(
            name: "New York", region: "New York", countryCode: "US", latitude: 40.71278, longitude: -74.00597)
        let report = try await Self.report(AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!), place)
        #expect(report.coverage == .source(.nws))
        #expect(http.requests.first?.query("point") == "40.7128,-74.0060")
        // The frost advisory has ended; the tornado warning is a test.
        #expect(report.alerts.map(\.event) == ["Flood Warning", "Winter Storm Watch", "Wind Advisory"])
        let wind = try #require(report.alerts.last)
        #expect(Self.iso(wind.ends, offset: -18000) == "2026-12-01T01:00:00-05:00")
        #expect(report.alerts[1].ends == nil)
        #expect(wind.areas == ["Central Park", "Manhattan"])
    }

    @Test func hostileAlertTextIsSanitisedAndBounded() async throws {
        let http = StubHTTP(
            path: "/alerts/active", body: try FixtureFile.data("alerts/nws_ends-missing_expired_test_hostile.json"))
        let place = Place(name: "New York", countryCode: "US", latitude: 40.7, longitude: -74)
        let flood = try #require(try await Self.report(AlertService(http: http), place).alerts.first)
        for text in [flood.event, flood.headline ?? "", flood.description ?? ""] {
            #expect(!text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" }, "\(text.prefix(40))")
        }
        #expect((flood.headline ?? "").count <= 300)
        #expect((flood.description ?? "").count <= 4000)
        #expect(flood.description?.hasPrefix("line one\n\nline two\n") == true)
    }

    @Test func aPlaceWithoutASourceIsSaidPlainlyAndNothingIsAsked() async throws {
        let http = StubHTTP()
        let service = AlertService(http: http)
        let kathmandu = Place(name: "Kathmandu", country: "Nepal", countryCode: "NP", latitude: 27.7, longitude: 85.3)
        let report = try await Self.report(service, kathmandu)
        #expect(report.coverage == .noSource(country: "Nepal"))
        #expect(report.coverage.explanation() == "No official alerts source for Nepal")
        let sea = try await Self.report(service, Place.coordinates(latitude: -30, longitude: -20))
        #expect(sea.coverage == .unknownCountry)
        #expect(http.requests.isEmpty)
    }

    @Test(arguments: [
        (40.0, -105.0, AlertSource?.some(.nws)), (43.65, -79.38, nil), (53.5, -113.5, .environmentCanada),
        (21.3, -157.8, .nws),
        (59.9, 10.7, nil), (27.7, 85.3, nil)
    ])
    func bareCoordinatesGetACountryOnlyInsideUnambiguousBoxes(latitude: Double, longitude: Double, source: AlertSource?)
    {
        #expect(
            AlertService(http: StubHTTP()).coverage(for: .coordinates(latitude: latitude, longitude: longitude)).source
                == source)
    }

    @Test(arguments: [
        ("US", AlertSource.nws), ("PR", .nws), ("NO", .metNorway), ("DE", .brightSky), ("CA", .environmentCanada),
        ("NL", .meteoAlarm), ("GB", .meteoAlarm), ("lt", .meteoAlarm)
    ])
    func theSourceFollowsTheCountry(code: String, source: AlertSource) {
        let place = Place(name: "X", countryCode: code, latitude: 0, longitude: 0)
        #expect(AlertService(http: StubHTTP()).coverage(for: place) == .source(source))
    }

    @Test func brightSkyWithNoAlertsIsAnEmptyCoveredReport() async throws {
        let http = StubHTTP(path: "/alerts", body: try FixtureFile.data("alerts/brightsky_empty.json"))
        let munich = Place(name: "München", countryCode: "DE", latitude: 48.137, longitude: 11.575)
        let report = try await Self.report(AlertService(http: http, base: URL(string: "http://127.0.0.1:9")!), munich)
        #expect(report.coverage == .source(.brightSky))
        #expect(report.alerts.isEmpty)
        #expect(http.requests.first?.query("lat") == "48.1370")
    }

    @Test func severityScalesMapOntoOne() {
        #expect(AlertSeverity(cap: "Severe") == .severe)
        #expect(AlertSeverity(cap: "minor") == .minor)
        #expect(AlertSeverity(cap: "Unknown") == .unknown)
        #expect(AlertSeverity(cap: nil) == .unknown)
        #expect(AlertSeverity(awarenessLevel: "2; yellow; Moderate") == .moderate)
        #expect(AlertSeverity(awarenessLevel: "3; orange; Severe") == .severe)
        #expect(AlertSeverity(awarenessLevel: "4; red; Extreme") == .extreme)
        #expect(AlertSeverity(awarenessLevel: "1; green; Minor") == nil)
        #expect(EnvironmentCanadaAlerts.severity(colour: nil, type: "statement") == .minor)
        #expect(EnvironmentCanadaAlerts.severity(colour: "orange", type: "warning") == .severe)
        #expect(OpenWeatherMapAlerts.severity(event: "Red Flag Warning") == .severe)
    }

    @Test func reportsOrderBySeverityAndDropAlertsAtTheirEnd() {
        let end = Self.now.addingTimeInterval(3600)
        let report = AlertReport(
            coverage: .source(.nws),
            alerts: [
                Alert(source: .nws, event: "Air Quality Alert", severity: .unknown),
                Alert(source: .nws, event: "Wind Advisory", severity: .minor, ends: end),
                Alert(source: .nws, event: "Flood Warning", severity: .severe, ends: end.addingTimeInterval(60)),
                Alert(source: .nws, event: "Heat Warning", severity: .severe, ends: end)
            ], fetchedAt: Self.now)
        #expect(report.alerts.map(\.event) == ["Heat Warning", "Flood Warning", "Wind Advisory", "Air Quality Alert"])
        #expect(report.shown(at: end).map(\.event) == ["Flood Warning", "Air Quality Alert"])
        #expect(report.shown(at: Self.now, minimum: .severe).map(\.event) == ["Heat Warning", "Flood Warning"])
        #expect(report.shown(at: Self.now, minimum: .moderate).count == 2)
    }

    @Test func alertTimesInEveryServicesForm() {
        #expect(AlertTime.parse("2024-07-20T20:00:00-07:00") == Date(timeIntervalSince1970: 1_721_530_800))
        #expect(AlertTime.parse("2026-03-05T21:26:06.795Z") == Date(timeIntervalSince1970: 1_772_745_966))
        #expect(AlertTime.parse("2026-03-07T20:00:00+00:00") == AlertTime.parse("2026-03-07T20:00:00Z"))
        #expect(AlertTime.parse("2026-03-07T20:00:00") == nil)
        #expect(AlertTime.parse("soon") == nil)
        #expect(AlertTime.parse(nil) == nil)
    }

    @Test func regionNamesMatchAcrossSpellings() {
        #expect(RegionName("Vilnius County").matches(RegionName("Vilnius county")))
        #expect(RegionName("Province of Utrecht").matches(RegionName("Utrecht")))
        #expect(RegionName("Île-de-France").matches(RegionName("ile de france")))
        #expect(!RegionName("Vilnius County").matches(RegionName("Kaunas county")))
        #expect(!RegionName("County").matches(RegionName("Kaunas county")))
    }
}

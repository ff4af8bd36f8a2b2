import Foundation
import Testing

/// `wxdash now` shows official alerts in the reader's language (LANG, or `--lang`) where the source has it, and
/// English otherwise, against loopback servers answering like MeteoAlarm, MET Norway, Environment Canada and Bright Sky.
@Suite struct NowAlertLanguageEndToEndTests {
    static let viennaOffset = 3600

    static func hours(_ count: Double) -> Date { TestClock.now.addingTimeInterval(count * 3600) }

    static func iso(_ date: Date, offset: Int = 0) -> String {
        NowAlertsEndToEndTests.iso(date, offset: offset)
    }

    static func run(_ server: FixtureServer, _ arguments: [String], environment: [String: String]) async throws
        -> WxdashProcess.Result
    {
        try await WxdashProcess.run(
            [
                "now", "--api-base", server.base, "--geocoding-base", server.base, "--alerts-base", server.base,
                "--units", "metric", "--format", "json"
            ]
                + arguments,
            environment: environment)
    }

    static func alerts(_ result: WxdashProcess.Result) throws -> [[String: Any]] {
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(
            try NowAlertsEndToEndTests.json(result.stdout)["alerts"] as? [[String: Any]], "\(result.stdout)")
    }

    static func server(timezone: String, offset: Int, place: String, alertsPath: String, alertsBody: String) throws
        -> FixtureServer
    {
        try FixtureServer([
            "/v1/forecast": .init(body: try NowAlertsEndToEndTests.forecast(timezone: timezone, offset: offset)),
            "/v1/search": .init(body: place),
            alertsPath: .init(body: alertsBody)
        ])
    }

    /// One orange wind warning for Vienna with German, English and French `info` blocks, as GeoSphere Austria sends them.
    static var meteoAlarmBody: String {
        func info(_ language: String, area: String, event: String, headline: String) -> String {
            #"{"language":"\#(language)","area":[{"areaDesc":"\#(area)","geocode":[{"value":"AT000","valueName":"EMMA_ID"}]}],"category":["Met"],"certainty":"Likely","severity":"Severe","urgency":"Immediate","event":"\#(event)","effective":"\#(iso(hours(-2), offset: viennaOffset))","onset":"\#(iso(hours(-1), offset: viennaOffset))","expires":"\#(iso(hours(6), offset: viennaOffset))","headline":"\#(headline)","description":"\#(headline).","senderName":"GeoSphere Austria","responseType":["Prepare"],"parameter":[{"valueName":"awareness_level","value":"3; orange; Severe"},{"valueName":"awareness_type","value":"1; Wind"}]}"#
        }
        let infos = [
            info("de-AT", area: "Wien", event: "Sturm", headline: "Orange Sturmwarnung für Wien"),
            info("en-GB", area: "Vienna", event: "Severe wind", headline: "Orange wind warning for Vienna"),
            info("fr-FR", area: "Vienne", event: "Vent violent", headline: "Avertissement orange vent pour Vienne")
        ]
        return
            #"{"warnings":[{"uuid":"1","alert":{"identifier":"AT.wind.1","msgType":"Alert","scope":"Public","sender":"AT","sent":"\#(iso(hours(-2), offset: viennaOffset))","status":"Actual","info":[\#(infos.joined(separator: ","))]}}]}"#
    }

    static func meteoAlarmServer() throws -> FixtureServer {
        try server(
            timezone: "Europe/Vienna", offset: viennaOffset,
            place: NowAlertsEndToEndTests.geocoding(
                name: "Wien", region: "Vienna", code: "AT", country: "Austria", lat: 48.20849, lon: 16.37208,
                timezone: "Europe/Vienna"),
            alertsPath: "/api/v1/warnings/feeds-austria", alertsBody: meteoAlarmBody)
    }

    @Test func aGermanLocaleReadsMeteoAlarmsGermanWarning() async throws {
        let server = try Self.meteoAlarmServer()
        defer { server.stop() }
        let alerts = try await Self.alerts(
            try Self.run(server, ["--city", "Wien"], environment: ["LANG": "de_DE.UTF-8"]))
        #expect(alerts.map { $0["headline"] as? String } == ["Orange Sturmwarnung für Wien"])
        #expect(alerts.first?["event"] as? String == "Sturm")
    }

    @Test(
        arguments: [
            (["LANG": "fr_FR.UTF-8"], [String](), "Avertissement orange vent pour Vienne"),
            (["LANG": "en_GB.UTF-8"], [], "Orange wind warning for Vienna"),
            (["LANG": "lt_LT.UTF-8"], [], "Orange wind warning for Vienna"),
            (["LANG": "C.UTF-8"], [], "Orange wind warning for Vienna"),
            (["LANG": "de_DE.UTF-8", "LC_ALL": "fr_BE.UTF-8"], [], "Avertissement orange vent pour Vienne"),
            (["LANG": "de_DE.UTF-8"], ["--lang", "en"], "Orange wind warning for Vienna")
        ] as [([String: String], [String], String)])
    func otherLanguagesReadTheirsOrEnglish(environment: [String: String], arguments: [String], headline: String)
        async throws
    {
        let server = try Self.meteoAlarmServer()
        defer { server.stop() }
        let alerts = try await Self.alerts(
            try Self.run(server, ["--city", "Wien"] + arguments, environment: environment))
        #expect(alerts.map { $0["headline"] as? String } == [headline])
    }

    /// The cache keeps each language's alerts apart: offline, a German reader sees the German warning saved for
    /// them, and an English reader is not shown it.
    @Test func offlineAlertsAreTheReadersLanguageOrNone() async throws {
        let server = try Self.meteoAlarmServer()
        defer { server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-alert-language-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let german = ["LANG": "de_DE.UTF-8", "XDG_CACHE_HOME": cache.path]
        _ = try await Self.alerts(try Self.run(server, ["--city", "Wien"], environment: german))
        let offline = [
            "now", "--offline", "--alerts-base", server.base, "--units", "metric", "--format", "json", "--city", "Wien"
        ]
        let germanOffline = try await WxdashProcess.run(offline, environment: german)
        #expect(try Self.alerts(germanOffline).map { $0["headline"] as? String } == ["Orange Sturmwarnung für Wien"])
        let englishOffline = try await WxdashProcess.run(
            offline, environment: ["LANG": "en_US.UTF-8", "XDG_CACHE_HOME": cache.path])
        #expect(englishOffline.status == 0, "\(englishOffline.stderr)")
        #expect(!englishOffline.stdout.contains("Sturm"), "\(englishOffline.stdout)")
    }

    static var metNorwayBody: String {
        #"{"type":"FeatureCollection","lang":"no","features":[{"type":"Feature","geometry":null,"when":{"interval":["\#(iso(hours(-1)))","\#(iso(hours(8)))"]},"properties":{"id":"2.49.0.1.578.0.1","area":"Oslo","title":"Kraftige vindkast, gult nivå, Oslo","description":"Kraftige vindkast.","instruction":"Sikre løse gjenstander.","event":"wind","eventAwarenessName":"Kraftige vindkast","awareness_level":"2; yellow; Moderate","severity":"Moderate","status":"Actual","type":"Alert"}}]}"#
    }

    /// MET Norway is asked in Norwegian (`lang=no`) by nb, nn and no readers, in English by everyone else.
    @Test(arguments: [("nb_NO.UTF-8", "no"), ("nn_NO.UTF-8", "no"), ("de_DE.UTF-8", "en"), ("C.UTF-8", "en")])
    func metNorwayIsAskedInNorwegianOnlyByNorwegianReaders(locale: String, asked: String) async throws {
        let server = try Self.server(
            timezone: "Europe/Oslo", offset: 3600,
            place: NowAlertsEndToEndTests.geocoding(
                name: "Oslo", region: "Oslo", code: "NO", country: "Norway", lat: 59.91273, lon: 10.74609,
                timezone: "Europe/Oslo"),
            alertsPath: "/weatherapi/metalerts/2.0/current.json", alertsBody: Self.metNorwayBody)
        defer { server.stop() }
        let alerts = try await Self.alerts(try Self.run(server, ["--city", "Oslo"], environment: ["LANG": locale]))
        #expect(alerts.map { $0["event"] as? String } == ["Kraftige vindkast"])
        let queries = server.requests().filter { $0.path == "/weatherapi/metalerts/2.0/current.json" }.map(\.query)
        #expect(queries.count == 1 && queries[0].contains("lang=\(asked)"), "\(queries)")
    }

    static var environmentCanadaBody: String {
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"properties":{"id":"1618_fea1-1","alert_type":"warning","alert_name_en":"snowfall warning","alert_name_fr":"avertissement de neige","feature_name_en":"City of Toronto","feature_name_fr":"ville de Toronto","publication_datetime":"\#(iso(hours(-2)))","validity_datetime":"\#(iso(hours(-1)))","event_end_datetime":"\#(iso(hours(9)))","status_en":"issued","alert_text_en":"Heavy snow.","alert_text_fr":"Neige abondante.","risk_colour_en":"yellow"}}]}"#
    }

    @Test func environmentCanadaSpeaksFrenchToAFrenchLocale() async throws {
        let server = try Self.server(
            timezone: "America/Toronto", offset: -5 * 3600,
            place: NowAlertsEndToEndTests.geocoding(
                name: "Toronto", region: "Ontario", code: "CA", country: "Canada", lat: 43.70011, lon: -79.4163,
                timezone: "America/Toronto"),
            alertsPath: "/collections/weather-alerts/items", alertsBody: Self.environmentCanadaBody)
        defer { server.stop() }
        let french = try await Self.alerts(
            try Self.run(server, ["--city", "Toronto"], environment: ["LANG": "fr_CA.UTF-8"]))
        #expect(french.map { $0["event"] as? String } == ["avertissement de neige"])
        #expect(french.first?["description"] as? String == "Neige abondante.")
        let english = try await Self.alerts(
            try Self.run(server, ["--city", "Toronto"], environment: ["LANG": "en_CA.UTF-8"]))
        #expect(english.map { $0["event"] as? String } == ["snowfall warning"])
        let asked = server.requests().filter { $0.path == "/collections/weather-alerts/items" }.map(\.query)
        #expect(asked.count == 2 && asked[0].contains("lang=fr") && asked[1].contains("lang=en"), "\(asked)")
    }

    static var brightSkyBody: String {
        #"{"alerts":[{"id":1,"alert_id":"2.49.0.0.276.0.DWD.PVW.1","status":"actual","effective":"\#(iso(hours(-2)))","onset":"\#(iso(hours(-1)))","expires":"\#(iso(hours(12)))","response_type":"prepare","severity":"moderate","event_en":"strong wind gusts","event_de":"STURMBÖEN","headline_en":"Official WARNING of GALE-FORCE GUSTS","headline_de":"Amtliche WARNUNG vor STURMBÖEN","description_en":"Gale-force gusts.","description_de":"Es treten Sturmböen auf."}],"location":{"name":"Berlin-Mitte","district":"Berlin"}}"#
    }

    @Test func brightSkySpeaksGermanToAGermanLocale() async throws {
        let server = try Self.server(
            timezone: "Europe/Berlin", offset: 3600,
            place: NowAlertsEndToEndTests.geocoding(
                name: "Berlin", region: "Land Berlin", code: "DE", country: "Germany", lat: 52.52437, lon: 13.41053,
                timezone: "Europe/Berlin"),
            alertsPath: "/alerts", alertsBody: Self.brightSkyBody)
        defer { server.stop() }
        let german = try await Self.alerts(
            try Self.run(server, ["--city", "Berlin"], environment: ["LANG": "de_DE.UTF-8"]))
        #expect(german.map { $0["headline"] as? String } == ["Amtliche WARNUNG vor STURMBÖEN"])
        let english = try await Self.alerts(
            try Self.run(server, ["--city", "Berlin"], environment: ["LANG": "fr_FR.UTF-8"]))
        #expect(english.map { $0["headline"] as? String } == ["Official WARNING of GALE-FORCE GUSTS"])
    }
}

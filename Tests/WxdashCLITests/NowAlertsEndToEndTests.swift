import Foundation
import Testing

/// `wxdash now` with official alerts, against a loopback server answering like NWS and MeteoAlarm: exactly the
/// place's current alerts, with their end in the place's zone, in every format; and plain words where no source is.
@Suite struct NowAlertsEndToEndTests {
    /// The instant wxdash's clock starts at (`WXDASH_NOW`), in whole seconds so times written into the fixtures read
    /// back exactly.
    static let now = TestClock.now
    static let newYorkOffset = -5 * 3600
    static let vilniusOffset = 2 * 3600

    static func iso(_ date: Date, offset: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: offset)
        return formatter.string(from: date)
    }

    static func clock(_ date: Date, offset: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: offset)
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }

    static func hours(_ count: Double) -> Date { now.addingTimeInterval(count * 3600) }

    /// The Kathmandu forecast moved to another zone: only the place's zone matters here.
    static func forecast(timezone: String, offset: Int) throws -> String {
        try String(contentsOf: FixturePaths.providerFixture("openmeteo/kathmandu_0545.json"), encoding: .utf8)
            .replacingOccurrences(of: "\"Asia/Kathmandu\"", with: "\"\(timezone)\"")
            .replacingOccurrences(of: "\"utc_offset_seconds\":20700", with: "\"utc_offset_seconds\":\(offset)")
    }

    static func geocoding(
        name: String, region: String, code: String, country: String, lat: Double, lon: Double, timezone: String
    ) -> String {
        #"{"results":[{"id":1,"name":"\#(name)","latitude":\#(lat),"longitude":\#(lon),"country_code":"\#(code)","admin1":"\#(region)","timezone":"\#(timezone)","population":1000000,"country":"\#(country)"}],"generationtime_ms":0.5}"#
    }

    static func nwsFeature(_ event: String, severity: String, onset: Date, ends: Date?) -> String {
        let end = ends.map { "\"\(iso($0, offset: newYorkOffset))\"" } ?? "null"
        return
            #"{"id":"x","type":"Feature","geometry":null,"properties":{"id":"urn:oid:\#(event)","areaDesc":"New York (Manhattan)","sent":"\#(iso(hours(-2), offset: newYorkOffset))","effective":"\#(iso(hours(-2), offset: newYorkOffset))","onset":"\#(iso(onset, offset: newYorkOffset))","expires":"\#(iso(hours(1), offset: newYorkOffset))","ends":\#(end),"status":"Actual","messageType":"Alert","severity":"\#(severity)","event":"\#(event)","senderName":"NWS New York NY","headline":"\#(event) issued by NWS New York NY","description":"* WHAT...Strong winds.\n\n* WHERE...New York (Manhattan).","instruction":"Secure outdoor objects.","parameters":{}}}"#
    }

    /// A Wind Advisory in force (its message expires in an hour, the event runs five), and a frost advisory that ended.
    static var nwsBody: String {
        let features = [
            nwsFeature("Wind Advisory", severity: "Moderate", onset: hours(-1), ends: hours(5)),
            nwsFeature("Frost Advisory", severity: "Minor", onset: hours(-8), ends: hours(-1))
        ]
        return
            #"{"@context":{"@version":"1.1"},"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }

    static func usServer(alerts: FixtureServer.Route? = nil) throws -> FixtureServer {
        try FixtureServer([
            "/v1/forecast": .init(body: try forecast(timezone: "America/New_York", offset: newYorkOffset)),
            "/v1/search": .init(
                body: geocoding(
                    name: "New York", region: "New York", code: "US", country: "United States", lat: 40.71427,
                    lon: -74.00597, timezone: "America/New_York")),
            "/alerts/active": alerts ?? .init(body: nwsBody, headers: ["Content-Type": "application/geo+json"])
        ])
    }

    static func now(_ server: FixtureServer, _ extra: [String]) async throws -> WxdashProcess.Result {
        try await WxdashProcess.run(
            [
                "now", "--api-base", server.base, "--geocoding-base", server.base, "--alerts-base", server.base,
                "--units", "metric"
            ] + extra)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aUSPlaceGetsItsCurrentNWSAlertEndingInItsOwnZone() async throws {
        let server = try Self.usServer()
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "New York", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        #expect(object["alerts_source"] as? String == "nws")
        let alerts = try #require(object["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1)
        let wind = try #require(alerts.first)
        #expect(
            Set(wind.keys) == [
                "source", "event", "severity", "headline", "description", "instruction", "onset", "ends", "sender"
            ])
        #expect(wind["event"] as? String == "Wind Advisory")
        #expect(wind["severity"] as? String == "moderate")
        #expect(wind["ends"] as? String == Self.iso(Self.hours(5), offset: Self.newYorkOffset))
        #expect(wind["onset"] as? String == Self.iso(Self.hours(-1), offset: Self.newYorkOffset))
        #expect(wind["sender"] as? String == "NWS New York NY")
        #expect(wind["source"] as? String == "nws")
        let request = try #require(server.requests().first { $0.path == "/alerts/active" })
        #expect(request.headers["user-agent"]?.hasPrefix("wxdash/") == true)
    }

    @Test func theTextNamesTheAlertAndTheLineLeadsWithItsBadge() async throws {
        let server = try Self.usServer()
        defer { server.stop() }
        let text = try await Self.now(server, ["--city", "New York"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 2 && lines[1].hasPrefix("⚠ Wind Advisory (moderate) until "), "\(text.stdout)")
        #expect(lines[1].contains(Self.clock(Self.hours(5), offset: Self.newYorkOffset)))
        #expect(!text.stdout.contains("Frost"))
        let line = try await Self.now(server, ["--city", "New York", "--format", "line"])
        #expect(line.stdout.hasPrefix("⚠ Wind Advisory "), "\(line.stdout)")
        #expect(line.stdout.hasSuffix("New York\n"))
    }

    @Test func aTemplatePlacesTheAlertItselfAndASCIIMarksItWithABang() async throws {
        let server = try Self.usServer()
        defer { server.stop() }
        let placed = try await Self.now(server, ["--city", "New York", "--template", "{temp} {alert_short}|{alert}"])
        #expect(placed.status == 0, "\(placed.stderr)")
        #expect(!placed.stdout.hasPrefix("⚠"), "no badge before a template: \(placed.stdout)")
        #expect(placed.stdout.hasSuffix(" ⚠|⚠ Wind Advisory\n"), "\(placed.stdout)")
        let without = try await Self.now(server, ["--city", "New York", "--template", "{icon} {temp}"])
        #expect(
            !without.stdout.contains("⚠") && !without.stdout.contains("Wind"),
            "only where the template puts it: \(without.stdout)")
        let waybar = try await Self.now(server, ["--city", "New York", "--format", "waybar", "--template", "{temp}"])
        #expect(waybar.status == 0, "\(waybar.stderr)")
        let object = try Self.json(waybar.stdout)
        #expect(
            (object["text"] as? String)?.contains("⚠") == false, "waybar's text follows the template: \(waybar.stdout)")
        #expect((object["class"] as? [String])?.contains("alert") == true, "\(waybar.stdout)")
        let ascii = try await Self.now(server, ["--city", "New York", "--format", "line", "--icons", "ascii"])
        #expect(ascii.stdout.hasPrefix("! Wind Advisory "), "\(ascii.stdout)")
        let asciiTemplate = try await Self.now(
            server, ["--city", "New York", "--template", "{alert_short} {alert}", "--icons", "ascii"])
        #expect(asciiTemplate.stdout == "! ! Wind Advisory\n", "\(asciiTemplate.stdout)")
        let asciiText = try await Self.now(server, ["--city", "New York", "--icons", "ascii"])
        #expect(asciiText.stdout.contains("! Wind Advisory (moderate) until "), "\(asciiText.stdout)")
        #expect(!asciiText.stdout.contains("⚠"), "\(asciiText.stdout)")
    }

    @Test func theSeverityFilterHidesLesserAlerts() async throws {
        let server = try Self.usServer()
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "New York", "--format", "json", "--alerts", "severe"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        #expect((object["alerts"] as? [Any])?.isEmpty == true)
        let line = try await Self.now(server, ["--city", "New York", "--format", "line", "--alerts", "severe"])
        #expect(!line.stdout.contains("⚠"))
    }

    @Test func aFailingAlertsSourceNeverHidesTheWeather() async throws {
        let server = try Self.usServer(alerts: .init(status: 503, body: "down"))
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "New York", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        #expect(object["current"] != nil)
        #expect(object["alerts"] is NSNull)
        #expect(object["alerts_source"] as? String == "nws")
        // (This server has no air-quality answer, which is a note of its own.)
        let notes = result.stderr.split(separator: "\n").filter { $0.contains("alerts") }
        #expect(
            notes.count == 1 && notes[0].contains("official alerts from US National Weather Service are not shown"),
            "\(result.stderr)")
    }

    /// Klaipėda's current wind warning only: not Vilnius's orange one, not an expired fog, not a cleared storm.
    static var meteoAlarmBody: String {
        func info(
            _ language: String, area: String, event: String, level: String, onset: Date, expires: Date,
            response: String = "Prepare"
        ) -> String {
            #"{"language":"\#(language)","area":[{"areaDesc":"\#(area)","geocode":[{"value":"LT003","valueName":"EMMA_ID"}]}],"category":["Met"],"certainty":"Likely","severity":"Moderate","urgency":"Immediate","event":"\#(event)","effective":"\#(iso(hours(-3), offset: vilniusOffset))","onset":"\#(iso(onset, offset: vilniusOffset))","expires":"\#(iso(expires, offset: vilniusOffset))","headline":"\#(event): \#(area)","description":"Gusts to 20 m/s.","senderName":"Lithuanian Hydrometeorological Service","responseType":["\#(response)"],"parameter":[{"valueName":"awareness_level","value":"\#(level)"},{"valueName":"awareness_type","value":"1; Wind"}]}"#
        }
        func warning(_ id: String, type: String = "Alert", references: String? = nil, _ infos: [String]) -> String {
            let refs = references.map { #","references":"\#($0)""# } ?? ""
            return
                #"{"uuid":"\#(id)","alert":{"identifier":"\#(id)","incidents":"\#(type)","msgType":"\#(type)"\#(refs),"scope":"Public","sender":"LHMS","sent":"\#(iso(hours(-3), offset: vilniusOffset))","status":"Actual","info":[\#(infos.joined(separator: ","))]}}"#
        }
        let warnings = [
            warning(
                "LT.wind",
                [
                    info(
                        "lt-LT", area: "Klaipėdos apskritis", event: "Smarkus vėjas", level: "2; yellow; Moderate",
                        onset: hours(-2), expires: hours(6)),
                    info(
                        "en-GB", area: "Klaipėda county", event: "Dangerous wind", level: "2; yellow; Moderate",
                        onset: hours(-2), expires: hours(6))
                ]),
            warning(
                "LT.vilnius",
                [
                    info(
                        "en-GB", area: "Vilnius county", event: "Severe wind", level: "3; orange; Severe",
                        onset: hours(-1), expires: hours(4))
                ]),
            warning(
                "LT.fog",
                [
                    info(
                        "en-GB", area: "Klaipėda county", event: "Dangerous fog", level: "2; yellow; Moderate",
                        onset: hours(-9), expires: hours(-2))
                ]),
            warning(
                "LT.storm",
                [
                    info(
                        "en-GB", area: "Klaipėda county", event: "Thunderstorm", level: "2; yellow; Moderate",
                        onset: hours(-1), expires: hours(3))
                ]),
            warning(
                "LT.storm.clear", type: "Update", references: "LHMS,LT.storm,x",
                [
                    info(
                        "en-GB", area: "Klaipėda county", event: "Minor thunderstorm warning", level: "1; green; Minor",
                        onset: hours(-1), expires: hours(-1), response: "AllClear")
                ])
        ]
        return #"{"warnings":[\#(warnings.joined(separator: ","))]}"#
    }

    @Test func aEuropeanPlaceGetsOnlyItsRegionsCurrentMeteoAlarmWarning() async throws {
        let server = try FixtureServer([
            "/v1/forecast": .init(body: try Self.forecast(timezone: "Europe/Vilnius", offset: Self.vilniusOffset)),
            "/v1/search": .init(
                body: Self.geocoding(
                    name: "Klaipėda", region: "Klaipėda County", code: "LT", country: "Lithuania", lat: 55.7068,
                    lon: 21.1391, timezone: "Europe/Vilnius")),
            "/api/v1/warnings/feeds-lithuania": .init(body: Self.meteoAlarmBody)
        ])
        defer { server.stop() }
        let result = try await Self.now(server, ["--city", "Klaipeda", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try Self.json(result.stdout)
        #expect(object["alerts_source"] as? String == "meteoalarm")
        let alerts = try #require(object["alerts"] as? [[String: Any]])
        #expect(alerts.map { $0["event"] as? String } == ["Dangerous wind"])
        #expect(alerts.first?["severity"] as? String == "moderate")
        #expect(alerts.first?["ends"] as? String == Self.iso(Self.hours(6), offset: Self.vilniusOffset))
        let lithuanian = try await Self.now(server, ["--city", "Klaipeda", "--format", "line", "--lang", "lt"])
        #expect(lithuanian.stdout.hasPrefix("⚠ Smarkus vėjas "), "\(lithuanian.stdout) \(lithuanian.stderr)")
        let text = try await Self.now(server, ["--city", "Klaipeda"])
        #expect(text.stdout.contains("⚠ Dangerous wind (moderate) until "))
        #expect(text.stdout.contains(Self.clock(Self.hours(6), offset: Self.vilniusOffset)))
        #expect(
            !text.stdout.contains("Severe wind") && !text.stdout.contains("fog")
                && !text.stdout.contains("Thunderstorm"))
    }

    @Test func aPlaceWithNoSourceSaysSoAndAsksNobody() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let text = try await Self.now(server, ["--city", "Kathmandu"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.split(separator: "\n").dropFirst().first == "No official alerts source for Nepal",
            "\(text.stdout)")
        let json = try await Self.json(try Self.now(server, ["--city", "Kathmandu", "--format", "json"]).stdout)
        #expect(json["alerts"] is NSNull)
        #expect(json["alerts_source"] is NSNull)
        // The forecast, the place and its air quality; no alerts service.
        #expect(Set(server.requests().map(\.path)) == ["/v1/forecast", "/v1/search", "/v1/air-quality"])
    }

    @Test func offlineShowsTheCachedAlertsAndNoAlertsTurnsThemOff() async throws {
        let server = try Self.usServer()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-alerts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CACHE_HOME": home.path]
        let live = try await WxdashProcess.run(
            [
                "now", "--api-base", server.base, "--geocoding-base", server.base, "--alerts-base", server.base,
                "--city", "New York", "--format", "line"
            ],
            environment: environment)
        #expect(live.stdout.hasPrefix("⚠ Wind Advisory"), "\(live.stderr)")
        let offline = try await WxdashProcess.run(
            ["now", "--offline", "--alerts-base", server.base, "--city", "New York", "--format", "line"],
            environment: environment)
        #expect(offline.stdout.hasPrefix("⚠ Wind Advisory"), "\(offline.stdout) \(offline.stderr)")
        let off = try await Self.now(server, ["--city", "New York", "--format", "json", "--no-alerts"])
        #expect(try Self.json(off.stdout)["alerts"] is NSNull)
        #expect(server.requests().filter { $0.path == "/alerts/active" }.count == 1)
    }

    /// The same alert twice in one answer: shown once, and the log says what was merged.
    @Test func duplicateAlertsAreShownOnceAndTheLogSaysSo() async throws {
        let feature = Self.nwsFeature("Wind Advisory", severity: "Moderate", onset: Self.hours(-1), ends: Self.hours(5))
        let body = #"{"type":"FeatureCollection","features":[\#(feature),\#(feature)]}"#
        let server = try Self.usServer(alerts: .init(body: body, headers: ["Content-Type": "application/geo+json"]))
        defer { server.stop() }
        let state = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-alerts-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try await WxdashProcess.run(
            [
                "now", "--api-base", server.base, "--geocoding-base", server.base, "--alerts-base", server.base,
                "--city", "New York", "--format", "json"
            ],
            environment: ["XDG_STATE_HOME": state.path])
        let alerts = try #require(try Self.json(result.stdout)["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1, "\(alerts)")
        let log = try String(contentsOf: state.appendingPathComponent("wxdash/wxdash.log"), encoding: .utf8)
        #expect(log.contains("alerts tidied: 1 duplicate alert merged"), "\(log)")
    }
}

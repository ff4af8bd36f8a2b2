import Foundation
import Testing

/// Four saved places — two by `locate --save`, one written by hand with its name equal to its city, one by
/// coordinates alone — against loopback servers answering like Open-Meteo, NWS and MeteoAlarm: each place keeps
/// its label, its own alerts and its own weather everywhere (`now`, `now --all`, moods, the dashboard).
@Suite(.serialized) struct SavedPlacesEndToEndTests {
    static let now = TestClock.now

    struct Spot {
        var label: String
        var latitude: Double
        var longitude: Double
        var timezone: String
        var offset: Int
    }

    static let vilnius = Spot(
        label: "Vilnius", latitude: 54.6872, longitude: 25.2797, timezone: "Europe/Vilnius", offset: 7200)
    static let desert = Spot(
        label: "Desert", latitude: 32.2217, longitude: -110.9265, timezone: "America/Phoenix", offset: -25200)
    static let klaipeda = Spot(
        label: "Klaipėda", latitude: 55.7068, longitude: 21.1391, timezone: "Europe/Vilnius", offset: 7200)
    static let cabin = Spot(
        label: "Cabin", latitude: 40.7143, longitude: -74.006, timezone: "America/New_York", offset: -18000)

    static func nwsBody(_ event: String) -> String {
        let feature = NowAlertsEndToEndTests.nwsFeature(
            event, severity: "Moderate", onset: NowAlertsEndToEndTests.hours(-1), ends: NowAlertsEndToEndTests.hours(5))
        return #"{"type":"FeatureCollection","features":[\#(feature)]}"#
    }

    /// Each place its own forecast (in its own zone), geocoding answer and alerts.
    static func server() throws -> FixtureServer {
        var routes: [String: FixtureServer.Route] = [
            "/v1/search?name=Vilnius": .init(
                body: NowAlertsEndToEndTests.geocoding(
                    name: "Vilnius", region: "Vilnius County", code: "LT", country: "Lithuania", lat: vilnius.latitude,
                    lon: vilnius.longitude, timezone: vilnius.timezone)),
            "/v1/search?name=Tucson": .init(
                body: NowAlertsEndToEndTests.geocoding(
                    name: "Tucson", region: "Arizona", code: "US", country: "United States", lat: desert.latitude,
                    lon: desert.longitude, timezone: desert.timezone)),
            "/v1/search?name=Klaip": .init(
                body: NowAlertsEndToEndTests.geocoding(
                    name: "Klaipėda", region: "Klaipėda County", code: "LT", country: "Lithuania",
                    lat: klaipeda.latitude, lon: klaipeda.longitude, timezone: klaipeda.timezone)),
            "/api/v1/warnings/feeds-lithuania": .init(body: NowAlertsEndToEndTests.meteoAlarmBody),
            "/alerts/active?point=32.2217": .init(
                body: nwsBody("Wind Advisory"), headers: ["Content-Type": "application/geo+json"]),
            "/alerts/active?point=40.7143": .init(
                body: nwsBody("Frost Advisory"), headers: ["Content-Type": "application/geo+json"])
        ]
        for spot in [vilnius, desert, klaipeda, cabin] {
            // The Kathmandu reading moved to the place: its coordinates and its zone.
            let body = try NowAlertsEndToEndTests.forecast(timezone: spot.timezone, offset: spot.offset)
                .replacingOccurrences(of: "\"latitude\": 27.7172", with: "\"latitude\": \(spot.latitude)")
                .replacingOccurrences(of: "\"longitude\": 85.324", with: "\"longitude\": \(spot.longitude)")
                .replacingOccurrences(
                    of: "\"utc_offset_seconds\": 20700", with: "\"utc_offset_seconds\": \(spot.offset)")
            routes["/v1/forecast?latitude=\(String(format: "%.4f", spot.latitude))"] = .init(body: body)
        }
        return try FixtureServer(routes)
    }

    /// A private home whose config holds the four places: two saved by `locate --save`, two written by hand.
    static func home(_ server: FixtureServer) async throws -> (
        environment: [String: String], config: String, folder: URL
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-places-\(UUID().uuidString)")
        let environment = [
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path
        ]
        for (name, label) in [("Vilnius", nil), ("Tucson", "Desert")] as [(String, String?)] {
            let saved = try await WxdashProcess.run(
                ["locate", name, "--save", "--geocoding-base", server.base] + (label.map { ["--as", $0] } ?? []),
                environment: environment)
            #expect(saved.status == 0, "\(saved.stderr)")
        }
        let file = folder.appendingPathComponent("config/wxdash/config.toml")
        var config = try String(contentsOf: file, encoding: .utf8)
        config +=
            "\n[[places]]\nname = \"Klaipėda\"\ncity = \"Klaipėda\"\n\n[[places]]\nname = \"Cabin\"\nlat = 40.7143\nlon = -74.006\n"
        try config.write(to: file, atomically: true, encoding: .utf8)
        return (environment, config, folder)
    }

    static func run(_ arguments: [String], _ server: FixtureServer, _ environment: [String: String]) async throws
        -> WxdashProcess.Result
    {
        try await WxdashProcess.run(
            arguments + [
                "--api-base", server.base, "--geocoding-base", server.base, "--alerts-base", server.base, "--units",
                "metric"
            ],
            environment: environment)
    }

    @Test func locateSaveKeepsWhatAlertsNeed() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let (environment, config, folder) = try await Self.home(server)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            config.contains(
                "name = \"Vilnius\"\nlat = 54.6872\nlon = 25.2797\ncountry = \"LT\"\nregion = \"Vilnius County\"\nzone = \"Europe/Vilnius\"\n"
            ), "\(config)")
        #expect(
            config.contains(
                "name = \"Desert\"\nlat = 32.2217\nlon = -110.9265\ncountry = \"US\"\nregion = \"Arizona\"\nzone = \"America/Phoenix\"\n"
            ), "\(config)")
        let shown = try await WxdashProcess.run(["config", "show"], environment: environment)
        #expect(
            shown.stdout.contains("country = \"LT\"") && shown.stdout.contains("region = \"Arizona\""),
            "\(shown.stdout)")
    }

    @Test func everyPlaceHasItsOwnAlertsAndLabelInNowAndNowAll() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let (environment, _, folder) = try await Self.home(server)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = [
            "Vilnius": "Severe wind", "Desert": "Wind Advisory", "Klaipėda": "Dangerous wind", "Cabin": "Frost Advisory"
        ]

        let json = try await Self.run(["now", "--all", "--format", "json"], server, environment)
        #expect(json.status == 0, "\(json.stderr)")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(
            objects.map { ($0["location"] as? [String: Any])?["name"] as? String } == [
                "Vilnius", "Desert", "Klaipėda", "Cabin"
            ])
        for object in objects {
            let name = try #require((object["location"] as? [String: Any])?["name"] as? String)
            let events = (object["alerts"] as? [[String: Any]])?.compactMap { $0["event"] as? String }
            #expect(events == [expected[name] ?? "?"], "\(name): \(String(describing: object["alerts"]))")
        }

        let lines = try await Self.run(["now", "--all", "--format", "line"], server, environment)
        let lineList = lines.stdout.split(separator: "\n").map(String.init)
        #expect(lineList.count == 4, "\(lines.stdout)")
        for (line, name) in zip(lineList, ["Vilnius", "Desert", "Klaipėda", "Cabin"]) {
            #expect(line.hasPrefix("⚠ \(expected[name] ?? "?")") && line.hasSuffix(name), "\(line)")
        }

        let text = try await Self.run(["now", "--all"], server, environment)
        for name in ["Vilnius", "Desert", "Klaipėda", "Cabin"] {
            let row = text.stdout.split(separator: "\n").first { $0.hasPrefix(name) }
            #expect(row?.contains("⚠ \(expected[name] ?? "?")") == true, "\(text.stdout)")
        }

        // One place by --place, and by its name as a bare word; the label everywhere.
        let desert = try await Self.run(["now", "--place", "desert", "--format", "line"], server, environment)
        #expect(
            desert.stdout.hasPrefix("⚠ Wind Advisory") && desert.stdout.hasSuffix("Desert\n"),
            "\(desert.stdout) \(desert.stderr)")
        let cabin = try await Self.run(["now", "Cabin"], server, environment)
        #expect(cabin.stdout.hasPrefix("Cabin"), "\(cabin.stdout)")
        #expect(
            cabin.stdout.contains("⚠ Frost Advisory"),
            "coordinates alone: the country from the forecast's zone: \(cabin.stdout)")
        // With no place given, the first saved place.
        let first = try await Self.run(["now", "--format", "line", "--template", "{alert} {name}"], server, environment)
        #expect(first.stdout == "⚠ Severe wind Vilnius\n", "\(first.stdout) \(first.stderr)")
        let unknown = try await Self.run(["now", "--place", "Nowhere"], server, environment)
        #expect(unknown.status == 2 && unknown.stderr.contains("Vilnius, Desert, Klaipėda, Cabin"), "\(unknown.stderr)")
    }

    @Test func aMoodSavedWithPlaceKeepsThatPlacesWeather() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let (environment, _, folder) = try await Self.home(server)
        defer { try? FileManager.default.removeItem(at: folder) }
        let added = try await Self.run(["mood", "add", "4", "by the lake", "--place", "Cabin"], server, environment)
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("with the weather"), "\(added.stdout)")
        let exported = try await WxdashProcess.run(["mood", "export", "--format", "json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
        let forecast = try #require((object["moods"] as? [[String: Any]])?.first?["forecast"] as? [String: Any])
        #expect(
            forecast["latitude"] as? Double == Self.cabin.latitude,
            "Cabin's weather, not the default place's: \(forecast)")
        let nowhere = try await Self.run(["mood", "add", "1", "--place", "Nowhere"], server, environment)
        #expect(nowhere.status == 2, "\(nowhere.stdout) \(nowhere.stderr)")
        #expect(nowhere.stderr.contains("no saved place has that name"), "\(nowhere.stderr)")
    }

    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func tabCyclesAllFourEachWithItsOwnAlert()
        async throws
    {
        let server = try Self.server()
        defer { server.stop() }
        let (_, config, folder) = try await Self.home(server)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dashboard = try await DashboardInTmux(
            apiBase: server.base,
            arguments: ["--geocoding-base", server.base, "--alerts-base", server.base, "--units", "metric"],
            config: config)
        defer { dashboard.stop() }
        let session = dashboard.session
        let pages = [
            ("Vilnius", "Severe wind"), ("Desert", "Wind Advisory"), ("Klaipėda", "Dangerous wind"),
            ("Cabin", "Frost Advisory")
        ]
        for (index, (name, event)) in pages.enumerated() {
            if index > 0 { try session.press("Tab") }
            let screen = try await session.waitFor(seconds: 20) {
                ($0.contains("\(name)  (\(index + 1)/4)") && $0.contains("⚠ \(event)") && $0.contains("Feels like"))
                    || DashboardInTmux.exited($0)
            }
            #expect(screen.contains("\(name)  (\(index + 1)/4)") && screen.contains("⚠ \(event)"), "\(screen)")
        }
        // The Places page: a card each, and the band names whose alert it shows (the selected card's).
        try session.press("4")
        let places = try await session.waitFor(seconds: 20) {
            $0.contains("⚠ Cabin · Frost Advisory") || DashboardInTmux.exited($0)
        }
        #expect(places.contains("⚠ Cabin · Frost Advisory"), "\(places)")
        try session.press("BTab")
        let previous = try await session.waitFor(seconds: 20) {
            $0.contains("⚠ Klaipėda · Dangerous wind") || DashboardInTmux.exited($0)
        }
        #expect(
            previous.contains("⚠ Klaipėda · Dangerous wind"), "the selection moved, and the band with it: \(previous)")
        try session.press("q")
        let shell = try await session.waitFor(DashboardInTmux.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }

    /// The obvious config written by hand: each place's name is its city. The first place's city once became
    /// `--city Vilnius`, taken as a place on the command line: one place, no Tab.
    @Test(.enabled(if: DashboardTmuxEndToEndTests.tmuxAvailable)) func placesNamedAfterTheirCitiesStillCycle()
        async throws
    {
        let server = try Self.server()
        defer { server.stop() }
        let config =
            "[[places]]\nname = \"Vilnius\"\ncity = \"Vilnius\"\n\n[[places]]\nname = \"Tucson\"\ncity = \"Tucson\"\n"
        let dashboard = try await DashboardInTmux(
            apiBase: server.base,
            arguments: ["--geocoding-base", server.base, "--alerts-base", server.base, "--units", "metric"],
            config: config)
        defer { dashboard.stop() }
        let session = dashboard.session
        let first = try await session.waitFor(seconds: 20) {
            ($0.contains("Vilnius  (1/2)") && $0.contains("⚠ Severe wind")) || DashboardInTmux.exited($0)
        }
        #expect(first.contains("Vilnius  (1/2)") && first.contains("⚠ Severe wind"), "\(first)")
        try session.press("Tab")
        let second = try await session.waitFor(seconds: 20) {
            ($0.contains("Tucson  (2/2)") && $0.contains("⚠ Wind Advisory")) || DashboardInTmux.exited($0)
        }
        #expect(second.contains("Tucson  (2/2)") && second.contains("⚠ Wind Advisory"), "\(second)")
        try session.press("q")
        let shell = try await session.waitFor(DashboardInTmux.exited)
        #expect(shell.contains("WXDASH-EXIT-0"), "\(shell)")
    }
}

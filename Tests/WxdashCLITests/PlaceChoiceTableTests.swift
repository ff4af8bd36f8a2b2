import Foundation
import HTTP
import Testing
import WeatherKit

@testable import WeatherService
@testable import WxdashCLI

/// Every way of giving a place, and what must follow from it: how it is looked up, the label it is shown under,
/// the country its alerts come by (where known before any lookup), and the cache key it is kept under. The
/// command line, the config and the environment go through the same steps as `wxdash now` does.
@Suite struct PlaceChoiceTableTests {
    static let config = """
        place = "Cabin"

        [[places]]
        name = "Home"
        lat = 54.6872
        lon = 25.2797
        country = "LT"
        region = "Vilnius County"
        zone = "Europe/Vilnius"

        [[places]]
        name = "Klaipėda"
        city = "Klaipėda"

        [[places]]
        name = "Cabin"
        lat = 40.7143
        lon = -74.006

        """

    struct Row: Sendable, CustomStringConvertible {
        var way: String
        var arguments: [String]
        var environment: [String: String] = [:]
        /// Whether the config file names a default (`place = "Cabin"`).
        var configNamesPlace = false
        var specifier: PlaceSpecifier
        var label: String?
        /// The country the alerts are chosen by before any lookup: from the saved place, or its zone.
        var country: String?
        var cacheKeyPlace: String
        var description: String { way }
    }

    static let rows: [Row] = [
        Row(
            way: "bare word, a saved name", arguments: ["home"],
            specifier: .coordinates(latitude: 54.6872, longitude: 25.2797),
            label: "Home", country: "LT", cacheKeyPlace: "coords:54.6872,25.2797"),
        Row(
            way: "bare word, no saved name", arguments: ["Paris,", "FR"], specifier: .city("Paris, FR"),
            cacheKeyPlace: "city:paris, fr"),
        Row(way: "--city", arguments: ["--city", "Home"], specifier: .city("Home"), cacheKeyPlace: "city:home"),
        Row(
            way: "--city with a country", arguments: ["--city", "Vilnius, LT"], specifier: .city("Vilnius, LT"),
            cacheKeyPlace: "city:vilnius, lt"),
        Row(
            way: "--lat/--lon", arguments: ["--lat", "40.7143", "--lon", "-74.006"],
            specifier: .coordinates(latitude: 40.7143, longitude: -74.006),
            cacheKeyPlace: "coords:40.7143,-74.0060"),
        Row(
            way: "--place", arguments: ["--place", "klaipėda"], specifier: .city("Klaipėda"), label: "Klaipėda",
            cacheKeyPlace: "city:klaipėda"),
        Row(
            way: "config place =", arguments: [], configNamesPlace: true,
            specifier: .coordinates(latitude: 40.7143, longitude: -74.006),
            label: "Cabin", cacheKeyPlace: "coords:40.7143,-74.0060"),
        Row(
            way: "[[places]] first, by coordinates with its country", arguments: [],
            specifier: .coordinates(latitude: 54.6872, longitude: 25.2797),
            label: "Home", country: "LT", cacheKeyPlace: "coords:54.6872,25.2797"),
        Row(
            way: "environment", arguments: [], environment: ["WXDASH_CITY": "Kaunas"], specifier: .city("Kaunas"),
            cacheKeyPlace: "city:kaunas"),
        Row(
            way: "nothing, IP or the last place", arguments: [], environment: ["WXDASH_CONFIG": "/dev/null"],
            specifier: .ipAddress, cacheKeyPlace: "ip")
    ]

    static func options(for row: Row) throws -> WeatherOptions {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-choice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("config.toml")
        try (row.configNamesPlace ? config : config.replacingOccurrences(of: "place = \"Cabin\"\n", with: "")).write(
            to: file, atomically: true, encoding: .utf8)
        let environment = ["WXDASH_CONFIG": file.path].merging(row.environment) { $1 }
        let sources = try ConfigSources.load(environment: environment)
        let flags = try WxdashApp.placeWords(in: row.arguments, savedPlaces: sources.savedPlaces)
        let parsed = try WeatherOptions.parse(sources.arguments(for: .now, before: flags) + flags, for: .now)
        return try SavedPlace.chosen(for: parsed, among: sources.savedPlaces, placeGiven: sources.placeGiven(by: flags))
    }

    @Test(arguments: rows)
    func eachWayGivesOnePlace(row: Row) throws {
        let options = try Self.options(for: row)
        #expect(options.placeSpecifier == row.specifier)
        #expect(options.placeLabel == row.label)
        #expect(options.placeHint?.countryCode == row.country)
        let settings = Settings.resolve(options, environment: [:], console: Console(out: { _ in }, err: { _ in }))
        let key = ForecastFetcher.cacheKey(
            options: options.serviceOptions(settings: settings), units: Units(system: .metric))
        #expect(key.hasSuffix("|" + row.cacheKeyPlace), "\(key)")
    }

    /// What alerts see once the place is found: the saved country and region, or the country of the forecast's zone.
    @Test func alertsChooseTheirSourceFromThePlaceItself() throws {
        let service = AlertService(http: HTTPClient())
        let home = try Self.options(for: Self.rows[0])
        let saved = try #require(home.placeHint).applied(to: .coordinates(latitude: 54.6872, longitude: 25.2797))
        #expect(saved.name == "Home" && saved.region == "Vilnius County" && saved.countryCode == "LT")
        #expect(service.coverage(for: saved) == .source(.meteoAlarm))
        var cabin = Place.coordinates(latitude: 40.7143, longitude: -74.006)
        #expect(service.coverage(for: cabin) == .unknownCountry || service.coverage(for: cabin) == .source(.nws))
        cabin.timeZoneIdentifier = "America/New_York"
        #expect(service.coverage(for: cabin) == .source(.nws), "the forecast's zone says the country")
        var nowhere = Place.coordinates(latitude: 0, longitude: -150)
        nowhere.timeZoneIdentifier = "Etc/GMT+10"
        #expect(service.coverage(for: nowhere) == .unknownCountry)
    }

    @Test func zoneTableReadsTheDatabasesOwnLines() {
        let table = ZoneCountry.parse(
            "# comment\nLT\t+5441+02519\tEurope/Vilnius\nUS\t+404251-0740023\tAmerica/New_York\tEastern (most areas)\nbad line\n"
        )
        #expect(table == ["Europe/Vilnius": "LT", "America/New_York": "US"])
        #expect(ZoneCountry.code(for: "Asia/Kathmandu") == "NP", "the machine's own tzdata")
        #expect(ZoneCountry.code(for: "UTC") == nil)
    }
}

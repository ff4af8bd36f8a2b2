import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

@testable import WxdashCLI

/// `locate`: the hint after `--save` names what tells the matches apart, and a long name is cut like `now` cuts.
@Suite struct LocateHintTests {
    static let florida = Place(
        name: "Hollywood", region: "Florida", country: "United States", countryCode: "US", latitude: 26.0112,
        longitude: -80.1495, population: 152_511)
    static let california = Place(
        name: "Hollywood", region: "California", country: "United States", countryCode: "US", latitude: 34.0983,
        longitude: -118.3267)
    static let ireland = Place(
        name: "Hollywood", region: "Leinster", country: "Ireland", countryCode: "IE", latitude: 53.1, longitude: -6.6)

    @Test func matchesInOneCountryAreNarrowedByRegion() {
        #expect(
            LocateCommand.narrowing(Self.florida, among: [Self.florida, Self.california], query: "Hollywood")
                == "narrow it like \"Hollywood, Florida\"")
    }

    @Test func matchesInSeveralCountriesAreNarrowedByCountry() {
        #expect(
            LocateCommand.narrowing(Self.florida, among: [Self.florida, Self.ireland], query: "Hollywood")
                == "narrow it like \"Hollywood, US\"")
    }

    @Test func theQueryItselfIsNeverSuggested() {
        let first = Place(name: "Antarctica", latitude: -75, longitude: 0)
        let second = Place(name: "Antarctica", region: "Antarctica", latitude: -80, longitude: 10)
        let hint = LocateCommand.narrowing(first, among: [first, second], query: "Antarctica")
        #expect(hint == "for another, give its --lat and --lon from the list")
        let same = LocateCommand.narrowing(
            Self.florida, among: [Self.florida, Self.california], query: "hollywood, florida")
        #expect(!same.contains("narrow it like"))
    }

    @Test func aVeryLongRegionIsCutSoTheLineFits() {
        var long = Self.california
        long.region = String(repeating: "Region ", count: 72)
        let lines = LocateCommand.text([long, Self.florida]).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        for line in lines { #expect(DisplayWidth.of(line) <= 80, "\(line)") }
        #expect(lines[0].contains("…  34.0983, -118.3267"), "\(lines[0])")
        #expect(lines[1] == "Hollywood, Florida, US".rightPadded(to: 40) + "  26.0112, -80.1495  population 152,511")
    }

    @Test func theSaveHintAfterLocateNamesTheRegion() async throws {
        let body =
            #"{"results":[{"name":"Hollywood","latitude":26.0112,"longitude":-80.1495,"country_code":"US","country":"United States","admin1":"Florida","population":152511},"#
            + #"{"name":"Hollywood","latitude":34.0983,"longitude":-118.3267,"country_code":"US","country":"United States","admin1":"California"}]}"#
        let server = try FixtureServer(["/v1/search": .init(body: body)])
        defer { server.stop() }
        let result = try await WxdashProcess.run(["locate", "Hollywood", "--geocoding-base", server.base, "--save"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("(the most populous of 2 matches; narrow it like \"Hollywood, Florida\")"),
            "\(result.stderr)")
    }
}

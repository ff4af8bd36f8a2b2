import Drawing
import Foundation
import ScreenText
import Testing
import WeatherKit

/// A server whose place names and descriptions carry terminal commands (ESC, CSI, OSC, C1), bidi overrides,
/// zero-width and tag characters: printed as text everywhere, escaped in JSON, never obeyed.
@Suite struct HostileTextEndToEndTests {
    static let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{85}\u{202E}\u{200B}\u{2028}\u{E0041}\u{061C}Town"

    static func unsafe(_ text: String) -> [String] {
        text.unicodeScalars.filter { TerminalText.isUnsafe($0) && $0 != "\n" }.map {
            String(format: "U+%04X", $0.value)
        }
    }

    static func server() throws -> FixtureServer {
        let place: [[String: Any]] = [
            ["name": hostile, "state": hostile, "country": "NP", "lat": 27.7089, "lon": 85.3206]
        ]
        let weatherFile = FixturePaths.fixture("owm_weather_kathmandu.json")
        var weather = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: weatherFile)) as? [String: Any])
        var conditions = try #require(weather["weather"] as? [[String: Any]])
        conditions[0]["description"] = hostile
        weather["weather"] = conditions
        weather["name"] = hostile
        func text(_ object: Any) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        }
        return try FixtureServer([
            "/geo/1.0/direct": .init(body: try text(place)),
            "/data/2.5/weather": .init(body: try text(weather)),
            "/data/2.5/forecast": .init(bodyFile: FixturePaths.fixture("owm_forecast_kathmandu.json"))
        ])
    }

    @Test func nowTextLineAndJSONNeverCarryTerminalCommands() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let flags = [
            "--provider", "openweathermap", "--api-base", server.base, "--geocoding-base", server.base, "--city", "Evil"
        ]
        let environment = ["OPENWEATHERMAP_API_KEY": NowOpenWeatherMapEndToEndTests.key]

        let text = try await WxdashProcess.run(["now"] + flags, environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(Self.unsafe(text.stdout).isEmpty, "\(Self.unsafe(text.stdout))")
        #expect(Self.unsafe(text.stderr).isEmpty, "\(Self.unsafe(text.stderr))")
        #expect(text.stdout.contains("Evil31m Town"), "the text is shown, its commands are not obeyed: \(text.stdout)")

        let line = try await WxdashProcess.run(
            ["now", "--format", "line", "--template", "{place} {description}"] + flags, environment: environment)
        #expect(line.status == 0, "\(line.stderr)")
        #expect(Self.unsafe(line.stdout).isEmpty, "\(Self.unsafe(line.stdout))")
        #expect(line.stdout.filter { $0 == "\n" }.count == 1, "one line: \(line.stdout)")

        let json = try await WxdashProcess.run(["now", "--format", "json"] + flags, environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(Self.unsafe(json.stdout).isEmpty, "escaped, not raw: \(Self.unsafe(json.stdout))")
        #expect(json.stdout.contains(#"\u001b]0;pwned\u0007"#))
        let object = try NowOpenMeteoEndToEndTests.json(json.stdout)
        #expect(
            (object["location"] as? [String: Any])?["name"] as? String == Self.hostile,
            "JSON keeps the exact text, escaped")

    }

    @Test func theMoodHistoryPrintsAServersWordsAsText() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "OPENWEATHERMAP_API_KEY": NowOpenWeatherMapEndToEndTests.key, "XDG_DATA_HOME": home.path,
            "XDG_CACHE_HOME": home.path
        ]
        let flags = [
            "--provider", "openweathermap", "--api-base", server.base, "--geocoding-base", server.base, "--city", "Evil"
        ]
        let added = try await WxdashProcess.run(
            ["mood", "add", "2", "rainy \u{1B}[31mday\u{202E}"] + flags, environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        let list = try await WxdashProcess.run(["mood", "list"], environment: environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("rainy day"), "\(list.stdout)")
        #expect(list.stdout.contains("Evil31m"), "the weather's words came from the hostile server: \(list.stdout)")
        #expect(Self.unsafe(list.stdout).isEmpty, "\(Self.unsafe(list.stdout))")
        let json = try await WxdashProcess.run(["mood", "list", "--format", "json"], environment: environment)
        #expect(Self.unsafe(json.stdout).isEmpty, "\(Self.unsafe(json.stdout))")
        let csv = try await WxdashProcess.run(["mood", "export", "--format", "csv"], environment: environment)
        #expect(Self.unsafe(csv.stdout).isEmpty, "\(Self.unsafe(csv.stdout))")
    }

    /// JSON cannot carry a lone surrogate: such an answer is a provider error in one line, never a crash.
    @Test func anUnpairedSurrogateIsABadAnswerNotACrash() async throws {
        let server = try FixtureServer([
            "/v1/search": .init(
                body:
                    #"{"results":[{"name":"Bad\ud800Name","latitude":1,"longitude":2,"country_code":"NP","timezone":"Asia/Kathmandu"}]}"#
            )
        ])
        defer { server.stop() }
        let result = try await WxdashProcess.run([
            "now", "--city", "Bad", "--geocoding-base", server.base, "--api-base", server.base
        ])
        #expect(result.status == 7, "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(Self.unsafe(result.stderr).isEmpty)
    }
}

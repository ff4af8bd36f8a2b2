import Foundation
import Testing

/// The settings resolved once, as a person meets them: WXDASH_LANG with one meaning, `--ui-lang` refusing what is not
/// a language code, and `publish` keeping the refresh floor against the public servers.
@Suite struct SettingsEndToEndTests {
    /// A locale's name in WXDASH_LANG is the interface's language for every command, not a bad `--lang`.
    @Test func aLocaleNameInWXDASH_LANGSpeaksItsLanguage() async throws {
        let now = try await WxdashProcess.run(["now", "--demo"], environment: ["WXDASH_LANG": "de_DE.UTF-8"])
        #expect(now.status == 0, "\(now.stderr)")
        #expect(now.stdout.contains("Luftfeuchte"), "\(now.stdout)")
        let show = try await WxdashProcess.run(["config", "show"], environment: ["WXDASH_LANG": "de_DE.UTF-8"])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("lang = (not set)"), "\(show.stdout)")
        #expect(show.stdout.contains("ui-lang = \"de\""), "\(show.stdout)")
    }

    /// A code wxdash does not speak in WXDASH_LANG is passed over like an unknown LANG: the geocoder is not asked in it.
    @Test func anUnknownWXDASH_LANGIsNotSentToTheGeocoder() async throws {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        let result = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "line"], environment: ["WXDASH_LANG": "xx"])
        #expect(result.status == 0, "\(result.stderr)")
        let searches = server.requests().filter { $0.path == "/v1/search" }
        #expect(!searches.isEmpty)
        #expect(searches.allSatisfy { !$0.query.contains("language=xx") }, "\(searches.map(\.query))")
        let german = try await NowOpenMeteoEndToEndTests.now(
            server, ["--city", "Kathmandu", "--format", "line"], environment: ["WXDASH_LANG": "de"])
        #expect(german.status == 0, "\(german.stderr)")
        #expect(
            server.requests().contains { $0.path == "/v1/search" && $0.query.contains("language=de") },
            "the provider follows the interface")
    }

    @Test(arguments: ["de/../../x", "de\u{1B}[2J"])
    func uiLangRefusesWhatIsNotALanguageCodeInOneLine(value: String) async throws {
        let result = try await WxdashProcess.run(["now", "--demo", "--ui-lang", value])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("wxdash: --ui-lang '"), "\(result.stderr)")
        #expect(result.stderr.contains("is not a language code; use one of: en, de"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "the escape is not echoed to the terminal")
    }

    /// `publish --refresh 1s` against the providers' public servers runs at the 5-minute floor and says so before
    /// anything is fetched (the broker here is a closed port, so nothing is: no public server is contacted).
    @Test func publishAgainstThePublicServersSaysItKeepsTheFloor() async throws {
        let port = try MosquittoBroker.freePort()
        let arguments = [
            "publish", "--mqtt", "mqtt://127.0.0.1:\(port)/test", "--lat", "27.7", "--lon", "85.3", "--timeout", "2"
        ]
        let public_ = try await WxdashProcess.run(arguments + ["--refresh", "1s"])
        #expect(public_.status != 0, "no broker listens there")
        #expect(public_.stderr.contains("fetching every 5 min, not as often as --refresh asks"), "\(public_.stderr)")
        let own = try await WxdashProcess.run(arguments + ["--refresh", "1s", "--api-base", "http://127.0.0.1:9"])
        #expect(
            !own.stderr.contains("fetching every 5 min"),
            "a server of one's own is asked as often as told: \(own.stderr)")
        let often = try await WxdashProcess.run(arguments + ["--refresh", "10m"])
        #expect(!often.stderr.contains("fetching every 5 min"), "\(often.stderr)")
    }
}

import Foundation
import Testing
import Translation
import WeatherKit

@testable import WxdashCLI

/// The settings a run resolves once from its flags, config and environment: the refresh floor, the one meaning of
/// WXDASH_LANG, and `--ui-lang` taking only language codes.
@Suite struct SettingsTests {
    static let quiet = Console(out: { _ in }, err: { _ in })

    static func settings(
        _ arguments: [String], for command: OptionCommand = .publish, environment: [String: String] = [:]
    ) throws -> Settings {
        Settings.resolve(try WeatherOptions.parse(arguments, for: command), environment: environment, console: quiet)
    }

    /// `publish --refresh 1s` against the providers' public servers fetches every 5 minutes, as its help promises.
    @Test func publishAgainstThePublicServersRefreshesNoOftenerThanTheFloor() throws {
        let settings = try Self.settings(["--refresh", "1s", "--mqtt", "mqtt://127.0.0.1/test"])
        #expect(settings.refresh == 300)
        #expect(settings.refreshRaised)
        let metNorway = try Self.settings(["--refresh", "1s", "--provider", "metno", "--api-base", "http://127.0.0.1:9"]
        )
        #expect(metNorway.refresh == 300, "MET Norway is still asked at its public server")
    }

    @Test func aServerOfOnesOwnOrABrokerAloneKeepsTheIntervalAsked() throws {
        let own = try Self.settings(["--refresh", "1s", "--api-base", "http://127.0.0.1:9"])
        #expect(own.refresh == 1)
        #expect(!own.refreshRaised)
        let broker = try Self.settings(["--refresh", "1s", "--source", "mqtt://127.0.0.1/test"], for: .dashboard)
        #expect(broker.refresh == 1, "from a broker alone no provider is asked")
        let brokerThenProvider = try Self.settings(
            ["--refresh", "1s", "--source", "mqtt://127.0.0.1/test,open-meteo"], for: .dashboard)
        #expect(brokerThenProvider.refresh == 300)
    }

    @Test func theDefaultIntervalIsTheFirstProvidersOwn() throws {
        #expect(try Self.settings([]).refresh == 15 * 60)
        #expect(try Self.settings(["--provider", "metno"]).refresh == 10 * 60)
    }

    /// WXDASH_LANG is the interface's language, never the provider's `--lang`: a locale's name in it is not a usage
    /// error, and a code wxdash does not speak is not sent to the geocoder.
    @Test func wxdashLangIsNotTheProvidersLang() throws {
        let sources = try ConfigSources.load(environment: ["WXDASH_CONFIG": "/dev/null", "WXDASH_LANG": "de_DE.UTF-8"])
        #expect(!sources.settings.contains { $0.key == "lang" })
        #expect(sources.arguments(for: .now, before: []).isEmpty)
        let unknown = try ConfigSources.load(environment: ["WXDASH_CONFIG": "/dev/null", "WXDASH_LANG": "xx"])
        #expect(unknown.settings.isEmpty)
    }

    @Test(
        arguments: [
            (["WXDASH_LANG": "de_DE.UTF-8"], UILanguage.german, "de" as String?, "de"),
            (["WXDASH_LANG": "nb", "LANG": "de_DE.UTF-8"], .norwegianBokmal, "no", "nb"),
            (["WXDASH_LANG": "xx"], .english, nil, "xx"),
            (["WXDASH_LANG": "xx", "LANG": "fr_FR.UTF-8"], .french, "fr", "fr"),
            (["WXDASH_LANG": "de/../../x"], .english, nil, "en")
        ] as [([String: String], UILanguage, String?, String)])
    func wxdashLangChoosesTheInterfaceAndTheProviderFollowsIt(
        environment: [String: String], interface: UILanguage, provider: String?, alerts: String
    ) throws {
        var withAssets = environment
        withAssets["WXDASH_ASSETS"] = FixturePaths.packageRoot.appendingPathComponent("Assets").path
        let settings = try Self.settings([], for: .now, environment: withAssets)
        #expect(settings.language.ui == interface)
        #expect(settings.providerLanguage == provider)
        #expect(settings.alertLanguage == alerts)
    }

    @Test func theProvidersLangIsLangWhenGiven() throws {
        let settings = try Self.settings(["--lang", "pt_br"], for: .now, environment: ["WXDASH_LANG": "xx"])
        #expect(settings.providerLanguage == "pt_br")
        #expect(settings.alertLanguage == "pt")
    }

    /// `--ui-lang` takes a language code, not a path or a terminal's control sequence.
    @Test(arguments: ["de/../../x", "de\u{1B}[2J", "de x", "../de", "d", "de_DE.UTF-8/x", ""])
    func uiLangRefusesWhatIsNotALanguageCode(value: String) {
        #expect(throws: UsageError.self) { try WeatherOptions.parse(["--ui-lang", value], for: .now) }
    }

    @Test(arguments: ["de", "de_AT", "de-CH.UTF-8", "pt_BR", "nn_NO@nynorsk", "pseudo", "qps-ploc", "NB"])
    func uiLangTakesCodesAndLocaleNames(value: String) throws {
        #expect(try WeatherOptions.parse(["--ui-lang", value], for: .now).uiLanguage == value)
    }

    @Test func theUnitsAskedForAreKeptAndNoneAskedKeepTheDatas() throws {
        let uk = try Self.settings(["--units", "uk"], for: .now)
        #expect(uk.units == .uk)
        #expect(uk.units(keeping: .imperial) == .uk)
        let none = try Self.settings([], for: .now, environment: ["LANG": "en_US.UTF-8"])
        #expect(none.units == .imperial)
        #expect(none.units(keeping: .metric) == .metric, "the bundled sample keeps its units")
    }
}

/// A catalog under `WXDASH_ASSETS` that cannot be used is said once a process, however often a command resolves its
/// settings (`mood add` does for the mood and again for its weather), in one sentence.
@Suite struct UnusableCatalogWarningTests {
    @Test func anInvalidCatalogIsSaidOnceInOneSentence() throws {
        let assets = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-settings-catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: assets) }
        try FileManager.default.createDirectory(
            at: assets.appendingPathComponent("locales"), withIntermediateDirectories: true)
        try "garbage line\n".write(
            to: assets.appendingPathComponent("locales/pl.txt"), atomically: true, encoding: .utf8)
        let said = Said()
        let console = Console(out: { _ in }, err: { said.add($0) })
        let options = try WeatherOptions.parse(["--ui-lang", "pl"], for: .now)
        for _ in 0..<3 {
            let settings = Settings.resolve(options, environment: ["WXDASH_ASSETS": assets.path], console: console)
            #expect(settings.language == .english)
        }
        let warnings = said.lines
        #expect(warnings.count == 1, "\(warnings)")
        let warning = try #require(warnings.first)
        #expect(
            warning.contains("locales/pl.txt is not valid")
                && warning.contains("with --ui-lang; speaking English meanwhile.\n"), "\(warning)")
    }
}

/// What a console said on stderr, from whichever thread.
private final class Said: @unchecked Sendable {
    private let lock = NSLock()
    private var said: [String] = []
    func add(_ text: String) { lock.withLock { said.append(text) } }
    var lines: [String] { lock.withLock { said } }
}

import Assets
import DisplayOptions
import Foundation
import Locking
import Translation
import WeatherKit
import WeatherService

/// What a run shows and speaks in, decided once per process from the flags, the config and the environment, and
/// handed to every part that needs it: nothing below the command layer reads the environment for these or picks a
/// default again.
struct Settings: Sendable {
    /// The units shown: `--units` with the single-unit overrides, `auto` read from the locale.
    var units: Units
    /// Whether any unit was asked for: when none was, the bundled sample keeps its own.
    var unitsAsked: Bool
    /// The interface's words and how numbers are written (`--ui-lang`, config `ui-lang`, `WXDASH_LANG`, the locale).
    var language: Language
    /// The language of the provider's own words and place names: `--lang`, else the interface's; nil for English,
    /// the providers' default. Norwegian is `no` to the providers.
    var providerLanguage: String?
    /// The language official alerts are asked in (`AlertLanguage`).
    var alertLanguage: String
    /// The clock, the weekday and month names and the first weekday, in the interface's language.
    var timeStyle: TimeStyle
    /// How often to fetch: `--refresh`, else the first provider's interval, raised to `RefreshPolicy.publicMinimum`
    /// when a provider's public servers are asked.
    var refresh: TimeInterval
    /// Whether the floor raised the interval asked for.
    var refreshRaised: Bool
    var icons: IconSet

    /// The settings `options` (flags over config) and `environment` give. A language whose catalog cannot be read is
    /// said once on `console`, and English is spoken.
    /// What was said about catalogs that cannot be used: once a process, however often a command resolves.
    private static let unusableCatalogsSaid = Locked<Set<String>>([])

    static func resolve(_ options: WeatherOptions, environment: [String: String], console: Console) -> Settings {
        let chosen = interfaceLanguage(asked: options.uiLanguage, environment: environment)
        var language = Language(ui: chosen, catalog: MessageCatalog())
        if chosen != .english, chosen != .pseudo {
            do {
                language = try Language.load(chosen, assets: BundledAssets.directory(environment: environment))
            } catch {
                let said = "\(error)"
                let new = unusableCatalogsSaid.withLock { $0.insert(said).inserted }
                if new {
                    console.err(
                        "wxdash: \(said.hasSuffix(".") ? String(said.dropLast()) : said); speaking English meanwhile.\n"
                    )
                }
                language = .english
            }
        }
        let providerLanguage: String? =
            options.language
            ?? {
                switch chosen {
                case .english, .pseudo: nil
                case .norwegianBokmal: "no"
                default: chosen.rawValue
                }
            }()
        let named = [options.uiLanguage, environment["WXDASH_LANG"]].lazy.compactMap { $0 }.first {
            UILanguage.isWellFormed($0)
        }
        let (refresh, raised) = RefreshPolicy.interval(
            requested: options.refresh ?? RefreshPolicy.defaultInterval(for: options.provider),
            usesPublicServers: options.asksPublicServers)
        return Settings(
            units: options.units.resolved(environment: environment), unitsAsked: options.units != UnitChoice(),
            language: language,
            providerLanguage: providerLanguage,
            alertLanguage: AlertLanguage.choose(
                option: options.language, interface: chosen, named: named, environment: environment),
            timeStyle: TimeStyle.fromLocale(environment: environment, clock: options.clock, language: language),
            refresh: refresh, refreshRaised: raised, icons: options.iconSet(environment: environment))
    }

    /// The language the interface speaks: `asked` (`--ui-lang`, else config `ui-lang`), else `WXDASH_LANG`, else the
    /// locale's variables. The one place it is chosen.
    static func interfaceLanguage(asked: String?, environment: [String: String]) -> UILanguage {
        UILanguage.choose(flag: asked, environment: environment)
    }

    /// `units`, or `data`'s own when none were asked for (the bundled sample keeps its units).
    func units(keeping data: Units) -> Units {
        unitsAsked ? units : data
    }
}

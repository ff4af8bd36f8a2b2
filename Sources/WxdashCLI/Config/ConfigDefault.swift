import Assets
import ConfigFormat
import DisplayOptions
import Drawing
import Foundation
import ScreenText
import Translation
import WeatherKit

/// What `config show` says for a key the file does not set: the value in force and where it comes from
/// (`"metric"   # default, from LANG=de_DE.UTF-8`), or that it is unset.
enum ConfigDefault {
    static func line(for key: String, environment: [String: String]) -> String {
        guard let (value, reason) = inForce(key, environment: environment) else { return "\(key) = (not set)" }
        return "\(key) = \(ConfigValue.quoted(value))   # default\(reason.map { ", " + $0 } ?? "")"
    }

    private static func inForce(_ key: String, environment: [String: String]) -> (String, String?)? {
        let defaults = WeatherOptions()
        switch key {
        case "units":
            let units = Units.fromLocale(environment: environment)
            let system = units == .uk ? "uk" : units == .imperial ? "imperial" : "metric"
            return (system, localeSource(["LC_ALL", "LC_MEASUREMENT", "LANG"], environment: environment))
        case "clock":
            let clock = TimeStyle.fromLocale(environment: environment).clock
            return (clock.rawValue, localeSource(["LC_ALL", "LC_TIME", "LANG"], environment: environment))
        case "ui-lang":
            let language = Settings.interfaceLanguage(asked: nil, environment: environment)
            // WXDASH_LANG naming no language wxdash speaks is passed over, as it is when the language is chosen.
            let named = environment["WXDASH_LANG"].flatMap(UILanguage.init(code:)) != nil
            return (
                language.rawValue,
                localeSource(
                    (named ? ["WXDASH_LANG"] : []) + ["LC_ALL", "LC_MESSAGES", "LANG"], environment: environment)
            )
        case "icons":
            let set = defaults.iconSet(environment: environment)
            return (set.rawValue, environment["TERM"] == "linux" ? "from TERM=linux (the console's font)" : nil)
        case "theme": return (defaults.theme.rawValue, nil)
        case "graphics": return (defaults.graphics.rawValue, "the terminal is asked")
        case "timeout": return (String(Int(defaults.timeout)), "seconds")
        case "days": return (String(defaults.days), nil)
        case "provider":
            return (defaults.providers.map(\.rawValue).joined(separator: ","), "the next one answers when one fails")
        case "aqi": return ("auto", "the US AQI outside the US and Europe")
        case "refresh":
            let minutes = { (provider: Provider) in "\(Int(RefreshPolicy.defaultInterval(for: provider) / 60))m" }
            return (minutes(.openMeteo), "\(minutes(.openWeatherMap)) with OpenWeatherMap")
        case "night": return ("off", nil)
        case "shift": return ("0", "10 with kiosk")
        case "alerts": return (defaults.alertsMinimum.rawValue, "the least severe shown")
        default: return nil
        }
    }

    /// `from LANG=de_DE.UTF-8`: the first of `names` that is set, as the C library reads them; `C` when none is.
    private static func localeSource(_ names: [String], environment: [String: String]) -> String {
        guard let name = names.first(where: { !(environment[$0] ?? "").isEmpty }), let value = environment[name] else {
            return "no locale set (\(names.joined(separator: ", ")))"
        }
        return "from \(name)=\(TerminalText.echoed(value))"
    }
}

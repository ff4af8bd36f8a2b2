import Assets
import DisplayOptions
import Drawing
import Foundation
import HTTP
import MQTT
import ScreenText
import TerminalGraphics
import Translation
import WeatherKit
import WeatherService
import WeatherText

/// Everything `wxdash` and `wxdash now` can be told on the command line.
public struct WeatherOptions: Sendable, Equatable {
    /// The command whose options these are; `OptionTable` says which it takes.
    public typealias Command = OptionCommand

    public var city: String?
    public var latitude: Double?
    public var longitude: Double?
    /// `--provider`, one or a list asked in order; nil: the default list (`providers`).
    public var providerList: [Provider]?
    /// The provider asked first.
    public var provider: Provider { providers.first ?? .openMeteo }
    /// The providers asked in order: as given, else Open-Meteo then MET Norway. With `--api-base` (a self-hosted
    /// Open-Meteo, a test server) and no `--metno-base`, Open-Meteo alone: nothing goes to api.met.no unasked.
    public var providers: [Provider] { providers(withKey: false) }

    /// The providers asked in order when an OpenWeatherMap key is (or is not) configured: the default list then ends
    /// with OpenWeatherMap, against its public server (`--api-base` names Open-Meteo's when no provider is given).
    public func providers(withKey: Bool) -> [Provider] {
        if let providerList, !providerList.isEmpty { return providerList }
        if apiBase != nil { return metNorwayBase == nil ? [.openMeteo] : [.openMeteo, .metNorway] }
        return withKey ? [.openMeteo, .metNorway, .openWeatherMap] : [.openMeteo, .metNorway]
    }
    public var openWeatherMapAPI: OpenWeatherMapAPI = .free
    /// `--units` and the single-unit overrides; `auto` follows the locale.
    public var units = UnitChoice()
    public var language: String?
    /// A saved place's name and what is known of it (country, region, zone), from the config (not a flag).
    public var placeHint: PlaceHint?
    /// The name the place is shown under, when a saved place gives one.
    public var placeLabel: String? { placeHint?.label }
    /// `--ui-lang CODE` (or config `ui-lang`): the interface's language; nil follows WXDASH_LANG and the locale.
    public var uiLanguage: String?
    /// `--clock 12|24`; nil follows the time locale.
    public var clock: TimeStyle.Clock?
    public var days = ForecastRequest.defaultDays
    public var format: OutputFormat = .text
    /// Whether `--format` was given: a `--template` alone means the line format.
    var formatGiven = false
    var iconsGiven = false
    var templateGiven = false
    /// `--place NAME`: a saved place from the config, by its name.
    public var placeName: String?
    /// `--template` for `--format line`.
    public var template = StatusLine.defaultTemplate
    public var apiBase: URL?
    public var geocodingBase: URL?
    /// `--request-budget`: requests a day each provider may be sent from this machine; nil: the provider's own.
    public var requestBudget: Int?
    /// `--contact`: an e-mail address or web page for the User-Agent, as MET Norway's terms ask.
    public var contact: String?
    /// `--metno-base`: MET Norway's Locationforecast server or a mirror.
    public var metNorwayBase: URL?
    public var ipLocateBase: URL?
    /// `--air-quality-base`: Open-Meteo's Air Quality API or a mirror.
    public var airQualityBase: URL?
    /// `--ensemble-base`: Open-Meteo's Ensemble API or a mirror.
    public var ensembleBase: URL?
    /// `--no-ensemble` turns the ensemble (the forecast's uncertainty) off.
    public var ensemble = true
    /// `--archive-base`: Open-Meteo's historical archive or a mirror, for climate normals.
    public var archiveBase: URL?
    /// `--no-normals` turns climate normals off.
    public var normals = true
    /// `--aqi`: the scale for places outside the US and Europe; nil (auto) means the US AQI there.
    public var aqi: AQIScale?
    public var apiKeyFile: String?
    public var timeout = HTTPClient.defaultTimeout
    public var showHelp = false
    /// `--version` anywhere among the dashboard's options.
    public var showVersion = false
    /// Run on the bundled sample data, with no network.
    public var demo = false
    /// `now --offline`: answer from the cache only.
    public var offline = false
    /// `--no-ip-locate`: with no place given, use the last place instead of asking ip-api.com.
    public var ipLocate = true
    public var icons: IconSet = .unicode
    public var theme: Theme = .dark
    /// `--graphics`: how the radar's pictures are drawn; `auto` asks the terminal.
    public var graphics: GraphicsMode = .auto
    /// `--refresh`: nil means the provider's default interval.
    public var refresh: TimeInterval?
    /// `--rotate`: cycle the pages this often.
    public var rotate: TimeInterval?
    /// `--pages`: the pages `--rotate` shows, in order.
    public var pages: [Page] = Page.allCases
    /// Whether `--pages` was given (naming `places` then needs two saved places).
    public var pagesGiven = false
    /// `now --all`: every saved place, one after another.
    public var all = false
    /// `--kiosk`: no key hints.
    public var kiosk = false
    /// `--night`: when the page dims.
    public var night: NightSchedule = .off
    /// `--shift MINUTES`: nil means 10 under `--kiosk` and off otherwise; 0 is off.
    public var shiftMinutes: Int?
    /// The burn-in shift in force: `--shift`, else every 10 minutes under `--kiosk`.
    public var shift: BurnInShift? {
        let minutes = shiftMinutes ?? (kiosk ? 10 : 0)
        return minutes > 0 ? BurnInShift(interval: TimeInterval(minutes * 60)) : nil
    }
    /// `--no-alerts` turns official alerts off.
    public var alerts = true
    /// `--alerts LEVEL`: the least severe alert shown.
    public var alertsMinimum: AlertSeverity = .minor
    /// `--alerts-base`: every alerts service at this one base, with its own paths.
    public var alertsBase: URL?
    /// `--no-radar` turns the rain radar off.
    public var radar = true
    /// `--radar-base`: RainViewer's API (default https://api.rainviewer.com).
    public var radarBase: URL?
    /// `publish --mqtt`: the broker and prefix to publish to.
    public var mqtt: MQTTEndpoint?
    /// `--source mqtt://…`: read a publisher's data from a broker instead of fetching.
    public var source: MQTTSource?
    /// `--mqtt-credentials FILE`: the broker's user name and password.
    public var mqttCredentials: String?
    /// `--mqtt-ca`, `--mqtt-cert`, `--mqtt-key`: an `mqtts://` broker's own CA, and a client certificate and key.
    public var mqttCA: String?
    public var mqttCert: String?
    public var mqttKey: String?

    /// The TLS files for the broker; nil when none is given.
    var mqttTLS: MQTTTLSFiles? { MQTTTLSFiles(ca: mqttCA, certificate: mqttCert, key: mqttKey) }
    /// `--log-level`: how much goes to the log file.
    var logLevel: EventLog.Level = .info

    public init() {}

    public var placeSpecifier: PlaceSpecifier {
        if let latitude, let longitude { return .coordinates(latitude: latitude, longitude: longitude) }
        if let city { return .city(city) }
        return .ipAddress
    }

    /// The severities `--alerts` takes: the least severe alert to show.
    static let alertLevels: [AlertSeverity] = [.minor, .moderate, .severe]

    /// Reads `command`'s options (the ones `OptionTable` gives it) and checks they fit together.
    public static func parse(_ arguments: [String], for command: Command) throws(UsageError) -> WeatherOptions {
        var options = WeatherOptions()
        for option in try OptionTable.read(arguments, for: command) {
            // The table says what each option sets; one it gives no setting is its command's own to read.
            guard let setting = option.spec.setting else {
                throw UsageError(
                    "--\(option.name) is read by \(command.displayName) itself, not here; see '\(command.helpCommand)'."
                )
            }
            try setting.apply(to: &options, option)
        }
        try options.validate()
        return options
    }

    private mutating func validate() throws(UsageError) {
        if templateGiven {
            // A template is the line format's: with another format it would be ignored without a word.
            guard !formatGiven || format == .line || format == .waybar else {
                throw UsageError(
                    "--template is for --format line, which it implies, or waybar (its text): drop --format \(format.rawValue), or the template."
                )
            }
            if format != .waybar { format = .line }
        }
        if source != nil, offline || demo {
            throw UsageError(
                "--source reads a publisher's data from the broker; it does not go with --\(offline ? "offline" : "demo"): drop one of them."
            )
        }
        if (latitude == nil) != (longitude == nil) {
            throw UsageError("--lat and --lon go together; give both, e.g. --lat 52.52 --lon 13.40.")
        }
        if placeName != nil, city != nil || latitude != nil {
            throw UsageError("Give either --place or --city or --lat/--lon, not two of them.")
        }
        if city != nil, latitude != nil {
            throw UsageError("Give either --city or --lat/--lon, not both.")
        }
    }

    static func number(_ text: String, flag: String, range: ClosedRange<Double>, meaning: String) throws(UsageError)
        -> Double
    {
        guard let value = DecimalNumber.parse(text.trimmingCharacters(in: .whitespaces)) else {
            throw UsageError(
                "--\(flag) '\(TerminalText.echoed(text))' is not \(meaning); use a number from \(format(range.lowerBound)) to \(format(range.upperBound))."
            )
        }
        guard range.contains(value) else {
            throw UsageError(
                "--\(flag) \(TerminalText.echoed(text)) is out of range; use a number from \(format(range.lowerBound)) to \(format(range.upperBound))."
            )
        }
        return value
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// `us`, `european` or `auto` (nil: the US AQI outside the US and Europe).
    static func aqiScale(_ text: String, flag: String) throws(UsageError) -> AQIScale? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "auto": return nil
        case "us": return .us
        case "european", "europe", "eu": return .european
        default: throw UsageError("--\(flag) '\(TerminalText.echoed(text))' is not one of: us, european, auto.")
        }
    }

    /// `12`, `24` or `auto` (nil: from the time locale).
    static func clock(_ text: String, flag: String) throws(UsageError) -> TimeStyle.Clock? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "auto" { return nil }
        guard let clock = TimeStyle.Clock(rawValue: trimmed.hasSuffix("h") ? String(trimmed.dropLast()) : trimmed)
        else {
            throw UsageError("--\(flag) '\(TerminalText.echoed(text))' is not one of: 12, 24, auto.")
        }
        return clock
    }

    /// The glyph set asked for; unasked, plain ASCII on the Linux console (`TERM=linux`), whose font has little else.
    public func iconSet(environment: [String: String]) -> IconSet {
        if iconsGiven { return icons }
        return environment["TERM"] == "linux" ? .ascii : icons
    }

    /// Whether a fetch asks some provider's own public servers (no base of one's own is given for it), so that the
    /// refresh floor applies; from a broker alone (`--source` with no providers after it) no provider is asked.
    var asksPublicServers: Bool {
        if let source, source.fallback.isEmpty { return false }
        return (source?.fallback ?? providers).contains { provider in
            switch provider {
            case .openMeteo, .openWeatherMap: apiBase == nil
            case .metNorway: metNorwayBase == nil
            }
        }
    }

    /// `auto`, `off` or `HH:MM-HH:MM` on the machine's clock.
    static func night(_ text: String, flag: String) throws(UsageError) -> NightSchedule {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "auto" { return .auto }
        if trimmed == "off" { return .off }
        let ends = trimmed.split(separator: "-", omittingEmptySubsequences: false).map { minuteOfDay(String($0)) }
        guard ends.count == 2, let start = ends[0], let end = ends[1], start != end else {
            if ends.count == 2, let start = ends[0], ends[1] == start {
                throw UsageError(
                    "--\(flag) '\(TerminalText.echoed(text))' starts and ends at the same time: give a range like 22:30-06:30, or auto or off."
                )
            }
            throw UsageError(
                "--\(flag) '\(TerminalText.echoed(text))' is not one of: auto, off, or a range like 22:30-06:30.")
        }
        return .range(start: start, end: end, timeZone: .current)
    }

    /// `22:30` as minutes after midnight.
    private static func minuteOfDay(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    /// `now,forecast`: page names, each once.
    static func pages(_ text: String) throws(UsageError) -> [Page] {
        var pages: [Page] = []
        let names = Page.allCases.map { $0.title.lowercased() }
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = word.trimmingCharacters(in: .whitespaces).lowercased()
            guard let page = Page.allCases.first(where: { $0.title.lowercased() == name }) else {
                throw UsageError(
                    "--pages '\(TerminalText.echoed(text))' has '\(TerminalText.echoed(name))', which is not a page; use some of \(names.joined(separator: ", ")), e.g. --pages now,forecast."
                )
            }
            guard !pages.contains(page) else {
                throw UsageError("--pages '\(TerminalText.echoed(text))' names \(name) twice; give each page once.")
            }
            pages.append(page)
        }
        return pages
    }

    /// `90s`, `10m`, `1h`, or plain seconds.
    static func duration(_ text: String) -> TimeInterval? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
            guard let number = DecimalNumber.parse(String(trimmed.dropLast(suffix.count))), number >= 0 else {
                return nil
            }
            return number * factor
        }
        guard let seconds = DecimalNumber.parse(trimmed) else { return nil }
        return seconds
    }

    static func baseURL(_ text: String, flag: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw UsageError(
                "--\(flag) '\(TerminalText.echoed(text))' is not an http(s) URL; use one like http://127.0.0.1:8080.")
        }
        return url
    }
}

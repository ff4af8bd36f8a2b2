import Assets
import DisplayOptions
import Drawing
import MQTT
import ScreenText
import TerminalGraphics
import Translation
import WeatherKit
import WeatherService
import WeatherText

/// Every option of every command, declared once. The parser's decisions (is it known here, does it take a value,
/// what did the person mean), `--help`, the completions, the config's keys and the man page's check all come from
/// `all`; adding an option is adding one entry.
enum OptionTable {
    /// The commands that fetch weather for a place: they share the place, data, alerts and server options.
    static let fetching: Set<OptionCommand> = [.dashboard, .now, .publish, .moodAdd]

    static let all: [OptionSpec] =
        place + data + alerts + output + offline + servers + key + dashboard + mqtt + locate + journal + general

    static let place: [OptionSpec] = [
        .value(
            "city", "NAME", for: fetching, in: .place,
            "a place name, optionally with a country or region: \"Paris, FR\", \"Springfield, Illinois\""
        ) { options, value, spec throws(UsageError) in
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { throw UsageError("--city needs a place name, e.g. --city \"Paris, FR\".") }
            if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                let shown = TerminalText.sanitized(trimmed).trimmingCharacters(in: .whitespaces)
                throw UsageError(
                    shown.isEmpty
                        ? "--city is only control characters (escapes, line breaks); give a place name, e.g. --city \"Paris, FR\"."
                        : "--city '\(TerminalText.echoed(shown))' has control characters (escapes, line breaks) in it; give the place name alone."
                )
            }
            guard trimmed.count <= 200 else {
                throw UsageError(
                    "--city '\(TerminalText.echoed(trimmed))' is longer than 200 characters; give a place name, e.g. --city \"Paris, FR\"."
                )
            }
            options.city = trimmed
        },
        .value("lat", "DEGREES", for: fetching, in: .place, "latitude, -90 to 90 (with --lon)") {
            options, value, spec throws(UsageError) in
            options.latitude = try WeatherOptions.number(value, flag: spec.name, range: -90...90, meaning: "a latitude")
        },
        .value("lon", "DEGREES", for: fetching, in: .place, "longitude, -180 to 180 (with --lat)") {
            options, value, spec throws(UsageError) in
            options.longitude = try WeatherOptions.number(
                value, flag: spec.name, range: -180...180, meaning: "a longitude")
        },
        .value(
            "place", "NAME", for: fetching, in: .place,
            "a saved place from the config file, by its name ([[places]] name = …); 'wxdash now NAME' takes it too, and --city is always a place looked up by name"
        ) { options, value, spec throws(UsageError) in
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else {
                throw UsageError("--place needs the name of a saved place, e.g. --place Home.")
            }
            options.placeName = trimmed
        },
        .toggle(
            "no-ip-locate", for: fetching, in: .place, "with no place given, use the last place instead of IP location"
        ) { options in options.ipLocate = false },
        .toggle(
            "all", for: [.now], in: .place, config: false,
            "every saved place, in the config's order: text and line give a line each, json an array of the objects below (null for a place that failed); a failed place says why on stderr and the exit status is that place's own (the first one's, when several fail)"
        ) { options in options.all = true }
    ]

    static let data: [OptionSpec] = [
        .value(
            "provider", "NAME", for: fetching.union([.locate]), in: .data, choices: Provider.allCases.map(\.rawValue),
            "open-meteo, metno (MET Norway) or openweathermap (needs a key), or a list asked in order, the next at once when one fails (default open-meteo,metno)"
        ) { options, value, spec throws(UsageError) in
            var list: [Provider] = []
            for name in value.split(separator: ",", omittingEmptySubsequences: false) {
                let provider = try spec.choice(name.trimmingCharacters(in: .whitespaces), from: Provider.allCases)
                guard !list.contains(provider) else {
                    throw UsageError(
                        "--provider '\(TerminalText.echoed(value))' names \(provider.rawValue) twice; name each provider once, e.g. open-meteo,metno."
                    )
                }
                list.append(provider)
            }
            options.providerList = list
        },
        .value(
            "owm-api", "NAME", for: fetching, in: .data, choices: OpenWeatherMapAPI.allCases.map(\.rawValue),
            "free (2.5 weather + forecast, default) or onecall (One Call 3.0)"
        ) { options, value, spec throws(UsageError) in
            options.openWeatherMapAPI = try spec.choice(value, from: OpenWeatherMapAPI.allCases)
        },
        .value(
            "units", "SYSTEM", for: fetching.union([.moodList, .moodExport, .moodStats]), in: .data,
            choices: UnitChoice.System.allCases.map(\.rawValue),
            "auto (default: from LC_ALL, LC_MEASUREMENT or LANG; imperial for the US, Liberia and Myanmar, uk for GB), metric, imperial or uk (°C, mph)"
        ) { options, value, spec throws(UsageError) in
            options.units.system = try spec.choice(value, from: UnitChoice.System.allCases)
        },
        .value(
            "temperature-unit", "UNIT", for: fetching, in: .data, choices: ["C", "F"],
            "C or F, overriding the one of --units"
        ) { options, value, spec throws(UsageError) in
            guard let unit = UnitChoice.temperature(value) else { throw spec.notOneOf(value) }
            options.units.temperature = unit
        },
        .value(
            "wind-unit", "UNIT", for: fetching, in: .data, choices: ["km/h", "mph", "m/s", "kn"],
            "km/h, mph, m/s or kn, overriding the one of --units"
        ) { options, value, spec throws(UsageError) in
            guard let unit = UnitChoice.windSpeed(value) else { throw spec.notOneOf(value) }
            options.units.windSpeed = unit
        },
        .value(
            "precip-unit", "UNIT", for: fetching, in: .data, choices: ["mm", "in"],
            "mm or in, overriding the one of --units"
        ) { options, value, spec throws(UsageError) in
            guard let unit = UnitChoice.precipitation(value) else { throw spec.notOneOf(value) }
            options.units.precipitation = unit
        },
        .value(
            "pressure-unit", "UNIT", for: fetching, in: .data, choices: ["hpa", "inhg", "mbar"],
            "hpa, inhg or mbar, overriding the one of --units (inHg for imperial, hPa otherwise)"
        ) { options, value, spec throws(UsageError) in
            guard let unit = UnitChoice.pressure(value) else { throw spec.notOneOf(value) }
            options.units.pressure = unit
        },
        .value(
            "lang", "CODE", for: fetching.union([.locate]), in: .data,
            "language of the provider's descriptions (OpenWeatherMap), place names and official alerts, e.g. de"
        ) { options, value, spec throws(UsageError) in
            guard (2...8).contains(value.count),
                value.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_" || $0 == "-") })
            else {
                throw UsageError(
                    "--lang '\(TerminalText.echoed(value))' is not a language code; use one like en, de or pt_br.")
            }
            options.language = value.lowercased()
        },
        .value(
            "ui-lang", "CODE", for: fetching.union([.moodList, .moodStats]), in: .data,
            "language of wxdash's own words, dates and numbers: en, de, fr, es, it, nl, pl, pt, sv, nb, fi, lt (default: WXDASH_LANG, else LC_ALL, LC_MESSAGES or LANG; English otherwise)"
        ) { options, value, spec throws(UsageError) in
            guard UILanguage(code: value) != nil else {
                let known = UILanguage.translated.map(\.rawValue).joined(separator: ", ")
                let problem =
                    UILanguage.isWellFormed(value) ? "is not a language wxdash speaks" : "is not a language code"
                throw UsageError("--ui-lang '\(TerminalText.echoed(value))' \(problem); use one of: \(known).")
            }
            options.uiLanguage = value
        },
        .value(
            "clock", "12|24|auto", for: fetching.union([.moodList]), in: .data, choices: ["12", "24", "auto"],
            "12- or 24-hour clock (default auto: from LC_ALL, LC_TIME or LANG, C and POSIX read 24-hour)"
        ) { options, value, spec throws(UsageError) in
            options.clock = try WeatherOptions.clock(value, flag: spec.name)
        },
        .value(
            "aqi", "SCALE", for: fetching, in: .data, choices: ["us", "european", "auto"],
            "air quality scale outside the US and Europe (US places always read the US AQI, European ones the European AQI): us, european, or auto (default: the US AQI)"
        ) { options, value, spec throws(UsageError) in
            options.aqi = try WeatherOptions.aqiScale(value, flag: spec.name)
        },
        .value(
            "days", "N", for: fetching, in: .data,
            "days of daily forecast, 1 to \(ForecastRequest.maximumDays) (default \(ForecastRequest.defaultDays); OpenWeatherMap free: up to 5)"
        ) { options, value, spec throws(UsageError) in
            guard let number = Int(value), (1...ForecastRequest.maximumDays).contains(number) else {
                throw UsageError(
                    "--days '\(TerminalText.echoed(value))' is out of range; use a whole number from 1 to \(ForecastRequest.maximumDays)."
                )
            }
            options.days = number
        },
        .value(
            "timeout", "SECONDS", for: fetching.union([.locate]), in: .data,
            "give up on a server after this long (default 15)"
        ) { options, value, spec throws(UsageError) in
            options.timeout = try WeatherOptions.number(
                value, flag: spec.name, range: 0.1...300, meaning: "a number of seconds")
        },
        .value(
            "log-level", "LEVEL", for: fetching.union([.locate]), in: .data,
            choices: EventLog.Level.allCases.map(\.rawValue),
            "error, warning, info (default) or debug, for the log file"
        ) { options, value, spec throws(UsageError) in
            options.logLevel = try spec.choice(value, from: EventLog.Level.allCases)
        }
    ]

    static let alerts: [OptionSpec] = [
        .value(
            "alerts", "LEVEL", for: fetching, in: .alerts, choices: WeatherOptions.alertLevels.map(\.rawValue),
            "the least severe shown: minor (default), moderate or severe"
        ) { options, value, spec throws(UsageError) in
            options.alertsMinimum = try spec.choice(value, from: WeatherOptions.alertLevels)
        },
        .toggle("no-alerts", for: fetching, in: .alerts, "do not ask for official alerts") { options in
            options.alerts = false
        },
        .toggle("no-radar", for: fetching, in: .alerts, "do not ask RainViewer for the rain radar") { options in
            options.radar = false
        }
    ]

    static let output: [OptionSpec] = [
        .value(
            "format", "FORMAT", for: [.now], in: .output, choices: OutputFormat.allCases.map(\.rawValue),
            "text (default; coloured only on a terminal without NO_COLOR), json, line (one line for status bars: tmux, polybar, i3blocks), waybar (one JSON object: text, tooltip, class, alt) or prometheus (text exposition for node_exporter's textfile collector: wxdash_temperature_celsius{place=\"Home\"} 21.5)"
        ) { options, value, spec throws(UsageError) in
            options.format = try spec.choice(value, from: OutputFormat.allCases)
            options.formatGiven = true
        },
        .value(
            "template", "TEXT", for: [.now], in: .output,
            "the line's fields (implies --format line; with --format waybar, its text), e.g. '{icon} {temp} {wind}'; an alert appears only where {alert} or {alert_short} puts it; fields: "
                + StatusLine.fields.map { "{\($0)}" }.joined(separator: " ")
                + "; {rain_short} reads ☂15:00, or nothing when no rain is expected"
        ) { options, value, spec throws(UsageError) in
            if let problem = StatusLine.problem(in: value) {
                throw UsageError("--template \(problem).")
            }
            options.template = value
            options.templateGiven = true
        },
        .value(
            "icons", "SET", for: [.dashboard, .now, .moodList, .moodStats], in: .output,
            choices: IconSet.allCases.map(\.rawValue),
            "unicode (default; ascii on the Linux console, TERM=linux), ascii, emoji or nerd (needs a Nerd Font): the glyphs of the dashboard, now, and the mood journal's faces and bars; WXDASH_ICONS for all"
        ) { options, value, spec throws(UsageError) in
            options.icons = try spec.choice(value, from: IconSet.allCases)
            options.iconsGiven = true
        }
    ]

    static let offline: [OptionSpec] = [
        .toggle(
            "offline", for: [.now, .moodAdd], in: .offline, config: false,
            "answer from the cache only: the place asked for (or the last one shown) within 1 km, in any units; old data ends the line with its age (· 3h); mood add keeps the cached weather or none"
        ) { options in options.offline = true },
        .toggle(
            "demo", for: [.dashboard, .now], in: .offline, "run on (or print) the bundled sample data, with no network"
        ) { options in options.demo = true }
    ]

    static let servers: [OptionSpec] = [
        .value(
            "api-base", "URL", for: fetching, in: .servers,
            "the weather API (default https://api.open-meteo.com or https://api.openweathermap.org)"
        ) { options, value, spec throws(UsageError) in
            options.apiBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value(
            "request-budget", "N", for: fetching, in: .data, examples: ["10000"],
            "requests a day each provider may be sent by every wxdash on this machine (default 10000 for Open-Meteo and MET Norway, 1000 for OpenWeatherMap): refreshes stretch to last the day, with a note, and a spent budget asks the next provider"
        ) { options, value, spec throws(UsageError) in
            guard let number = Int(value), (1...10_000_000).contains(number) else {
                throw UsageError(
                    "--request-budget '\(TerminalText.echoed(value))' is not a number of requests; use a whole number from 1 to 10000000."
                )
            }
            options.requestBudget = number
        },
        .value(
            "contact", "EMAIL|URL", for: fetching.union([.locate]), in: .servers, examples: ["you@example.org"],
            "how the weather services may reach you, sent in the User-Agent (wxdash/VERSION (CONTACT)); MET Norway's terms ask for one"
        ) { options, value, spec throws(UsageError) in
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, trimmed.count <= 200,
                !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || !$0.isASCII })
            else {
                throw UsageError(
                    "--contact '\(TerminalText.echoed(value))' is not a contact; give an e-mail address or a web page in plain ASCII, e.g. --contact you@example.org."
                )
            }
            options.contact = trimmed
        },
        .value(
            "metno-base", "URL", for: fetching, in: .servers,
            "MET Norway's Locationforecast 2.0 (default https://api.met.no)"
        ) { options, value, spec throws(UsageError) in
            options.metNorwayBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value(
            "geocoding-base", "URL", for: fetching.union([.locate]), in: .servers,
            "the place-name search (default https://geocoding-api.open-meteo.com, or the OpenWeatherMap API)"
        ) { options, value, spec throws(UsageError) in
            options.geocodingBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value("ip-locate-base", "URL", for: fetching, in: .servers, "IP location (default http://ip-api.com)") {
            options, value, spec throws(UsageError) in
            options.ipLocateBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value(
            "alerts-base", "URL", for: fetching, in: .servers,
            "every alerts service at this one base, with their own paths"
        ) { options, value, spec throws(UsageError) in
            options.alertsBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value(
            "radar-base", "URL", for: fetching, in: .servers,
            "the rain radar, RainViewer's API (default https://api.rainviewer.com)"
        ) { options, value, spec throws(UsageError) in
            options.radarBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value(
            "air-quality-base", "URL", for: fetching, in: .servers,
            "air quality and pollen (default the --api-base when one is given, else https://air-quality-api.open-meteo.com)"
        ) { options, value, spec throws(UsageError) in
            options.airQualityBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .value(
            "ensemble-base", "URL", for: fetching, in: .servers,
            "how sure the forecast is, Open-Meteo's Ensemble API (default https://ensemble-api.open-meteo.com; none with --api-base alone)"
        ) { options, value, spec throws(UsageError) in
            options.ensembleBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .toggle("no-ensemble", for: fetching, in: .servers, "do not ask for the ensemble: no uncertainty band") {
            options in options.ensemble = false
        },
        .value(
            "archive-base", "URL", for: fetching, in: .servers,
            "climate normals from Open-Meteo's historical archive (default https://archive-api.open-meteo.com; none with --api-base alone)"
        ) { options, value, spec throws(UsageError) in
            options.archiveBase = try WeatherOptions.baseURL(value, flag: spec.name)
        },
        .toggle(
            "no-normals", for: fetching, in: .servers,
            "do not ask the archive for climate normals: no \"warmer than normal\""
        ) { options in options.normals = false }
    ]

    static let key: [OptionSpec] = [
        .value(
            "api-key-file", "FILE", for: fetching.union([.locate]), in: .key,
            "read the key from FILE (must not be readable by others: chmod 600); or set OPENWEATHERMAP_API_KEY"
        ) { options, value, spec throws(UsageError) in
            options.apiKeyFile = value
        }
    ]

    static let dashboard: [OptionSpec] = [
        .value(
            "theme", "THEME", for: [.dashboard], in: .dashboard, choices: Theme.allCases.map(\.rawValue),
            "dark (default) or light"
        ) { options, value, spec throws(UsageError) in
            options.theme = try spec.choice(value, from: Theme.allCases)
        },
        .value(
            "graphics", "MODE", for: [.dashboard], in: .dashboard, choices: GraphicsMode.allCases.map(\.rawValue),
            "how the radar is drawn: auto (default: the terminal is asked, and tmux or the Linux console get blocks), kitty (the kitty graphics protocol: kitty, WezTerm, Ghostty), sixel, or blocks (coloured half-block characters, any terminal)"
        ) { options, value, spec throws(UsageError) in
            options.graphics = try spec.choice(value, from: GraphicsMode.allCases)
        },
        .value(
            "refresh", "DURATION", for: [.dashboard, .publish], in: .dashboard, examples: ["90s", "10m", "1h"],
            "refresh interval, e.g. 90s, 10m, 1h (default \(Int(RefreshPolicy.defaultInterval(for: .openMeteo) / 60))m Open-Meteo, "
                + "\(Int(RefreshPolicy.defaultInterval(for: .openWeatherMap) / 60))m OpenWeatherMap; at least \(Int(RefreshPolicy.publicMinimum / 60))m against their public servers)"
        ) { options, value, spec throws(UsageError) in
            guard let seconds = WeatherOptions.duration(value), seconds >= 1, seconds <= 86_400 else {
                throw UsageError(
                    "--refresh '\(TerminalText.echoed(value))' is not a duration; use one like 90s, 10m or 1h (1 s to 24 h)."
                )
            }
            options.refresh = seconds
        },
        .value(
            "rotate", "DURATION", for: [.dashboard], in: .dashboard, examples: ["30s", "2m"],
            "cycle the pages on their own, and then the saved places"
        ) { options, value, spec throws(UsageError) in
            guard let seconds = WeatherOptions.duration(value), seconds >= 1, seconds <= 86_400 else {
                throw UsageError(
                    "--rotate '\(TerminalText.echoed(value))' is not a duration; use one like 30s or 2m (1 s to 24 h).")
            }
            options.rotate = seconds
        },
        .value(
            "pages", "LIST", for: [.dashboard], in: .dashboard,
            examples: ["now,forecast"] + Page.allCases.map { $0.title.lowercased() },
            "the pages --rotate shows, e.g. now,forecast (default now,forecast,radar,mood,places; radar only while the rain radar is on; the Mood page shows once a round, and not while the journal is empty; places, the overview of the saved places, once a round after it, and only with two or more saved places: named with fewer, it is left out with a note)"
        ) { options, value, spec throws(UsageError) in
            options.pages = try WeatherOptions.pages(value)
            options.pagesGiven = true
        },
        .toggle(
            "kiosk", for: [.dashboard], in: .dashboard,
            "no key hints; the layout shifts every 10 min, blocks dim every other hour"
        ) { options in options.kiosk = true },
        .value(
            "night", "WHEN", for: [.dashboard], in: .dashboard, examples: ["auto", "off", "22:00-07:00"],
            "auto (sunset + 1 h to sunrise − 1 h), HH:MM-HH:MM on this machine's clock, or off (default): a dim page with the clock, temperature, next hours and alerts; a key wakes the full page for a minute"
        ) { options, value, spec throws(UsageError) in
            options.night = try WeatherOptions.night(value, flag: spec.name)
        },
        .value(
            "shift", "MINUTES", for: [.dashboard], in: .dashboard, examples: ["0", "10"],
            "move the layout a cell every MINUTES against burn-in (0: never; default 10 with --kiosk, else 0)"
        ) { options, value, spec throws(UsageError) in
            guard let minutes = Int(value.trimmingCharacters(in: .whitespaces)), (0...1440).contains(minutes) else {
                throw UsageError(
                    "--shift '\(TerminalText.echoed(value))' is not a number of minutes; use one from 1 to 1440, or 0 for none."
                )
            }
            options.shiftMinutes = minutes
        }
    ]

    static let mqtt: [OptionSpec] = [
        .value(
            "mqtt", "URL", for: [.publish], in: .mqtt, examples: ["mqtt://127.0.0.1:1883/wxdash"],
            "the broker and topic prefix to publish to, mqtt://HOST[:PORT]/PREFIX or mqtts://… (TLS, the system's CA certificates unless --mqtt-ca); [mqtt] url = … in the config"
        ) { options, value, spec throws(UsageError) in
            do throws(MQTTError) { options.mqtt = try MQTTEndpoint.parse(value) } catch {
                throw UsageError("--mqtt " + error.message)
            }
        },
        .value(
            "source", "URL", for: [.dashboard, .now], in: .mqtt, examples: ["mqtt://127.0.0.1:1883/wxdash"],
            "show what 'wxdash publish' sends to mqtt://HOST[:PORT]/PREFIX instead of fetching (the publisher's first place unless one is given); add ,open-meteo (or another provider) to fetch yourself when the broker has nothing"
        ) { options, value, spec throws(UsageError) in
            options.source = try MQTTSource.parse(value)
        },
        .value(
            "mqtt-credentials", "FILE", for: [.dashboard, .now, .publish], in: .mqtt,
            "the broker's USER:PASSWORD on the first line of FILE (must not be readable by others: chmod 600); or set WXDASH_MQTT_USERNAME and WXDASH_MQTT_PASSWORD; [mqtt] credentials = … in the config"
        ) { options, value, spec throws(UsageError) in
            options.mqttCredentials = value
        },
        .value(
            "mqtt-ca", "FILE", for: [.dashboard, .now, .publish], in: .mqtt,
            "with mqtts://, the CA certificate (PEM) that signed the broker's, for a broker with a CA of its own instead of the system's; [mqtt] ca = … in the config"
        ) { options, value, spec throws(UsageError) in
            options.mqttCA = value
        },
        .value(
            "mqtt-cert", "FILE", for: [.dashboard, .now, .publish], in: .mqtt,
            "with mqtts://, a client certificate (PEM) for a broker that asks for one, with --mqtt-key; [mqtt] cert = … in the config"
        ) { options, value, spec throws(UsageError) in
            options.mqttCert = value
        },
        .value(
            "mqtt-key", "FILE", for: [.dashboard, .now, .publish], in: .mqtt,
            "the client certificate's private key (PEM, unencrypted; must not be readable by others: chmod 600); [mqtt] key = … in the config"
        ) { options, value, spec throws(UsageError) in
            options.mqttKey = value
        }
    ]

    static let locate: [OptionSpec] = [
        .toggle(
            "save", for: [.locate], in: .locate, config: false,
            "keep the first match as a saved place in the config file"),
        .value(
            "as", "LABEL", for: [.locate], in: .locate, config: false,
            "the saved place's name (with --save; default the place's own)"),
        .value(
            "format", "FORMAT", for: [.locate], in: .locate, choices: ["text", "json"], config: false,
            "text (default) or json")
    ]

    static let journal: [OptionSpec] = [
        .value("since", "YYYY-MM-DD", for: [.moodList], in: .journal, config: false, "only the moods from this day on"),
        .value(
            "format", "FORMAT", for: [.moodList], in: .journal, choices: ["text", "json", "csv"], config: false,
            "text (default), json or csv"),
        .value(
            "format", "FORMAT", for: [.moodStats], in: .journal, choices: ["text", "json"], config: false,
            "text (default) or json"),
        .value(
            "format", "FORMAT", for: [.moodExport], in: .journal, choices: ["json", "csv"], config: false,
            "json (default) or csv")
    ]

    static let general: [OptionSpec] = [
        .toggle("help", short: "h", for: Set(OptionCommand.allCases), in: .general, config: false, "show this help") {
            options in options.showHelp = true
        },
        .toggle(
            "version", short: "V", for: [.dashboard], in: .general, config: false,
            "print the version and the git commit it was built from"
        ) { options in options.showVersion = true }
    ]

    /// The options `command` takes, in the table's order.
    static func options(for command: OptionCommand) -> [OptionSpec] {
        all.filter { $0.commands.contains(command) }
    }

    /// The option `name` (or its one-letter alias) as `command` takes it.
    static func spec(_ name: String, for command: OptionCommand) -> OptionSpec? {
        options(for: command).first { $0.name == name || ($0.short.map(String.init) == name) }
    }

    /// Every setting the config file and the `WXDASH_` variables take, each with the option it stands for.
    static var configurable: [OptionSpec] {
        var seen: Set<String> = []
        return all.filter { spec in spec.configKey.map { seen.insert($0).inserted } ?? false }
    }

    /// The settings of `command` among the config file's keys.
    static func configKeys(for command: OptionCommand) -> Set<String> {
        Set(options(for: command).compactMap(\.configKey))
    }

    /// Reads `arguments` as `command`'s options: each known to it, with a value when it takes one and none when it
    /// does not. Anything else is one clear line, with a suggestion when a near name exists.
    static func read(_ arguments: [String], for command: OptionCommand) throws(UsageError) -> [ParsedOption] {
        var scanner = ArgumentScanner(arguments)
        var parsed: [ParsedOption] = []
        while let token = scanner.next() {
            switch token {
            case .positional(let word):
                throw UsageError("Unexpected argument '\(TerminalText.echoed(word))'; see '\(command.helpCommand)'.")
            case .option(let name, let inline):
                guard let spec = spec(name, for: command) else { throw unknown(name, for: command) }
                if spec.takesValue {
                    parsed.append(
                        ParsedOption(
                            spec: spec,
                            value: try scanner.value(for: spec.name, inline: inline, help: command.helpCommand)))
                } else {
                    guard inline == nil else {
                        throw UsageError("--\(spec.name) takes no value; write just --\(spec.name).")
                    }
                    parsed.append(ParsedOption(spec: spec, value: nil))
                }
            }
        }
        return parsed
    }

    /// An option `command` does not take: another command's, a near miss, or no option at all.
    static func unknown(_ name: String, for command: OptionCommand) -> UsageError {
        let dashes = name.count == 1 ? "-" : "--"
        let shown = TerminalText.echoed(name)
        let owners = OptionCommand.allCases.filter { spec(name, for: $0) != nil }
        if !owners.isEmpty {
            let list = owners.map(\.displayName)
            let said = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " and " + (list.last ?? "")
            return UsageError("\(dashes)\(shown) is for \(said), not \(command.displayName).")
        }
        if let near = OptionSuggestion.nearest(to: name, among: options(for: command).map(\.name)) {
            return UsageError(
                "Unknown option '\(dashes)\(shown)'; did you mean --\(near)? See '\(command.helpCommand)'.")
        }
        return UsageError("Unknown option '\(dashes)\(shown)'; see '\(command.helpCommand)' for the options.")
    }
}

import ConfigFormat
import Drawing
import Foundation
import MQTT
import ScreenText
import WeatherKit

/// Settings from the config file and `WXDASH_…` variables, turned into the command-line arguments they
/// stand for, so one parser checks everything and precedence is simply order: file, then environment, then flags.
struct ConfigSources {
    enum Source: String, Sendable { case file, environment }

    struct Setting: Equatable, Sendable {
        var key: String
        var value: String
        var source: Source
    }

    /// Settings that say where: a higher source giving one of these replaces all of them from lower ones.
    static let placeKeys: Set<String> = Set(OptionTable.place.filter(\.takesValue).compactMap(\.configKey))

    /// Whether a command-line word is a place flag (`--city`, `--lat`, `--lon`, `--place`), alone or with `=VALUE`.
    static func isPlaceFlag(_ flag: String) -> Bool {
        placeKeys.contains { flag == "--\($0)" || flag.hasPrefix("--\($0)=") }
    }
    /// The settings that are switches (`kiosk = true`), from the option table.
    static let switches: Set<String> = Set(OptionTable.configurable.filter { !$0.takesValue }.compactMap(\.configKey))
    static let secretKeys: Set<String> = ["api-key"]

    /// The keys a `[[places]]` table takes: which place, and what is known of it.
    static let placeTableKeys = ["name", "city", "lat", "lon", "country", "region", "zone"]

    var path: String
    var settings: [Setting] = []
    var savedPlaces: [SavedPlace] = []
    /// `[[sensors]]`: the sensors `wxdash publish` relays to the displays.
    var sensors: [SensorDefinition] = []

    /// `[mqtt] url` (or `WXDASH_MQTT`): the broker the displays hear the sensors on when no `--source` names one.
    var mqttEndpoint: MQTTEndpoint? {
        settings.last { $0.key == "mqtt" }.flatMap { try? MQTTEndpoint.parse($0.value) }
    }

    static func defaultPath(environment: [String: String]) -> String {
        XDGDirectory.config.path(of: "config.toml", environment: environment)
    }

    /// Every key the file and the `WXDASH_` variables take: the option table's, and the API key.
    static let knownKeys: Set<String> = Set(OptionTable.configurable.compactMap(\.configKey)).union(secretKeys)

    /// Settings no `WXDASH_` variable gives, because the name means something else: `WXDASH_LANG` is the interface's
    /// language (as `--ui-lang`, read with the locale by `Settings`), never the provider's `lang`.
    static let keysWithoutVariable: Set<String> = ["lang"]

    /// Reads the file (when there is one) and the environment; every mistake is one located error.
    /// `requireNamedFile`: a file named by `WXDASH_CONFIG` must exist (not so for `config init`, which makes it).
    static func load(environment: [String: String], requireNamedFile: Bool = true) throws(ConfigError) -> ConfigSources
    {
        let path = environment["WXDASH_CONFIG"] ?? defaultPath(environment: environment)
        var sources = ConfigSources(path: path)
        if let text = try ConfigFile.text(at: path, named: environment["WXDASH_CONFIG"] != nil && requireNamedFile) {
            let document = try ConfigDocument.parse(text, path: path)
            for entry in document.entries {
                sources.settings.append(try setting(entry, path: path))
            }
            for (index, table) in document.places.enumerated() {
                var place = SavedPlace(
                    name: "Place \(index + 1)",
                    line: document.placeLines.indices.contains(index) ? document.placeLines[index] : nil)
                for entry in table {
                    // A place table says which place, nothing else: a setting there would reach every place or none.
                    guard placeTableKeys.contains(entry.key) else {
                        throw ConfigError(
                            path: path, line: entry.line, column: entry.column,
                            expected:
                                "only \(placeTableKeys.joined(separator: ", ")) in a [[places]] table; put \(entry.key) at the top of the file, above the first [[places]], for every place"
                        )
                    }
                    if ["city", "lat", "lon"].contains(entry.key) { _ = try setting(entry, path: path) }
                    try place.take(entry, path: path)
                }
                guard place.city != nil || (place.latitude != nil && place.longitude != nil) else {
                    let line = place.line ?? 1
                    throw ConfigError(
                        path: path, line: line, column: 1,
                        expected: place.latitude != nil || place.longitude != nil
                            ? "[[places]] \"\(TerminalText.echoed(place.name))\" needs both lat and lon"
                            : "[[places]] \"\(TerminalText.echoed(place.name))\" says no place: add city = \"NAME\", or lat = … and lon = …"
                    )
                }
                sources.savedPlaces.append(place)
            }
            for (index, table) in document.sensors.enumerated() {
                sources.sensors.append(
                    try sensor(
                        table, line: document.sensorLines.indices.contains(index) ? document.sensorLines[index] : 1,
                        path: path))
            }
        }
        for key in knownKeys.sorted() where !keysWithoutVariable.contains(key) {
            let variable = "WXDASH_" + key.uppercased().replacingOccurrences(of: "-", with: "_")
            guard let value = environment[variable], !value.isEmpty else { continue }
            if switches.contains(key), !["1", "true", "yes"].contains(value.lowercased()) { continue }
            try validate(key: key, value: value) { message in
                ConfigError(path: "$\(variable)", line: 1, column: 1, expected: message)
            }
            sources.settings.append(Setting(key: key, value: value, source: .environment))
        }
        return sources
    }

    /// The keys a `[[sensors]]` table takes.
    static let sensorTableKeys = ["name", "topic", "field", "unit", "kind", "stale-after", "place", "role"]

    /// One `[[sensors]]` table, each value checked: a name and a topic are needed, the topic without wildcards.
    private static func sensor(_ table: [ConfigDocument.Entry], line: Int, path: String) throws(ConfigError)
        -> SensorDefinition
    {
        var values: [String: (String, ConfigDocument.Entry)] = [:]
        for entry in table {
            let key = entry.key.replacingOccurrences(of: "_", with: "-")
            guard sensorTableKeys.contains(key) else {
                throw ConfigError(
                    path: path, line: entry.line, column: entry.column,
                    expected: "only \(sensorTableKeys.joined(separator: ", ")) in a [[sensors]] table")
            }
            values[key] = (entry.value.argument, entry)
        }
        func fail(_ key: String, _ expected: String) -> ConfigError {
            let entry = values[key]?.1
            return ConfigError(path: path, line: entry?.line ?? line, column: entry?.column ?? 1, expected: expected)
        }
        guard let name = values["name"]?.0.trimmingCharacters(in: .whitespaces), !name.isEmpty, name.count <= 64,
            !name.unicodeScalars.contains(where: TerminalText.isUnsafe)
        else {
            throw fail(
                "name",
                "a [[sensors]] table needs name = \"…\" (what the display calls it, e.g. \"Indoors\"; at most 64 characters)"
            )
        }
        guard let topic = values["topic"]?.0, MQTTTopic.isSubscribable(topic) else {
            throw fail(
                "topic",
                "[[sensors]] \"\(TerminalText.echoed(name))\" needs topic = \"…\", the MQTT topic it publishes to, without + or # (e.g. \"zigbee2mqtt/Living room\")"
            )
        }
        var sensor = SensorDefinition(name: name, topic: topic)
        if let field = values["field"]?.0 {
            guard !field.isEmpty, field.count <= 64 else {
                throw fail(
                    "field",
                    "field = the JSON key that holds the number (e.g. \"temperature\"), or leave it out for a plain number"
                )
            }
            sensor.field = field
        }
        if let unit = values["unit"]?.0 {
            guard unit.count <= 16, !unit.unicodeScalars.contains(where: TerminalText.isUnsafe) else {
                throw fail("unit", "unit = a short unit such as \"°C\" or \"ppm\"")
            }
            sensor.unit = unit
        }
        if let kind = values["kind"]?.0 {
            guard let known = SensorReading.Kind(rawValue: kind.lowercased()) else {
                throw fail(
                    "kind", "kind = one of \(SensorReading.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            sensor.kind = known
        }
        if let text = values["stale-after"]?.0 {
            guard let seconds = WeatherOptions.duration(text), seconds >= 1, seconds <= 30 * 86_400 else {
                throw fail("stale-after", "stale-after = a duration such as \"30m\" or \"2h\" (1 s to 30 days)")
            }
            sensor.staleAfter = seconds
        }
        if let place = values["place"]?.0 {
            guard !place.isEmpty, place.count <= 64, !place.unicodeScalars.contains(where: TerminalText.isUnsafe) else {
                throw fail("place", "place = the name of a saved place ([[places]] name), whose card shows the sensor")
            }
            sensor.place = place
        }
        if let role = values["role"]?.0 {
            guard let known = SensorReading.Role(rawValue: role.lowercased()) else {
                throw fail(
                    "role",
                    "role = \"outdoor\" (your own outdoor station: its fresh temperature and humidity are shown as the current ones), or leave it out"
                )
            }
            sensor.role = known
            if values["stale-after"] == nil { sensor.staleAfter = SensorDefinition.outdoorStaleAfter }
        }
        return sensor
    }

    /// The `[mqtt]` section's keys and the settings they stand for.
    static let mqttSectionKeys = [
        "mqtt.url": "mqtt", "mqtt.credentials": "mqtt-credentials", "mqtt.ca": "mqtt-ca", "mqtt.cert": "mqtt-cert",
        "mqtt.key": "mqtt-key"
    ]

    private static func setting(_ entry: ConfigDocument.Entry, path: String) throws(ConfigError) -> Setting {
        var key = entry.key.replacingOccurrences(of: "_", with: "-")
        if key.hasPrefix("mqtt.") {
            guard let setting = mqttSectionKeys[key] else {
                throw ConfigError(
                    path: path, line: entry.line, column: entry.column,
                    expected:
                        "only url, credentials, ca, cert and key in the [mqtt] section (url = \"mqtt://HOST[:PORT]/PREFIX\", credentials = \"FILE\", ca = \"FILE\"…)"
                )
            }
            key = setting
        }
        guard knownKeys.contains(key) else {
            let suggestion = suggestion(for: key).map { "did you mean \($0)? " } ?? ""
            throw ConfigError(
                path: path, line: entry.line, column: entry.column,
                expected:
                    "unknown setting '\(TerminalText.echoed(entry.key))': \(suggestion)'wxdash config show' lists every setting"
            )
        }
        if switches.contains(key) {
            guard case .boolean = entry.value else {
                throw ConfigError(
                    path: path, line: entry.line, column: entry.column, expected: "\(entry.key) = true or false")
            }
        }
        try validate(key: key, value: entry.value.argument) { message in
            ConfigError(path: path, line: entry.line, column: entry.column, expected: message)
        }
        return Setting(key: key, value: entry.value.argument, source: .file)
    }

    /// Names people reach for that are not wxdash's, and the setting they are after.
    static let synonyms: [String: String] = [
        "color": "'theme' (NO_COLOR turns colour off)", "colour": "'theme' (NO_COLOR turns colour off)",
        "colors": "'theme' (NO_COLOR turns colour off)", "colours": "'theme' (NO_COLOR turns colour off)",
        "location": "'city'", "latitude": "'lat'", "longitude": "'lon'", "language": "'lang'", "key": "'api-key'",
        "apikey": "'api-key'"
    ]

    /// The setting an unknown key most likely meant: a known synonym, else the nearest name by spelling.
    static func suggestion(for key: String) -> String? {
        synonyms[key.lowercased()] ?? OptionSuggestion.nearest(to: key, among: Array(knownKeys)).map { "'\($0)'" }
    }

    /// Checks a value the way its flag would be checked, for whichever command takes it.
    private static func validate(key: String, value: String, error: (String) -> ConfigError) throws(ConfigError) {
        guard !switches.contains(key), !secretKeys.contains(key) else { return }
        var lastProblem = ""
        // Latitude and longitude only parse in pairs: check each beside a harmless partner.
        let companion = key == "lat" ? ["--lon", "0"] : key == "lon" ? ["--lat", "0"] : []
        let commands = OptionTable.configurable.first { $0.configKey == key }?.commands ?? []
        for command in OptionCommand.allCases where commands.contains(command) {
            do {
                _ = try WeatherOptions.parse(["--\(key)", value] + companion, for: command)
                return
            } catch {
                lastProblem = error.message
            }
        }
        throw error(lastProblem.replacingOccurrences(of: "--\(key) ", with: "\(key) = "))
    }

    /// The arguments these settings stand for, for `command`, placed before the person's own flags.
    func arguments(for command: WeatherOptions.Command, before flags: [String]) -> [String] {
        let accepted = OptionTable.configKeys(for: command)
        let flagNames = Set(
            flags.compactMap { $0.hasPrefix("--") ? String($0.dropFirst(2).split(separator: "=").first ?? "") : nil })
        let flagsGivePlace = !flagNames.isDisjoint(with: Self.placeKeys)
        let environmentGivesPlace = settings.contains { $0.source == .environment && Self.placeKeys.contains($0.key) }
        // `place = "Home"` names the default itself: the first saved place's city or coordinates give way to it.
        let fileNamesPlace = settings.contains { $0.source == .file && $0.key == "place" }
        // A template is the line format's (and waybar's text): a lower source's template gives way to another format
        // from a higher one, and a lower source's format other than waybar to a template from a higher one (together
        // in one source, they clash).
        let flagFormat = Self.value(of: "format", in: flags)
        let environmentFormat = settings.last { $0.source == .environment && $0.key == "format" }?.value
        let environmentGivesTemplate = settings.contains { $0.source == .environment && $0.key == "template" }
        var arguments: [String] = []
        for setting in settings {
            if setting.key == "template",
                let format = flagFormat ?? (setting.source == .file ? environmentFormat : nil), format != "line",
                format != "waybar"
            {
                continue
            }
            if setting.key == "format", setting.value != "waybar",
                flagNames.contains("template") || (setting.source == .file && environmentGivesTemplate)
            {
                continue
            }
            if Self.placeKeys.contains(setting.key) {
                if flagsGivePlace || (setting.source == .file && environmentGivesPlace) { continue }
                if setting.source == .file, fileNamesPlace, setting.key != "place" { continue }
            }
            if Self.switches.contains(setting.key) {
                // Each switch goes only to the commands that take it (--kiosk to the dashboard alone).
                if setting.value == "true" || setting.source == .environment, accepted.contains(setting.key) {
                    arguments.append("--\(setting.key)")
                }
            } else if accepted.contains(setting.key) {
                arguments += ["--\(setting.key)", setting.value]
            }
        }
        return arguments
    }

    /// The value of `--name value` or `--name=value` among `flags`, the last one given.
    static func value(of name: String, in flags: [String]) -> String? {
        var found: String?
        for (index, flag) in flags.enumerated() {
            if flag == "--\(name)", flags.indices.contains(index + 1) {
                found = flags[index + 1]
            } else if flag.hasPrefix("--\(name)=") {
                found = String(flag.dropFirst(name.count + 3))
            }
        }
        return found
    }

    /// Whether `flags` or the `WXDASH_` variables give a place (`--city`, `--lat`/`--lon`, `--place`): then the saved
    /// places are not cycled and the first is not the default.
    func placeGiven(by flags: [String]) -> Bool {
        settings.contains { $0.source == .environment && Self.placeKeys.contains($0.key) }
            || flags.contains(where: Self.isPlaceFlag)
    }

    /// The key from the file, for OpenWeatherMap, when neither the environment nor a key file gives one.
    var apiKey: String? {
        settings.last { $0.key == "api-key" }?.value
    }

    /// A warning when the file holds an API key and others can read it (a key file like that is refused; a
    /// config file is read for its other settings, so it is used, and the person is told once).
    var exposedKeyWarning: String? {
        guard settings.contains(where: { $0.key == "api-key" && $0.source == .file }) else { return nil }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 != 0 else { return nil }
        let shown = TerminalText.sanitized(path)
        return "\(shown) holds an api-key and others can read it: chmod 600 \(shown)"
    }
}

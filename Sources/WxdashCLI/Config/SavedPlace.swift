import ConfigFormat
import Drawing
import Foundation
import ScreenText
import WeatherKit

/// A `[[places]]` table: the name a person gave a place, where it is (a city to look up, or coordinates), and what
/// is known of it (country, region, zone: `locate --save` writes them, so alerts need no lookup).
struct SavedPlace: Equatable, Sendable {
    var name: String
    var city: String?
    var latitude: Double?
    var longitude: Double?
    /// ISO 3166-1 alpha-2, upper case.
    var countryCode: String?
    var region: String?
    var zone: String?
    /// The line of its `[[places]]` header in the config file, for messages that say what to add where.
    var line: Int?

    init(
        name: String, city: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
        countryCode: String? = nil, region: String? = nil, zone: String? = nil, line: Int? = nil
    ) {
        self.name = name
        self.city = city
        self.latitude = latitude
        self.longitude = longitude
        self.countryCode = countryCode
        self.region = region
        self.zone = zone
        self.line = line
    }

    /// The same place, wherever in the file it is written.
    static func == (lhs: SavedPlace, rhs: SavedPlace) -> Bool {
        (lhs.name, lhs.city, lhs.latitude, lhs.longitude) == (rhs.name, rhs.city, rhs.latitude, rhs.longitude)
            && (lhs.countryCode, lhs.region, lhs.zone) == (rhs.countryCode, rhs.region, rhs.zone)
    }

    /// What the place tells a forecast and its alerts beyond where it is.
    var hint: PlaceHint {
        PlaceHint(label: name, countryCode: countryCode, region: region, timeZoneIdentifier: zone)
    }

    /// `--place NAME`: that saved place (names match in any case); an unknown name is a usage error. `--city` is a
    /// place of its own, looked up by name, whatever the saved places are called.
    static func picked(by options: WeatherOptions, from places: [SavedPlace]) throws(UsageError) -> SavedPlace? {
        guard let name = options.placeName else { return nil }
        if let place = named(name, in: places) { return place }
        let shown = TerminalText.echoed(name)
        throw UsageError(
            places.isEmpty
                ? "--place '\(shown)': there are no saved places yet; save one with 'wxdash locate NAME --save --as \(shown)'."
                : "--place '\(shown)': no saved place has that name; the saved places are \(places.map(\.name).joined(separator: ", "))."
        )
    }

    /// The options for one place: `--place NAME`'s saved place; else, when neither the command line nor the
    /// environment gives a place (`placeGiven`), the config's first saved place, the default; else the options as given.
    static func chosen(for options: WeatherOptions, among places: [SavedPlace], placeGiven: Bool) throws(UsageError)
        -> WeatherOptions
    {
        if let picked = try picked(by: options, from: places) { return picked.applied(to: options) }
        if !placeGiven, let first = places.first { return first.applied(to: options) }
        return options
    }

    static func named(_ name: String, in places: [SavedPlace]) -> SavedPlace? {
        places.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// `options` pointed at this place, to be shown under its name with what is known of it.
    func applied(to options: WeatherOptions) -> WeatherOptions {
        var placed = options
        placed.placeHint = hint
        placed.placeName = nil
        if let city {
            (placed.city, placed.latitude, placed.longitude) = (city, nil, nil)
        } else if let latitude, let longitude {
            (placed.city, placed.latitude, placed.longitude) = (nil, latitude, longitude)
        }
        return placed
    }

    /// Takes one `key = value` of its table; a bad country code or zone is an error at its line.
    mutating func take(_ entry: ConfigDocument.Entry, path: String) throws(ConfigError) {
        func refuse(_ expected: String) -> ConfigError {
            ConfigError(path: path, line: entry.line, column: entry.column, expected: expected)
        }
        switch (entry.key, entry.value) {
        case ("name", let value): name = value.argument
        case ("city", let value): city = value.argument
        case ("lat", .float(let number)): latitude = number
        case ("lat", .integer(let number)): latitude = Double(number)
        case ("lon", .float(let number)): longitude = number
        case ("lon", .integer(let number)): longitude = Double(number)
        case ("country", let value):
            let code = value.argument.trimmingCharacters(in: .whitespaces)
            guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw refuse("country = a two-letter country code (ISO 3166-1), e.g. country = \"LT\"")
            }
            countryCode = code.uppercased()
        case ("region", let value):
            let text = value.argument.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, text.count <= 200,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            else {
                throw refuse(
                    "region = the place's state, province or county as 'wxdash locate NAME' shows it, e.g. region = \"Vilnius County\""
                )
            }
            region = text
        case ("zone", let value):
            let text = value.argument.trimmingCharacters(in: .whitespaces)
            guard text.count <= 64, TimeZoneIdentifier.isValid(text) else {
                if TimeZoneIdentifier.isWellFormedName(text) {
                    throw refuse(
                        "zone = a time zone the system's database holds: \(TerminalText.echoed(text)) is not in \(TimeZoneIdentifier.databasePath) "
                            + "(check the name, e.g. zone = \"Europe/Vilnius\"; if no zone is there, install tzdata: sudo apt-get install tzdata)"
                    )
                }
                throw refuse("zone = a time zone of the tz database, e.g. zone = \"Europe/Vilnius\"")
            }
            zone = text
        default: break
        }
    }
}

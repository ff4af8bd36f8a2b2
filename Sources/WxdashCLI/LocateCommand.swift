import ConfigFormat
import Drawing
import Foundation
import ScreenText
import Translation
import WeatherKit
import WeatherService

/// `wxdash locate NAME`: the places a name may mean, most populous first, to pick one with --city or --lat/--lon.
struct LocateCommand {
    var arguments: [String]
    var environment: [String: String]
    var console: Console
    /// Settings from the config file and environment, before the command's own flags.
    var defaults: [String] = []
    /// Where `--save` writes, and the places already saved there.
    var configPath = ConfigSources.defaultPath(environment: [:])
    var savedPlaces: [SavedPlace] = []

    static var usage: String {
        "Usage: wxdash locate NAME " + HelpText.synopsis(for: .locate)
    }

    /// `wxdash help locate`: the usage and every option, from the option table.
    static var help: String {
        usage + "\n\nLists the places a name may mean, most populous first, with their coordinates.\n\n"
            + HelpText.optionList(for: .locate) + "\n"
    }

    /// `--format`'s value, one of the table's choices for this command.
    static func format(_ value: String) throws(UsageError) -> String {
        let choices = OptionTable.spec("format", for: .locate)?.choices ?? []
        guard choices.contains(value) else {
            throw UsageError(
                "--format '\(TerminalText.echoed(value))' is not one of: \(choices.joined(separator: ", ")).")
        }
        return value
    }

    func run() async -> ExitStatus {
        if let first = arguments.first, first == "--help" || first == "-h" {
            console.out(Self.help)
            return .success
        }
        // The name may come before or after the options, or after -- when it starts with a dash.
        let (words, optionArguments) = ArgumentScanner.separate(arguments, for: .locate)
        guard let name = words.first else {
            return console.fail("give a place name, e.g. wxdash locate \"Springfield\". \(Self.usage)", .usage)
        }
        guard words.count == 1 else {
            return console.fail(
                "give one place name, in quotes when it has spaces: wxdash locate \"\(TerminalText.echoed(words.joined(separator: " ")))\".",
                .usage)
        }
        var rest: [String] = []
        var asJSON = false
        var save = false
        var label: String?
        let options: WeatherOptions
        do throws(UsageError) {
            for option in try OptionTable.read(optionArguments, for: .locate) {
                switch (option.name, option.value) {
                case ("format", let value?):
                    asJSON = try Self.format(value) == "json"
                case ("save", nil):
                    save = true
                case ("as", let value?):
                    label = value.trimmingCharacters(in: .whitespaces)
                default:
                    rest += option.arguments
                }
            }
            if let label, !save || label.isEmpty {
                throw UsageError("--as names a place being saved: wxdash locate \"Tokyo\" --save --as Work.")
            }
            options = try WeatherOptions.parse(defaults + rest, for: .locate)
        } catch {
            return console.fail(error.message, .usage)
        }
        if options.showHelp {
            console.out(Self.help)
            return .success
        }
        let fetcher: ForecastFetcher
        do {
            let settings = Settings.resolve(options, environment: environment, console: console)
            fetcher = try ForecastFetcher.prepare(options: options, settings: settings, environment: environment)
        } catch {
            return console.fail(error.message, error.status)
        }
        do throws(WeatherError) {
            let places = try await fetcher.places(matching: name)
            guard let first = places.first else { throw WeatherError.placeNotFound(query: name) }
            console.out(
                asJSON
                    ? Self.json(places).serialized() + "\n"
                    : Self.text(places, grouping: DigitGrouping(environment: environment)))
            return save ? self.save(first, label: label ?? first.name, among: places, query: name) : .success
        } catch {
            return console.fail(error.message, ExitStatus(error))
        }
    }

    /// Appends the place a name means (the most populous match, as --city takes) to the config file.
    private func save(_ place: Place, label: String, among places: [Place], query: String) -> ExitStatus {
        let writer = SavedPlaceWriter(path: configPath, existing: savedPlaces)
        let shown = TerminalText.sanitized(place.displayName)
        do {
            switch try writer.save(place, label: label) {
            case .alreadySaved(let position):
                console.err("wxdash: \(shown) is already saved, as place \(position) in \(configPath).\n")
            case .nameTaken(let position):
                return console.fail(
                    "place \(position) in \(configPath) is already called \"\(TerminalText.sanitized(label))\"; save this one with --as and another name.",
                    .usage)
            case .saved(let position):
                let which =
                    places.count > 1
                    ? " (the most populous of \(places.count) matches; \(Self.narrowing(place, among: places, query: query)))"
                    : ""
                let use =
                    position == 1
                    ? "it is now the default place"
                    : "start wxdash without a place and press Tab to cycle through the \(position) saved places"
                console.err("wxdash: saved \(shown)\(which) as place \(position) in \(configPath); \(use).\n")
            }
            return .success
        } catch let error as ConfigError {
            return console.fail("\(error)", .usage)
        } catch {
            return console.fail("\(error)", .internalError)
        }
    }

    /// How to pick `place` out of `places` next time: its name with the country code when the matches are in
    /// several countries, with its region (admin1) when they share one; never the query itself, which gave them all.
    static func narrowing(_ place: Place, among places: [Place], query: String) -> String {
        let others = places.filter { $0 != place }
        let qualifier: String?
        if let code = place.countryCode, others.contains(where: { $0.countryCode != code }) {
            qualifier = code
        } else if let region = place.region, !region.isEmpty, others.contains(where: { $0.region != region }) {
            qualifier = region
        } else {
            qualifier = nil
        }
        let example = qualifier.map { "\(place.name), \($0)" }
        guard let example,
            example.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(
                query.trimmingCharacters(in: .whitespaces)) != .orderedSame
        else {
            return "for another, give its --lat and --lon from the list"
        }
        return "narrow it like \"\(TerminalText.echoed(example))\""
    }

    /// The widest line of the list, as `wxdash now` cuts its lines: a very long name is cut (with …) so the
    /// coordinates stay on the line.
    static let lineWidth = 80

    static func text(_ places: [Place], grouping: DigitGrouping = DigitGrouping(environment: [:])) -> String {
        places.map { place in
            let coordinates = String(printf: "%.4f, %.4f", place.latitude, place.longitude)
            let population = place.population.map { "  population \(grouping.text($0))" } ?? ""
            let tail = "  " + coordinates + population
            let name = DisplayWidth.truncate(
                TerminalText.sanitized(place.displayName), to: max(24, lineWidth - DisplayWidth.of(tail)))
            return DisplayWidth.truncate(name.rightPadded(to: 40) + tail, to: lineWidth)
        }.joined(separator: "\n") + "\n"
    }

    static func json(_ places: [Place]) -> JSONValue {
        .array(
            places.map { place in
                .object([
                    ("name", .string(place.name)), ("region", .string(place.region)),
                    ("country", .string(place.country)),
                    ("country_code", .string(place.countryCode)), ("latitude", .number(place.latitude, decimals: 4)),
                    ("longitude", .number(place.longitude, decimals: 4)),
                    ("timezone", .string(place.timeZoneIdentifier)),
                    ("population", place.population.map { .number(Double($0)) } ?? .null)
                ])
            })
    }
}

import Drawing
import Foundation
import Locking
import ScreenText
import Translation
import WeatherKit
import WeatherService
import WeatherStore
import WeatherText

/// `wxdash mood add|list|delete|export`: the journal from a shell.
struct MoodCommand {
    var arguments: [String]
    var environment: [String: String]
    var console: Console
    var now: @Sendable () -> Date = { Date() }
    /// The config file's and environment's settings, which each subcommand takes before its own flags.
    var config = ConfigSources(path: "")

    static var usage: String {
        "Usage: wxdash mood add LEVEL [COMMENT] [OPTIONS] | list \(HelpText.synopsis(for: .moodList)) | stats \(HelpText.synopsis(for: .moodStats))"
            + " | delete ID | export \(HelpText.synopsis(for: .moodExport))"
    }

    /// `wxdash mood` alone and `wxdash help mood`: the levels and every subcommand.
    static var help: String {
        let levels = MoodLevel.allCases.map { "\($0.rawValue) \($0.word)" }.joined(separator: ", ")
        return """
            Usage: wxdash mood COMMAND

            A journal of how you feel, each mood kept with the weather of the moment.
            Levels: \(levels).

              add LEVEL [COMMENT]     log a mood now, with the current weather (fetched with the place
                                      options of 'wxdash help now'; offline, the next fetch within 3 h adds it)
              list \(HelpText.synopsis(for: .moodList))
                                      the moods, newest first, grouped by day
              stats \(HelpText.synopsis(for: .moodStats))
                                      how mood goes with the weather, temperature, day and night, weekday, air, pressure and daylight
              export \(HelpText.synopsis(for: .moodExport))
                                      every mood with its weather, for a spreadsheet or a backup
              delete ID               remove one mood (its id is the #N 'wxdash mood list' shows)

            """
    }

    func run() async -> ExitStatus {
        guard let subcommand = arguments.first else {
            console.out(Self.help)
            return .success
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "add": return await add(rest)
        case "list": return list(rest, exportAll: false)
        case "export": return list(rest, exportAll: true)
        case "delete": return delete(rest)
        case "stats": return stats(rest)
        case "--help", "-h", "help":
            console.out(Self.help)
            return .success
        default:
            return console.fail("unknown mood command '\(subcommand)'. \(Self.usage)", .usage)
        }
    }

    /// `forWriting` false opens it read-only, so list, export and stats work wherever the file can be read.
    private func openJournal(forWriting: Bool) -> MoodJournal? {
        let path = MoodJournal.defaultPath(environment: environment)
        do {
            return forWriting ? try MoodJournal(path: path) : try MoodJournal(readingFrom: path)
        } catch  where forWriting && Self.unwritableFolder(for: path) != nil {
            // No journal yet, and its folder cannot be written: the folder is the problem, not a file.
            let (folder, why) = Self.unwritableFolder(for: path) ?? ("", "")
            console.err(
                "wxdash: the mood journal cannot be started: wxdash cannot write in the folder \(folder) (\(why)), so there is "
                    + "no journal at \(path) yet and nothing was saved. Give yourself write permission there (chmod u+w \(folder)), "
                    + "or set XDG_DATA_HOME to a folder you can write, then try again.\n")
            return nil
        } catch  where forWriting && error.isWriteProblem {
            console.err("wxdash: \(Self.notWritten(error))\n")
            return nil
        } catch  where error.isDamaged {
            // The moods are people's own: never set aside or started afresh by wxdash, unlike the cache.
            console.err(
                "wxdash: the mood journal \(path) is damaged (\(error.detail)), so wxdash leaves it exactly as it is: "
                    + "restore it from a backup, or move it aside yourself to start a new journal.\n")
            return nil
        } catch  where error.isNotAFile {
            console.err(
                "wxdash: the mood journal cannot be used: \(error), which wxdash leaves alone. Move it aside, and the next "
                    + "'wxdash mood add' starts a new journal there.\n")
            return nil
        } catch {
            console.err(
                "wxdash: the mood journal cannot be used: \(error). wxdash leaves the file as it is; move it aside or restore a backup.\n"
            )
            return nil
        }
    }

    /// When no journal is at `path` and the nearest folder above it that exists cannot be written: that folder and
    /// why not. Nil when the file is there or the folder can be written (the problem is elsewhere).
    static func unwritableFolder(for path: String) -> (folder: String, why: String)? {
        var status = stat()
        guard lstat(path, &status) != 0, errno == ENOENT else { return nil }
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1, lstat(folder, &status) != 0 { folder = (folder as NSString).deletingLastPathComponent }
        guard access(folder, W_OK | X_OK) != 0 else { return nil }
        let why = errno == EROFS ? "it is on a read-only file system" : "permission denied"
        return (folder, why)
    }

    static func notWritten(_ error: DatabaseError) -> String {
        error.notWritten("the mood journal")
    }

    // MARK: add

    private func add(_ arguments: [String]) async -> ExitStatus {
        // The level and the comment are the words; the options may come before, between or after them.
        let (words, rest) = ArgumentScanner.separate(arguments, for: .moodAdd)
        let levels = "use 1 (awful), 2 (bad), 3 (okay), 4 (good) or 5 (great), e.g. wxdash mood add 4 \"sunny walk\""
        guard let levelText = words.first else {
            if rest.contains("--help") || rest.contains("-h") {
                console.out(Self.help)
                return .success
            }
            return console.fail(
                "a mood level is needed: \(levels). Usage: wxdash mood add LEVEL [COMMENT] [OPTIONS]", .usage)
        }
        guard let level = MoodLevel(parsing: levelText) else {
            return console.fail("'\(TerminalText.echoed(levelText))' is not a mood level: \(levels).", .usage)
        }
        guard words.count <= 2 else {
            return console.fail(
                "a mood takes one comment: put it in quotes, e.g. wxdash mood add \(level.rawValue) \"\(TerminalText.echoed(words.dropFirst().joined(separator: " ")))\".",
                .usage)
        }
        let commentText = words.dropFirst().first
        let comment: String?
        let options: WeatherOptions
        do {
            comment = try MoodComment.cleaned(commentText)
            // The mood keeps the weather of the place it names (--place, --city, --lat/--lon), else the default place.
            options = try SavedPlace.chosen(
                for: WeatherOptions.parse(config.arguments(for: .moodAdd, before: rest) + rest, for: .moodAdd),
                among: config.savedPlaces, placeGiven: config.placeGiven(by: rest))
        } catch let problem as MoodComment.Problem {
            return console.fail(problem.message, .usage)
        } catch let error as UsageError {
            // `mood add 5 -x`: a comment that starts with a dash reads as an option.
            let dashed = rest.contains { $0.count == 2 && $0.hasPrefix("-") && $0 != "-h" }
            return console.fail(
                error.message
                    + (dashed ? " A comment that starts with '-' goes after --: wxdash mood add 5 -- \"-x\"." : ""),
                .usage)
        } catch {
            return console.fail("\(error)", .usage)
        }
        if options.showHelp {
            console.out(Self.help)
            return .success
        }
        guard let journal = openJournal(forWriting: true) else { return .journal }
        let settings = Settings.resolve(options, environment: environment, console: console)
        let moment = now()
        // The mood keeps the clock of the person logging it, which decides its part of the day.
        let offset = LocalZone.secondsFromGMT(for: moment)
        let unit = settings.units.temperature
        async let heard = heardSensors(at: moment, place: options.placeName)
        let source = await weatherSource(options: options, settings: settings, at: moment)
        let (indoor, readings) = await heard
        // The current temperature a mood keeps is the outdoor station's while it is fresh, as the dashboard shows it.
        // An outdoor station tied to no place is the home place's: the first saved one, or the only one (never a --city).
        let isHome =
            options.placeName.map { $0.lowercased() == config.savedPlaces.first?.name.lowercased() }
            ?? !config.placeGiven(by: rest)
        let weather: (Forecast) -> MoodForecast = {
            MoodForecast($0.withOutdoorStation(readings, place: options.placeName, isHome: isHome, now: moment))
        }
        // Weather on hand goes in with the mood, in one transaction; a mood that waits for a fetch is saved first,
        // so a hanging server or Ctrl-C never loses it.
        let id: Int64
        do {
            id = try journal.add(
                level: level, comment: comment, at: moment, utcOffsetSeconds: offset,
                forecast: source.onHand.map(weather), indoor: indoor)
        } catch {
            return console.fail(
                error.isWriteProblem
                    ? "the mood was not saved: \(Self.notWritten(error))" : "the mood was not saved: \(error).",
                .journal)
        }
        let language = settings.language
        if let indoor { console.out(Self.indoorLine(indoor, unit: unit, language: language)) }
        if let onHand = source.onHand {
            console.out(Self.savedWithWeather(id, level, weather(onHand), unit: unit, language: language))
            return .success
        }
        var reason = source.reason
        if let fetcher = source.fetcher {
            let interrupted = Self.sayingSavedOnInterrupt(id, level)
            defer { interrupted.cancel() }
            do {
                let result = try await fetcher.fetch(now: moment, attachingMoods: false)
                let fetched = weather(result.forecast)
                if try journal.attachPending(fetched, fetchedAt: result.forecast.fetchedAt, now: moment).contains(id) {
                    console.out(Self.savedWithWeather(id, level, fetched, unit: unit, language: language))
                    return .success
                }
                reason = language.text(.moodReasonNotThisMoment)
            } catch let error as WeatherError {
                reason = error.message
            } catch {
                reason = "the weather could not be attached: \(error)"
            }
        }
        // The reason is a sentence of its own, with its full stop.
        let because = reason.map { $0.hasSuffix(".") ? $0 : $0 + "." } ?? language.text(.moodReasonNoneCouldBeHad)
        console.out(
            language.text(.moodAddedWithoutWeather, ["id": String(id), "word": language.mood(level), "reason": because])
                + "\n")
        console.err("wxdash: the first forecast fetched within 3 hours will be attached to it.\n")
        return .success
    }

    private static func savedWithWeather(
        _ id: Int64, _ level: MoodLevel, _ weather: MoodForecast, unit: TemperatureUnit, language: Language
    ) -> String {
        // Kept in °C, told in the units asked for (--units, --temperature-unit, the locale).
        let temperature = ReadingFormat.temperature(
            weather.temperatureCelsius.map { TemperatureUnit.celsius.convert($0, to: unit) }, unit: unit)
        let said = language.summary(weather.summary, condition: weather.condition) ?? language.text(.moodWeatherUnknown)
        return language.text(
            .moodAddedWithWeather,
            ["id": String(id), "word": language.mood(level), "weather": said, "temperature": temperature]) + "\n"
    }

    /// While the weather is fetched for a mood already saved, Ctrl-C says the mood is kept without it,
    /// then ends as the signal would. Cancel the source when the fetch is over.
    private static func sayingSavedOnInterrupt(_ id: Int64, _ level: MoodLevel) -> any DispatchSourceSignal {
        let message =
            "\nSaved mood #\(id) (\(level.word)) without weather: interrupted before the forecast came.\n"
            + "wxdash: the first forecast fetched within 3 hours will be attached to it.\n"
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signal(SIGINT, SIG_IGN)
        interrupt.setEventHandler {
            FileHandle.standardError.write(Data(message.utf8))
            ProcessEnd.exit(128 + SIGINT)
        }
        interrupt.setCancelHandler { signal(SIGINT, SIG_DFL) }
        interrupt.resume()
        return interrupt
    }

    /// Where a new mood's weather comes from: the cached forecast when it is under an hour old, else a fetcher to
    /// ask (nil with --offline, or when no fetcher can be made, with the reason).
    private func weatherSource(
        options: WeatherOptions, settings: Settings, at moment: Date
    ) async -> (onHand: Forecast?, fetcher: ForecastFetcher?, reason: String?) {
        let fetcher: ForecastFetcher
        do {
            fetcher = try ForecastFetcher.prepare(options: options, settings: settings, environment: environment)
        } catch {
            return (nil, nil, error.message)
        }
        if let cached = await fetcher.cached(),
            FetchAge(fetchedAt: cached.forecast.fetchedAt, now: moment).isWithin(3600)
        {
            return (cached.forecast, nil, nil)
        }
        if options.offline {
            return (nil, nil, "--offline, and no forecast under an hour old is in the cache")
        }
        return (nil, fetcher, nil)
    }

    // MARK: list, export, delete

    /// What a reading subcommand (list, export, stats) starts from: the journal opened read-only and the settings,
    /// or the status to end with after a usage error, the help, or a journal that cannot be opened.
    private enum Reading {
        case ready(MoodJournal, Settings)
        case done(ExitStatus)

        var status: ExitStatus {
            if case .done(let status) = self { return status }
            return .success
        }
    }

    private func reading(_ parsed: WeatherOptions?) -> Reading {
        guard let configured = parsed else { return .done(.usage) }
        if configured.showHelp {
            console.out(Self.help)
            return .done(.success)
        }
        guard let journal = openJournal(forWriting: false) else { return .done(.journal) }
        return .ready(journal, Settings.resolve(configured, environment: environment, console: console))
    }

    /// A subcommand's own options (`handle` takes the ones only it knows; nil hands one on) and the settings of the
    /// config file and environment, read as `WeatherOptions`; nil after a usage error, which it has reported.
    private func read(
        _ arguments: [String], for command: OptionCommand, handle: (ParsedOption) throws(UsageError) -> Bool
    ) -> WeatherOptions? {
        do throws(UsageError) {
            var rest: [String] = []
            for option in try OptionTable.read(arguments, for: command) where try !handle(option) {
                rest += option.arguments
            }
            return try WeatherOptions.parse(config.arguments(for: command, before: rest) + rest, for: command)
        } catch {
            _ = console.fail(error.message, .usage)
            return nil
        }
    }

    /// `--format`'s value, one of the table's choices for `command`.
    static func format(_ value: String, for command: OptionCommand) throws(UsageError) -> String {
        let choices = OptionTable.spec("format", for: command)?.choices ?? []
        guard choices.contains(value) else {
            throw UsageError(
                "--format '\(TerminalText.echoed(value))' is not one of: \(choices.joined(separator: ", ")).")
        }
        return value
    }

    private func list(_ arguments: [String], exportAll: Bool) -> ExitStatus {
        let command: OptionCommand = exportAll ? .moodExport : .moodList
        var format = exportAll ? "json" : "text"
        var since: Date?
        var sinceDate: LocalDate?
        let parsed = read(arguments, for: command) { option throws(UsageError) in
            switch (option.name, option.value) {
            case ("format", let value?):
                format = try Self.format(value, for: command)
            case ("since", let value?):
                guard let date = LocalDate(iso: value) else {
                    throw UsageError("--since '\(TerminalText.echoed(value))' is not a date; use YYYY-MM-DD.")
                }
                sinceDate = date
                // The offset in force that day (not today's, which differs across a DST switch).
                let offset = LocalZone.secondsFromGMT(
                    for: LocalDateTime.instant(date: date, hour: 0, minute: 0, utcOffsetSeconds: 0))
                since = LocalDateTime.instant(date: date, hour: 0, minute: 0, utcOffsetSeconds: offset)
            default:
                return false
            }
            return true
        }
        let start = reading(parsed)
        guard case .ready(let journal, let settings) = start else { return start.status }
        var report = MoodReport(entries: [], temperatureUnit: settings.units.temperature)
        report.since = sinceDate
        report.timeStyle = settings.timeStyle
        report.language = settings.language
        let icons = settings.icons
        report.emojiFaces = icons == .emoji
        if let glyphs = BundledAssets.glyphs(icons, environment: environment) {
            report.symbol = { condition, isDay in glyphs.symbol(for: condition, isDay: isDay ?? true) }
        }
        do {
            switch format {
            case "json":
                // Row by row from the journal to stdout: a journal of years in the memory of a few hundred moods.
                try report.writeJSON(entries: { each in try journal.forEachEntry(since: since, each) }) {
                    console.out($0)
                }
            case "csv":
                try report.writeCSV(entries: { each in try journal.forEachEntry(since: since, each) }) {
                    console.out($0)
                }
            default:
                // The text goes out as the journal is read: its columns are laid out from a first, light pass.
                let shape = try journal.listShape(since: since, localOffset: report.localOffset)
                try report.writeText(shape: shape, entries: { each in try journal.forEachEntry(since: since, each) }) {
                    console.out($0)
                }
            }
        } catch {
            return console.fail("the mood journal cannot be read: \(error).", .journal)
        }
        return .success
    }

    private func stats(_ arguments: [String]) -> ExitStatus {
        var asJSON = false
        let parsed = read(arguments, for: .moodStats) { option throws(UsageError) in
            guard option.name == "format", let value = option.value else { return false }
            asJSON = try Self.format(value, for: .moodStats) == "json"
            return true
        }
        let start = reading(parsed)
        guard case .ready(let journal, let settings) = start else { return start.status }
        do {
            // The week is laid out from the locale's first weekday (LC_ALL, LC_TIME, LANG).
            let firstWeekday = settings.timeStyle.firstWeekday
            var report = MoodStatisticsReport(
                MoodStatistics(
                    try journal.figures(), firstWeekday: firstWeekday, temperatureUnit: settings.units.temperature))
            report.asciiOnly = settings.icons == .ascii
            report.timeStyle = settings.timeStyle
            report.language = settings.language
            report.byNormal = MoodByNormal(try journal.departureTally())
            console.out(asJSON ? report.json.serialized() + "\n" : report.text)
            return .success
        } catch {
            return console.fail("the mood journal cannot be read: \(error).", .journal)
        }
    }

    private func delete(_ arguments: [String]) -> ExitStatus {
        guard arguments.count == 1, let id = Int64(arguments[0]), id > 0 else {
            return console.fail(
                "give one mood id to delete, e.g. wxdash mood delete 12 (ids are in 'wxdash mood list').", .usage)
        }
        guard let journal = openJournal(forWriting: true) else { return .journal }
        do {
            guard try journal.delete(id: id) else {
                return console.fail(
                    "there is no mood #\(id) (deleted already, or never saved); 'wxdash mood list' shows the ids.",
                    .usage)
            }
            let configured =
                (try? WeatherOptions.parse(config.arguments(for: .moodList, before: []), for: .moodList))
                ?? WeatherOptions()
            let settings = Settings.resolve(configured, environment: environment, console: console)
            console.out(settings.language.text(.moodDeleted, ["id": String(id)]) + "\n")
            return .success
        } catch {
            return console.fail(
                error.isWriteProblem
                    ? "mood #\(id) was not deleted: \(Self.notWritten(error))"
                    : "mood #\(id) was not deleted: \(error).", .journal)
        }
    }
}

import Drawing
import Foundation
import ScreenText
import WeatherKit
import WeatherService

/// Reads the command line and runs the command it names. `main.swift` only calls this.
public struct WxdashApp: Sendable {
    public var arguments: [String]
    public var environment: [String: String]
    public var console: Console

    public init(arguments: [String], environment: [String: String], console: Console = .standard) {
        self.arguments = arguments
        self.environment = environment
        self.console = console
    }

    public func run() async -> ExitStatus {
        // Help, the version and completions answer even when the config file is broken.
        if let answer = answerWithoutConfig() { return answer }
        if let problem = PinnedClock.problem(environment: environment) { return console.fail(problem, .usage) }
        let config: ConfigSources
        do {
            config = try ConfigSources.load(environment: environment, requireNamedFile: arguments.first != "config")
        } catch {
            return console.fail(error.message, .usage)
        }
        var environment = environment
        if environment[APIKeySource.environmentVariable] == nil, let key = config.apiKey {
            environment[APIKeySource.environmentVariable] = key
        }
        return await dispatch(config: config, environment: environment)
    }

    /// Said once a run: on stderr by a command, in a banner by the dashboard (its screen would hide stderr).
    private func warn(_ config: ConfigSources, inDashboard: Bool) -> String? {
        guard let warning = config.exposedKeyWarning else { return nil }
        if !inDashboard { console.err("wxdash: warning: \(warning).\n") }
        return warning
    }

    private func answerWithoutConfig() -> ExitStatus? {
        let asksHelp = arguments.dropFirst().contains { $0 == "--help" || $0 == "-h" }
        switch arguments.first {
        case "--version", "-V":
            return version()
        case "--help", "-h":
            console.out(HelpText.tool)
            return .success
        case "help":
            return help(for: arguments.dropFirst().first)
        case "config" where asksHelp, "completions" where asksHelp, "publish" where asksHelp:
            return help(for: arguments.first)
        case "config" where Array(arguments.dropFirst()) == ["init", "--print"]:
            // The example is wanted most when the file in place has a mistake: it does not read the file.
            return ConfigCommand.printExample(environment: environment, console: console)
        case "mood" where asksHelp && arguments.dropFirst().first == "delete":
            return help(for: "mood")
        case "completions":
            guard arguments.count == 2, let script = Completions.script(for: arguments[1]) else {
                return console.fail("say which shell: wxdash completions bash|zsh|fish.", .usage)
            }
            console.out(script)
            return .success
        default:
            return nil
        }
    }

    private func dispatch(config: ConfigSources, environment: [String: String]) async -> ExitStatus {
        var rest = arguments[...]
        let command = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        if command != nil { rest = rest.dropFirst() }
        // A place on the command line (or in WXDASH_CITY…) is the only place; otherwise the saved ones apply.
        let placeFromElsewhere = config.placeGiven(by: Array(rest))
        let savedPlaces = placeFromElsewhere ? [] : config.savedPlaces
        let warning = warn(config, inDashboard: command == nil)
        switch command {
        case nil:
            let named = config.arguments(for: .dashboard, before: Array(rest)) + Array(rest)
            return await dashboard(
                named, environment: environment, savedPlaces: savedPlaces, config: config, warning: warning)
        case "now" where rest.contains("--all"):
            return await nowAll(Array(rest), config: config, environment: environment)
        case "now":
            let flags: [String]
            do {
                flags = try Self.placeWords(in: Array(rest), savedPlaces: config.savedPlaces)
            } catch {
                return console.fail(error.message, .usage)
            }
            return await now(
                config.arguments(for: .now, before: flags) + flags, environment: environment,
                allSavedPlaces: config.savedPlaces,
                placeGiven: config.placeGiven(by: flags))
        case "publish":
            return await publish(
                config.arguments(for: .publish, before: Array(rest)) + Array(rest), config: config,
                environment: environment)
        case "config":
            return ConfigCommand(arguments: Array(rest), environment: environment, sources: config, console: console)
                .run()
        case "locate":
            var locate = LocateCommand(arguments: Array(rest), environment: environment, console: console)
            // The name on the command line is the place: saved places do not apply.
            locate.defaults = config.arguments(for: .locate, before: ["--city"])
            locate.configPath = config.path
            locate.savedPlaces = config.savedPlaces
            return await locate.run()
        case "mood":
            var mood = MoodCommand(arguments: Array(rest), environment: environment, console: console)
            mood.config = config
            mood.now = PinnedClock.clock(environment: environment)
            return await mood.run()
        case let other?:
            return console.fail("unknown command '\(other)'; run 'wxdash --help' for the commands.", .usage)
        }
    }

    private func version() -> ExitStatus {
        console.out("wxdash \(WeatherKitVersion.string) (commit \(BuildInfo.commit))\n")
        return .success
    }

    private func help(for command: String?) -> ExitStatus {
        switch command {
        case nil, "--help", "-h", "help":
            console.out(HelpText.tool)
        case "completions":
            console.out(Completions.usage)
        case "now":
            console.out(HelpText.now)
        case "publish":
            console.out(PublishCommand.help)
        case "locate":
            console.out(LocateCommand.help)
        case "mood":
            console.out(MoodCommand.help)
        case "config":
            console.out(ConfigCommand.usage + "\n")
        case let other?:
            return console.fail("there is no command '\(other)'; run 'wxdash --help' for the commands.", .usage)
        }
        return .success
    }

    private func dashboard(
        _ arguments: [String], environment: [String: String], savedPlaces: [SavedPlace], config: ConfigSources,
        warning: String?
    ) async -> ExitStatus {
        let allSavedPlaces = config.savedPlaces
        let options: WeatherOptions
        var savedPlaces = savedPlaces
        do {
            options = try WeatherOptions.parse(arguments, for: .dashboard).publishersPlace(among: allSavedPlaces)
            if let picked = try SavedPlace.picked(by: options, from: allSavedPlaces) { savedPlaces = [picked] }
        } catch {
            return console.fail(error.message, .usage)
        }
        if options.showHelp {
            console.out(HelpText.tool)
            return .success
        }
        if options.showVersion { return version() }
        let settings = Settings.resolve(options, environment: environment, console: console)
        var command = DashboardCommand(
            options: options, settings: settings, environment: environment, console: console, savedPlaces: savedPlaces)
        command.warning = warning
        command.savedPlaceCount = allSavedPlaces.count
        command.sensors = config.sensors
        command.sensorBroker = config.mqttEndpoint
        return await command.run()
    }

    /// `publish`: every saved place, or the one named on the command line (or in WXDASH_CITY…).
    private func publish(_ arguments: [String], config: ConfigSources, environment: [String: String]) async
        -> ExitStatus
    {
        let options: WeatherOptions
        var places = config.placeGiven(by: arguments) ? [] : config.savedPlaces
        do {
            options = try WeatherOptions.parse(arguments, for: .publish)
            if let picked = try SavedPlace.picked(by: options, from: config.savedPlaces) { places = [picked] }
        } catch {
            return console.fail(error.message, .usage)
        }
        if options.showHelp {
            console.out(PublishCommand.help)
            return .success
        }
        let settings = Settings.resolve(options, environment: environment, console: console)
        var command = PublishCommand(
            options: options, settings: settings, places: places, environment: environment, console: console)
        command.sensors = config.sensors
        return await command.run()
    }

    /// `now --all`: every saved place; a place named on the command line is refused (the config's `place =` is
    /// not, since --all is every place).
    private func nowAll(_ rest: [String], config: ConfigSources, environment: [String: String]) async -> ExitStatus {
        if let flag = rest.first(where: ConfigSources.isPlaceFlag) {
            let name = flag.split(separator: "=").first.map(String.init) ?? flag
            return console.fail(
                "--all prints every saved place; leave out \(name), or drop --all for one place.", .usage)
        }
        var options: WeatherOptions
        do {
            options = try WeatherOptions.parse(config.arguments(for: .now, before: rest) + rest, for: .now)
        } catch {
            return console.fail(error.message, .usage)
        }
        if options.showHelp {
            console.out(HelpText.now)
            return .success
        }
        // The config's `place = "Home"` picks the default place; --all shows them all.
        (options.placeName, options.city, options.latitude, options.longitude) = (nil, nil, nil, nil)
        let settings = Settings.resolve(options, environment: environment, console: console)
        let command = NowAllCommand(
            options: options, settings: settings, places: config.savedPlaces, environment: environment,
            console: console, configPath: config.path)
        return await command.run()
    }

    /// `wxdash now Vilnius`, as in wttr.in: the words are a place, a saved place's name (`--place`) or else a name to
    /// look up (`--city`). Words beside a place option are refused rather than one silently winning.
    static func placeWords(in arguments: [String], savedPlaces: [SavedPlace]) throws(UsageError) -> [String] {
        let (words, flags) = ArgumentScanner.separate(arguments, for: .now)
        guard !words.isEmpty else { return arguments }
        let name = words.joined(separator: " ")
        let shown = TerminalText.echoed(name)
        if flags.contains(where: ConfigSources.isPlaceFlag) {
            throw UsageError(
                "'\(shown)' and a place option both name a place; give the place once, e.g. wxdash now \"\(shown)\" or wxdash now --city \"\(shown)\"."
            )
        }
        if let saved = SavedPlace.named(name, in: savedPlaces) { return flags + ["--place", saved.name] }
        return flags + ["--city", name]
    }

    /// `placeGiven`: the command line or the environment names the place, so the config's first saved place is not
    /// the default.
    private func now(
        _ arguments: [String], environment: [String: String], allSavedPlaces: [SavedPlace], placeGiven: Bool
    ) async -> ExitStatus {
        var options: WeatherOptions
        do {
            let parsed = try WeatherOptions.parse(arguments, for: .now).publishersPlace(among: allSavedPlaces)
            // From a broker with no place given: the publisher's first place, not the config's.
            options = try SavedPlace.chosen(
                for: parsed, among: allSavedPlaces, placeGiven: placeGiven || parsed.source != nil)
        } catch {
            return console.fail(error.message, .usage)
        }
        if options.showHelp {
            console.out(HelpText.now)
            return .success
        }
        let settings = Settings.resolve(options, environment: environment, console: console)
        return await NowCommand(options: options, settings: settings, environment: environment, console: console).run()
    }
}

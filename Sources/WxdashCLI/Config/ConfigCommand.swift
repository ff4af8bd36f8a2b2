import ConfigFormat
import Drawing
import Foundation
import HTTP
import ScreenText
import WeatherKit
import WeatherService

/// `wxdash config init|show|places`: write the commented example, print the settings in force and where each came
/// from, or list the saved places' names (one a line, for shell completion of `--place`).
struct ConfigCommand {
    var arguments: [String]
    var environment: [String: String]
    var sources: ConfigSources
    var console: Console

    static let usage =
        "Usage: wxdash config init (write a commented config file; --print: to stdout instead) | show (the settings in force and where each came from) | places (the saved places' names, one a line)"

    func run() -> ExitStatus {
        switch arguments {
        case ["init"]: return initialize()
        case ["show"]: return show()
        case ["places"]:
            console.out(sources.savedPlaces.map { TerminalText.sanitized($0.name) + "\n" }.joined())
            return .success
        default:
            return console.fail(Self.usage, .usage)
        }
    }

    /// The commented example, bundled with wxdash.
    private static func example(environment: [String: String]) throws -> Data {
        let assets = try BundledAssets.directory(environment: environment)
        guard let data = FileManager.default.contents(atPath: assets.appendingPathComponent("config.example.toml").path)
        else {
            throw BundledAssets.Missing()
        }
        return data
    }

    /// `config init --print`: the example on stdout, whether or not a config file exists (or can be read), to read
    /// or merge by hand.
    static func printExample(environment: [String: String], console: Console) -> ExitStatus {
        do {
            console.out(String(decoding: try example(environment: environment), as: UTF8.self))
            return .success
        } catch {
            return console.fail("\(error)", .cannotStart)
        }
    }

    private func initialize() -> ExitStatus {
        let path = sources.path
        guard !FileManager.default.fileExists(atPath: path) else {
            return console.fail(
                "\(path) already exists; wxdash never overwrites it. Edit it, or move it aside first; 'wxdash config init --print' prints the commented example.",
                .usage)
        }
        let example: Data
        do {
            example = try Self.example(environment: environment)
        } catch {
            return console.fail("\(error)", .cannotStart)
        }
        do {
            try PrivateFile.makeFolder((path as NSString).deletingLastPathComponent)
            guard
                FileManager.default.createFile(atPath: path, contents: example, attributes: [.posixPermissions: 0o600])
            else {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            return console.fail("cannot write \(path): check that the folder is writable.", .internalError)
        }
        console.out("Wrote \(path): every setting is there, commented out; uncomment what you want.\n")
        return .success
    }

    private func show() -> ExitStatus {
        var lines = [
            "# config file: \(sources.path)\(FileManager.default.fileExists(atPath: sources.path) ? "" : " (none)")"
        ]
        var effective: [String: ConfigSources.Setting] = [:]
        for setting in sources.settings { effective[setting.key] = setting }
        for key in ConfigSources.knownKeys.sorted() {
            guard let setting = effective[key] else {
                lines.append(ConfigDefault.line(for: key, environment: environment))
                continue
            }
            let value =
                ConfigSources.secretKeys.contains(key) ? Redactor.placeholder : ConfigValue.quoted(setting.value)
            lines.append("\(key) = \(value)   # from the \(setting.source.rawValue)")
        }
        for (index, place) in sources.savedPlaces.enumerated() {
            lines.append("")
            lines.append(
                "[[places]]   # \(index + 1) of \(sources.savedPlaces.count), from the file\(index == 0 ? "; the default place, Tab cycles them" : "")"
            )
            lines.append("name = \(ConfigValue.quoted(place.name))")
            if let city = place.city { lines.append("city = \(ConfigValue.quoted(city))") }
            if let latitude = place.latitude, let longitude = place.longitude {
                lines.append("lat = \(latitude)")
                lines.append("lon = \(longitude)")
            }
            if let country = place.countryCode { lines.append("country = \(ConfigValue.quoted(country))") }
            if let region = place.region { lines.append("region = \(ConfigValue.quoted(region))") }
            if let zone = place.zone { lines.append("zone = \(ConfigValue.quoted(zone))") }
        }
        if sources.savedPlaces.isEmpty { lines.append("# no saved places: add [[places]] tables to the file") }
        if environment[APIKeySource.environmentVariable] != nil, effective["api-key"] == nil {
            lines.append(
                "# the OpenWeatherMap key comes from $\(APIKeySource.environmentVariable) (\(Redactor.placeholder))")
        }
        lines.append("# flags given to a command override these; the environment (WXDASH_…) overrides the file")
        console.out(lines.joined(separator: "\n") + "\n")
        return .success
    }
}

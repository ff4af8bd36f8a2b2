import Foundation
import FuzzSupport
import ScreenText
import WeatherKit
@testable import WxdashCLI

/// Settings as a config file and the environment would give them, so the merge before the flags runs too.
let configSources = ConfigSources(
    path: "fuzz.toml",
    settings: [
        .init(key: "city", value: "Berlin, DE", source: .file),
        .init(key: "units", value: "uk", source: .environment),
        .init(key: "kiosk", value: "true", source: .file),
        .init(key: "no-ip-locate", value: "true", source: .file),
    ])

/// The input is a command line, one argument per piece between NUL bytes or newlines. It is routed the way
/// `WxdashApp` routes it and parsed the way each command parses it, but no command is ever run: nothing here
/// touches the network, the terminal, the journal or a file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let arguments = FuzzInput.pieces(FuzzInput.data(start, count), newlines: true).map(FuzzInput.text)
    var rest = arguments[...]
    let command = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    if command != nil { rest = rest.dropFirst() }
    switch command {
    case nil:
        let flags = Array(rest)
        _ = flags.contains { flag in ConfigSources.placeKeys.contains { flag == "--\($0)" || flag.hasPrefix("--\($0)=") } }
        parse(configSources.arguments(for: .dashboard, before: flags) + flags, for: .dashboard)
    case "now":
        parse(configSources.arguments(for: .now, before: Array(rest)) + Array(rest), for: .now)
    case "publish":
        parse(configSources.arguments(for: .publish, before: Array(rest)) + Array(rest), for: .publish)
    case "locate":
        // `locate NAME [flags]`: the flags after the name are the `now` flags, with --city from the settings.
        parse(configSources.arguments(for: .now, before: ["--city"]) + Array(rest.dropFirst()), for: .now)
        _ = rest.first.map { PlaceQuery(parsing: $0) }
    case "mood":
        var moodArguments = rest.dropFirst()
        if rest.first == "add" {
            _ = moodArguments.first.flatMap(MoodLevel.init(parsing:))
            moodArguments = moodArguments.dropFirst()
            if let comment = moodArguments.first, !comment.hasPrefix("-") {
                _ = try? MoodComment.cleaned(comment)
                moodArguments = moodArguments.dropFirst()
            }
            parse(configSources.arguments(for: .now, before: Array(moodArguments)) + Array(moodArguments), for: .now)
        } else {
            var scanner = ArgumentScanner(Array(moodArguments))
            while let token = scanner.next() {
                guard case .option(let name, let inline) = token else { continue }
                if let value = try? scanner.value(for: name, inline: inline) {
                    _ = (LocalDate(iso: value), UnitChoice.System(rawValue: value), Int64(value))
                }
            }
        }
    case "completions":
        _ = rest.first.flatMap(Completions.script(for:))
    case let other?:
        _ = TerminalText.sanitized(other)
    }
    return 0
}

private func parse(_ arguments: [String], for command: WeatherOptions.Command) {
    do {
        let options = try WeatherOptions.parse(arguments, for: command)
        _ = options.placeSpecifier
    } catch {
        _ = TerminalText.sanitized(error.message)
    }
}

import Foundation
import FuzzSupport
import ScreenText
import WeatherKit
@testable import WxdashCLI

/// Where each input is written for `ConfigSources.load`, which reads the file named by `WXDASH_CONFIG`: in memory
/// (/dev/shm) when there is one, since a write to disk per input would make this target ten times slower.
let configPath = makeConfigPath()

private func makeConfigPath() -> String {
    let directory = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    atexit { _ = unlink(configPath) }
    return (directory as NSString).appendingPathComponent("wxdash-fuzz-config-\(getpid()).toml")
}

/// The input is a config file, optionally followed by a NUL byte and `KEY=value` lines that become `WXDASH_KEY`
/// environment variables. It is loaded the way `wxdash` loads it (file, then environment, each setting checked
/// as its flag would be), then turned into each command's arguments and parsed, as `WxdashApp` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput.data(start, count)
    let file = input.firstIndex(of: 0).map { Data(input[..<$0]) } ?? input
    var environment: [String: String] = [:]
    if let separator = input.firstIndex(of: 0) {
        let lines = FuzzInput.pieces(Data(input[input.index(after: separator)...]), newlines: true).map(FuzzInput.text)
        for line in lines {
            guard let equals = line.firstIndex(of: "=") else { continue }
            environment["WXDASH_" + line[..<equals]] = String(line[line.index(after: equals)...])
        }
    }
    // Last, so the input can never point the loader at another file.
    environment["WXDASH_CONFIG"] = configPath
    do {
        // An empty file is written as one newline, which parses the same (no settings). Foundation on Linux leaks
        // 4 KiB reading a 0-byte file (see Fuzz/lsan.supp), and a leak on every such input would both fail the
        // run and slow it a hundredfold (libFuzzer runs a full leak check after any input that leaks).
        try (file.isEmpty ? Data("\n".utf8) : file).write(to: URL(fileURLWithPath: configPath))
    } catch {
        fatalError("cannot write \(configPath): \(error)")
    }
    let sources: ConfigSources
    do {
        sources = try ConfigSources.load(environment: environment)
    } catch {
        _ = TerminalText.sanitized(error.message)
        return 0
    }
    _ = (sources.apiKey, sources.savedPlaces.map(\.name))
    for command in [WeatherOptions.Command.dashboard, .now] {
        do {
            _ = try WeatherOptions.parse(sources.arguments(for: command, before: []), for: command)
        } catch {
            _ = TerminalText.sanitized(error.message)
        }
    }
    return 0
}

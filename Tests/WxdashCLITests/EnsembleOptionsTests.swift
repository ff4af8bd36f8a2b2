import Foundation
import HTTP
import Testing
import WeatherKit

@testable import WeatherService
@testable import WxdashCLI

/// `--ensemble-base` and `--no-ensemble` as flags, config settings and documentation, and which client they make.
@Suite struct EnsembleOptionsTests {
    @Test func theFlagsParse() throws {
        let options = try WeatherOptions.parse(["--ensemble-base", "http://127.0.0.1:8080", "--no-ensemble"], for: .now)
        #expect(options.ensembleBase?.absoluteString == "http://127.0.0.1:8080")
        #expect(!options.ensemble)
        let defaults = try WeatherOptions.parse([], for: .dashboard)
        #expect(defaults.ensemble && defaults.ensembleBase == nil)
        #expect(throws: UsageError.self) { try WeatherOptions.parse(["--ensemble-base", "ftp://x"], for: .now) }
    }

    @Test func theConfigFileTakesThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-ensemble-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("config.toml")
        try "no-ensemble = true\nensemble-base = \"http://127.0.0.1:9\"\n".write(
            to: file, atomically: true, encoding: .utf8)
        let sources = try ConfigSources.load(environment: ["WXDASH_CONFIG": file.path])
        let options = try WeatherOptions.parse(sources.arguments(for: .now, before: []), for: .now)
        #expect(!options.ensemble)
        #expect(options.ensembleBase?.port == 9)
    }

    /// The public host by default; none for another provider, with `--no-ensemble`, or with `--api-base` alone.
    @Test func whichEnsembleIsAskedFor() throws {
        func services(_ arguments: [String]) throws -> ProviderServices {
            let options = try WeatherOptions.parse(arguments, for: .now)
            let settings = Settings.resolve(options, environment: [:], console: Console(out: { _ in }, err: { _ in }))
            return try ProviderServices(
                options: options.serviceOptions(settings: settings), apiKey: "k", http: HTTPClient(timeout: 1),
                gate: .inMemory())
        }
        #expect(try services([]).ensemble != nil)
        #expect(try services(["--api-base", "http://127.0.0.1:9"]).ensemble == nil)
        #expect(
            try services(["--api-base", "http://127.0.0.1:9", "--ensemble-base", "http://127.0.0.1:9"]).ensemble != nil)
        #expect(try services(["--no-ensemble"]).ensemble == nil)
        #expect(try services(["--provider", "openweathermap"]).ensemble == nil)
    }

    @Test func helpCompletionsManPageAndReadmeNameThem() async throws {
        let help = try await WxdashProcess.run(["help", "now"]).stdout
        let bash = try await WxdashProcess.run(["completions", "bash"]).stdout
        let page = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/wxdash.1"), encoding: .utf8)
        let readme = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/config.example.toml"), encoding: .utf8)
        for flag in ["ensemble-base", "no-ensemble"] {
            #expect(help.contains("--\(flag) ") || help.contains("--\(flag)\n"), "help lacks \(flag)")
            #expect(bash.contains("--\(flag) ") || bash.contains("--\(flag)\""), "completions lack \(flag)")
            #expect(
                page.contains("\\-\\-" + flag.replacingOccurrences(of: "-", with: "\\-")), "the man page lacks \(flag)")
            #expect(readme.contains("`--\(flag)"), "the README lacks \(flag)")
            #expect(example.contains("# \(flag) = "), "the example config lacks \(flag)")
        }
    }
}

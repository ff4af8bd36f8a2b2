import Foundation
import Testing
import WeatherKit

@testable import WxdashCLI

/// `--alerts`, `--no-alerts` and `--alerts-base` as flags, config settings and documentation.
@Suite struct AlertOptionsTests {
    @Test func theFlagsParse() throws {
        let options = try WeatherOptions.parse(
            ["--alerts", "Severe", "--alerts-base", "http://127.0.0.1:8080", "--no-alerts"], for: .now)
        #expect(options.alertsMinimum == .severe)
        #expect(options.alertsBase?.absoluteString == "http://127.0.0.1:8080")
        #expect(!options.alerts)
        let defaults = try WeatherOptions.parse([], for: .dashboard)
        #expect(defaults.alerts && defaults.alertsMinimum == .minor && defaults.alertsBase == nil)
    }

    @Test(arguments: [
        (["--alerts", "extreme"], "not one of: minor, moderate, severe"),
        (["--alerts-base", "ftp://x"], "not an http(s) URL"),
        (["--no-alerts=yes"], "takes no value")
    ])
    func mistakesSayWhatIsWrong(arguments: [String], saying: String) {
        #expect(throws: UsageError.self) { try WeatherOptions.parse(arguments, for: .now) }
        do {
            _ = try WeatherOptions.parse(arguments, for: .now)
        } catch {
            #expect(error.message.contains(saying), "\(error.message)")
        }
    }

    @Test func theConfigFileAndEnvironmentTakeThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-alerts-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("config.toml")
        try "no-alerts = true\nalerts = \"moderate\"\nalerts-base = \"http://127.0.0.1:9\"\n".write(
            to: file, atomically: true, encoding: .utf8)
        let sources = try ConfigSources.load(environment: ["WXDASH_CONFIG": file.path, "WXDASH_ALERTS": "severe"])
        let options = try WeatherOptions.parse(sources.arguments(for: .now, before: []), for: .now)
        #expect(!options.alerts)
        #expect(options.alertsMinimum == .severe)
        #expect(options.alertsBase?.port == 9)
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
        for flag in ["alerts", "no-alerts", "alerts-base"] {
            #expect(help.contains("--\(flag) "), "help lacks \(flag)")
            #expect(bash.contains("--\(flag) ") || bash.contains("--\(flag)\""), "completions lack \(flag)")
            #expect(
                page.contains("\\-\\-" + flag.replacingOccurrences(of: "-", with: "\\-")), "the man page lacks \(flag)")
            #expect(readme.contains("`--\(flag)"), "the README lacks \(flag)")
            #expect(example.contains("# \(flag) = "), "the example config lacks \(flag)")
        }
    }
}

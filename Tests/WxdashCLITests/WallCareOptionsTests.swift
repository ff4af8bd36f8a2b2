import Dashboard
import Foundation
import Testing

@testable import WxdashCLI

/// `--night` and `--shift` as flags, config settings and documentation.
@Suite struct WallCareOptionsTests {
    @Test func theFlagsParse() throws {
        let options = try WeatherOptions.parse(["--night", "22:30-6:05", "--shift", "5"], for: .dashboard)
        #expect(options.night == .range(start: 22 * 60 + 30, end: 6 * 60 + 5, timeZone: .current))
        #expect(options.shift == BurnInShift(interval: 300))
        #expect(try WeatherOptions.parse(["--night", "AUTO"], for: .dashboard).night == .auto)
        let defaults = try WeatherOptions.parse([], for: .dashboard)
        #expect(defaults.night == .off && defaults.shift == nil)
        #expect(try WeatherOptions.parse(["--kiosk"], for: .dashboard).shift == BurnInShift(interval: 600))
        #expect(try WeatherOptions.parse(["--kiosk", "--shift", "0"], for: .dashboard).shift == nil)
    }

    @Test(arguments: [
        (["--night", "dusk"], "not one of: auto, off"),
        (["--night", "22:00-22:00"], "starts and ends at the same time"),
        (["--night", "25:00-06:00"], "not one of"), (["--shift", "-1"], "not a number of minutes"),
        (["--shift", "10m"], "not a number of minutes")
    ])
    func mistakesSayWhatIsWrong(arguments: [String], saying: String) {
        do {
            _ = try WeatherOptions.parse(arguments, for: .dashboard)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(error.message.contains(saying), "\(error.message)")
        }
    }

    @Test func theyAreForTheDashboard() {
        #expect(throws: UsageError.self) { try WeatherOptions.parse(["--night", "auto"], for: .now) }
    }

    @Test func theConfigFileAndEnvironmentTakeThem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-night-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("config.toml")
        try "night = \"auto\"\nshift = 3\n".write(to: file, atomically: true, encoding: .utf8)
        let sources = try ConfigSources.load(environment: ["WXDASH_CONFIG": file.path, "WXDASH_NIGHT": "off"])
        let options = try WeatherOptions.parse(sources.arguments(for: .dashboard, before: []), for: .dashboard)
        #expect(options.night == .off)
        #expect(options.shift == BurnInShift(interval: 180))
    }

    @Test func helpCompletionsManPageAndReadmeNameThem() async throws {
        let help = try await WxdashProcess.run(["--help"]).stdout
        let bash = try await WxdashProcess.run(["completions", "bash"]).stdout
        let page = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/wxdash.1"), encoding: .utf8)
        let readme = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/config.example.toml"), encoding: .utf8)
        for flag in ["night", "shift"] {
            #expect(help.contains("--\(flag) "), "help lacks \(flag)")
            #expect(bash.contains("--\(flag) ") || bash.contains("--\(flag)\""), "completions lack \(flag)")
            #expect(page.contains("\\-\\-" + flag), "the man page lacks \(flag)")
            #expect(readme.contains("`--\(flag)"), "the README lacks \(flag)")
            #expect(example.contains("# \(flag) = "), "the example config lacks \(flag)")
        }
    }
}

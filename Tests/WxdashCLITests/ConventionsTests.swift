import Foundation
import Testing
import WxdashCLI

@Suite struct VersionEndToEndTests {
    /// `--version` names the release and the commit the binary was built from (`-modified` when the tree had changes).
    @Test func versionNamesTheCommit() async throws {
        let result = try await WxdashProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let pattern = #"^wxdash \d+\.\d+\.\d+ \(commit ([0-9a-f]{12}(-modified)?|unknown)\)\n$"#
        #expect(result.stdout.range(of: pattern, options: .regularExpression) != nil, "\(result.stdout)")
        let head = FixturePaths.packageRoot.appendingPathComponent(".git")
        if FileManager.default.fileExists(atPath: head.path) {
            #expect(!result.stdout.contains("unknown"), "built inside a git checkout, so the commit is known")
        }
        #expect(try await WxdashProcess.run(["-V"]).stdout == result.stdout)
    }
}

@Suite struct ColourChoiceTests {
    @Test func colourOnlyForATerminalWithoutNoColor() {
        let terminal = Console(out: { _ in }, err: { _ in }, outIsTerminal: true)
        let pipe = Console(out: { _ in }, err: { _ in }, outIsTerminal: false)
        #expect(terminal.allowsColor(environment: ["TERM": "xterm-256color"]))
        #expect(!terminal.allowsColor(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]))
        #expect(terminal.allowsColor(environment: ["NO_COLOR": ""]), "an empty NO_COLOR does not count (no-color.org)")
        #expect(!terminal.allowsColor(environment: ["TERM": "dumb"]))
        #expect(!pipe.allowsColor(environment: [:]))
    }

    /// The tests' stdout is a file: what scripts get has no escape sequences.
    @Test func nowIntoAFileIsPlain() async throws {
        let result = try await WxdashProcess.run(
            ["now", "--demo"],
            environment: ["WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"))
    }
}

@Suite struct HelpEndToEndTests {
    @Test(arguments: ["now", "locate", "mood", "config"])
    func everyCommandHasHelp(command: String) async throws {
        let result = try await WxdashProcess.run(["help", command])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(command == "now" ? "wxdash now" : "wxdash \(command)"), "\(result.stdout)")
    }

    /// Help, the version and completions answer even when the config file is broken.
    @Test func aBrokenConfigDoesNotStopHelpOrTheVersion() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("wxdash"), withIntermediateDirectories: true)
        try "units = metric\n".write(
            to: home.appendingPathComponent("wxdash/config.toml"), atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": home.path]
        for arguments in [["--version"], ["--help"], ["help", "mood"], ["completions", "bash"]] {
            #expect(try await WxdashProcess.run(arguments, environment: environment).status == 0, "\(arguments)")
        }
        #expect(
            try await WxdashProcess.run(["now"], environment: environment).status == 2,
            "a command that reads the config still says what is wrong")
    }
}

@Suite struct MoodListSettingsEndToEndTests {
    /// `mood list` follows the units set in the config or environment, as every other command does.
    @Test func moodListTakesTheConfiguredUnits() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-moodunits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_DATA_HOME": home.path, "WXDASH_UNITS": "imperial"]
        let listed = try await WxdashProcess.run(["mood", "list", "--format", "json"], environment: environment)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(try NowOpenMeteoEndToEndTests.json(listed.stdout)["temperature_unit"] as? String == "°F")
        let overridden = try await WxdashProcess.run(
            ["mood", "list", "--format", "json", "--units", "metric"], environment: environment)
        #expect(
            try NowOpenMeteoEndToEndTests.json(overridden.stdout)["temperature_unit"] as? String == "°C",
            "the flag wins")
    }
}

@Suite struct LocateArgumentsEndToEndTests {
    @Test(arguments: [
        (["--as", "Work"], "--as names a place being saved"), (["--save", "--as="], "--as names a place being saved"),
        (["--format"], "--format needs a value"), (["--format", "xml"], "--format 'xml' is not one of: text, json."),
        (["--bogus"], "Unknown option '--bogus'")
    ])
    func mistakesAreOneLineAndExitTwo(extra: [String], saying: String) async throws {
        let result = try await WxdashProcess.run(["locate", "Paris"] + extra)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains(saying), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func saveWithAnInlineLabel() async throws {
        let server = try FixtureServer(["/v1/search": .init(bodyFile: FixturePaths.fixture("geocoding_kathmandu.json"))]
        )
        defer { server.stop() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-locate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await WxdashProcess.run(
            ["locate", "Kathmandu", "--save", "--as=Work", "--format=json", "--geocoding-base", server.base],
            environment: ["XDG_CONFIG_HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("["), "--format=json is read: \(result.stdout)")
        let config = try String(contentsOf: home.appendingPathComponent("wxdash/config.toml"), encoding: .utf8)
        #expect(config.contains("name = \"Work\""), "\(config)")
    }
}

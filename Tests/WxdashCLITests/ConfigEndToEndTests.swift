import Foundation
import Testing

/// Flag > environment > file > default, `config init` and `config show`, and one clear line for a bad file.
@Suite struct ConfigEndToEndTests {
    static func home(config: String?) throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("config/wxdash"), withIntermediateDirectories: true)
        if let config {
            try config.write(
                to: home.appendingPathComponent("config/wxdash/config.toml"), atomically: true, encoding: .utf8)
        }
        return home
    }

    static func units(_ home: URL, _ arguments: [String], environment: [String: String] = [:]) async throws -> String? {
        let server = try NowOpenMeteoEndToEndTests.server()
        defer { server.stop() }
        var environment = environment
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        let result = try await WxdashProcess.run(
            ["now", "--format", "json", "--api-base", server.base, "--geocoding-base", server.base] + arguments,
            environment: environment)
        let object = try NowOpenMeteoEndToEndTests.json(result.stdout)
        return (object["units"] as? [String: String])?["wind_speed"]
    }

    @Test func flagsBeatTheEnvironmentWhichBeatsTheFile() async throws {
        let home = try Self.home(config: "units = \"imperial\"\n[[places]]\nname = \"Home\"\nlat = 27.7\nlon = 85.3\n")
        defer { try? FileManager.default.removeItem(at: home) }
        await #expect(try Self.units(home, []) == "mph")
        await #expect(try Self.units(home, [], environment: ["WXDASH_UNITS": "metric"]) == "km/h")
        await #expect(
            try Self.units(home, ["--units", "uk", "--wind-unit", "kn"], environment: ["WXDASH_UNITS": "metric"])
                == "kn")
        await #expect(
            try Self.units(home, ["--city", "Kathmandu"]) == "mph",
            "a --city flag replaces the saved place instead of clashing with it")
    }

    @Test func aBadFileIsOneLineNamingFileLineAndColumnAndExitsTwo() async throws {
        let home = try Self.home(config: "days = 7\nunits = \"kelvinish\"\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await WxdashProcess.run(
            ["now"], environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("config.toml:2:1: units = 'kelvinish' is not one of"), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        let unknown = try Self.home(config: "colour = \"red\"\n")
        defer { try? FileManager.default.removeItem(at: unknown) }
        let second = try await WxdashProcess.run(
            ["mood", "list"], environment: ["XDG_CONFIG_HOME": unknown.appendingPathComponent("config").path])
        #expect(second.status == 2)
        #expect(
            second.stderr.contains(
                "config.toml:1:1: unknown setting 'colour': did you mean 'theme' (NO_COLOR turns colour off)?"),
            "\(second.stderr)")
    }

    @Test func initWritesTheCommentedExampleOnceAndShowMasksTheKey() async throws {
        let home = try Self.home(config: nil)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path
        ]
        let first = try await WxdashProcess.run(["config", "init"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let written = try String(contentsOf: home.appendingPathComponent("config/wxdash/config.toml"), encoding: .utf8)
        #expect(written.contains("# [[places]]"))
        let again = try await WxdashProcess.run(["config", "init"], environment: environment)
        #expect(again.status == 2)
        #expect(again.stderr.contains("never overwrites"))
        try "api-key = \"abcdef0123456789\"\ntheme = \"light\"\n".write(
            to: home.appendingPathComponent("config/wxdash/config.toml"), atomically: true, encoding: .utf8)
        let shown = try await WxdashProcess.run(
            ["config", "show"], environment: environment.merging(["WXDASH_ICONS": "ascii"]) { $1 })
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("theme = \"light\"   # from the file"))
        #expect(shown.stdout.contains("icons = \"ascii\"   # from the environment"))
        #expect(shown.stdout.contains("api-key = <redacted>"))
        #expect(!shown.stdout.contains("abcdef0123456789"))
        #expect(shown.stdout.contains("city = (not set)"))
        let german = try await WxdashProcess.run(
            ["config", "show"], environment: environment.merging(["LANG": "de_DE.UTF-8", "LC_ALL": ""]) { $1 })
        #expect(german.stdout.contains("units = \"metric\"   # default, from LANG=de_DE.UTF-8"), "\(german.stdout)")
        #expect(german.stdout.contains("clock = \"24\"   # default, from LANG=de_DE.UTF-8"), "\(german.stdout)")
        let american = try await WxdashProcess.run(
            ["config", "show"], environment: environment.merging(["LC_MEASUREMENT": "en_US.UTF-8", "LC_ALL": ""]) { $1 }
        )
        #expect(
            american.stdout.contains("units = \"imperial\"   # default, from LC_MEASUREMENT=en_US.UTF-8"),
            "\(american.stdout)")
        #expect(american.stdout.contains("timeout = \"15\"   # default, seconds"), "\(american.stdout)")
        #expect(!american.stdout.contains("(default)"), "every default says its value")
    }

    @Test func initPrintWritesTheExampleToStdoutEvenOverAnExistingOrBrokenFile() async throws {
        let home = try Self.home(config: "units = \"kelvinish\"\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path
        ]
        let example = try String(
            contentsOf: FixturePaths.packageRoot.appendingPathComponent("Assets/config.example.toml"), encoding: .utf8)
        let printed = try await WxdashProcess.run(["config", "init", "--print"], environment: environment)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout == example)
        #expect(printed.stderr.isEmpty, "\(printed.stderr)")
        let file = try String(contentsOf: home.appendingPathComponent("config/wxdash/config.toml"), encoding: .utf8)
        #expect(file == "units = \"kelvinish\"\n", "the file is left as it was")
        let refused = try await WxdashProcess.run(
            ["config", "init"], environment: environment.merging(["WXDASH_CONFIG": "/dev/null"]) { $1 })
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains("config init --print"), "the refusal says how to get the example: \(refused.stderr)"
        )
    }

    /// The default place's coordinates are shown in its [[places]] table, not as top-level settings the file does not have.
    @Test func showListsOnlyWhatTheFileSaysAtTopLevel() async throws {
        let home = try Self.home(
            config: "theme = \"light\"\n[[places]]\nname = \"Home\"\nlat = 34.0983\nlon = -118.3267\n")
        defer { try? FileManager.default.removeItem(at: home) }
        let shown = try await WxdashProcess.run(
            ["config", "show"], environment: ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("lat = (not set)"), "\(shown.stdout)")
        #expect(!shown.stdout.contains("lat = \"34.0983\""), "\(shown.stdout)")
        #expect(shown.stdout.contains("[[places]]   # 1 of 1, from the file; the default place"))
        #expect(shown.stdout.contains("lat = 34.0983\nlon = -118.3267"))
    }

    @Test func aNamedConfigThatDoesNotExistExitsTwo() async throws {
        let result = try await WxdashProcess.run(["now"], environment: ["WXDASH_CONFIG": "/nonexistent/x.toml"])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("/nonexistent/x.toml: WXDASH_CONFIG names this file, but it does not exist"),
            "\(result.stderr)")
        let devNull = try await WxdashProcess.run(["config", "show"], environment: ["WXDASH_CONFIG": "/dev/null"])
        #expect(devNull.status == 0, "\(devNull.stderr)")
    }
}

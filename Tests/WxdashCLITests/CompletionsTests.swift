import Foundation
import Testing

@testable import WxdashCLI

@Suite struct CompletionsTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyShellGetsAScriptWithEveryFlag(shell: String) async throws {
        let result = try await WxdashProcess.run(["completions", shell])
        #expect(result.status == 0)
        for flag in ["city", "lat", "units", "wind-unit", "icons", "refresh", "offline", "format"] {
            #expect(result.stdout.contains(shell == "fish" ? "-l \(flag)" : "--\(flag)"), "\(shell) lacks \(flag)")
        }
        #expect(result.stdout.contains("mood"))
    }

    @Test func theBashScriptIsValidBash() async throws {
        let script = try await WxdashProcess.run(["completions", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-completion-\(UUID().uuidString).bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try SpawnedProcess(["/bin/bash", "-n", file.path]).wait() == 0)
        #expect(try await WxdashProcess.run(["completions", "tcsh"]).status == 2)
    }
}

/// The completions offer each command its own options and each option its own values, from the option table.
@Suite struct CompletionsPerCommandTests {
    /// What bash offers for the words typed so far (the last one is being completed).
    static func bash(_ words: [String]) async throws -> [String] {
        let script = try await WxdashProcess.run(["completions", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-complete-\(UUID().uuidString).bash")
        let quoted = (["wxdash"] + words).map { "'\($0)'" }.joined(separator: " ")
        try
            (script
            + "\nCOMP_WORDS=(\(quoted))\nCOMP_CWORD=\(words.count)\n_wxdash\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-complete-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(
            try SpawnedProcess(["/bin/bash", "-c", "/bin/bash \"$0\" > \"$1\"", file.path, output.path]).wait() == 0)
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func eachFormatOffersItsCommandsFormats() async throws {
        await #expect(try Self.bash(["now", "--format", ""]) == ["text", "json", "line", "waybar", "prometheus"])
        await #expect(try Self.bash(["mood", "list", "--format", ""]) == ["text", "json", "csv"])
        await #expect(try Self.bash(["mood", "stats", "--format", ""]) == ["text", "json"])
        await #expect(try Self.bash(["mood", "export", "--format", ""]) == ["json", "csv"])
        await #expect(try Self.bash(["locate", "Paris", "--format", ""]) == ["text", "json"])
        await #expect(Set(try Self.bash(["--icons", ""])) == ["unicode", "ascii", "emoji", "nerd"])
        await #expect(try Self.bash(["now", "--city", ""]).isEmpty, "a place name has no fixed values")
    }

    @Test func eachCommandIsOfferedItsOwnOptions() async throws {
        for (words, command) in [
            ([String](), OptionCommand.dashboard), (["now"], .now), (["locate", "Paris"], .locate),
            (["mood", "add", "4"], .moodAdd), (["mood", "list"], .moodList), (["mood", "stats"], .moodStats)
        ] {
            let offered = await Set(try Self.bash(words + ["--"]))
            let expected = Set(OptionTable.options(for: command).map { "--\($0.name)" })
            #expect(
                offered == expected,
                "\(command): extra \(offered.subtracting(expected)), missing \(expected.subtracting(offered))")
        }
        await #expect(try Self.bash(["now", "--o"]) == ["--owm-api", "--offline"])
        await #expect(try !Self.bash(["--"]).contains("--offline"))
        await #expect(try Self.bash(["mood", "s"]) == ["stats"])
        await #expect(try Self.bash(["n"]) == ["now"])
    }

    @Test func zshAndFishGiveEachCommandItsOwnOptionsToo() async throws {
        let zsh = try await WxdashProcess.run(["completions", "zsh"]).stdout
        let nowBlock = try #require(
            zsh.components(separatedBy: "    now)\n").dropFirst().first?.components(separatedBy: ";;").first)
        #expect(
            nowBlock.contains("--format[") && nowBlock.contains(":(text json line waybar prometheus)'"), "\(nowBlock)")
        #expect(!nowBlock.contains("csv") && !nowBlock.contains("--kiosk"), "\(nowBlock)")
        let listBlock = try #require(
            zsh.components(separatedBy: "    mood-list)\n").dropFirst().first?.components(separatedBy: ";;").first)
        #expect(listBlock.contains("(text json csv)") && listBlock.contains("--since["), "\(listBlock)")
        let fish = try await WxdashProcess.run(["completions", "fish"]).stdout.split(separator: "\n")
        let nowFormat = fish.filter { $0.contains("-n '__fish_seen_subcommand_from now'") && $0.contains("-l format ") }
        #expect(nowFormat.count == 1 && nowFormat[0].contains("-a 'text json line waybar prometheus'"), "\(nowFormat)")
        #expect(!fish.contains { $0.contains("-n '__fish_seen_subcommand_from now'") && $0.contains("-l kiosk") })
        #expect(
            fish.contains {
                $0.contains("from mood; and __fish_seen_subcommand_from list'")
                    && $0.contains("-l format -x -a 'text json csv'")
            })
    }

    /// `--place` offers the saved places' names, read at completion time (`wxdash config places`), spaces kept.
    @Test func placeOffersTheSavedPlacesNames() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxdash-complete-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.toml")
        try
            "[[places]]\nname = \"Home\"\ncity = \"Vilnius\"\n\n[[places]]\nname = \"Big Cabin\"\nlat = 61.1\nlon = 10.4\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let listed = try await WxdashProcess.run(["config", "places"], environment: ["WXDASH_CONFIG": config.path])
        #expect(listed.stdout == "Home\nBig Cabin\n", "\(listed.stderr)")
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("wxdash"), withDestinationURL: WxdashProcess.binary)
        let script = try await WxdashProcess.run(["completions", "bash"]).stdout
        let file = folder.appendingPathComponent("complete.bash")
        let output = folder.appendingPathComponent("complete.out")
        try
            ("export PATH='\(folder.path)':\"$PATH\" WXDASH_CONFIG='\(config.path)'\n" + script
            + "\nCOMP_WORDS=(wxdash now --place '')\nCOMP_CWORD=3\n_wxdash\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(
            try SpawnedProcess(["/bin/bash", "-c", "/bin/bash \"$0\" > \"$1\"", file.path, output.path]).wait() == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == "Home\nBig Cabin\n")
        let fish = try await WxdashProcess.run(["completions", "fish"]).stdout
        #expect(fish.contains("-l place -x -a '(wxdash config places 2>/dev/null)'"))
        #expect(try await WxdashProcess.run(["completions", "zsh"]).stdout.contains(":{_wxdash_places}'"))
    }
}

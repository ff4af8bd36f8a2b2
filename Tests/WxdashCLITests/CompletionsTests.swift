import Foundation
import Testing
@testable import WxdashCLI

@Suite struct CompletionsTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyShellGetsAScriptWithEveryFlag(shell: String) throws {
        let result = try WxdashProcess.run(["completions", shell])
        #expect(result.status == 0)
        for flag in ["city", "lat", "units", "wind-unit", "icons", "refresh", "offline", "format"] {
            #expect(result.stdout.contains(shell == "fish" ? "-l \(flag)" : "--\(flag)"), "\(shell) lacks \(flag)")
        }
        #expect(result.stdout.contains("mood"))
    }

    @Test func theBashScriptIsValidBash() throws {
        let script = try WxdashProcess.run(["completions", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-completion-\(UUID().uuidString).bash")
        try script.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try SpawnedProcess(["/bin/bash", "-n", file.path]).wait() == 0)
        #expect(try WxdashProcess.run(["completions", "tcsh"]).status == 2)
    }
}


/// The completions offer each command its own options and each option its own values, from the option table.
@Suite struct CompletionsPerCommandTests {
    /// What bash offers for the words typed so far (the last one is being completed).
    static func bash(_ words: [String]) throws -> [String] {
        let script = try WxdashProcess.run(["completions", "bash"]).stdout
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-complete-\(UUID().uuidString).bash")
        let quoted = (["wxdash"] + words).map { "'\($0)'" }.joined(separator: " ")
        try (script + "\nCOMP_WORDS=(\(quoted))\nCOMP_CWORD=\(words.count)\n_wxdash\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-complete-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try SpawnedProcess(["/bin/bash", "-c", "/bin/bash \"$0\" > \"$1\"", file.path, output.path]).wait() == 0)
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func eachFormatOffersItsCommandsFormats() throws {
        #expect(try Self.bash(["now", "--format", ""]) == ["text", "json", "line", "waybar", "prometheus"])
        #expect(try Self.bash(["mood", "list", "--format", ""]) == ["text", "json", "csv"])
        #expect(try Self.bash(["mood", "stats", "--format", ""]) == ["text", "json"])
        #expect(try Self.bash(["mood", "export", "--format", ""]) == ["json", "csv"])
        #expect(try Self.bash(["locate", "Paris", "--format", ""]) == ["text", "json"])
        #expect(Set(try Self.bash(["--icons", ""])) == ["unicode", "ascii", "emoji", "nerd"])
        #expect(try Self.bash(["now", "--city", ""]).isEmpty, "a place name has no fixed values")
    }

    @Test func eachCommandIsOfferedItsOwnOptions() throws {
        for (words, command) in [([String](), OptionCommand.dashboard), (["now"], .now), (["locate", "Paris"], .locate),
                                 (["mood", "add", "4"], .moodAdd), (["mood", "list"], .moodList), (["mood", "stats"], .moodStats)] {
            let offered = Set(try Self.bash(words + ["--"]))
            let expected = Set(OptionTable.options(for: command).map { "--\($0.name)" })
            #expect(offered == expected, "\(command): extra \(offered.subtracting(expected)), missing \(expected.subtracting(offered))")
        }
        #expect(try Self.bash(["now", "--o"]) == ["--owm-api", "--offline"])
        #expect(try !Self.bash(["--"]).contains("--offline"))
        #expect(try Self.bash(["mood", "s"]) == ["stats"])
        #expect(try Self.bash(["n"]) == ["now"])
    }

    @Test func zshAndFishGiveEachCommandItsOwnOptionsToo() throws {
        let zsh = try WxdashProcess.run(["completions", "zsh"]).stdout
        let nowBlock = try #require(zsh.components(separatedBy: "    now)\n").dropFirst().first?.components(separatedBy: ";;").first)
        #expect(nowBlock.contains("--format[") && nowBlock.contains(":(text json line waybar prometheus)'"), "\(nowBlock)")
        #expect(!nowBlock.contains("csv") && !nowBlock.contains("--kiosk"), "\(nowBlock)")
        let listBlock = try #require(zsh.components(separatedBy: "    mood-list)\n").dropFirst().first?.components(separatedBy: ";;").first)
        #expect(listBlock.contains("(text json csv)") && listBlock.contains("--since["), "\(listBlock)")
        let fish = try WxdashProcess.run(["completions", "fish"]).stdout.split(separator: "\n")
        let nowFormat = fish.filter { $0.contains("-n '__fish_seen_subcommand_from now'") && $0.contains("-l format ") }
        #expect(nowFormat.count == 1 && nowFormat[0].contains("-a 'text json line waybar prometheus'"), "\(nowFormat)")
        #expect(!fish.contains { $0.contains("-n '__fish_seen_subcommand_from now'") && $0.contains("-l kiosk") })
        #expect(fish.contains { $0.contains("from mood; and __fish_seen_subcommand_from list'") && $0.contains("-l format -x -a 'text json csv'") })
    }

    /// `--place` offers the saved places' names, read at completion time (`wxdash config places`), spaces kept.
    @Test func placeOffersTheSavedPlacesNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-complete-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.toml")
        try "[[places]]\nname = \"Home\"\ncity = \"Vilnius\"\n\n[[places]]\nname = \"Big Cabin\"\nlat = 61.1\nlon = 10.4\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let listed = try WxdashProcess.run(["config", "places"], environment: ["WXDASH_CONFIG": config.path])
        #expect(listed.stdout == "Home\nBig Cabin\n", "\(listed.stderr)")
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("wxdash"), withDestinationURL: WxdashProcess.binary)
        let script = try WxdashProcess.run(["completions", "bash"]).stdout
        let file = folder.appendingPathComponent("complete.bash")
        let output = folder.appendingPathComponent("complete.out")
        try ("export PATH='\(folder.path)':\"$PATH\" WXDASH_CONFIG='\(config.path)'\n" + script
            + "\nCOMP_WORDS=(wxdash now --place '')\nCOMP_CWORD=3\n_wxdash\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try SpawnedProcess(["/bin/bash", "-c", "/bin/bash \"$0\" > \"$1\"", file.path, output.path]).wait() == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == "Home\nBig Cabin\n")
        let fish = try WxdashProcess.run(["completions", "fish"]).stdout
        #expect(fish.contains("-l place -x -a '(wxdash config places 2>/dev/null)'"))
        #expect(try WxdashProcess.run(["completions", "zsh"]).stdout.contains(":{_wxdash_places}'"))
    }
}

import Foundation
import Testing

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


import Foundation

/// The built dashboard started in a private tmux shell with its own XDG folders, against `apiBase`.
/// After it ends, the shell prints `WXDASH-EXIT-<status>`. Call `stop()` from a `defer` right after creating it.
final class DashboardInTmux {
    let home: URL
    let session: TmuxSession

    /// `config` becomes `$XDG_CONFIG_HOME/wxdash/config.toml`, `journal` the journal file and `cache` the cache file,
    /// before the dashboard starts.
    init(apiBase: String, arguments: [String], config: String? = nil, journal: Data? = nil, cache: Data? = nil)
        async throws
    {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: home.appendingPathComponent("wxdash"), withIntermediateDirectories: true)
        if let config {
            try config.write(to: home.appendingPathComponent("wxdash/config.toml"), atomically: true, encoding: .utf8)
        }
        if let journal {
            try journal.write(to: home.appendingPathComponent("wxdash/journal.sqlite"))
        }
        if let cache {
            try cache.write(to: home.appendingPathComponent("wxdash/cache.sqlite"))
        }
        var environment = [
            "PATH": "/usr/bin:/bin", "HOME": home.path, "LANG": "C.UTF-8", "TERM": "screen-256color",
            "XDG_CACHE_HOME": home.path, "XDG_CONFIG_HOME": home.path, "XDG_DATA_HOME": home.path,
            "XDG_STATE_HOME": home.path,
            "no_proxy": "127.0.0.1,localhost",
            "WXDASH_ASSETS": FixturePaths.packageRoot.appendingPathComponent("Assets").path,
            // The fixtures' own time, so their readings are believed on any day.
            "WXDASH_NOW": NowOpenMeteoEndToEndTests.fixtureTime
        ]
        // Official alerts only from a loopback server a test names, never from the public services.
        if !arguments.contains("--alerts-base") { environment["WXDASH_NO_ALERTS"] = "1" }
        if !arguments.contains("--radar-base") { environment["WXDASH_NO_RADAR"] = "1" }
        session = try await TmuxSession(environment: environment)
        try await session.waitFor { $0.contains("READY$") }
        // sh writes its pid and becomes wxdash, so `pid` is the dashboard's own process.
        let launcher = "sh -c 'echo $$ > \(home.appendingPathComponent("wxdash.pid").path); exec \"$0\" \"$@\"'"
        let command = ([launcher, WxdashProcess.binary.path] + arguments + ["--api-base", apiBase]).joined(
            separator: " ")
        try session.type("\(command); echo WXDASH-EXIT-$?")
    }

    /// Ends the tmux server, the shell and the dashboard, waits until they are gone, and removes the folders.
    func stop() {
        session.stop()
        try? FileManager.default.removeItem(at: home)
    }

    /// The running dashboard's process id, once it has started.
    func pid() throws -> pid_t {
        let file = home.appendingPathComponent("wxdash.pid")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            usleep(50_000)
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// Whether the shell's terminal is back in line mode with echo, as a crashed full-screen program would not leave it.
    func terminalIsRestored() async throws -> Bool {
        // The typed line itself cannot match the pattern.
        try session.type("echo MODES-$(stty -a | tr ' ;' '\\n\\n' | grep -c -x -e '-echo' -e '-icanon')-END")
        let screen = try await session.waitFor { $0.range(of: "MODES-[0-9]+-END", options: .regularExpression) != nil }
        return screen.contains("MODES-0-END")
    }

    deinit {
        stop()
    }

    /// The exit status line printed after the dashboard ends (the typed command shows `$?`, never a digit).
    static func exited(_ screen: String) -> Bool {
        screen.range(of: "WXDASH-EXIT-[0-9]", options: .regularExpression) != nil
    }
}

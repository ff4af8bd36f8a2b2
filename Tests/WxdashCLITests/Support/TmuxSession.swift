import Foundation

/// A private tmux server with one shell, for driving the dashboard the way a person would.
final class TmuxSession {
    let socket = "wxdash-test-\(UUID().uuidString.prefix(8))"
    static let prompt = "READY$ "

    init(columns: Int = 100, rows: Int = 30, environment: [String: String]) throws {
        let exports = environment.merging(SanitizerOptions.environment) { $1 }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let shell = "env -i \(exports) PS1='\(Self.prompt)' bash --norc --noprofile"
        // The server this starts keeps whatever stdout it was given open for its whole life: give it none.
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shell], capture: false)
    }

    deinit {
        _ = try? tmux(["kill-server"], capture: false)
    }

    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text], capture: false)
        try tmux(["send-keys", "Enter"], capture: false)
    }

    /// Types text without pressing Enter.
    func typeLiterally(_ text: String) throws {
        try tmux(["send-keys", "-l", text], capture: false)
    }

    func press(_ key: String) throws {
        try tmux(["send-keys", key], capture: false)
    }

    func screen() throws -> String {
        try tmux(["capture-pane", "-p"])
    }

    /// Polls the screen until `condition` holds, for at most `seconds`; returns the last screen read.
    @discardableResult
    func waitFor(seconds: Double = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(100_000)
        }
        return last
    }

    /// Runs tmux with posix_spawn rather than Foundation's Process: the tmux server forks from its client and
    /// would keep Process's exit-watch pipe open forever, so `waitUntilExit` would never return.
    @discardableResult
    private func tmux(_ arguments: [String], capture: Bool = true) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("wxdash-tmux-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capture ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The tmux server lives on, so it must hold none of this process's other files (pipes of other
        // tests' processes, sockets) open: bash closes every descriptor above 2 before it becomes tmux.
        let closeAll = #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-" 2>/dev/null; done; exec "$@""#
        let argv = ["bash", "-c", closeAll, "bash", "tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "bash", &actions, nil, &cArguments, environ)
        guard spawned == 0 else { throw TmuxError.cannotStart(spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        guard capture else { return "" }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}

enum TmuxError: Error {
    case cannotStart(Int32)
}
